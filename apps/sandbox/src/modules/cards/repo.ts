import type { Kernel } from '../../kernel/kernel.js';
import { notFound } from '../../platform/errors.js';
import { defineTable } from '../../store/table.js';

export type CardState = 'PENDING_KYC' | 'PROCESSING' | 'ACTIVE' | 'FROZEN' | 'CLOSED';
export const CARD_STATES: readonly CardState[] = ['PENDING_KYC', 'PROCESSING', 'ACTIVE', 'FROZEN', 'CLOSED'];
export type CardStateReason = 'ISSUER_REJECTED' | 'CLOSED_BY_PLATFORM' | 'CLOSED_BY_GRID';

/** A card as the service holds it (reference OpenAPI: Card). Its number and CVC are not here: the processor's vault holds them. */
export interface CardRecord {
  id: string;
  cardholderId: string;
  platformCardId: string;
  state: CardState;
  stateReason: CardStateReason | null;
  brand: 'VISA' | 'MASTERCARD';
  form: 'VIRTUAL';
  last4: string;
  expMonth: number;
  expYear: number;
  /** In priority order. Kept after a close (declines still name an account), but shown empty: the bindings are detached. */
  fundingSources: string[];
  maxSpendPerTransaction: number | null;
  currency: string;
  processorRef: string;
  issuerRef: string;
  createdAt: number;
  updatedAt: number;
}

export const cardsTable = defineTable<CardRecord>({
  name: 'cards',
  fields: ['cardholderId', 'platformCardId', 'state', 'createdAt'],
  indexes: [['createdAt'], ['cardholderId', 'createdAt'], ['cardholderId', 'state', 'createdAt'], ['platformCardId', 'createdAt'], ['state', 'createdAt']],
  required: ['id', 'cardholderId', 'platformCardId', 'state', 'form', 'fundingSources', 'currency', 'last4', 'createdAt', 'updatedAt'],
});

/**
 * One funding-source binding of a live card, with the card's filterable fields copied, so that
 * `GET /cards?accountId=` walks one index instead of every card (a JSON array cannot be indexed).
 * Its id is `<cardId>><accountId>`.
 */
export interface CardBindingRecord {
  id: string;
  cardId: string;
  accountId: string;
  cardholderId: string;
  platformCardId: string;
  state: CardState;
  createdAt: number;
}

export const cardBindingsTable = defineTable<CardBindingRecord>({
  name: 'card_bindings',
  fields: ['cardId', 'accountId', 'cardholderId', 'platformCardId', 'state', 'createdAt'],
  indexes: [['accountId', 'createdAt'], ['cardId', 'createdAt']],
  required: ['id', 'cardId', 'accountId', 'cardholderId', 'platformCardId', 'state', 'createdAt'],
});

/** The processor's vault: the full number and CVC, read only by the reveal page. */
export interface CardSecretRecord {
  id: string;
  pan: string;
  cvc: string;
}

export const cardSecretsTable = defineTable<CardSecretRecord>({ name: 'card_secrets', fields: [], indexes: [], required: ['id', 'pan', 'cvc'] });

/** Every reveal, with who asked for it (reference OpenAPI: revealCard, "every reveal is audit-logged with the requesting actor"). */
export interface CardRevealRecord {
  id: string;
  cardId: string;
  cardholderId: string;
  /** The platform credential that asked, and the cardholder's SCA login session when their region needs one. */
  actor: { clientId: string; scaSessionExpiresAt?: number };
  expiresAt: number;
  createdAt: number;
}

export const cardRevealsTable = defineTable<CardRevealRecord>({
  name: 'card_reveals',
  fields: ['cardId', 'createdAt'],
  indexes: [['cardId', 'createdAt']],
  required: ['id', 'cardId', 'cardholderId', 'actor', 'expiresAt', 'createdAt'],
});

export const cards = (k: Kernel) => k.store.table(cardsTable);
export const cardBindings = (k: Kernel) => k.store.table(cardBindingsTable);
export const cardSecrets = (k: Kernel) => k.store.table(cardSecretsTable);
export const cardReveals = (k: Kernel) => k.store.table(cardRevealsTable);

/** A card by id; a missing one is 404 (the document's 404 enum names no card code: NOT_FOUND, listed with the corrections). */
export function mustCard(k: Kernel, id: string): CardRecord {
  const card = cards(k).get(id);
  if (!card) throw notFound('Card', id);
  return card;
}

/**
 * Writes a card (new or changed) and keeps its bindings in step: one per funding source while the
 * card is not closed, none after (reference OpenAPI: updateCardById, "funding-source bindings are detached").
 */
export function saveCard(k: Kernel, card: CardRecord, options: { isNew?: boolean } = {}): CardRecord {
  const saved = options.isNew ? cards(k).insert(card) : cards(k).update(card);
  const bound = saved.state === 'CLOSED' ? [] : saved.fundingSources;
  for (const binding of cardBindings(k).find({ cardId: saved.id }, { orderBy: 'createdAt', limit: 1000 })) {
    if (!bound.includes(binding.accountId)) cardBindings(k).delete(binding.id);
  }
  for (const accountId of bound) {
    cardBindings(k).put({ id: `${saved.id}>${accountId}`, cardId: saved.id, accountId, cardholderId: saved.cardholderId, platformCardId: saved.platformCardId, state: saved.state, createdAt: saved.createdAt });
  }
  return saved;
}
