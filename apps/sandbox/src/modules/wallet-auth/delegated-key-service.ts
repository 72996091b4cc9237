import type { Schema } from '@wallet-kit/contract';
import type { Kernel } from '../../kernel/kernel.js';
import { ServiceError, unauthorized } from '../../platform/errors.js';
import { activityPayload, signedAction, type SignedActionInput, type Signed, type SignedChallenge } from '../../platform/signed.js';
import { checkNoActiveKey, delegatedKeys, fundingSourceOf, mustDelegatedKey, newCustodiedKey, type DelegatedKeyRecord } from './delegated-keys.js';
import { activeSessionKeys } from './repo.js';

/** What a leg's challenge keeps for the next: the key generated (first leg), or the PENDING key's id (second). */
type Stage = { stage: 'user'; publicKey: string; privateJwk: JsonWebKey } | { stage: 'policy'; keyId: string };

/** Issues a leg's 202: a call without signature headers always gets one. */
async function challenge(k: Kernel, input: Omit<SignedActionInput, 'headers'>): Promise<SignedChallenge> {
  const result = await signedAction(k, { ...input, headers: new Headers() });
  if (result.leg !== 'challenge') throw new TypeError('signedAction: a call without signature headers must get a challenge');
  return result;
}

/**
 * A delegated signing key for a card's embedded-wallet funding account (reference OpenAPI: Embedded
 * Wallet Auth), in three legs, each stamped by a session of that wallet, the same body on each: the
 * first answers 202 with the key generated; the second makes the signer identity (the key is
 * PENDING) and answers a second 202; the third grants its policies (ACTIVE).
 */
export async function createDelegatedKey(k: Kernel, request: Schema<'DelegatedKeyCreateRequest'>, body: unknown, headers: Headers): Promise<Signed<DelegatedKeyRecord>> {
  const { fundingSourceId } = fundingSourceOf(k, request.cardId, request.internalAccountId);
  const base = { scope: 'POST /auth/delegated-keys', body, keys: () => activeSessionKeys(k, request.internalAccountId) };
  if (!headers.has('Service-Wallet-Signature') && !headers.has('Request-Id')) {
    checkNoActiveKey(k, fundingSourceId);
    const custodied = await newCustodiedKey();
    return challenge(k, { ...base, data: { stage: 'user', ...custodied }, payload: () => activityPayload(k, 'ACTIVITY_TYPE_CREATE_USERS_V3', { users: [{ userName: request.nickname, apiKeys: [{ apiKeyName: request.nickname, publicKey: custodied.publicKey, curveType: 'API_KEY_CURVE_P256' }] }], walletId: request.internalAccountId }) });
  }
  const signed = await signedAction(k, { ...base, headers, payload: () => '' });
  if (signed.leg !== 'signed') throw unauthorized('Request-Id does not match an unexpired pending challenge for this request.');
  const stage = signed.data as Stage;
  if (stage.stage === 'user') {
    const pending = k.store.transaction(() => {
      const now = k.now();
      return delegatedKeys(k).insert({ id: k.id('DelegatedKey'), cardId: request.cardId, fundingSourceId, accountId: request.internalAccountId, publicKey: stage.publicKey, privateJwk: stage.privateJwk, nickname: request.nickname, status: 'PENDING', createdAt: now, updatedAt: now });
    });
    return challenge(k, { ...base, data: { stage: 'policy', keyId: pending.id }, payload: () => activityPayload(k, 'ACTIVITY_TYPE_CREATE_POLICIES', { policies: [{ policyName: `delegated signing: ${pending.id}`, effect: 'EFFECT_ALLOW', consensus: `approvers.any(user, user.public_key == '${pending.publicKey}')` }] }) });
  }
  const active = k.store.transaction(() => {
    const key = mustDelegatedKey(k, stage.keyId);
    // Another flow may have activated a key for this funding source since this one began.
    checkNoActiveKey(k, key.fundingSourceId, key.id);
    return delegatedKeys(k).update({ ...key, status: 'ACTIVE', updatedAt: k.now() });
  });
  return { leg: 'signed', value: active };
}

/** Revokes an ACTIVE key (the custodied key deletes its own signer identity); anything else is the document's 400. */
export function revokeDelegatedKey(k: Kernel, id: string): void {
  k.store.transaction(() => {
    const key = mustDelegatedKey(k, id);
    if (key.status !== 'ACTIVE') throw new ServiceError(400, 'INVALID_INPUT', `Delegated key ${id} is ${key.status}; only an ACTIVE key can be revoked.`, { details: { errors: [{ field: 'id', message: `expected an ACTIVE delegated key, got one that is ${key.status}` }] } });
    delegatedKeys(k).update({ ...key, status: 'REVOKED', updatedAt: k.now() });
  });
}

/** An account's delegated keys, or a funding source's, or both together, oldest first. */
export function listDelegatedKeys(k: Kernel, filter: { accountId?: string | undefined; fundingSourceId?: string | undefined }): DelegatedKeyRecord[] {
  const { accountId, fundingSourceId } = filter;
  return delegatedKeys(k).find(accountId !== undefined ? { accountId, fundingSourceId } : { fundingSourceId }, { orderBy: 'createdAt', limit: 500 });
}
