import type { Kernel } from '../../kernel/kernel.js';

/** What delegated keys need to know of a card: who holds it, and which internal accounts fund it (Card.fundingSources). */
export interface CardFunding {
  cardholderId: string;
  fundingSources: readonly string[];
}

export type CardLookup = (cardId: string) => CardFunding | undefined;

const lookups = new WeakMap<Kernel, CardLookup[]>();

/**
 * How Embedded Wallet Auth reads cards: the cards area provides a lookup (`app.ts` wires it), and
 * stories and tests may add fixture cards (`sandbox.fixtures.cardFunding`). A card none of them
 * knows does not exist: a delegated key for it is the document's 404.
 */
export function provideCardLookup(k: Kernel, lookup: CardLookup): void {
  lookups.set(k, [...(lookups.get(k) ?? []), lookup]);
}

export function cardFunding(k: Kernel, cardId: string): CardFunding | undefined {
  for (const lookup of lookups.get(k) ?? []) {
    const found = lookup(cardId);
    if (found) return found;
  }
  return undefined;
}
