/* global WalletKit -- defined by wallet-kit.js, loaded before this file */
// The page's own script (external, as `script-src 'self'` requires): data in, events out.
const instructions = document.getElementById('instructions');
instructions.setAttribute('amount', JSON.stringify({ amount: 12550, currency: { code: 'USD', decimals: 2 } }));
instructions.setAttribute(
  'instructions',
  JSON.stringify([
    {
      accountOrWalletInfo: {
        accountType: 'USD_ACCOUNT',
        reference: 'SHOP-7H2K9Q',
        accountNumber: '000123456789',
        routingNumber: '021000021',
        bankName: 'Example Bank',
      },
    },
    { accountOrWalletInfo: { accountType: 'BRL_ACCOUNT', qrCode: '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Example Shop6009SAO PAULO62070503***6304ABCD' } },
  ]),
);

const status = document.getElementById('status');
document.getElementById('code').addEventListener('wallet-kit:complete', (event) => {
  status.textContent = `Code entered: ${event.detail}`;
});

const quote = WalletKit.mount(document.getElementById('quote'), {
  component: 'QuoteSummary',
  quote: {
    id: 'Quote:example',
    status: 'PENDING',
    expiresAt: new Date(Date.now() + 300_000).toISOString(),
    sendingCurrency: { code: 'USD', decimals: 2 },
    receivingCurrency: { code: 'EUR', decimals: 2 },
    totalSendingAmount: 12550,
    totalReceivingAmount: 11421,
    exchangeRate: 0.92,
    feesIncluded: 150,
    destination: { destinationType: 'UMA_ADDRESS', umaAddress: '$marie@example.eu' },
  },
});

document.getElementById('french').addEventListener('click', () => {
  for (const element of document.querySelectorAll('wallet-kit-payment-instructions, wallet-kit-otp-input')) element.setAttribute('locale', 'fr');
  quote.update({ locale: 'fr' });
});
