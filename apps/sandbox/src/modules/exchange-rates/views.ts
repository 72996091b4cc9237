import type { Schema } from '@wallet-kit/contract';
import { iso } from '../../kernel/clock.js';
import { currency, railsOf } from '../../platform/currencies.js';
import { MAX_AMOUNT } from '../../platform/validate.js';
import type { PricedCorridor } from './rates.js';

/** A priced corridor as the service shows it (reference OpenAPI: ExchangeRate); rates are refreshed every 5 minutes. */
export function exchangeRateView(corridor: PricedCorridor, now: number): Schema<'ExchangeRate'> {
  const { from, to, sendingAmount, quoted } = corridor;
  return {
    sourceCurrency: currency(from),
    destinationCurrency: currency(to),
    destinationPaymentRail: (railsOf(to)[0] ?? 'BANK_TRANSFER') as Schema<'ExchangeRate'>['destinationPaymentRail'],
    minSendingAmount: 1,
    maxSendingAmount: MAX_AMOUNT,
    sendingAmount,
    receivingAmount: quoted.totalReceivingAmount,
    exchangeRate: quoted.exchangeRate,
    fees: { fixed: quoted.rateDetails.serviceApiFixedFee, total: quoted.feesIncluded },
    updatedAt: iso(Math.floor(now / 300_000) * 300_000),
  };
}
