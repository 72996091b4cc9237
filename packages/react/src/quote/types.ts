import type { CurrencyLike } from '../format/amount.js';

// Structural views of the service's resources, named and shaped as in the spec (Quote, Currency,
// OutgoingRateDetails, QuoteDestination). The client-dependent step swaps them for the typed client's
// generated types; until then any object of the service's shape fits, and extra fields are ignored.

export interface CurrencyView extends CurrencyLike {
  readonly name?: string;
  readonly symbol?: string;
}

/** OutgoingRateDetails: all six fields are required by the spec. */
export interface RateDetailsView {
  readonly counterpartyMultiplier: number;
  /** Smallest unit of the receiving currency. */
  readonly counterpartyFixedFee: number;
  readonly serviceApiMultiplier: number;
  /** Smallest unit of the sending currency. */
  readonly serviceApiFixedFee: number;
  /** Fraction of the sending amount: 0.003 is 0.3%. */
  readonly serviceApiVariableFeeRate: number;
  /** Smallest unit of the sending currency. */
  readonly serviceApiVariableFeeAmount: number;
}

export type QuoteDestinationView =
  | { readonly destinationType: 'ACCOUNT'; readonly accountId: string; readonly paymentRail?: string | null }
  | { readonly destinationType: 'UMA_ADDRESS'; readonly umaAddress: string; readonly currency?: string };

/** What the quote views read of a Quote. */
export interface QuoteView {
  readonly id?: string;
  readonly createdAt?: string;
  readonly expiresAt: string;
  readonly sendingCurrency: CurrencyView;
  readonly receivingCurrency: CurrencyView;
  readonly totalSendingAmount: number;
  readonly totalReceivingAmount: number;
  /** Sending-currency units per receiving-currency unit, fee-exclusive (spec: Quote.exchangeRate). */
  readonly exchangeRate: number;
  /** Smallest unit of the sending currency. */
  readonly feesIncluded: number;
  /** The platform's part of feesIncluded; may be missing on old payloads. */
  readonly platformFeesIncluded?: number;
  readonly rateDetails?: RateDetailsView;
  readonly destination: QuoteDestinationView;
}
