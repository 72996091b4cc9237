'use client';

import { useId, type FormEvent } from 'react';
import { ErrorText } from '../../flow/ErrorText.js';
import { useFormat } from '../../provider/hooks.js';
import { payeeLabel } from '../activity-rows.js';
import { amountInput } from '../amount-input.js';
import type { InternalAccount } from '../api.js';
import { walletArea } from '../area.js';
import type { useSendMoney } from '../SendMoney.js';
import { decimalsOf } from '../send-store.js';
import { StepHeading } from '../../flow/StepHeading.js';

type Flow = ReturnType<typeof useSendMoney>;
type Words = ReturnType<typeof walletArea.useMessages>;

/** An account as a person names it: "Wallet", "USD account". */
export const accountName = (account: InternalAccount, w: Words) => (account.type === 'EMBEDDED_WALLET' ? w('wallet.balance.wallet') : w('wallet.balance.account', { currency: account.balance.currency.code ?? '' }));

/** How much: from which account, in which currency, which side fixed; checked against the balance before any quote. */
export function AmountStep({ flow, level }: { flow: Flow; level: number }) {
  const w = walletArea.useMessages();
  const format = useFormat();
  const amountId = useId();
  const problemId = useId();
  const availableId = useId();
  const source = flow.sources.find((account) => account.id === flow.sourceId)!;
  const payee = flow.payee!;
  const currency = flow.side === 'SENDING' ? source.balance.currency : { code: payee.currency, decimals: decimalsOf(payee.currency) };
  const code = currency.code ?? '';
  const crossCurrency = payee.currency !== source.balance.currency.code;
  const example = amountInput(25 * 10 ** decimalsOf(currency), decimalsOf(currency), format.locale);
  const other = flow.sources.find((account) => account.id === flow.otherSourceId);
  const problem =
    flow.amountProblem === 'invalid'
      ? w('wallet.send.amount.invalid', { currency: code, example })
      : flow.amountProblem === 'tooMuch'
        ? [w('wallet.send.amount.tooMuch', { amount: format.amount(source.balance.amount, source.balance.currency) }), other ? w('wallet.send.amount.other', { account: accountName(other, w), amount: format.amount(other.balance.amount, other.balance.currency) }) : '']
            .filter(Boolean)
            .join(' ')
        : undefined;
  return (
    <form
      className="wk-flow wk-send-form"
      noValidate
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        flow.review();
      }}
    >
      <StepHeading text={w('wallet.send.amount.title')} level={level} />
      <div className="wk-text">{w('wallet.activity.to', { payee: payeeLabel(payee) })}</div>
      {flow.sources.length > 1 ? (
        <label className="wk-select-field">
          <span className="wk-label">{w('wallet.send.amount.from')}</span>
          <select className="wk-select" value={flow.sourceId} onChange={(event) => flow.chooseSource(event.target.value)}>
            {flow.sources.map((account) => (
              <option key={account.id} value={account.id}>
                {`${accountName(account, w)} · ${format.amount(account.balance.amount, account.balance.currency)}`}
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
      {other ? (
        <div className="wk-actions">
          <button type="button" className="wk-button" onClick={() => flow.chooseSource(other.id)}>
            <span className="wk-button-face">{w('wallet.send.amount.useOther', { account: accountName(other, w) })}</span>
          </button>
        </div>
      ) : null}
      <div className="wk-actions">
        <button type="submit" className="wk-button" data-variant="primary">
          <span className="wk-button-face">{w('wallet.send.continue')}</span>
        </button>
        <button type="button" className="wk-button" data-variant="quiet" onClick={flow.back}>
          <span className="wk-button-face">{w('wallet.send.back')}</span>
        </button>
      </div>
    </form>
  );
}
