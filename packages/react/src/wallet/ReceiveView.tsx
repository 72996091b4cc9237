'use client';

import { useEffect, useId, useRef, type FormEvent } from 'react';
import type { QuotePaymentInstructions } from '../client/types.js';
import { ErrorText } from '../flow/ErrorText.js';
import { FlowFrame } from '../flow/FlowFrame.js';
import { useErrorText } from '../i18n/error-text.js';
import { CopyButton } from '../payment/CopyButton.js';
import { PaymentInstructions } from '../payment/PaymentInstructions.js';
import { QrCode } from '../payment/QrCode.js';
import { useFormat, useMessages } from '../provider/hooks.js';
import { ScaChallenge } from '../sca/ScaChallenge.js';
import { amountInput } from './amount-input.js';
import { walletArea } from './area.js';
import { useReceive, type ReceiveProps } from './Receive.js';
import { decimalsOf } from './send-store.js';

/** The view of {@link Receive}, loaded on demand. */
export function ReceiveView({ umaAddress, headingLevel = 2, className, ...options }: ReceiveProps) {
  const t = useMessages();
  const w = walletArea.useMessages();
  const format = useFormat();
  const flow = useReceive(options);
  const titleId = useId();
  const amountId = useId();
  const payInId = useId();
  const problemId = useId();
  const sub = Math.min(6, headingLevel + 1) as 3;
  const error = useErrorText(flow.error);
  const instructionsRef = useRef<HTMLDivElement>(null);
  const account = flow.account;
  // The same PaymentInstructions on the wire; the generated account type drops its discriminator.
  const funding = (account?.fundingPaymentInstructions ?? []) as unknown as readonly QuotePaymentInstructions[];
  const currencies = [...new Set([...(options.currencies ?? []), ...(account ? [account.balance.currency.code ?? ''] : [])])].filter(Boolean);
  const quote = flow.quote;
  const withheld = quote?.status === 'PENDING_AUTHORIZATION';

  // The details replace the form: focus goes to them (their heading), not back to the page. The
  // instructions' view loads on demand, so its heading may arrive a moment after the step: wait for it.
  useEffect(() => {
    const box = instructionsRef.current;
    if (flow.step !== 'instructions' || !box) return;
    const focusHeading = () => {
      const heading = box.querySelector<HTMLElement>('[role="heading"]');
      if (!heading) return false;
      // The instructions' heading is not focusable by itself: it becomes so for this move only.
      if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
      heading.focus();
      return true;
    };
    if (focusHeading()) return;
    const watcher = new MutationObserver(() => {
      if (focusHeading()) watcher.disconnect();
    });
    watcher.observe(box, { childList: true, subtree: true });
    return () => watcher.disconnect();
  }, [flow.step, withheld]);

  const sectionTitle = (text: string) => (
    <div className="wk-label" role="heading" aria-level={sub} tabIndex={-1}>
      {text}
    </div>
  );

  return (
    <FlowFrame state={flow.step} labelledBy={titleId} className="wk-card wk-flow wk-receive" extraClassName={className}>
      <div id={titleId} className="wk-title" role="heading" aria-level={headingLevel}>
        {w('wallet.receive.title')}
      </div>
      {umaAddress ? (
        <section className="wk-flow wk-receive-uma">
          {sectionTitle(w('wallet.receive.uma.title'))}
          <div className="wk-text">{w('wallet.receive.uma.body')}</div>
          <QrCode value={umaAddress} label={w('wallet.receive.uma.qr')} />
          <div className="wk-pay-value">
            <span className="wk-mono">{umaAddress}</span>
            <CopyButton text={umaAddress} label={w('wallet.receive.uma.title')} />
          </div>
        </section>
      ) : null}
      {flow.step === 'loading' ? <div className="wk-text wk-muted">{t('common.loading')}</div> : null}
      {funding.length > 0 ? (
        <section className="wk-flow">
          {sectionTitle(w('wallet.receive.account.title'))}
          <PaymentInstructions instructions={funding} headingLevel={Math.min(6, sub + 1) as 4} />
        </section>
      ) : null}
      {account && (flow.step === 'ready' || flow.step === 'quoting') ? (
        <form
          className="wk-flow"
          noValidate
          onSubmit={(event: FormEvent) => {
            event.preventDefault();
            void flow.getInstructions();
          }}
        >
          {sectionTitle(w('wallet.receive.bank.title'))}
          <div className="wk-text">{w('wallet.receive.bank.body')}</div>
          {currencies.length > 1 ? (
            <label className="wk-select-field" htmlFor={payInId}>
              <span className="wk-label">{w('wallet.receive.bank.currency')}</span>
              <select id={payInId} className="wk-select" value={flow.payIn} onChange={(event) => flow.setPayIn(event.target.value)}>
                {currencies.map((code) => (
                  <option key={code} value={code}>
                    {code}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
          <label className="wk-label" htmlFor={amountId}>
            {w('wallet.receive.bank.amount', { currency: flow.payIn })}
          </label>
          <input
            id={amountId}
            className="wk-input"
            dir="ltr"
            inputMode="decimal"
            autoComplete="off"
            placeholder={amountInput(50 * 10 ** decimalsOf(flow.payIn), decimalsOf(flow.payIn), format.locale)}
            value={flow.amountText}
            aria-invalid={flow.amountProblem ? true : undefined}
            aria-describedby={problemId}
            onChange={(event) => flow.setAmount(event.target.value)}
          />
          <ErrorText
            id={problemId}
            message={flow.amountProblem ? w('wallet.send.amount.invalid', { currency: flow.payIn, example: amountInput(50 * 10 ** decimalsOf(flow.payIn), decimalsOf(flow.payIn), format.locale) }) : undefined}
          />
          <div className="wk-actions">
            <button type="submit" className="wk-button" data-variant="primary" disabled={flow.step === 'quoting'}>
              <span className="wk-button-face">{flow.step === 'quoting' ? t('common.loading') : w('wallet.receive.bank.get')}</span>
            </button>
          </div>
        </form>
      ) : null}
      {flow.step === 'instructions' && quote ? (
        <div ref={instructionsRef} className="wk-flow">
          {withheld ? (
            <ScaChallenge quote={quote} api={flow.api} headingLevel={sub} onAuthorized={flow.authorized} onExpired={flow.restart} {...(options.onError ? { onError: options.onError } : {})} />
          ) : (
            <>
              <PaymentInstructions
                instructions={quote.paymentInstructions}
                amount={{ amount: quote.totalSendingAmount, currency: quote.sendingCurrency }}
                headingLevel={sub}
                {...(options.onError ? { onError: options.onError } : {})}
              />
              <div className="wk-text">{w('wallet.receive.bank.arrives', { amount: format.amount(quote.totalReceivingAmount, quote.receivingCurrency) })}</div>
            </>
          )}
          <div className="wk-actions">
            <button type="button" className="wk-button" data-variant="quiet" onClick={flow.restart}>
              <span className="wk-button-face">{w('wallet.receive.again')}</span>
            </button>
          </div>
        </div>
      ) : null}
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
