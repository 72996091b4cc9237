import type { ClientContext } from './context.js';
import { ClientError } from './errors.js';
import { answerChallenge, isSignatureChallenge } from './signed.js';
import type { DelegatedKey } from './types.js';
import { requireId, segment } from './validate.js';

/**
 * Lets the service sign card payments from an embedded wallet with a key it keeps (a delegated key):
 * three legs, each stamped with the signed-in session's key (the key made, its signer, its policies).
 * The wallet holder must be signed in; the key is ACTIVE when this resolves.
 *
 * @example const key = await client.delegatedKeys.createDelegatedKey({ cardId, internalAccountId: walletId, nickname: 'Card payments' });
 */
export async function createDelegatedKey(ctx: ClientContext, input: { cardId: string; internalAccountId: string; nickname: string }, options: { signal?: AbortSignal } = {}): Promise<DelegatedKey> {
  requireId('input.cardId', input?.cardId);
  requireId('input.internalAccountId', input.internalAccountId);
  if (typeof input.nickname !== 'string' || input.nickname.length < 1 || input.nickname.length > 256) throw new ClientError('INVALID_ARGUMENT', 'input.nickname: expected 1 to 256 characters');
  const { key } = await ctx.sessions.current();
  const request = { method: 'POST' as const, path: '/auth/delegated-keys', bodyText: JSON.stringify({ cardId: input.cardId, internalAccountId: input.internalAccountId, nickname: input.nickname }), ...(options.signal ? { signal: options.signal } : {}) };
  let answer = await ctx.send<unknown>(request);
  // Two challenges in a row (signer, then policies): each is stamped and the same body sent again.
  for (let leg = 0; leg < 2 && answer.status === 202 && isSignatureChallenge(answer.body); leg += 1) answer = await answerChallenge<unknown>(ctx.send, request, answer.body, key, true, ctx.now);
  if (answer.status !== 201) throw new ClientError('INVALID_RESPONSE', `POST /auth/delegated-keys: expected 201 after the signed legs, got ${answer.status}`);
  return answer.body as DelegatedKey;
}

/** The wallet's delegated keys, PENDING and REVOKED ones included. */
export async function listDelegatedKeys(ctx: ClientContext, accountId: string, options: { signal?: AbortSignal } = {}): Promise<DelegatedKey[]> {
  const { body } = await ctx.send<{ data: DelegatedKey[] }>({ method: 'GET', path: '/auth/delegated-keys', query: { accountId: requireId('accountId', accountId) }, ...(options.signal ? { signal: options.signal } : {}) });
  if (!Array.isArray(body?.data)) throw new ClientError('INVALID_RESPONSE', 'GET /auth/delegated-keys: expected { data: [...] }');
  return body.data;
}

/** Revokes an ACTIVE key: it can sign nothing more. */
export async function revokeDelegatedKey(ctx: ClientContext, delegatedKeyId: string, options: { signal?: AbortSignal } = {}): Promise<void> {
  await ctx.send({ method: 'DELETE', path: `/auth/delegated-keys/${segment(requireId('delegatedKeyId', delegatedKeyId))}`, ...(options.signal ? { signal: options.signal } : {}) });
}

/** What `client.delegatedKeys` offers: keys the service keeps to sign a card's wallet payments. */
export const delegatedKeyCalls = { createDelegatedKey, listDelegatedKeys, revokeDelegatedKey };
