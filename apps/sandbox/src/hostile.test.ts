import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'libsql';
import { describe, expect, it } from 'vitest';
import { createManualClock } from './kernel/clock.js';
import { oidcNonce } from './modules/wallet-auth/index.js';
import { signInWithOtp, signed, testIssuer, testSandbox } from './test-support/client.js';

describe('input that could loop or overflow', () => {
  it('answers 400 INVALID_INPUT naming lockedCurrencyAmount when a side would pass the largest amount, and keeps answering', async () => {
    const t = await testSandbox();
    const body = { source: { sourceType: 'REALTIME_FUNDING', currency: 'MXN', customerId: t.world.alice.id }, destination: { destinationType: 'ACCOUNT', accountId: t.world.elodieEur.id }, lockedCurrencySide: 'RECEIVING', lockedCurrencyAmount: 1125899906842624 };
    const answer = await t.call('POST', '/quotes', { body });
    expect(answer).toMatchObject({ status: 400, body: { code: 'INVALID_INPUT', details: { errors: [{ field: 'lockedCurrencyAmount' }] } } });
    expect((await t.call('GET', '/config')).status).toBe(200);
  });

  it.each([
    ['past 9e15', 9_000_000_000_000_001],
    ['past 2^53', 2 ** 53 + 2],
    ['a fraction', 100.5],
    ['zero', 0],
  ])('refuses an amount %s with 400 naming the field', async (_, amount) => {
    const t = await testSandbox();
    const answer = await t.call('POST', '/quotes', { body: { source: { sourceType: 'ACCOUNT', accountId: t.world.aliceUsd.id }, destination: { destinationType: 'ACCOUNT', accountId: t.world.aliceWallet.id }, lockedCurrencySide: 'SENDING', lockedCurrencyAmount: amount } });
    expect(answer).toMatchObject({ status: 400, body: { code: 'INVALID_INPUT', details: { errors: [{ field: 'lockedCurrencyAmount' }] } } });
  });

  it('prices the largest amounts in every direction without hanging, or refuses them', async () => {
    const t = await testSandbox();
    for (const [source, destination] of [[t.world.aliceUsd.id, t.world.external(t.world.alice.id, 'MXN').id], [t.world.elodieEur.id, t.world.external(t.world.elodie.id, 'USD').id]] as const) {
      for (const side of ['SENDING', 'RECEIVING']) {
        const answer = await t.call('POST', '/quotes', { body: { source: { sourceType: 'ACCOUNT', accountId: source }, destination: { destinationType: 'ACCOUNT', accountId: destination }, lockedCurrencySide: side, lockedCurrencyAmount: 9_000_000_000_000_000 } });
        expect([201, 400]).toContain(answer.status);
        if (answer.status === 201) expect(answer.body.totalSendingAmount).toBeLessThanOrEqual(9_000_000_000_000_000);
      }
    }
  });

  it('refuses a JSON body over a megabyte with 400, and malformed JSON with 400', async () => {
    const t = await testSandbox();
    const big = await t.call('POST', '/quotes', { rawBody: `{"pad":"${'x'.repeat(1_100_000)}"}`, headers: { 'Content-Type': 'application/json' } });
    expect(big).toMatchObject({ status: 400, body: { code: 'INVALID_INPUT', details: { errors: [{ field: 'body' }] } } });
    const deep = await t.call('POST', '/quotes', { rawBody: '['.repeat(200_000), headers: { 'Content-Type': 'application/json' } });
    expect(deep.status).toBe(400);
  });
});

