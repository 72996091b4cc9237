'use client';

import { lazy, Suspense } from 'react';
import { useMessages } from '../../provider/hooks.js';
import type { useSendMoney } from '../SendMoney.js';
import { loadNewPayee } from './load-new-payee.js';

type Flow = ReturnType<typeof useSendMoney>;

// The payees area's form, proof and trust load when "New payee" is pressed: most payments go to a saved payee.
const NewPayee = lazy(() => loadNewPayee().then((component) => ({ default: component })));

/** A new payee, added with the payees area's own steps, then paid: the flow goes on to the amount with it. */
export function NewPayeeStep({ flow, customerId, trust, level, onError }: { flow: Flow; customerId: string; trust: boolean; level: number; onError: ((error: unknown) => void) | undefined }) {
  const t = useMessages();
  const currency = flow.sources.find((account) => account.id === flow.sourceId)?.balance.currency.code;
  return (
    <Suspense fallback={<div className="wk-text wk-muted" role="status">{t('common.loading')}</div>}>
      <NewPayee customerId={customerId} api={flow.api.payees!} trust={trust} {...(currency ? { currency } : {})} headingLevel={level as 3} onDone={flow.payeeAdded} onCancel={flow.back} {...(onError ? { onError } : {})} />
    </Suspense>
  );
}
