import type { Kernel } from '../../kernel/kernel.js';

/** What delegated keys need to know of a card: who holds it, and which internal accounts fund it (Card.fundingSources). */
export interface CardFunding {
  cardholderId: string;
  fundingSources: readonly string[];
}

export type CardLookup = (cardId: string) => CardFunding | undefined;

const lookups = new WeakMap<Kernel, CardLookup>();

/**
 * How Embedded Wallet Auth reads cards: the sandbox's start hands it the cards area's lookup
 * (sandbox.ts), so this area imports nothing of cards. A card it does not know does not exist: a
 * delegated key for it is the document's 404.
 */
export function provideCardLookup(k: Kernel, lookup: CardLookup): void {
  lookups.set(k, lookup);
}

export function cardFunding(k: Kernel, cardId: string): CardFunding | undefined {
  return lookups.get(k)?.(cardId);
}
