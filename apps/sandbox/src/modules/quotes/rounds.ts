import type { Kernel } from '../../kernel/kernel.js';
import type { QuoteRecord } from './repo.js';

/** How many authorizations an operation needs today: two for a conversion then payout, one otherwise (spec: ScaChallenge). */
export const roundsFor = (k: Kernel, quote: QuoteRecord): number => k.scenarios.current.scaRounds ?? (quote.sendingCurrency === quote.receivingCurrency ? 1 : 2);
