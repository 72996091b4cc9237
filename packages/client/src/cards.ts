import type { ClientContext } from './context.js';
import { ServiceError } from './errors.js';
import { allPages, checkLimit, pagesOf } from './pages.js';
import type { Card, CardListQuery, CardReveal } from './types.js';
import { requireId, segment } from './validate.js';

/**
 * The signed-in user's cards (`GET /cards?cardholderId=`), every page.
 *
 * @example const [card] = await client.cards.listMyCards({ customerId });
 */
export async function listMyCards(ctx: ClientContext, query: CardListQuery, options: { signal?: AbortSignal } = {}): Promise<Card[]> {
  requireId('query.customerId', query?.customerId);
  checkLimit('query.limit', query.limit);
  const { customerId, ...rest } = query;
  return allPages(pagesOf<Card>(ctx, '/cards', { ...rest, cardholderId: customerId }, options.signal));
}

/** @example const card = await client.cards.getCard(cardId); */
export async function getCard(ctx: ClientContext, cardId: string, options: { signal?: AbortSignal } = {}): Promise<Card> {
  const { body } = await ctx.send<Card>({ method: 'GET', path: `/cards/${segment(requireId('cardId', cardId))}`, ...(options.signal ? { signal: options.signal } : {}) });
  return body;
}

async function setState(ctx: ClientContext, cardId: string, state: 'ACTIVE' | 'FROZEN' | 'CLOSED'): Promise<Card> {
  const path = `/cards/${segment(requireId('cardId', cardId))}`;
  return (await ctx.send<Card>({ method: 'PATCH', path, bodyText: JSON.stringify({ state }) })).body;
}

/**
 * Freezes a card: new authorizations are declined with CARD_PAUSED until it is unfrozen; those
 * already approved still clear. A card that is not ACTIVE answers 409 INVALID_STATE_TRANSITION.
 *
 * @example const frozen = await client.cards.freezeCard(card.id);
 */
export const freezeCard = (ctx: ClientContext, cardId: string): Promise<Card> => setState(ctx, cardId, 'FROZEN');

/** Unfreezes a FROZEN card. @example await client.cards.unfreezeCard(card.id); */
export const unfreezeCard = (ctx: ClientContext, cardId: string): Promise<Card> => setState(ctx, cardId, 'ACTIVE');

/** Closes a card for good: it cannot transact or change again (ask the user to confirm first). @example await client.cards.closeCard(card.id); */
export const closeCard = (ctx: ClientContext, cardId: string): Promise<Card> => setState(ctx, cardId, 'CLOSED');

/** Options of `revealCard`: the step-up to run when the service asks for one, and a signal to abort. */
export interface RevealOptions {
  /**
   * The step-up the service asks for: called when the reveal answers 409 `SCA_SESSION_REQUIRED`
   * (a cardholder in an SCA region without a live SCA login session). Run the SCA login in it; the
   * reveal is asked again once it resolves. Without it, that 409 is thrown.
   */
  stepUp?: (cause: ServiceError) => Promise<void>;
  /** Aborts the reveal (and its retry after the step-up). */
  signal?: AbortSignal;
}

/**
 * Mints the card's reveal: `panEmbedUrl` is a short-lived, single-use page of the card processor
 * showing the number, expiry and CVC, to load in an iframe at once. It is a bearer secret: never
 * store, cache or log it; ask for a new reveal rather than reload one.
 *
 * @example
 * const { panEmbedUrl } = await client.cards.revealCard(card.id, { stepUp: () => runScaLogin() });
 * iframe.src = panEmbedUrl;
 */
export async function revealCard(ctx: ClientContext, cardId: string, options: RevealOptions = {}): Promise<CardReveal> {
  const path = `/cards/${segment(requireId('cardId', cardId))}/reveal`;
  const ask = async () => (await ctx.send<CardReveal>({ method: 'POST', path, ...(options.signal ? { signal: options.signal } : {}) })).body;
  try {
    return await ask();
  } catch (error) {
    if (!(error instanceof ServiceError) || error.code !== 'SCA_SESSION_REQUIRED' || !options.stepUp) throw error;
    await options.stepUp(error);
    return ask();
  }
}

/** What `client.cards` offers but its transactions (card-transactions.ts), loaded on the first call. */
export const cardCalls = { listMyCards, getCard, freezeCard, unfreezeCard, closeCard, revealCard };
