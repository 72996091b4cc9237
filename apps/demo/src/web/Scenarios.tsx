import { useEffect, useId, useRef, useState } from 'react';
import { useClient } from '@wallet-kit/react';
import type { Scenarios as ScenarioState } from './api.js';
import { describeError } from './format.js';
import { ErrorAlert } from './ErrorAlert.js';

interface Switch {
  key: string;
  label: string;
  hint: string;
  isOn: (s: ScenarioState) => boolean;
  turn: (on: boolean) => Partial<ScenarioState>;
}

const EXPIRY_SECONDS = 20;

const SWITCHES: Switch[] = [
  { key: 'wrong', label: 'Wrong code', hint: 'The next sign-in code is refused once.', isOn: (s) => s.wrongOtp, turn: (on) => ({ wrongOtp: on }) },
  {
    key: 'expiry',
    label: 'Quote expiring',
    hint: `New quotes expire after ${EXPIRY_SECONDS} seconds.`,
    isOn: (s) => s.quoteExpiresInSeconds !== null,
    turn: (on) => ({ quoteExpiresInSeconds: on ? EXPIRY_SECONDS : null }),
  },
  { key: 'rate', label: 'Rate refused', hint: 'The next confirmation is refused: the rate moved.', isOn: (s) => s.rateUnavailable, turn: (on) => ({ rateUnavailable: on }) },
  { key: 'sca', label: 'Two-step SCA', hint: 'Every EU payment asks for two SCA codes.', isOn: (s) => s.scaRounds === 2, turn: (on) => ({ scaRounds: on ? 2 : null }) },
  { key: 'return', label: 'Bank return', hint: 'The next bank payouts come back after completing.', isOn: (s) => s.bankReturn, turn: (on) => ({ bankReturn: on }) },
  {
    key: 'rejected',
    label: 'Verification rejected',
    hint: 'Identity checks sent with a document are refused.',
    isOn: (s) => s.verificationOutcome === 'REJECTED',
    turn: (on) => ({ verificationOutcome: on ? 'REJECTED' : 'APPROVED' }),
  },
  {
    key: 'documents',
    label: 'More documents needed',
    hint: 'Identity checks sent with a document ask for a clearer one.',
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
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    client.sandbox.getScenarios().then(setState, (e: unknown) => setError(describeError(e)));
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  const flip = async (item: Switch, on: boolean) => {
    setError(undefined);
    try {
      setState(await client.sandbox.setScenarios(item.turn(on)));
    } catch (e) {
      setError(describeError(e));
    }
  };

  return (
    <div className="popover-anchor" ref={root}>
      <button type="button" className="button quiet" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        Scenarios <span aria-hidden="true">▾</span>
      </button>
      <section id={panelId} className="popover" hidden={!open} aria-labelledby={`${panelId}-title`}>
        <h2 id={`${panelId}-title`} className="popover-title">
          Sandbox scenarios
        </h2>
        <p className="muted small">Make the sandbox misbehave on purpose, to see how the kit handles it.</p>
        <ul className="switches">
          {SWITCHES.map((item) => (
            <li key={item.key}>
              <label className="switch">
                <input type="checkbox" role="switch" checked={state ? item.isOn(state) : false} disabled={!state} onChange={(event) => void flip(item, event.target.checked)} />
                <span className="switch-text">
                  <span className="switch-label">{item.label}</span>
                  <span className="muted small">{item.hint}</span>
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
          Reset all
        </button>
        <ErrorAlert message={error} />
      </section>
    </div>
  );
}
