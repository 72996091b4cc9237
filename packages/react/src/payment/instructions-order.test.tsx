import { describe, expect, it } from 'vitest';
import { eurBankInstructions, usdBankInstructions } from '../../test/fixtures.js';
import { renderLoaded } from '../../test/render.js';
import { PaymentInstructions } from './PaymentInstructions.js';

const order = (container: HTMLElement) => [...container.querySelectorAll('.wk-pay-row')].map((row) => row.getAttribute('data-field'));

// A customer reads their details as their bank app asks for them: who and where (the IBAN, or the account
// and routing numbers) first, then the reference. With the reference first, a phone showed a code and its
// warning where the IBAN was looked for, and the IBAN below the fold.
describe('PaymentInstructions, in the order a bank app asks', () => {
  it('puts the IBAN and the SWIFT/BIC before the reference', async () => {
    const { container } = await renderLoaded(<PaymentInstructions instructions={[eurBankInstructions]} />, { locale: 'en-US' });
    expect(order(container).slice(0, 3)).toEqual(['iban', 'swiftCode', 'reference']);
  });

  it('puts the account and routing numbers before the reference', async () => {
    const { container } = await renderLoaded(<PaymentInstructions instructions={[usdBankInstructions]} />, { locale: 'en-US' });
    expect(order(container).slice(0, 3)).toEqual(['accountNumber', 'routingNumber', 'reference']);
  });
});
