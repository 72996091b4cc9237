'use client';

import { useState } from 'react';
import type { Quote } from '../../client/types.js';
import { QuoteConfirmation } from '../../confirm/QuoteConfirmation.js';
import type { ConfirmationStep } from '../../confirm/confirmation-store.js';
import { payeeLabel } from '../activity-rows.js';
import { walletArea } from '../area.js';
import type { useSendMoney } from '../SendMoney.js';

type Flow = ReturnType<typeof useSendMoney>;

// Steps of the review in which nothing has left the account yet: going back is still possible.
const BEFORE_RELEASE = new Set<ConfirmationStep>(['loading', 'review', 'requoting', 'cancelled', 'error']);
const SENT = new Set<ConfirmationStep>(['processing', 'completed', 'failed']);

/** The quote's review, its SCA and the sending, in the kit's QuoteConfirmation; Back until the money leaves. */
export function ReviewStep({ flow, customerId, level, onError, onSent }: { flow: Flow; customerId: string; level: number; onError: ((error: unknown) => void) | undefined; onSent: (quote: Quote, step: ConfirmationStep) => void }) {
  const w = walletArea.useMessages();
  const [released, setReleased] = useState(false);
  const payee = flow.payee!;
  return (
    <>
      <QuoteConfirmation
        request={flow.request!}
        customerId={customerId}
        destinationLabel={payeeLabel(payee)}
        api={flow.api}
        headingLevel={level as 2}
        {...(onError ? { onError } : {})}
        onStepChange={(reached, quote) => {
          setReleased(!BEFORE_RELEASE.has(reached));
          if (SENT.has(reached) && quote?.transactionId) onSent(quote, reached);
        }}
      />
      {released ? null : (
        <div className="wk-actions">
          <button type="button" className="wk-button" data-variant="quiet" onClick={flow.back}>
            <span className="wk-button-face">{w('wallet.send.back')}</span>
          </button>
        </div>
      )}
    </>
  );
}
