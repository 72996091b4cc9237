'use client';

import { useId, type FormEvent } from 'react';
import { ErrorText } from '../../flow/ErrorText.js';
import { useFormat, useMessages } from '../../provider/hooks.js';
import { amountInput } from '../amount-input.js';
import { walletArea } from '../area.js';
import type { useReceive } from '../Receive.js';
import { decimalsOf } from '../send-store.js';

type Flow = ReturnType<typeof useReceive>;

/** A bank transfer in for a set amount, in the account's currency or another: payment details and a reference. */
export function PayInForm({ flow, currencies, level }: { flow: Flow; currencies: readonly string[]; level: number }) {
  const t = useMessages();
  const w = walletArea.useMessages();
  const format = useFormat();
  const amountId = useId();
  const payInId = useId();
  const problemId = useId();
  const example = amountInput(50 * 10 ** decimalsOf(flow.payIn), decimalsOf(flow.payIn), format.locale);
  return (
    <form
      className="wk-flow"
      noValidate
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        void flow.getInstructions();
      }}
    >
      <div className="wk-label" role="heading" aria-level={level}>
        {w('wallet.receive.bank.title')}
      </div>
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
        {w('wallet.send.amount.label', { currency: flow.payIn })}
      </label>
      <input
        id={amountId}
        className="wk-input"
        dir="ltr"
        inputMode="decimal"
        autoComplete="off"
        placeholder={example}
        value={flow.amountText}
        aria-invalid={flow.amountProblem ? true : undefined}
        aria-describedby={problemId}
        onChange={(event) => flow.setAmount(event.target.value)}
      />
      <ErrorText id={problemId} message={flow.amountProblem ? w('wallet.send.amount.invalid', { currency: flow.payIn, example }) : undefined} />
      <div className="wk-actions">
        <button type="submit" className="wk-button" data-variant="primary" disabled={flow.step === 'quoting'}>
          <span className="wk-button-face">{flow.step === 'quoting' ? t('common.loading') : w('wallet.receive.bank.get')}</span>
        </button>
      </div>
    </form>
  );
}
