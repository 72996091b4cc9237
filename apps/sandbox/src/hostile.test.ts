import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'libsql';
import { describe, expect, it } from 'vitest';
import { createManualClock } from './kernel/clock.js';
import { oidcNonce } from './modules/wallet-auth/index.js';
import { balanceOf, signInWithOtp, signed, testIssuer, testSandbox } from './test-support/client.js';
import { seededPeople } from './people.js';
import { MAX_AMOUNT } from './platform/validate.js';

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

  it('refuses an integer past the largest amount in any contract-checked body with 400 naming the field, and books nothing', async () => {
    const t = await testSandbox();
    const { alice } = seededPeople(t.sandbox);
    const card = alice.card!;
    const before = (await t.call('GET', '/transactions?limit=100')).body.data.length;
    const merchant = { descriptor: 'SHOP' };
    for (const amount of [2 ** 60, 1e300, MAX_AMOUNT + 1]) {
      const refusals = [
        ['receivingCurrencyAmount', await t.call('POST', '/sandbox/uma/receive', { body: { senderUmaAddress: '$success.usd@sandbox.uma.example', customerId: alice.id, receivingCurrencyCode: 'USD', receivingCurrencyAmount: amount } })],
        ...(await Promise.all(['authorization', 'credit_authorization', 'financial_credit_authorization', 'financial_authorization'].map(async (kind) => ['amount', await t.call('POST', `/sandbox/cards/${card}/simulate/${kind}`, { body: { amount, currency: { code: 'USD' }, merchant } })] as const))),
        ['amount', await t.call('POST', `/sandbox/cards/${card}/simulate/clearing`, { body: { cardTransactionId: 'CardTransaction:00000000-0000-4000-8000-000000000000', amount } })],
        ['maxSpendPerTransaction', await t.call('POST', '/cards', { body: { cardholderId: alice.id, platformCardId: 'big-1', form: 'VIRTUAL', fundingSources: [alice.usd], maxSpendPerTransaction: amount } })],
        ['amount', await t.call('POST', '/transfer-in', { body: { source: { accountId: alice.bankUsd }, destination: { accountId: alice.usd }, amount } })],
      ] as const;
      for (const [field, answer] of refusals) {
        expect(answer).toMatchObject({ status: 400, body: { code: 'INVALID_INPUT', details: { errors: [{ field, message: expect.stringMatching(/^expected at most 9000000000000000, got number /) }] } } });
      }
    }
    expect((await t.call('GET', '/transactions?limit=100')).body.data).toHaveLength(before);
    expect(t.sandbox.audit()).toEqual([]);
  });

  it('refuses, with 400 naming the amount, a card credit that would take a balance past 2^53, and books nothing of it', async () => {
    const t = await testSandbox();
    const card = t.sandbox.directory().customers.find((c) => c.id === t.world.alice.id)!.cards[0]!.id;
    const credit = () => t.call('POST', `/sandbox/cards/${card}/simulate/financial_credit_authorization`, { body: { amount: MAX_AMOUNT, currency: { code: 'USD' }, merchant: { descriptor: 'ACME PAYOUTS', mcc: '5814', country: 'US' } } });
    expect((await credit()).status).toBe(202);
    const balance = await balanceOf(t, t.world.aliceUsd.id);
    expect(await credit()).toMatchObject({ status: 400, body: { code: 'INVALID_INPUT', details: { errors: [{ field: 'amount' }] } } });
    expect(await balanceOf(t, t.world.aliceUsd.id)).toBe(balance);
    expect(t.sandbox.audit()).toEqual([]);
  });

  it('refuses an incoming UMA payment whose amount in the sender’s currency would pass the largest amount', async () => {
    const t = await testSandbox();
    // 9e15 US cents are worth far more than 9e15 satoshis' smallest units (msats are not used: BTC has 8 decimals).
    const answer = await t.call('POST', '/sandbox/uma/receive', { body: { senderUmaAddress: '$success.btc@sandbox.uma.example', customerId: t.world.alice.id, receivingCurrencyCode: 'USD', receivingCurrencyAmount: MAX_AMOUNT } });
    expect(answer).toMatchObject({ status: 400, body: { code: 'INVALID_INPUT', details: { errors: [{ field: 'receivingCurrencyAmount' }] } } });
    expect(t.sandbox.audit()).toEqual([]);
  });

  it('prices every currency pair, both locked sides and extreme amounts, with a platform fee of nearly all: 201, or 400 naming the amount', async () => {
    const t = await testSandbox();
    const codes = ['USD', 'EUR', 'GBP', 'MXN', 'BRL', 'INR', 'NGN', 'PHP', 'USDC', 'BTC'];
    // A receiver for each currency in the sandbox's UMA directory.
    const receiver = (code: string) => (code === 'BTC' ? '$bob@btc.example.org' : code === 'USDC' ? '$alice@wallet.example.com' : '$bob@uma.example.com');
    const outcomes = new Map<string, number>();
    const quote = async (from: string, to: string, side: string, amount: number) => {
      const source = { sourceType: 'REALTIME_FUNDING', currency: from, customerId: t.world.alice.id, ...(from === 'USDC' ? { cryptoNetwork: 'SOLANA' } : {}) };
      const answer = await t.call('POST', '/quotes', { body: { source, destination: { destinationType: 'UMA_ADDRESS', umaAddress: receiver(to), currency: to }, lockedCurrencySide: side, lockedCurrencyAmount: amount } });
      if (answer.status === 201) {
        for (const total of [answer.body.totalSendingAmount, answer.body.totalReceivingAmount]) expect(Number.isSafeInteger(total) && total > 0 && total <= MAX_AMOUNT).toBe(true);
      } else {
        // Too large for either side is INVALID_INPUT; too small to cover the fees is the document's AMOUNT_OUT_OF_RANGE.
        expect(answer).toMatchObject({ status: 400, body: { code: expect.stringMatching(/^(INVALID_INPUT|AMOUNT_OUT_OF_RANGE)$/), details: { errors: [{ field: 'lockedCurrencyAmount' }] } } });
      }
      outcomes.set(`${answer.status} ${answer.body.code ?? ''}`, (outcomes.get(`${answer.status} ${answer.body.code ?? ''}`) ?? 0) + 1);
    };
    const sweep = async (sources: string[]) => {
      for (const from of sources) for (const to of codes) for (const side of ['SENDING', 'RECEIVING']) for (const amount of [1, 2 ** 50, MAX_AMOUNT]) await quote(from, to, side, amount);
    };
    await sweep(codes);
    // The platform's cross-currency fee from USD at 99.99% plus the largest fixed fee: the rate of what arrives is near zero.
    expect((await t.call('PATCH', '/config', { body: { feeConfigs: [{ feeType: 'CROSS_CURRENCY_TRANSACTION', sourceCurrency: 'USD', variableFeeBps: 9_999, fixedFee: { amount: MAX_AMOUNT, currency: 'USD' } }] } })).status).toBe(200);
    await sweep(['USD']);
    expect((await t.call('PATCH', '/config', { body: { feeConfigs: [{ feeType: 'CROSS_CURRENCY_TRANSACTION', sourceCurrency: 'USD', variableFeeBps: 10_000, fixedFee: { amount: 0, currency: 'USD' } }] } })).status).toBe(200);
    await sweep(['USD']);
    // Every kind of answer was met: the sweep reached both refusals and real prices.
    expect([...outcomes.keys()].sort()).toEqual(['201 ', '400 AMOUNT_OUT_OF_RANGE', '400 INVALID_INPUT']);
    expect((await t.call('GET', '/config')).status).toBe(200);
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
