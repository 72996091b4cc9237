import { Hono } from 'hono';
import { iso } from '../../kernel/clock.js';
import type { Kernel } from '../../kernel/kernel.js';
import { invalidInput, unauthorized } from '../../platform/errors.js';
import { readJson, type SandboxEnv } from '../../platform/http.js';
import { checkBody } from '../../platform/schema.js';
import { activityPayload, signedAction } from '../../platform/signed.js';
import { checkNoActiveKey, delegatedKeys, fundingSourceOf, mustDelegatedKey, newCustodiedKey, revokeDelegatedKey, type DelegatedKeyRecord } from './delegated-keys.js';
import { activeSessionKeys } from './repo.js';

/** A delegated key as the service shows it (reference OpenAPI: DelegatedKey): never its private half. */
export function delegatedKeyView(key: DelegatedKeyRecord): Record<string, unknown> {
  return { id: key.id, cardId: key.cardId, fundingSourceId: key.fundingSourceId, accountId: key.accountId, publicKey: key.publicKey, nickname: key.nickname, status: key.status, createdAt: iso(key.createdAt), updatedAt: iso(key.updatedAt) };
}

type Stage = { stage: 'user'; publicKey: string; privateJwk: JsonWebKey } | { stage: 'policy'; keyId: string };

/** Issues a leg's 202: a call without signature headers always gets one. */
async function challenge(k: Kernel, input: Omit<Parameters<typeof signedAction>[1], 'headers'>): Promise<Response> {
  const result = await signedAction(k, { ...input, headers: new Headers() });
  if (result.leg !== 'challenge') throw new TypeError('signedAction: a call without signature headers must get a challenge');
  return result.response;
}

/**
 * Delegated signing keys for a card's embedded-wallet funding account (reference OpenAPI: Embedded
 * Wallet Auth). Creation is three legs, each stamped by a session of that wallet: the first answers
 * 202 with the key generated; the second makes the signer identity (the key is PENDING) and answers
 * a second 202; the third grants its policies (ACTIVE, 201). The same body on every leg.
 */
export function delegatedKeyRoutes(k: Kernel): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>();

  app.post('/auth/delegated-keys', async (c) => {
    const raw = await readJson(c);
    const body = checkBody('post', '/auth/delegated-keys', raw);
    const { fundingSourceId } = fundingSourceOf(k, body.cardId, body.internalAccountId);
    const base = { scope: 'POST /auth/delegated-keys', body: raw, keys: () => activeSessionKeys(k, body.internalAccountId) };
    const headers = c.req.raw.headers;
    const fresh = !headers.has('Service-Wallet-Signature') && !headers.has('Request-Id');
    if (fresh) {
      checkNoActiveKey(k, fundingSourceId);
      const custodied = await newCustodiedKey();
      return challenge(k, { ...base, data: { stage: 'user', ...custodied }, payload: () => activityPayload(k, 'ACTIVITY_TYPE_CREATE_USERS_V3', { users: [{ userName: body.nickname, apiKeys: [{ apiKeyName: body.nickname, publicKey: custodied.publicKey, curveType: 'API_KEY_CURVE_P256' }] }], walletId: body.internalAccountId }) });
    }
    const signed = await signedAction(k, { ...base, headers, payload: () => '' });
    if (signed.leg !== 'signed') throw unauthorized('Request-Id does not match an unexpired pending challenge for this request.');
    const stage = signed.data as Stage;
    if (stage.stage === 'user') {
      const pending = k.store.transaction(() => {
        const now = k.now();
        return delegatedKeys(k).insert({ id: k.id('DelegatedKey'), cardId: body.cardId, fundingSourceId, accountId: body.internalAccountId, publicKey: stage.publicKey, privateJwk: stage.privateJwk, nickname: body.nickname, status: 'PENDING', createdAt: now, updatedAt: now });
      });
      return challenge(k, { ...base, data: { stage: 'policy', keyId: pending.id }, payload: () => activityPayload(k, 'ACTIVITY_TYPE_CREATE_POLICIES', { policies: [{ policyName: `delegated signing: ${pending.id}`, effect: 'EFFECT_ALLOW', consensus: `approvers.any(user, user.public_key == '${pending.publicKey}')` }] }) });
    }
    const active = k.store.transaction(() => {
      const key = mustDelegatedKey(k, stage.keyId);
      // Another flow may have activated a key for this funding source since this one began.
      checkNoActiveKey(k, key.fundingSourceId, key.id);
      return delegatedKeys(k).update({ ...key, status: 'ACTIVE', updatedAt: k.now() });
    });
    return c.json(delegatedKeyView(active), 201);
  });

  app.get('/auth/delegated-keys', (c) => {
    const accountId = c.req.query('accountId');
    const fundingSourceId = c.req.query('fundingSourceId');
    if (accountId === undefined && fundingSourceId === undefined) throw invalidInput([{ field: 'accountId', message: 'expected accountId, fundingSourceId or both' }]);
    const keys = delegatedKeys(k)
      .find(accountId !== undefined ? { accountId, fundingSourceId } : { fundingSourceId }, { orderBy: 'createdAt', limit: 500 })
      .map(delegatedKeyView);
    return c.json({ data: keys });
  });

  app.get('/auth/delegated-keys/:id', (c) => c.json(delegatedKeyView(mustDelegatedKey(k, c.req.param('id')))));

  app.delete('/auth/delegated-keys/:id', (c) => {
    revokeDelegatedKey(k, c.req.param('id'));
    return c.body(null, 204);
  });

  return app;
}
