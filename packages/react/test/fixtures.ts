import type { PaymentInstructionsView } from '../src/payment/types.js';
import type { QuoteView } from '../src/quote/types.js';

// Quotes shaped like the service's (spec: Quote), with fees that add up as the sandbox computes them:
// fees come off the sending amount, the rest converts at exchangeRate (sending units per receiving unit).

export const USD = { code: 'USD', name: 'United States Dollar', symbol: '$', decimals: 2 } as const;
export const EUR = { code: 'EUR', name: 'Euro', symbol: '€', decimals: 2 } as const;
export const BRL = { code: 'BRL', name: 'Brazilian Real', symbol: 'R$', decimals: 2 } as const;
export const USDC = { code: 'USDC', name: 'USD Coin', symbol: 'USDC', decimals: 6 } as const;
export const BTC = { code: 'BTC', name: 'Bitcoin', symbol: '₿', decimals: 8 } as const;

export const QUOTE_CREATED_AT = '2025-10-13T12:00:00Z';
export const QUOTE_EXPIRES_AT = '2025-10-13T12:05:00Z';

/** $100.00 to a euro account: 1.17 USD of fees (platform 0.50, fixed 0.10, 0.3% = 0.30, the bank's €0.25 = 0.27). */
export const usdToEurQuote: QuoteView = {
  id: 'Quote:019542f5-b3e7-1d02-0000-000000000001',
  createdAt: QUOTE_CREATED_AT,
  expiresAt: QUOTE_EXPIRES_AT,
  sendingCurrency: USD,
  receivingCurrency: EUR,
  totalSendingAmount: 10_000,
  totalReceivingAmount: 9_150,
  exchangeRate: 1.08,
  feesIncluded: 117,
  platformFeesIncluded: 50,
  rateDetails: {
    counterpartyMultiplier: 0.0011,
    counterpartyFixedFee: 25,
    serviceApiMultiplier: 1000.5,
    serviceApiFixedFee: 10,
    serviceApiVariableFeeRate: 0.003,
    serviceApiVariableFeeAmount: 30,
  },
  destination: { destinationType: 'ACCOUNT', accountId: 'ExternalAccount:a12dcbd6-dced-4ec4-b756-3c3a9ea3d123', paymentRail: 'SEPA_INSTANT' },
};

/** The same transfer re-quoted after expiry: the rate moved, and with it the dollar cost of the bank's €0.25 fee (0.27 -> 0.28). */
export const usdToEurRequote: QuoteView = {
  ...usdToEurQuote,
  id: 'Quote:019542f5-b3e7-1d02-0000-000000000002',
  createdAt: '2025-10-13T12:05:03Z',
  expiresAt: '2025-10-13T12:10:03Z',
  totalReceivingAmount: 9_066,
  exchangeRate: 1.09,
  feesIncluded: 118,
};

/** 250 USDC to a UMA address, no platform fee. */
export const usdToUsdcQuote: QuoteView = {
  id: 'Quote:019542f5-b3e7-1d02-0000-000000000003',
  createdAt: QUOTE_CREATED_AT,
  expiresAt: QUOTE_EXPIRES_AT,
  sendingCurrency: USD,
  receivingCurrency: USDC,
  totalSendingAmount: 25_085,
  totalReceivingAmount: 250_000_000,
  exchangeRate: 1,
  feesIncluded: 85,
  platformFeesIncluded: 0,
  rateDetails: {
    counterpartyMultiplier: 0.001,
    counterpartyFixedFee: 0,
    serviceApiMultiplier: 1000,
    serviceApiFixedFee: 10,
    serviceApiVariableFeeRate: 0.003,
    serviceApiVariableFeeAmount: 75,
  },
  destination: { destinationType: 'UMA_ADDRESS', umaAddress: '$alice@wallet.example.com' },
};

/** A same-currency move between the customer's own accounts: no fee, no rate. */
export const eurToEurQuote: QuoteView = {
  id: 'Quote:019542f5-b3e7-1d02-0000-000000000004',
  createdAt: QUOTE_CREATED_AT,
  expiresAt: QUOTE_EXPIRES_AT,
  sendingCurrency: EUR,
  receivingCurrency: EUR,
  totalSendingAmount: 5_000,
  totalReceivingAmount: 5_000,
  exchangeRate: 1,
  feesIncluded: 0,
  platformFeesIncluded: 0,
  destination: { destinationType: 'ACCOUNT', accountId: 'InternalAccount:6f1a3c1e-1111-4c4c-9a9a-0123456789ab' },
};

/** Buying 0.0025 BTC with euros, an old payload without platformFeesIncluded. */
export const eurToBtcQuote: QuoteView = {
  id: 'Quote:019542f5-b3e7-1d02-0000-000000000005',
  createdAt: QUOTE_CREATED_AT,
  expiresAt: QUOTE_EXPIRES_AT,
  sendingCurrency: EUR,
  receivingCurrency: BTC,
  totalSendingAmount: 23_160,
  totalReceivingAmount: 250_000,
  exchangeRate: 92_000,
  feesIncluded: 160,
  destination: { destinationType: 'UMA_ADDRESS', umaAddress: '$bob@btc.example.org' },
};

export const usdBankInstructions: PaymentInstructionsView = {
  accountOrWalletInfo: {
    accountType: 'USD_ACCOUNT',
    reference: 'UMA-Q12345-REF',
    accountNumber: '1234567890',
    routingNumber: '021000021',
    bankName: 'Chase Bank',
    bankAccountType: 'CHECKING',
    bankAddress: '885 Teaneck Road, Teaneck, NJ 07666',
    paymentRails: ['RTP', 'FEDNOW'],
  },
  instructionsNotes: 'Payments sent after 5 pm arrive the next working day.',
};

export const eurBankInstructions: PaymentInstructionsView = {
  accountOrWalletInfo: { accountType: 'EUR_ACCOUNT', reference: 'UMA-Q67890-REF', iban: 'DE89370400440532013000', swiftCode: 'DEUTDEFF', paymentRails: ['SEPA_INSTANT'] },
};

/** A PIX "copia e cola" payload (EMV BR Code), as the service sends it in `qrCode`. */
export const PIX_CODE =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865406150.005802BR5913Wallet Kit SA6009SAO PAULO62070503***6304A1B2';

export const pixInstructions: PaymentInstructionsView = {
  accountOrWalletInfo: { accountType: 'BRL_ACCOUNT', qrCode: PIX_CODE },
};

export const solanaInstructions: PaymentInstructionsView = {
  accountOrWalletInfo: { accountType: 'SOLANA_WALLET', assetType: 'USDC', address: '4Nd1m6Qkq7RfKuE5vQ9qP9Tn6H94Ueqb4xXHzsAbd8Wg' },
};
