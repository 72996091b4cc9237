import { stampPayload } from '@wallet-kit/stamp-signer';
import type { StoredKey } from '@wallet-kit/key-store';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signInWithOtp, testSandbox, type Answer, type TestSandbox } from '../../test-support/client.js';

let t: TestSandbox;
let key: StoredKey;
/** Alice's card, funded by her embedded wallet, as the cards area issues it. */
let CARD: string;

beforeEach(async () => {
  t = await testSandbox({ http: true });
  const issued = await t.call('POST', '/cards', { body: { cardholderId: t.world.alice.id, form: 'VIRTUAL', fundingSources: [t.world.aliceWallet.id] } });
  expect(issued.status).toBe(201);
  CARD = issued.body.id as string;
  key = (await signInWithOtp(t, t.world.credential(t.world.aliceWallet.id, 'EMAIL_OTP').id)).key;
});
afterEach(() => t.close());

const BODY = () => ({ cardId: CARD, internalAccountId: t.world.aliceWallet.id, nickname: 'Card payments' });

async function retry(previous: Answer, body: unknown): Promise<Answer> {
  const stamp = await stampPayload(previous.body.payloadToSign as string, key);
  return t.call('POST', '/auth/delegated-keys', { body, headers: { 'Service-Wallet-Signature': stamp, 'Request-Id': previous.body.requestId as string } });
}

describe('delegated keys', () => {
  it('are created in three signed legs: a key generated, a PENDING signer, then ACTIVE', async () => {
    const body = BODY();
    const first = await t.call('POST', '/auth/delegated-keys', { body });
    expect(first).toMatchObject({ status: 202, body: { payloadToSign: expect.any(String), requestId: expect.stringMatching(/^Request:/) } });
    const publicKey = JSON.parse(first.body.payloadToSign).parameters.users[0].apiKeys[0].publicKey as string;
    expect(publicKey).toMatch(/^0[23][0-9a-f]{64}$/);
    const second = await retry(first, body);
    expect(second.status).toBe(202);
    expect(JSON.parse(second.body.payloadToSign).type).toBe('ACTIVITY_TYPE_CREATE_POLICIES');
    const pending = (await t.call('GET', `/auth/delegated-keys?accountId=${t.world.aliceWallet.id}`)).body.data;
    expect(pending).toEqual([expect.objectContaining({ status: 'PENDING', publicKey })]);
    const third = await retry(second, body);
    expect(third).toMatchObject({ status: 201, body: { id: pending[0].id, status: 'ACTIVE', cardId: CARD, accountId: t.world.aliceWallet.id, fundingSourceId: expect.stringMatching(/^CardFundingSource:/), publicKey, nickname: 'Card payments' } });
    expect(JSON.stringify(third.body)).not.toMatch(/"d"|privateJwk/);
    expect((await t.call('GET', `/auth/delegated-keys?fundingSourceId=${third.body.fundingSourceId}`)).body.data).toHaveLength(1);
    expect((await t.call('GET', `/auth/delegated-keys/${third.body.id}`)).body).toEqual(third.body);
  });

  it('allows one ACTIVE key per funding source: a second is refused until the first is revoked; an abandoned PENDING one blocks nothing', async () => {
    const body = BODY();
    const first = await t.call('POST', '/auth/delegated-keys', { body });
    await retry(first, body); // abandoned after the second leg: PENDING
    const again = await t.call('POST', '/auth/delegated-keys', { body });
    const active = await retry(await retry(again, body), body);
    expect(active.body.status).toBe('ACTIVE');
    expect((await t.call('POST', '/auth/delegated-keys', { body })).status).toBe(409);
    expect((await t.call('DELETE', `/auth/delegated-keys/${active.body.id}`)).status).toBe(204);
    expect((await t.call('GET', `/auth/delegated-keys/${active.body.id}`)).body.status).toBe('REVOKED');
    expect((await t.call('DELETE', `/auth/delegated-keys/${active.body.id}`)).status).toBe(400);
    expect((await t.call('POST', '/auth/delegated-keys', { body })).status).toBe(202);
  });

  it('refuses an unsigned or replayed retry, another body, an unknown card and a wallet that does not fund it', async () => {
    const body = BODY();
    const first = await t.call('POST', '/auth/delegated-keys', { body });
    expect((await t.call('POST', '/auth/delegated-keys', { body, headers: { 'Request-Id': first.body.requestId } })).body.code).toBe('WALLET_SIGNATURE_MISSING');
    expect((await retry(first, { ...body, nickname: 'Other' })).body.code).toBe('WALLET_SIGNATURE_BODY_MISMATCH');
    const second = await retry(first, body);
    expect(second.status).toBe(202);
    expect((await retry(first, body)).status).toBe(401);
    expect((await t.call('POST', '/auth/delegated-keys', { body: { ...body, cardId: 'Card:00000000-0000-4000-8000-000000000000' } })).status).toBe(404);
    expect((await t.call('POST', '/auth/delegated-keys', { body: { ...body, internalAccountId: t.world.elodieWallet.id } })).status).toBe(404);
    expect((await t.call('POST', '/auth/delegated-keys', { body: { ...body, nickname: '' } })).status).toBe(400);
    expect((await t.call('GET', '/auth/delegated-keys')).status).toBe(400);
  });

  it('reads the card as the cards area holds it: Élodie’s card is not Alice’s, and a closed card funds nothing', async () => {
    const elodies = await t.call('POST', '/cards', { body: { cardholderId: t.world.elodie.id, form: 'VIRTUAL', fundingSources: [t.world.elodieWallet.id] } });
    expect((await t.call('POST', '/auth/delegated-keys', { body: { ...BODY(), cardId: elodies.body.id } })).status).toBe(404);
    t.sandbox.advanceClock(1000); // the issuer activates the card
    expect((await t.call('PATCH', `/cards/${CARD}`, { body: { state: 'CLOSED' } })).status).toBe(200);
    expect((await t.call('POST', '/auth/delegated-keys', { body: BODY() })).status).toBe(404);
  });

  it('activates once when the last leg arrives many times at once', async () => {
    const body = BODY();
    const second = await retry(await t.call('POST', '/auth/delegated-keys', { body }), body);
    const stamp = await stampPayload(second.body.payloadToSign as string, key);
    const answers = await Promise.all(Array.from({ length: 6 }, () => t.call('POST', '/auth/delegated-keys', { body, headers: { 'Service-Wallet-Signature': stamp, 'Request-Id': second.body.requestId } })));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 401, 401, 401, 401, 401]);
  });
});
