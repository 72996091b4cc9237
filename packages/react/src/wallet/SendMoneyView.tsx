'use client';

import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { QuoteConfirmation } from '../confirm/QuoteConfirmation.js';
import { ErrorText } from '../flow/ErrorText.js';
import { FlowFrame } from '../flow/FlowFrame.js';
import { useErrorText } from '../i18n/error-text.js';
import { useFormat, useMessages } from '../provider/hooks.js';
import { amountInput } from './amount-input.js';
import type { SendMoneyApi } from './api.js';
import { walletArea } from './area.js';
import { describePayeeAccount } from './payees.js';
import { useSendMoney, type SendMoneyProps, type SendPayeePickerProps } from './SendMoney.js';
import { decimalsOf, type SendState } from './send-store.js';
import { TransactionReceipt } from './TransactionReceipt.js';
import { useRefreshKey } from './use-refresh-key.js';

const STEPS: Readonly<Partial<Record<SendState['step'], number>>> = { payee: 1, amount: 2, review: 3 };
// Steps of the review in which nothing has left the account yet: going back is still possible.
const BEFORE_RELEASE = new Set(['loading', 'review', 'requoting', 'cancelled', 'error']);

function PayeeList({ payees, selected, onSelect }: SendPayeePickerProps) {
  const w = walletArea.useMessages();
  const id = useId();
  if (payees.length === 0) return <div className="wk-text wk-muted">{w('wallet.send.payee.none')}</div>;
  return (
    <>
      <div id={id} className="wk-label">
        {w('wallet.send.payee.saved')}
      </div>
      <ul className="wk-payees" aria-labelledby={id}>
        {payees.map((payee) => (
          <li key={payee.id}>
            <button type="button" className="wk-payee" aria-current={payee.id === selected ? 'true' : undefined} onClick={() => onSelect(payee)}>
              <span className="wk-payee-name">{payee.name}</span>
              <span className="wk-muted">
                <bdi>{payee.detail}</bdi> · {payee.currency}
                {payee.kind === 'account' && payee.rails.length ? ` · ${w('wallet.send.payee.rail', { rail: payee.rails.map((rail) => rail.replace(/_/g, ' ')).join(', ') })}` : ''}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}

/** The view of {@link SendMoney}, loaded on demand. */
export function SendMoneyView({ renderPayeePicker, onSent, presentation, onClose, headingLevel = 2, className, refreshKey, ...options }: SendMoneyProps) {
  const t = useMessages();
  const w = walletArea.useMessages();
  const format = useFormat();
  const flow = useSendMoney(options);
  useRefreshKey(refreshKey, () => void flow.refreshSources());
  const titleId = useId();
  const umaId = useId();
  const amountId = useId();
  const problemId = useId();
  const availableId = useId();
  const error = useErrorText(flow.error);
  const [uma, setUma] = useState('');
  const [released, setReleased] = useState(false);
  const stepRef = useRef<HTMLDivElement>(null);
  const previous = useRef(flow.step);
  const sub = Math.min(6, headingLevel + 1) as 2;

  // Every step change moves focus to the new step's heading, when focus was in the widget or lost with
  // the control that was pressed: a widget that appears or loads inline does not take focus from
  // wherever the person is on the page.
  useEffect(() => {
    if (previous.current === flow.step) return;
    previous.current = flow.step;
    setReleased(false);
    const frame = requestAnimationFrame(() => {
      const step = stepRef.current;
      const active = document.activeElement;
      const lost = !active || active === document.body;
      if (step && (lost || step.closest('[data-state]')?.contains(active))) step.querySelector<HTMLElement>('[role="heading"][tabindex="-1"]')?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [flow.step]);

  const source = flow.sources.find((account) => account.id === flow.sourceId);
  const payee = flow.payee;
  const step = STEPS[flow.step];
  const currency = flow.side === 'SENDING' || !payee ? source?.balance.currency : { code: payee.currency, decimals: decimalsOf(payee.currency) };
  const code = currency?.code ?? '';
  const crossCurrency = payee !== undefined && source !== undefined && payee.currency !== source.balance.currency.code;
  const example = currency ? amountInput(25 * 10 ** decimalsOf(currency), decimalsOf(currency), format.locale) : '';
  const problem =
    flow.amountProblem === 'invalid'
      ? w('wallet.send.amount.invalid', { currency: code, example })
      : flow.amountProblem === 'tooMuch' && source
        ? w('wallet.send.amount.tooMuch', { amount: format.amount(source.balance.amount, source.balance.currency) })
        : undefined;
  const umaProblem = flow.uma.status === 'invalid' ? w('wallet.send.uma.invalid') : flow.uma.status === 'failed' ? error : undefined;

  const stepHeading = (text: string) => (
    <div className="wk-label wk-step-title" role="heading" aria-level={sub} tabIndex={-1}>
      {text}
    </div>
  );

  return (
    <FlowFrame presentation={presentation} state={flow.step} labelledBy={titleId} onClose={onClose} className="wk-card wk-flow wk-send" extraClassName={className}>
      <div id={titleId} className="wk-title" role="heading" aria-level={headingLevel}>
        {w('wallet.send.title')}
      </div>
      {step ? <div className="wk-step-number wk-muted">{w('wallet.send.step', { step, total: 3 })}</div> : null}
      <div ref={stepRef} className="wk-flow">
        {flow.step === 'loading' ? <div className="wk-text wk-muted" role="status">{t('common.loading')}</div> : null}

        {flow.step === 'error' ? (
          <>
            <div className="wk-text">{flow.error ? error : w('wallet.send.noSource')}</div>
            <div className="wk-actions">
              <button type="button" className="wk-button" onClick={() => void flow.reload()}>
                <span className="wk-button-face">{t('confirm.retry')}</span>
              </button>
            </div>
          </>
        ) : null}

        {flow.step === 'payee' ? (
          <>
            {stepHeading(w('wallet.send.payee.title'))}
            {renderPayeePicker ? (
              renderPayeePicker({ customerId: options.customerId, payees: flow.payees, selected: undefined, onSelect: flow.choosePayee, onSelectAccount: (account) => flow.choosePayee(describePayeeAccount(account)) })
            ) : (
              <PayeeList customerId={options.customerId} payees={flow.payees} selected={undefined} onSelect={flow.choosePayee} onSelectAccount={() => undefined} />
            )}
            {flow.api.lookupUmaAddress ? (
              <form
                className="wk-flow wk-uma"
                onSubmit={(event: FormEvent) => {
                  event.preventDefault();
                  void flow.checkUma(uma);
                }}
              >
                <div className="wk-label">{w('wallet.send.uma.title')}</div>
                <label className="wk-label" htmlFor={umaId}>
                  {w('wallet.send.uma.label')}
                </label>
                <input
                  id={umaId}
                  className="wk-input"
                  dir="ltr"
                  value={uma}
                  autoComplete="off"
                  spellCheck={false}
                  autoCapitalize="off"
                  aria-invalid={umaProblem ? true : undefined}
                  aria-describedby={`${umaId}-hint ${umaId}-error`}
                  onChange={(event) => setUma(event.target.value)}
                />
                <div id={`${umaId}-hint`} className="wk-hint">
                  {w('wallet.send.uma.hint')}
                </div>
                <ErrorText id={`${umaId}-error`} message={umaProblem} />
                <div className="wk-actions">
                  <button type="submit" className="wk-button" disabled={flow.uma.status === 'checking'}>
                    <span className="wk-button-face">{flow.uma.status === 'checking' ? w('wallet.send.uma.checking') : w('wallet.send.uma.check')}</span>
                  </button>
                </div>
              </form>
            ) : null}
          </>
        ) : null}

        {flow.step === 'amount' && payee && source ? (
          <form
            className="wk-flow"
            noValidate
            onSubmit={(event: FormEvent) => {
              event.preventDefault();
              flow.review();
            }}
          >
            {stepHeading(w('wallet.send.amount.title'))}
            <div className="wk-text">{w('wallet.send.to', { payee: `${payee.name} · ${payee.detail}` })}</div>
            {flow.sources.length > 1 ? (
              <label className="wk-select-field">
                <span className="wk-label">{w('wallet.send.amount.from')}</span>
                <select className="wk-select" value={flow.sourceId} onChange={(event) => flow.chooseSource(event.target.value)}>
                  {flow.sources.map((account) => (
                    <option key={account.id} value={account.id}>
                      {`${account.type === 'EMBEDDED_WALLET' ? w('wallet.balance.wallet') : w('wallet.balance.account', { currency: account.balance.currency.code ?? '' })} · ${format.amount(account.balance.amount, account.balance.currency)}`}
                    </option>
                  ))}
                </select>
              </label>
            ) : null}
            <div id={availableId} className="wk-muted">
              {w('wallet.send.amount.available', { amount: format.amount(source.balance.amount, source.balance.currency) })}
            </div>
            {payee.kind === 'uma' && payee.lookup.supportedCurrencies.length > 1 ? (
              <label className="wk-select-field">
                <span className="wk-label">{w('wallet.send.uma.currency')}</span>
                <select className="wk-select" value={payee.currency} onChange={(event) => flow.chooseUmaCurrency(event.target.value)}>
                  {payee.lookup.supportedCurrencies.map((entry) => (
                    <option key={entry.currency.code} value={entry.currency.code}>
                      {entry.currency.code}
                    </option>
                  ))}
                </select>
              </label>
            ) : null}
            {crossCurrency ? (
              <fieldset className="wk-fieldset">
                <legend className="wk-label">{w('wallet.send.amount.side')}</legend>
                <div className="wk-segmented">
                  {(['SENDING', 'RECEIVING'] as const).map((side) => (
                    <button key={side} type="button" className="wk-button" data-variant={flow.side === side ? 'primary' : undefined} aria-pressed={flow.side === side} onClick={() => flow.setSide(side)}>
                      <span className="wk-button-face">{w(side === 'SENDING' ? 'wallet.send.amount.sending' : 'wallet.send.amount.receiving')}</span>
                    </button>
                  ))}
                </div>
              </fieldset>
            ) : null}
            <label className="wk-label" htmlFor={amountId}>
              {w('wallet.send.amount.label', { currency: code })}
            </label>
            <div className="wk-amount-field">
              <input
                id={amountId}
                className="wk-input"
                dir="ltr"
                inputMode="decimal"
                autoComplete="off"
                placeholder={example}
                value={flow.amountText}
                aria-invalid={problem ? true : undefined}
                aria-describedby={problemId}
                onChange={(event) => flow.setAmount(event.target.value)}
              />
              {flow.side === 'SENDING' || !crossCurrency ? (
                // Its name stays the word on it ("Max"); what it fills in is read from the balance line.
                <button type="button" className="wk-button" aria-describedby={availableId} onClick={flow.max}>
                  <span className="wk-button-face">{w('wallet.send.amount.max')}</span>
                </button>
              ) : null}
            </div>
            <ErrorText id={problemId} message={problem} />
            <div className="wk-actions">
              <button type="submit" className="wk-button" data-variant="primary">
                <span className="wk-button-face">{w('wallet.send.continue')}</span>
              </button>
              <button type="button" className="wk-button" data-variant="quiet" onClick={flow.back}>
                <span className="wk-button-face">{w('wallet.send.back')}</span>
              </button>
            </div>
          </form>
        ) : null}

        {flow.step === 'review' && flow.request && payee ? (
          <>
            <QuoteConfirmation
              request={flow.request}
              customerId={options.customerId}
              destinationLabel={`${payee.name} · ${payee.detail}`}
              api={flow.api}
              headingLevel={sub}
              {...(options.onError ? { onError: options.onError } : {})}
              onStepChange={(reached, quote) => {
                setReleased(!BEFORE_RELEASE.has(reached));
                if ((reached === 'processing' || reached === 'completed' || reached === 'failed') && quote?.transactionId) {
                  flow.sent(quote.transactionId);
                  onSent?.(quote.transactionId);
                }
              }}
            />
            {released ? null : (
              <div className="wk-actions">
                <button type="button" className="wk-button" data-variant="quiet" onClick={flow.back}>
                  <span className="wk-button-face">{w('wallet.send.back')}</span>
                </button>
              </div>
            )}
          </>
        ) : null}

        {flow.step === 'receipt' && flow.transactionId ? (
          <>
            <ReceiptStep id={flow.transactionId} api={flow.api} payee={payee ? `${payee.name} · ${payee.detail}` : undefined} level={sub} />
            <div className="wk-actions">
              <button type="button" className="wk-button" onClick={flow.restart}>
                <span className="wk-button-face">{w('wallet.send.another')}</span>
              </button>
            </div>
          </>
        ) : null}
      </div>
      {flow.step !== 'error' && flow.uma.status !== 'failed' ? <ErrorText message={error} /> : null}
    </FlowFrame>
  );
}

function ReceiptStep({ id, api, payee, level }: { id: string; api: SendMoneyApi; payee: string | undefined; level: 2 }) {
  const receipt = api.getTransaction && api.watchTransaction ? { getTransaction: api.getTransaction, watchTransaction: api.watchTransaction } : undefined;
  return <TransactionReceipt id={id} headingLevel={level} {...(receipt ? { api: receipt } : {})} {...(payee ? { payeeLabel: payee } : {})} />;
}
