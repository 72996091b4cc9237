'use client';

import type { ExternalAccount } from '@wallet-kit/client';
import { useId } from 'react';
import { useApi } from '../client/use-api.js';
import { errorMessage, ErrorText } from '../flow/ErrorText.js';
import { FlowFrame } from '../flow/FlowFrame.js';
import { useStepFocus } from '../flow/focus.js';
import { useFlowBinding } from '../flow/use-flow.js';
import { useMessages } from '../provider/hooks.js';
import { payeesArea } from './area.js';
import { labelOf } from './fields.js';
import { payeeRail } from './payee-words.js';
import { PayeeForm } from './PayeeForm.js';
import { TrustStep, VerifyStep } from './PayeeSteps.js';
import { createPayeeManager, payeesApi, type PayeeManagerController, type PayeeManagerState, type PayeesApi } from './payees-store.js';

/** Props of {@link PayeeManager}. */
export interface PayeeManagerProps {
  /** The signed-in user's customer. */
  readonly customerId: string;
  /** Offer trusting payees (customers in an SCA region: sends to a trusted payee skip SCA). */
  readonly trust?: boolean;
  /** The calls to use; the provider's client's `payees` by default. */
  readonly api?: PayeesApi;
  /** Told of each payee added. */
  readonly onAdded?: (payee: ExternalAccount) => void;
  /** Told of every failure the flow shows, with the original error, to log or report. */
  readonly onError?: (error: unknown) => void;
  /** The level of the widget's title in the page's outline; 2 by default. */
  readonly headingLevel?: 1 | 2 | 3 | 4 | 5 | 6;
  /** More classes for the root element. */
  readonly className?: string;
}

/** The customer's payees, headless: the state and the actions of {@link PayeeManager}. */
export function usePayeeManager(options: Pick<PayeeManagerProps, 'customerId' | 'api' | 'onAdded' | 'onError'>): PayeeManagerState & PayeeManagerController {
  // Its type is the controller whole, its store and lifecycle too (the flow alone leaves them out).
  const [flow, , controller] = useFlowBinding(createPayeeManager, options, useApi(options.api, payeesApi, '<PayeeManager>'));
  return { ...flow, ...controller };
}

const WALLET_STATUSES = ['PENDING_OWNERSHIP_VERIFICATION', 'UNVERIFIED'];

/**
 * Whom the customer pays: each payee's name, masked account and rail; add a bank account or wallet
 * with the fields its rail needs (IBAN, CLABE, Pix key, routing number, address), each checked as
 * typed; remove after a confirmation; trust or stop trusting with an SCA code; prove a wallet is theirs.
 *
 * @example <PayeeManager customerId={customer.id} trust={customer.region === 'EU'} />
 */
export function PayeeManager({ trust = false, headingLevel = 2, className, ...options }: PayeeManagerProps) {
  const t = payeesArea.useMessages();
  const common = useMessages();
  const flow = usePayeeManager(options);
  const titleId = useId();
  const stepRef = useStepFocus<HTMLDivElement>(flow.step);
  const selected = flow.selected ? labelOf(flow.selected) : undefined;
  const sub = Math.min(6, headingLevel + 1);
  const heading = (text: string) => (
    <div ref={stepRef} tabIndex={-1} className="wk-title" role="heading" aria-level={sub}>
      {text}
    </div>
  );
  return (
    <FlowFrame state={flow.step} labelledBy={titleId} className="wk-card wk-flow wk-payees" extraClassName={className}>
      <div id={titleId} className="wk-title" role="heading" aria-level={headingLevel}>
        {t('payees.title')}
      </div>
      {flow.step === 'loading' ? <div className="wk-text wk-muted">{common('common.loading')}</div> : null}
      {flow.step === 'list' ? (
        <>
          {flow.payees.length === 0 ? <div className="wk-text wk-muted">{t('payees.empty')}</div> : null}
          <ul className="wk-items">
            {flow.payees.map((payee) => {
              const label = labelOf(payee);
              const wallet = WALLET_STATUSES.includes(payee.status);
              return (
                <li key={payee.id} className="wk-item" data-status={payee.status}>
                  <span className="wk-flow">
                    <span>{label.name}</span>
                    <span className="wk-muted">
                      {payeeRail(payee, common)} · <bdi>{t('payees.masked', { last4: label.last4 })}</bdi>
                    </span>
                    {wallet ? <span className="wk-hint">{t(`payees.status.${payee.status as 'UNVERIFIED'}`)}</span> : null}
                    {!wallet && payee.status !== 'ACTIVE' ? <span className="wk-hint">{t('payees.status.unavailable')}</span> : null}
                  </span>
                  <span className="wk-actions">
                    {wallet ? (
                      <button type="button" className="wk-button" aria-label={t('payees.verify.label', { name: label.name })} disabled={flow.busy} onClick={() => void flow.startVerify(payee.id, 'WALLET_SIGNATURE')}>
                        <span className="wk-button-face">{t('payees.verify')}</span>
                      </button>
                    ) : null}
                    {trust && payee.status === 'ACTIVE' ? (
                      <>
                        <button type="button" className="wk-button" aria-label={t('payees.trust.label', { name: label.name })} disabled={flow.busy} onClick={() => void flow.changeTrust(payee.id, true)}>
                          <span className="wk-button-face">{t('payees.trust')}</span>
                        </button>
                        <button type="button" className="wk-button" aria-label={t('payees.untrust.label', { name: label.name })} disabled={flow.busy} onClick={() => void flow.changeTrust(payee.id, false)}>
                          <span className="wk-button-face">{t('payees.untrust')}</span>
                        </button>
                      </>
                    ) : null}
                    <button type="button" className="wk-button" aria-label={t('payees.remove.label', { name: label.name })} disabled={flow.busy} onClick={() => flow.askRemove(payee.id)}>
                      <span className="wk-button-face">{t('payees.remove')}</span>
                    </button>
                  </span>
                </li>
              );
            })}
          </ul>
          <div className="wk-actions">
            <button type="button" className="wk-button" data-variant="primary" onClick={flow.startAdd}>
              <span className="wk-button-face">{t('payees.add')}</span>
            </button>
          </div>
        </>
      ) : null}
      {flow.step === 'add' ? (
        <>
          {heading(t('payees.add.title'))}
          <PayeeForm draft={flow.draft} problems={flow.problems} busy={flow.busy} onEdit={flow.edit} onSave={() => void flow.save()} onCancel={flow.cancel} />
        </>
      ) : null}
      {flow.step === 'remove' && selected ? (
        <>
          {heading(t('payees.remove.confirm', { name: selected.name }))}
          <div className="wk-actions">
            <button type="button" className="wk-button" data-variant="primary" disabled={flow.busy} onClick={() => void flow.confirmRemove()}>
              <span className="wk-button-face">{t('payees.remove')}</span>
            </button>
            <button type="button" className="wk-button" disabled={flow.busy} onClick={flow.cancel}>
              <span className="wk-button-face">{t('payees.keep')}</span>
            </button>
          </div>
        </>
      ) : null}
      {flow.step === 'trust' && selected ? <TrustStep flow={flow} heading={heading} idBase={titleId} name={selected.name} /> : null}
      {flow.step === 'verify' && selected ? <VerifyStep flow={flow} heading={heading} idBase={titleId} name={selected.name} /> : null}
      <div className="wk-text" aria-live="polite">
        {flow.notice ? t(`payees.notice.${flow.notice}`) : ''}
      </div>
      <ErrorText message={flow.error ? errorMessage(flow.error, common) : undefined} />
    </FlowFrame>
  );
}
