'use client';

import type { ExternalAccount } from '@wallet-kit/client';
import { useEffect, useId, useState } from 'react';
import { useApi } from '../client/use-api.js';
import { errorMessage, ErrorText } from '../flow/ErrorText.js';
import { classify, type FlowError } from '../flow/errors.js';
import { WidgetRoot } from '../provider/WidgetRoot.js';
import { useMessages } from '../provider/hooks.js';
import { payeesArea } from './area.js';
import { labelOf } from './fields.js';
import { payeeRail, payeeText } from './payee-words.js';
import { payeesApi, type PayeesApi } from './payees-store.js';

/** Props of {@link PayeePicker}. */
export interface PayeePickerProps {
  /** The signed-in user's customer. */
  readonly customerId: string;
  /** The chosen payee's id (controlled); omit to let the picker keep it. */
  readonly value?: string;
  /**
   * Told of each choice, with the whole payee and its label in words ("Lucas Rivera · •••• 0189"): pass the
   * label on (as `<QuoteConfirmation destinationLabel>`), so no later step names the payee by its id.
   */
  readonly onChange?: (payee: ExternalAccount, label: string) => void;
  /** Only payees in this currency code, such as `EUR`. */
  readonly currency?: string;
  /** The calls to use; the provider's client's `payees` by default. */
  readonly api?: Pick<PayeesApi, 'listPayees'>;
  /** Told of a failure to list, with the original error. */
  readonly onError?: (error: unknown) => void;
  /** More classes for the root element. */
  readonly className?: string;
}

/**
 * Picks whom to pay: the customer's payees as a radio group, each with the holder's name, its rail and
 * the last four characters of the account (never the whole number), controlled or not.
 *
 * @example <PayeePicker customerId={customer.id} currency="EUR" onChange={(payee) => setDestination(payee.id)} />
 */
export function PayeePicker({ customerId, value, onChange, currency, api: given, onError, className }: PayeePickerProps) {
  const t = payeesArea.useMessages();
  const common = useMessages();
  const api = useApi(given, payeesApi, '<PayeePicker>');
  const labelId = useId();
  const name = useId();
  const [payees, setPayees] = useState<readonly ExternalAccount[] | undefined>(undefined);
  const [error, setError] = useState<FlowError | undefined>(undefined);
  const [own, setOwn] = useState<string | undefined>(undefined);
  const chosen = value ?? own;
  useEffect(() => {
    const abort = new AbortController();
    api.listPayees({ customerId, ...(currency ? { currency } : {}) }, { signal: abort.signal }).then(
      (listed) => setPayees(listed.filter((payee) => payee.status === 'ACTIVE' || payee.status === 'PENDING_OWNERSHIP_VERIFICATION')),
      (caught: unknown) => {
        if (abort.signal.aborted) return;
        onError?.(caught);
        setError(classify(caught));
        setPayees([]);
      },
    );
    return () => abort.abort();
  }, [api, customerId, currency]);
  const state = payees === undefined ? 'loading' : chosen ? 'chosen' : 'ready';
  return (
    <WidgetRoot className={className ? `wk-card wk-flow wk-payee-picker ${className}` : 'wk-card wk-flow wk-payee-picker'} data-state={state}>
      <div id={labelId} className="wk-label">
        {t('payees.picker.label')}
      </div>
      {payees === undefined ? <div className="wk-text wk-muted">{common('common.loading')}</div> : null}
      {payees?.length === 0 && !error ? <div className="wk-text wk-muted">{t('payees.picker.empty')}</div> : null}
      <div role="radiogroup" aria-labelledby={labelId} className="wk-items">
        {payees?.map((payee) => {
          const label = labelOf(payee);
          return (
            <label key={payee.id} className="wk-item">
              <span>
                <input
                  type="radio"
                  name={name}
                  value={payee.id}
                  checked={chosen === payee.id}
                  aria-label={t('payees.picker.option', { name: label.name, rail: payeeRail(payee, common), last4: label.last4 })}
                  onChange={() => {
                    setOwn(payee.id);
                    onChange?.(payee, payeeText(payee));
                  }}
                />{' '}
                {label.name}
              </span>
              <span className="wk-muted">
                {payeeRail(payee, common)} · <bdi>{t('payees.masked', { last4: label.last4 })}</bdi>
              </span>
            </label>
          );
        })}
      </div>
      <ErrorText message={error ? errorMessage(error, common) : undefined} />
    </WidgetRoot>
  );
}
