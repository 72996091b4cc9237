'use client';

import { useFormat } from '../../provider/hooks.js';
import { PaymentInstructions } from '../../payment/PaymentInstructions.js';
import { ScaChallenge } from '../../sca/ScaChallenge.js';
import { walletArea } from '../area.js';
import type { useReceive } from '../Receive.js';

type Flow = ReturnType<typeof useReceive>;

/**
 * The transfer's payment details, or first the approval the service asks for them (SCA in its
 * regions): cancelled, the form comes back; another factor is a new quote on the same terms. The approval names
 * the amount alone: the money comes to the person's own account, which "to EUR account" made read as a payee.
 */
export function PayInResult({ flow, level, onError }: { flow: Flow; level: number; onError: ((error: unknown) => void) | undefined }) {
  const w = walletArea.useMessages();
  const format = useFormat();
  const quote = flow.quote!;
  const withheld = quote.status === 'PENDING_AUTHORIZATION';
  return (
    <>
      {withheld ? (
        <ScaChallenge
          key={quote.id}
          quote={quote}
          api={flow.api}
          headingLevel={level as 3}
          onAuthorized={flow.authorized}
          onExpired={flow.restart}
          onCancel={flow.cancel}
          onChooseFactor={(factor) => void flow.approveWith(factor)}
          {...(onError ? { onError } : {})}
        />
      ) : (
        <>
          <PaymentInstructions instructions={quote.paymentInstructions} amount={{ amount: quote.totalSendingAmount, currency: quote.sendingCurrency }} headingLevel={level as 3} {...(onError ? { onError } : {})} />
          <div className="wk-text">{w('wallet.receive.bank.arrives', { amount: format.amount(quote.totalReceivingAmount, quote.receivingCurrency) })}</div>
        </>
      )}
      <div className="wk-actions">
        <button type="button" className="wk-button" data-variant="quiet" onClick={flow.restart}>
          <span className="wk-button-face">{w('wallet.receive.again')}</span>
        </button>
      </div>
    </>
  );
}
