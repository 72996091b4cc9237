import type { Kernel } from '../../kernel/kernel.js';
import { conflict, invalidInput } from '../../platform/errors.js';
import { checkBody } from '../../platform/schema.js';
import { expireAuthorization } from './reconcile.js';
import { cardTransactions } from './card-transactions.js';
import { mustCard, saveCard, type CardRecord, type CardState } from './repo.js';
import { checkFundingSources } from './issue.js';
import { cardView } from './views.js';

/** The document's transitions: ACTIVE <-> FROZEN, ACTIVE | FROZEN -> CLOSED (reference OpenAPI: updateCardById). */
const TRANSITIONS: Readonly<Partial<Record<CardState, readonly CardState[]>>> = { ACTIVE: ['FROZEN', 'CLOSED'], FROZEN: ['ACTIVE', 'CLOSED'] };

type CardUpdate = { state?: 'ACTIVE' | 'FROZEN' | 'CLOSED'; fundingSources?: string[]; maxSpendPerTransaction?: number | null };

function parseUpdate(body: unknown): CardUpdate {
  const request = checkBody('patch', '/cards/{id}', body) as CardUpdate;
  const given = (['state', 'fundingSources', 'maxSpendPerTransaction'] as const).filter((field) => request[field] !== undefined);
  if (given.length === 0) throw invalidInput([{ field: 'body', message: 'expected at least one of state, fundingSources, maxSpendPerTransaction' }]);
  if (request.state === 'CLOSED') {
    const extra = given.filter((field) => field !== 'state');
    if (extra.length > 0) throw invalidInput(extra.map((field) => ({ field, message: 'cannot be supplied alongside state CLOSED' })));
  }
  return request;
}

/** A close reconciles the card's open authorizations: what they still hold goes back to the funding account. */
function reconcileOpenAuthorizations(k: Kernel, card: CardRecord): void {
  for (const status of ['AUTHORIZED', 'PARTIALLY_SETTLED'] as const) {
    for (const tx of cardTransactions(k).find({ cardId: card.id, status }, { orderBy: 'createdAt', limit: 10_000 })) expireAuthorization(k, tx);
  }
}

/**
 * Updates a card (reference OpenAPI: updateCardById) in one transaction that reads the card again:
 * of N identical freezes sent at once, one changes the state and the others meet the document's
 * 409. A closed card is immutable; a close detaches the funding sources and reconciles open
 * authorizations. `CARD.STATE_CHANGE` and `CARD.FUNDING_SOURCE_CHANGE` fire for what changed.
 */
export function updateCard(k: Kernel, id: string, body: unknown): CardRecord {
  mustCard(k, id);
  const update = parseUpdate(body);
  return k.store.transaction(() => {
    const card = mustCard(k, id);
    if (card.state === 'CLOSED') {
      if (update.state === 'CLOSED') throw conflict('The card is already CLOSED.', 'CARD_ALREADY_CLOSED');
      throw conflict('The card is CLOSED and can no longer be changed.', 'CARD_NOT_MUTABLE');
    }
    if (update.state !== undefined && !TRANSITIONS[card.state]?.includes(update.state)) {
      throw conflict(`A card cannot go from ${card.state} to ${update.state}; the transitions are ACTIVE <-> FROZEN and ACTIVE | FROZEN -> CLOSED.`, 'INVALID_STATE_TRANSITION');
    }
    if (update.fundingSources !== undefined) checkFundingSources(k, card.cardholderId, update.fundingSources, card.currency);
    const next: CardRecord = {
      ...card,
      ...(update.state === undefined ? {} : { state: update.state, ...(update.state === 'CLOSED' ? { stateReason: 'CLOSED_BY_PLATFORM' as const } : {}) }),
      ...(update.fundingSources === undefined ? {} : { fundingSources: [...update.fundingSources] }),
      ...(update.maxSpendPerTransaction === undefined ? {} : { maxSpendPerTransaction: update.maxSpendPerTransaction }),
      updatedAt: k.now(),
    };
    const saved = saveCard(k, next);
    if (update.state !== undefined) k.emit('CARD.STATE_CHANGE', cardView(saved));
    if (update.fundingSources !== undefined) k.emit('CARD.FUNDING_SOURCE_CHANGE', cardView(saved));
    if (saved.state === 'CLOSED') reconcileOpenAuthorizations(k, saved);
    return saved;
  });
}
