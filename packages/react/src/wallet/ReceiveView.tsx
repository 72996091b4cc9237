'use client';

import { useId } from 'react';
import { ErrorText } from '../flow/ErrorText.js';
import { FlowFrame } from '../flow/FlowFrame.js';
import { useStepContainerFocus } from '../flow/container-focus.js';
import { useHistorySteps } from '../flow/history-steps.js';
import { useErrorText } from '../i18n/error-text.js';
import { CopyButton } from '../payment/CopyButton.js';
import { QrCode } from '../payment/QrCode.js';
import { useMessages } from '../provider/hooks.js';
import { walletArea } from './area.js';
import { useReceive, type ReceiveProps } from './Receive.js';
import { AccountDetails } from './receive/AccountDetails.js';
import { PayInForm } from './receive/PayInForm.js';
import { PayInReceived } from './receive/PayInReceived.js';
import { PayInResult } from './receive/PayInResult.js';
import { addViewsEnglish } from './views-english.js';

addViewsEnglish();

// An address breaks before its "@" and its dots ("$elodie@sandbox.example" / ".com"), never inside a word: at 390 px
// it broke as "…example.c" / "om", which invites a wrong copy by hand.
const breakable = (address: string) => address.split(/(?=[@.])/).flatMap((part, i) => (i ? [<wbr key={i} />, part] : [part]));

/** The view of {@link Receive}, loaded on demand: the account's own details first, then a transfer for a set amount. */
export function ReceiveView({ umaAddress, headingLevel = 2, className, history = false, ...options }: ReceiveProps) {
  const t = useMessages();
  const w = walletArea.useMessages();
  const flow = useReceive(options);
  const titleId = useId();
  const sub = Math.min(6, headingLevel + 1);
  const error = useErrorText(flow.error);
  const account = flow.account;
  const step = flow.step === 'instructions' ? `instructions-${flow.quote?.status}` : flow.step === 'quoting' ? 'ready' : flow.step;
  // The details replace the form, their approval, or lapse in place: focus goes to the new heading, not to the page.
  const stepRef = useStepContainerFocus<HTMLDivElement>(step);
  // Received, the entry the instructions pushed goes: nothing is left to go back to.
  useHistorySteps(history, flow.step === 'instructions' ? 1 : 0, flow.cancel);
  const currencies = account ? [...new Set([account.balance.currency.code ?? '', ...(options.currencies ?? [])])].filter(Boolean) : [];

  return (
    <FlowFrame state={flow.step} labelledBy={titleId} className="wk-card wk-flow wk-receive" extraClassName={className}>
      <div id={titleId} className="wk-title" role="heading" aria-level={headingLevel}>
        {w('wallet.receive.title')}
      </div>
      {flow.step === 'loading' ? <div className="wk-text wk-muted">{t('common.loading')}</div> : null}
      {account ? <AccountDetails account={account} level={sub} /> : null}
      {umaAddress ? (
        <section className="wk-flow wk-receive-uma">
          <div className="wk-label" role="heading" aria-level={sub}>
            {w('wallet.receive.uma.title')}
          </div>
          <div className="wk-text">{w('wallet.receive.uma.body')}</div>
          <QrCode value={umaAddress} label={w('wallet.receive.uma.qr')} />
          <div className="wk-pay-value">
            <span className="wk-mono">{breakable(umaAddress)}</span>
            <CopyButton text={umaAddress} label={w('wallet.receive.uma.title')} />
          </div>
        </section>
      ) : null}
      <div ref={stepRef} className="wk-flow">
        {account && (flow.step === 'ready' || flow.step === 'quoting') ? <PayInForm flow={flow} currencies={currencies} level={sub} /> : null}
        {flow.step === 'instructions' && flow.quote ? <PayInResult flow={flow} level={sub} customerId={options.customerId} onError={options.onError} /> : null}
        {flow.step === 'received' && flow.quote ? <PayInReceived flow={flow} level={sub} /> : null}
      </div>
      <ErrorText message={error} />
      {flow.step === 'error' ? (
        <div className="wk-actions">
          <button type="button" className="wk-button" onClick={() => void flow.reload()}>
            <span className="wk-button-face">{t('confirm.retry')}</span>
          </button>
        </div>
      ) : null}
    </FlowFrame>
  );
}
