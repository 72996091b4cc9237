import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usdBankInstructions } from '../../test/fixtures.js';
import { renderLoaded, renderWithKit } from '../../test/render.js';
import { outgoing } from '../../test/wallet-fakes.js';
import { PaymentInstructions } from '../payment/PaymentInstructions.js';
import { TransactionReceipt } from '../wallet/TransactionReceipt.js';

const valueOf = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling!.textContent!.replace(/\s/g, ' ');

// A person paid by "RTP" or "FedNow" learns nothing: they want to know it was instant, or a bank transfer.
describe('a payment rail shown to a person', () => {
  it.each([
    ['RTP', 'Instant bank transfer'],
    ['FEDNOW', 'Instant bank transfer'],
    ['FASTER_PAYMENTS', 'Instant bank transfer'],
    ['ACH', 'Bank transfer'],
    ['SWIFT', 'International bank transfer'],
    ['WIRE', 'Wire transfer'],
  ])('reads %s in plain words on the receipt: %s', (rail, words) => {
    renderWithKit(<TransactionReceipt transaction={{ ...outgoing('Transaction:1', 'COMPLETED'), paymentRail: rail } as ReturnType<typeof outgoing>} follow={false} payeeLabel="Paul Martin" />, { locale: 'en-US' });
    expect(valueOf('Sent by')).toBe(words);
  });

  it('names instant rails once among the ways to pay, not as "RTP, FedNow"', async () => {
    await renderLoaded(<PaymentInstructions instructions={[usdBankInstructions]} />);
    expect(valueOf('Payment methods')).toBe('Instant bank transfer');
  });
});
