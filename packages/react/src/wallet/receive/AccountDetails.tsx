'use client';

import type { QuotePaymentInstructions } from '../../client/types.js';
import { PaymentInstructions } from '../../payment/PaymentInstructions.js';
import type { InternalAccount } from '../api.js';
import { walletArea } from '../area.js';
import { accountName } from '../send/AmountStep.js';

/**
 * The customer's own details to be paid at (the account's `fundingPaymentInstructions`: an IBAN for a
 * euro account, an account and routing number for a dollar one), with no approval asked, since nothing
 * is created; or, plainly, that the account has none.
 */
export function AccountDetails({ account, level }: { account: InternalAccount; level: number }) {
  const w = walletArea.useMessages();
  // The same PaymentInstructions on the wire; the generated account type drops its discriminator.
  const funding = (account.fundingPaymentInstructions ?? []) as unknown as readonly QuotePaymentInstructions[];
  const name = accountName(account, w);
  return (
    <section className="wk-flow wk-receive-account">
      <div className="wk-label" role="heading" aria-level={level}>
        {w('wallet.receive.account.title')}
      </div>
      {funding.length > 0 ? (
        <>
          <div className="wk-text">{w('wallet.receive.account.body', { account: name })}</div>
          {/* Titled by the account: "How to pay" is the pay-in's heading further down the same screen. */}
          <PaymentInstructions instructions={funding} headingLevel={Math.min(6, level + 1) as 4} title={name} />
        </>
      ) : (
        <div className="wk-text">{w('wallet.receive.account.none', { account: name })}</div>
      )}
    </section>
  );
}
