import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useClient } from '@wallet-kit/react';
import type { Scenarios as ScenarioState } from './api.js';
import { describeError } from './format.js';
import { ErrorAlert } from './ErrorAlert.js';
import { useText, type DemoTextId } from './i18n.js';

interface Switch {
  key: string;
  label: DemoTextId;
  hint: DemoTextId;
  isOn: (s: ScenarioState) => boolean;
  turn: (on: boolean) => Partial<ScenarioState>;
}

const EXPIRY_SECONDS = 20;

const SWITCHES: Switch[] = [
  { key: 'wrong', label: 'scenarios.wrong', hint: 'scenarios.wrongHint', isOn: (s) => s.wrongOtp, turn: (on) => ({ wrongOtp: on }) },
  {
    key: 'expiry',
    label: 'scenarios.expiry',
    hint: 'scenarios.expiryHint',
    isOn: (s) => s.quoteExpiresInSeconds !== null,
    turn: (on) => ({ quoteExpiresInSeconds: on ? EXPIRY_SECONDS : null }),
  },
  { key: 'rate', label: 'scenarios.rate', hint: 'scenarios.rateHint', isOn: (s) => s.rateUnavailable, turn: (on) => ({ rateUnavailable: on }) },
  { key: 'sca', label: 'scenarios.sca', hint: 'scenarios.scaHint', isOn: (s) => s.scaRounds === 2, turn: (on) => ({ scaRounds: on ? 2 : null }) },
  { key: 'return', label: 'scenarios.return', hint: 'scenarios.returnHint', isOn: (s) => s.bankReturn, turn: (on) => ({ bankReturn: on }) },
  {
    key: 'rejected',
    label: 'scenarios.rejected',
    hint: 'scenarios.rejectedHint',
    isOn: (s) => s.verificationOutcome === 'REJECTED',
    turn: (on) => ({ verificationOutcome: on ? 'REJECTED' : 'APPROVED' }),
  },
  {
    key: 'documents',
    label: 'scenarios.documents',
    hint: 'scenarios.documentsHint',
    isOn: (s) => s.verificationOutcome === 'RESOLVE_ERRORS',
    turn: (on) => ({ verificationOutcome: on ? 'RESOLVE_ERRORS' : 'APPROVED' }),
  },
];

/** The sandbox's scenarios as switches: they make the service misbehave on purpose, for everyone using this sandbox. */
export function Scenarios() {
  const client = useClient();
  const [open, setOpen] = useState(false);
  const [state, setState] = useState<ScenarioState>();
  const [error, setError] = useState<string>();
  const t = useText();
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    client.sandbox.getScenarios().then(setState, (e: unknown) => setError(describeError(e)));
    const outside = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', outside);
    return () => document.removeEventListener('mousedown', outside);
  }, [open, client]);

  // Escape closes the panel with focus back on its button, and goes no further (a menu around it stays open).
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    setOpen(false);
    trigger.current?.focus();
  };

  const flip = async (item: Switch, on: boolean) => {
    setError(undefined);
    try {
      setState(await client.sandbox.setScenarios(item.turn(on)));
    } catch (e) {
      setError(describeError(e));
    }
  };

  return (
    <div className="popover-anchor" ref={root} onKeyDown={closeOnEscape}>
      <button ref={trigger} type="button" className="button quiet" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        {t('scenarios.button')} <span aria-hidden="true">▾</span>
      </button>
      <section id={panelId} className="popover" hidden={!open} aria-labelledby={`${panelId}-title`}>
        <h2 id={`${panelId}-title`} className="popover-title">
          {t('scenarios.title')}
        </h2>
        <p className="muted small">{t('scenarios.text')}</p>
        <ul className="switches">
          {SWITCHES.map((item) => (
            <li key={item.key}>
              <label className="switch">
                <input type="checkbox" role="switch" checked={state ? item.isOn(state) : false} disabled={!state} onChange={(event) => void flip(item, event.target.checked)} />
                <span className="switch-text">
                  <span className="switch-label">{t(item.label)}</span>
                  <span className="muted small">{t(item.hint, { seconds: EXPIRY_SECONDS })}</span>
                </span>
              </label>
            </li>
          ))}
        </ul>
        <button
          type="button"
          className="button quiet"
          onClick={() =>
            void client.sandbox.resetScenarios().then(setState, (e: unknown) => setError(describeError(e)))
          }
        >
          {t('scenarios.reset')}
        </button>
        <ErrorAlert message={error} />
      </section>
    </div>
  );
}
