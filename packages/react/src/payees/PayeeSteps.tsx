'use client';

import { useState, type ReactNode } from 'react';
import { CopyButton } from '../payment/CopyButton.js';
import { payeesArea } from './area.js';
import type { PayeeManagerController, PayeeManagerState } from './payees-store.js';

// The steps of a payee's trust (a code, under SCA) and of a wallet's ownership proof, shared by
// <PayeeManager> and <NewPayee> (which <SendMoney> opens inline).

/** What a step is given: the flow's state and actions, the step's heading, and an id base for its fields. */
export interface PayeeStepProps {
  readonly flow: PayeeManagerState & Pick<PayeeManagerController, 'submitCode' | 'cancel' | 'startVerify' | 'submitSignature'>;
  readonly heading: (text: string) => ReactNode;
  readonly idBase: string;
  /** The payee's name, as the list shows it. */
  readonly name: string;
}

/** Trusting or untrusting: the code the service sent (SMS or an authenticator app). */
export function TrustStep({ flow, heading, idBase, name }: PayeeStepProps) {
  const t = payeesArea.useMessages();
  const [code, setCode] = useState('');
  return (
    <form
      className="wk-flow"
      onSubmit={(event) => {
        event.preventDefault();
        flow.submitCode(code.trim());
        setCode('');
      }}
    >
      {heading(t(flow.trusting ? 'payees.trust.title' : 'payees.untrust.title', { name }))}
      <div className="wk-text">{t('payees.trust.hint')}</div>
      <div className="wk-field wk-flow">
        <label className="wk-label" htmlFor={`${idBase}-code`}>
          {t('payees.trust.code')}
        </label>
        <input id={`${idBase}-code`} className="wk-input wk-mono" dir="ltr" inputMode="numeric" autoComplete="one-time-code" value={code} disabled={flow.busy} onChange={(event) => setCode(event.target.value)} />
      </div>
      <div className="wk-actions">
        <button type="submit" className="wk-button" data-variant="primary" disabled={flow.busy || code.trim() === ''}>
          <span className="wk-button-face">{t('payees.trust.submit')}</span>
        </button>
        <button type="button" className="wk-button" onClick={flow.cancel}>
          <span className="wk-button-face">{t('payees.cancel')}</span>
        </button>
      </div>
    </form>
  );
}

/** Proving a wallet is the customer's own: a signed message, or the identity check's page. */
export function VerifyStep({ flow, heading, idBase }: PayeeStepProps) {
  const t = payeesArea.useMessages();
  const [signature, setSignature] = useState('');
  const selected = flow.selected!;
  return (
    <div className="wk-flow">
      {heading(t('payees.verify.title'))}
      {flow.ownership?.method === 'WALLET_SIGNATURE' ? (
        <form
          className="wk-flow"
          onSubmit={(event) => {
            event.preventDefault();
            void flow.submitSignature(signature);
            setSignature('');
          }}
        >
          <div className="wk-text">{t('payees.verify.sign')}</div>
          <div className="wk-label">{t('payees.verify.message')}</div>
          <div className="wk-mono">{flow.ownership.messageToSign}</div>
          <CopyButton text={flow.ownership.messageToSign} label={t('payees.verify.message')} />
          <div className="wk-field wk-flow">
            <label className="wk-label" htmlFor={`${idBase}-signature`}>
              {t('payees.verify.signature')}
            </label>
            <input id={`${idBase}-signature`} className="wk-input wk-mono" dir="ltr" autoComplete="off" spellCheck={false} value={signature} disabled={flow.busy} onChange={(event) => setSignature(event.target.value)} />
          </div>
          <div className="wk-actions">
            <button type="submit" className="wk-button" data-variant="primary" disabled={flow.busy || signature.trim() === ''}>
              <span className="wk-button-face">{t('payees.verify.submit')}</span>
            </button>
          </div>
        </form>
      ) : null}
      {flow.ownership?.method === 'LIVENESS' ? (
        <>
          <a className="wk-button" href={flow.ownership.verificationLink} target="_blank" rel="noopener noreferrer">
            <span className="wk-button-face">{t('payees.verify.open')}</span>
          </a>
          <div className="wk-hint">{t('payees.verify.waiting')}</div>
        </>
      ) : null}
      <div className="wk-actions">
        {flow.ownership?.method !== 'WALLET_SIGNATURE' ? (
          <button type="button" className="wk-button" disabled={flow.busy} onClick={() => void flow.startVerify(selected.id, 'WALLET_SIGNATURE')}>
            <span className="wk-button-face">{t('payees.verify.bySignature')}</span>
          </button>
        ) : null}
        {flow.ownership?.method !== 'LIVENESS' ? (
          <button type="button" className="wk-button" disabled={flow.busy} onClick={() => void flow.startVerify(selected.id, 'LIVENESS')}>
            <span className="wk-button-face">{t('payees.verify.byLiveness')}</span>
          </button>
        ) : null}
        <button type="button" className="wk-button" onClick={flow.cancel}>
          <span className="wk-button-face">{t('payees.cancel')}</span>
        </button>
      </div>
    </div>
  );
}