describe('OIDC tokens', () => {
  it('refuses an unsigned (alg none) token and one signed by another key; accepts the issuer’s own', async () => {
    const idp = await testIssuer();
    const impostor = await testIssuer();
    const t = await testSandbox({ oidcIssuers: [idp.issuer] });
    const { key } = await signInWithOtp(t, t.world.credential(t.world.aliceWallet.id, 'EMAIL_OTP').id);
    const claims = { aud: 'wallet-kit', sub: 'alice-1', iat: Math.floor(t.clock.now() / 1000) };
    const add = async (oidcToken: string) => (await signed(t, 'POST', '/auth/credentials', { type: 'OAUTH', accountId: t.world.aliceWallet.id, oidcToken }, key)).result;
    expect(await add(await idp.sign(claims, { alg: 'none', typ: 'JWT' }))).toMatchObject({ status: 401, body: { code: 'UNAUTHORIZED' } });
    expect(await add(await impostor.sign(claims))).toMatchObject({ status: 401, body: { code: 'UNAUTHORIZED' } });
    expect(await add(await (await testIssuer('https://unknown.example')).sign(claims))).toMatchObject({ status: 400, body: { code: 'INVALID_INPUT', details: { errors: [{ field: 'oidcToken' }] } } });
    const added = await add(await idp.sign(claims));
    expect(added.status).toBe(201);
    const client = await t.keys.createSigningKey();
    const verify = (oidcToken: string) => t.call('POST', `/auth/credentials/${added.body.id}/verify`, { body: { type: 'OAUTH', oidcToken, clientPublicKey: client.publicKey.compressed } });
    const withNonce = { ...claims, nonce: oidcNonce(client.publicKey.compressed) };
    expect((await verify(await idp.sign(withNonce, { alg: 'none', typ: 'JWT' }))).status).toBe(401);
    expect((await verify(await impostor.sign(withNonce))).status).toBe(401);
    expect((await verify(await idp.sign(withNonce))).status).toBe(200);
  });

  it('signs in with a token from the sandbox’s own issuer (POST /sandbox/oidc/token), verifiable with GET /sandbox/oidc/jwks', async () => {
    const t = await testSandbox();
    const { key } = await signInWithOtp(t, t.world.credential(t.world.aliceWallet.id, 'EMAIL_OTP').id);
    const minted = await t.call('POST', '/sandbox/oidc/token', { body: { sub: 'alice-oidc', email: 'alice@example.com' } });
    const added = (await signed(t, 'POST', '/auth/credentials', { type: 'OAUTH', accountId: t.world.aliceWallet.id, oidcToken: minted.body.idToken }, key)).result;
    expect(added).toMatchObject({ status: 201, body: { type: 'OAUTH', nickname: 'alice@example.com' } });
    const jwks = await t.call('GET', '/sandbox/oidc/jwks', { auth: false });
    const [header, payload, signature] = (minted.body.idToken as string).split('.') as [string, string, string];
    const publicKey = await crypto.subtle.importKey('jwk', jwks.body.keys[0], { name: 'ECDSA', namedCurve: 'P-256' }, false, ['verify']);
    expect(await crypto.subtle.verify({ name: 'ECDSA', hash: 'SHA-256' }, publicKey, Buffer.from(signature, 'base64url'), new TextEncoder().encode(`${header}.${payload}`))).toBe(true);
  });
});

describe('faults in the clock’s work', () => {
  it('logs a job that fails on a record edited by hand, drops it, and keeps answering', async () => {
    const logged: string[] = [];
    const file = join(await mkdtemp(join(tmpdir(), 'sandbox-fault-')), 'sandbox.db');
    const clock = createManualClock();
    const first = await testSandbox({ file, clock });
    const quote = (await first.call('POST', '/quotes', { body: { source: { sourceType: 'ACCOUNT', accountId: first.world.aliceUsd.id }, destination: { destinationType: 'ACCOUNT', accountId: first.world.aliceWallet.id }, lockedCurrencySide: 'SENDING', lockedCurrencyAmount: 1_000 } })).body;
    await first.call('POST', `/quotes/${quote.id}/execute`);
    first.sandbox.close();
    // The transfer's destination now names an account that does not exist: its settlement cannot complete.
    const editor = new Database(file);
    editor.exec(`UPDATE transactions SET doc = json_set(doc, '$.destinationAccountId', 'InternalAccount:00000000-0000-4000-8000-000000000000') WHERE id = '${quote.transactionId}'`);
    editor.close();
    const t = await testSandbox({ file, clock, log: (message) => void logged.push(message) });
    t.sandbox.advanceClock(10 * 60_000);
    expect(logged.some((line) => /job TX_SETTLE for Transaction:\S+ failed and was dropped/.test(line))).toBe(true);
    expect((await t.call('GET', '/config')).status).toBe(200);
    expect(t.sandbox.audit()).toEqual([]);
    t.sandbox.close();
  });
});
