'use client';

import type { ExternalAccount } from '@wallet-kit/client';
import { useEffect, useId, useState } from 'react';
import { useApi } from '../client/use-api.js';
import { errorMessage, ErrorText } from '../flow/ErrorText.js';
import { useStepFocus } from '../flow/focus.js';
import { useFlow } from '../flow/use-flow.js';
import { useLatest } from '../flow/use-latest.js';
import { useMessages } from '../provider/hooks.js';
import { payeesArea } from './area.js';
import { kindForCurrency, labelOf } from './fields.js';
import { PayeeForm } from './PayeeForm.js';
import { TrustStep, VerifyStep } from './PayeeSteps.js';
import { createPayeeManager, payeesApi, type PayeesApi } from './payees-store.js';

/** Props of {@link NewPayee}. */
export interface NewPayeeProps {
  /** The signed-in user's customer. */
  readonly customerId: string;
  /** Offer to trust the new payee (customers in an SCA region: sends to a trusted payee skip SCA). */
  readonly trust?: boolean;
  /** The currency the person pays from: the form starts on the account most payees in it have (an IBAN for EUR). */
  readonly currency?: string;
  /** The calls to use; the provider's client's `payees` by default. */
  readonly api?: PayeesApi;
  /** The payee is added (and verified or trusted where that was asked): the service's account, as it is now. */
  readonly onDone: (payee: ExternalAccount) => void;
  /** The person gave up before saving. */
  readonly onCancel: () => void;
  /** Told of every failure shown, with the original error. */
  readonly onError?: (error: unknown) => void;
  /** The level of the form's heading; 3 by default. */
  readonly headingLevel?: 1 | 2 | 3 | 4 | 5 | 6;
}

const OWNERSHIP = ['PENDING_OWNERSHIP_VERIFICATION', 'UNVERIFIED'];

/**
 * One new payee, inside another flow (`<SendMoney>` opens it from "New payee"): the payees area's form
 * (each rail's fields, check digits as typed), then the wallet's ownership proof where the service
 * asks for one, then, offered where `trust` is set, trusting the payee under SCA; then `onDone` with
 * the payee. A step's heading takes focus as it appears.
 *
 * @example <NewPayee customerId={customer.id} trust onDone={(payee) => pay(payee)} onCancel={back} />
 */
export function NewPayee({ customerId, trust = false, currency, api: given, onDone, onCancel, onError, headingLevel = 3 }: NewPayeeProps) {
  const t = payeesArea.useMessages();
  const common = useMessages();
  const api = useApi(given, payeesApi, '<NewPayee>');
  const [added, setAdded] = useState<ExternalAccount>();
  const [offer, setOffer] = useState<'ask' | 'asked'>();
  // onAdded is the widget's own (the added payee's next step); onError, the host's, is wired when given at mount.
  const flow = useFlow(createPayeeManager, { customerId, startWith: 'add' as const, kind: kindForCurrency(currency), onAdded: setAdded, onError }, api);
  const idBase = useId();
  const done = useLatest(onDone);
  // The payee as the list read it last (its status after a proof), else as it was added.
  const current = added ? (flow.payees.find((payee) => payee.id === added.id) ?? added) : undefined;
  const name = current ? labelOf(current).name : '';

  // Back on the list means a step ended (saved, proved, trusted or given up): on to the next, or done.
  useEffect(() => {
    if (flow.step !== 'list' || !current) return;
    if (OWNERSHIP.includes(current.status) && !flow.ownership && offer === undefined) {
      setOffer('asked');
      void flow.startVerify(current.id, 'WALLET_SIGNATURE');
    } else if (trust && current.status === 'ACTIVE' && offer === undefined) setOffer('ask');
    else if (offer !== 'ask') done.current(current);
  }, [flow.step, current, offer, trust]);

  // The add form's heading is focused by the flow around this one; each later step's here (the button pressed is gone).
  const headingRef = useStepFocus<HTMLDivElement>(flow.step === 'list' ? `list-${offer ?? ''}` : flow.step);
  const heading = (text: string) => (
    <div ref={headingRef} tabIndex={-1} className="wk-label wk-step-title" role="heading" aria-level={headingLevel}>
      {text}
    </div>
  );
  return (
    <div className="wk-flow wk-new-payee" data-step={flow.step}>
      {flow.step === 'add' ? (
        <>
          {heading(t('payees.add.title'))}
          <PayeeForm draft={flow.draft} problems={flow.problems} busy={flow.busy} onEdit={flow.edit} onSave={() => void flow.save()} onCancel={onCancel} />
        </>
      ) : null}
      {flow.step === 'list' && offer === 'ask' && current ? (
        <div className="wk-flow">
          {heading(t('payees.new.trust.title', { name }))}
          <div className="wk-text">{t('payees.new.trust.body')}</div>
          <div className="wk-actions">
            <button
              type="button"
              className="wk-button"
              data-variant="primary"
              onClick={() => {
                setOffer('asked');
                void flow.changeTrust(current.id, true);
              }}
            >
              <span className="wk-button-face">{t('payees.trust.label', { name })}</span>
            </button>
            <button type="button" className="wk-button" onClick={() => setOffer('asked')}>
              <span className="wk-button-face">{t('payees.new.trust.skip')}</span>
            </button>
          </div>
        </div>
      ) : null}
      {flow.step === 'trust' && current ? <TrustStep flow={flow} heading={heading} idBase={idBase} name={name} /> : null}
      {flow.step === 'verify' && flow.selected ? <VerifyStep flow={flow} heading={heading} idBase={idBase} name={name} /> : null}
      <div className="wk-text" aria-live="polite">
        {flow.notice && flow.notice !== 'trusted' ? t(`payees.notice.${flow.notice}`) : ''}
      </div>
      <ErrorText message={flow.error ? errorMessage(flow.error, common) : undefined} />
    </div>
  );
}
