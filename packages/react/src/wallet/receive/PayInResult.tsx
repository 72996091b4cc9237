'use client';

import { useEffect, useId, useState } from 'react';
import type { EnrolledScaFactor } from '../../client/types.js';
import { useFormat } from '../../provider/hooks.js';
import { PaymentInstructions } from '../../payment/PaymentInstructions.js';
import { ScaChallenge } from '../../sca/ScaChallenge.js';
import { walletArea } from '../area.js';
import type { useReceive } from '../Receive.js';

type Flow = ReturnType<typeof useReceive>;

/**
 * The customer's enrolled factors while an approval is asked, so it names the masked number its code went to,
 * as Send's does. Unknown (no call, or it failed) leaves the plain prompt: the code still works.
 */
function useEnrolledFactors(api: Flow['api'], customerId: string | undefined, asked: boolean): readonly EnrolledScaFactor[] | undefined {
  const [factors, setFactors] = useState<readonly EnrolledScaFactor[]>();
  useEffect(() => {
    if (!asked || !customerId || !api.listFactors) return;
    const controller = new AbortController();
    api.listFactors(customerId, { signal: controller.signal }).then(setFactors, () => undefined);
    return () => controller.abort();
  }, [api, customerId, asked]);
  return factors;
}

/**
 * The transfer's payment details, or first the approval the service asks for them (SCA in its
 * regions): cancelled, the form comes back; another factor is a new quote on the same terms. The approval says
 * what the person asked for, money coming in, with the amount their wallet receives: "You are approving €50.00"
 * (the words of a payment out) read to someone receiving as if they were paying.
 */
export function PayInResult({ flow, level, customerId, onError }: { flow: Flow; level: number; customerId?: string | undefined; onError: ((error: unknown) => void) | undefined }) {
  const w = walletArea.useMessages();
  const format = useFormat();
  const quote = flow.quote!;
  const withheld = quote.status === 'PENDING_AUTHORIZATION';
  const factors = useEnrolledFactors(flow.api, customerId, withheld);
  const received = format.amount(quote.totalReceivingAmount, quote.receivingCurrency);
  // Expired or failed: money sent to these details now would not arrive as asked, so they are no longer shown.
  const lapsed = quote.status === 'EXPIRED' || quote.status === 'FAILED';
  const noticeId = useId();
  return (
    <>
      {withheld ? (
        <ScaChallenge
          key={quote.id}
          quote={quote}
          summary={w('wallet.receive.sca.approve', { amount: received })}
          title={w('wallet.receive.sca.title')}
          api={flow.api}
          headingLevel={level as 3}
          onAuthorized={flow.authorized}
          onExpired={flow.restart}
          onCancel={flow.cancel}
          onChooseFactor={(factor) => void flow.approveWith(factor)}
          {...(factors ? { factors } : {})}
          {...(onError ? { onError } : {})}
        />
      ) : lapsed ? (
        // Under its own heading, named one-time and by their amount: below the account's details and the UMA address,
        // "these details" alone read as if the account's own had stopped working (the phone walk). The heading takes
        // focus, described by the news, so a screen reader says both.
        <>
          <div className="wk-label" role="heading" aria-level={level} aria-describedby={noticeId}>
            {w('wallet.receive.bank.title')}
          </div>
          <div id={noticeId} className="wk-notice" role="status">
            {w('wallet.receive.lapsed', { amount: format.amount(quote.totalSendingAmount, quote.sendingCurrency) })}
          </div>
        </>
      ) : (
        <>
          <PaymentInstructions instructions={quote.paymentInstructions} amount={{ amount: quote.totalSendingAmount, currency: quote.sendingCurrency }} headingLevel={level as 3} {...(onError ? { onError } : {})} />
          <div className="wk-text">{w('wallet.receive.bank.arrives', { amount: received })}</div>
        </>
      )}
      <div className="wk-actions">
        <button type="button" className="wk-button" data-variant={lapsed ? 'primary' : 'quiet'} onClick={flow.restart}>
          <span className="wk-button-face">{w('wallet.receive.again')}</span>
        </button>
      </div>
    </>
  );
}
