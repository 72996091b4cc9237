'use client';

import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { ErrorText } from '../../flow/ErrorText.js';
import { walletArea } from '../area.js';
import { describePayeeAccount } from '../payees.js';
import type { SendPayeePickerProps, SendMoneyProps } from '../SendMoney.js';
import type { useSendMoney } from '../SendMoney.js';
import { StepHeading } from '../../flow/StepHeading.js';

type Flow = ReturnType<typeof useSendMoney>;

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
              </span>
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}

/** An UMA address, looked up before anything is quoted. */
function UmaForm({ flow, problem }: { flow: Flow; problem: string | undefined }) {
  const w = walletArea.useMessages();
  const umaId = useId();
  const [uma, setUma] = useState(flow.uma.address);
  return (
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
        aria-invalid={problem ? true : undefined}
        aria-describedby={`${umaId}-hint ${umaId}-error`}
        onChange={(event) => setUma(event.target.value)}
      />
      <div id={`${umaId}-hint`} className="wk-hint">
        {w('wallet.send.uma.hint')}
      </div>
      <ErrorText id={`${umaId}-error`} message={problem} />
      <div className="wk-actions">
        <button type="submit" className="wk-button" disabled={flow.uma.status === 'checking'}>
          <span className="wk-button-face">{flow.uma.status === 'checking' ? w('wallet.send.uma.checking') : w('wallet.send.uma.check')}</span>
        </button>
      </div>
    </form>
  );
}

/** Who is paid: the saved payees (or the app's own picker), a new payee, or an UMA address. */
export function PayeeStep({ flow, customerId, renderPayeePicker, level, umaError }: { flow: Flow; customerId: string; renderPayeePicker: SendMoneyProps['renderPayeePicker']; level: number; umaError: string | undefined }) {
  const w = walletArea.useMessages();
  const picker: SendPayeePickerProps = { customerId, payees: flow.payees, selected: undefined, onSelect: flow.choosePayee, onSelectAccount: (account) => flow.choosePayee(describePayeeAccount(account)) };
  const list: ReactNode = renderPayeePicker ? renderPayeePicker(picker) : <PayeeList {...picker} />;
  const umaProblem = flow.uma.status === 'invalid' ? w('wallet.send.uma.invalid') : flow.uma.status === 'failed' ? umaError : undefined;
  return (
    <>
      <StepHeading text={w('wallet.send.payee.title')} level={level} />
      {list}
      {flow.api.payees ? (
        <div className="wk-actions">
          <button type="button" className="wk-button" data-variant={flow.payees.length === 0 ? 'primary' : undefined} onClick={flow.newPayee}>
            <span className="wk-button-face">{w('wallet.send.payee.new')}</span>
          </button>
        </div>
      ) : null}
      {flow.api.lookupUmaAddress ? <UmaForm flow={flow} problem={umaProblem} /> : null}
    </>
  );
}
