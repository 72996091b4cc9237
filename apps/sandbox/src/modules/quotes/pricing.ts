import { currencyEntry, fromUsdCents, midRate, toReceiving } from '../../platform/currencies.js';
import { MAX_AMOUNT } from '../../platform/validate.js';

/** Why a transfer cannot be priced: nothing left after fees, or a side beyond the largest amount the service takes. */
export type PriceProblem = 'TOO_SMALL' | 'TOO_LARGE';

/** The six fields of OutgoingRateDetails, all required (spec: OutgoingRateDetails). */
export interface RateDetails {
  counterpartyMultiplier: number;
  counterpartyFixedFee: number;
  serviceApiMultiplier: number;
  serviceApiFixedFee: number;
  serviceApiVariableFeeRate: number;
  serviceApiVariableFeeAmount: number;
}

export interface Price {
  totalSendingAmount: number;
  totalReceivingAmount: number;
  exchangeRate: number;
  feesIncluded: number;
  platformFeesIncluded: number;
  rateDetails: RateDetails;
}

export interface PriceInput {
  sending: string;
  receiving: string;
  lockedCurrencySide: 'SENDING' | 'RECEIVING';
  lockedCurrencyAmount: number;
  /** Whether the money leaves the service (a bank or wallet payout carries a counterparty fee). */
  externalPayout: boolean;
  /** Fraction of the sending amount kept by the platform (part of feesIncluded). */
  platformFeeRate: number;
  /** A fixed fee the platform adds, in the sending currency's smallest unit (its fee configs); 0 by default. */
  platformFixedFee?: number;
  /** Scenario: moves the rate by this fraction. */
  rateShift?: number;
}

/** One msat in US dollars, at the sandbox's BTC price: rateDetails are expressed through msats. */
const USD_PER_MSAT = currencyEntry('BTC').usd / 1e11;

/** The variable fee of a corridor: conversions cost 0.3%, same-currency moves nothing. */
export const variableFeeRate = (sending: string, receiving: string): number => (sending === receiving ? 0 : 0.003);

/**
 * Prices a transfer with the spec's fee rules (spec: Limits, fee computation): fees come off the
 * sending amount first and the rest converts at `exchangeRate` (sending units per receiving unit);
 * locking the receiving side solves send = received / (1 - fee), so both sides give one effective rate.
 * Returns the problem instead when the amount leaves nothing to receive, or when either side would
 * pass the largest amount the service accepts (past 2^53 the arithmetic would stop being exact).
 *
 * @example price({ sending: 'USD', receiving: 'EUR', lockedCurrencySide: 'SENDING', lockedCurrencyAmount: 10_000, externalPayout: true, platformFeeRate: 0 })
 */
export function price(input: PriceInput): Price | PriceProblem {
  const { sending, receiving } = input;
  const exchangeRate = midRate(sending, receiving, input.rateShift ?? 0);
  const rate = variableFeeRate(sending, receiving);
  const serviceApiFixedFee = sending === receiving ? (input.externalPayout ? fromUsdCents(5, sending) : 0) : fromUsdCents(10, sending);
  // A counterparty fee is defined in the receiving currency, so its sending-side cost moves with the rate (spec: OutgoingRateDetails).
  const counterpartyFixedFee = input.externalPayout ? fromUsdCents(25, receiving) : 0;
  const counterpartyInSending = Math.ceil(counterpartyFixedFee * (10 ** currencyEntry(sending).decimals / 10 ** currencyEntry(receiving).decimals) * exchangeRate);
  const fixed = serviceApiFixedFee + counterpartyInSending;

  const feesFor = (send: number) => {
    const variable = Math.round(send * rate);
    const platform = Math.round(send * input.platformFeeRate) + (input.platformFixedFee ?? 0);
    return { variable, platform, total: variable + platform + fixed };
  };

  let send: number;
  let receive: number;
  if (input.lockedCurrencySide === 'SENDING') {
    send = input.lockedCurrencyAmount;
    receive = Math.floor(toReceiving(send - feesFor(send).total, sending, receiving, exchangeRate) + 1e-9);
  } else {
    receive = input.lockedCurrencyAmount;
    const net = Math.ceil(toReceiving(receive, receiving, sending, 1 / exchangeRate) - 1e-9);
    send = Math.ceil((net + fixed + (input.platformFixedFee ?? 0)) / (1 - rate - input.platformFeeRate));
    if (!(send <= MAX_AMOUNT)) return 'TOO_LARGE';
    // Rounding of the fee can leave the recipient a few units short: raise the sending amount until it
    // covers. Each step adds at least one unit's worth, so a handful suffice; the bound keeps it finite.
    const covers = (amount: number) => Math.floor(toReceiving(amount - feesFor(amount).total, sending, receiving, exchangeRate) + 1e-9) >= receive;
    for (let step = 0; step < 1000 && !covers(send); step += 1) send += 1;
    if (!covers(send)) return 'TOO_LARGE';
  }
  if (!(send <= MAX_AMOUNT) || !(receive <= MAX_AMOUNT)) return 'TOO_LARGE';
  if (!(receive > 0) || !(send > 0) || !Number.isSafeInteger(send) || !Number.isSafeInteger(receive)) return 'TOO_SMALL';
  const fees = feesFor(send);
  const sendingMinorUsd = currencyEntry(sending).usd / 10 ** currencyEntry(sending).decimals;
  const receivingMinorUsd = currencyEntry(receiving).usd / 10 ** currencyEntry(receiving).decimals;
  return {
    totalSendingAmount: send,
    totalReceivingAmount: receive,
    exchangeRate,
    feesIncluded: fees.total,
    platformFeesIncluded: fees.platform,
    rateDetails: {
      counterpartyMultiplier: Number((USD_PER_MSAT / receivingMinorUsd).toPrecision(10)),
      counterpartyFixedFee,
      serviceApiMultiplier: Number(((sendingMinorUsd / USD_PER_MSAT) * (1 - rate)).toPrecision(10)),
      serviceApiFixedFee,
      serviceApiVariableFeeRate: rate,
      serviceApiVariableFeeAmount: fees.variable,
    },
  };
}
