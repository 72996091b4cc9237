import { beforeEach, describe, expect, it } from 'vitest';
import { stampPayload } from '@wallet-kit/stamp-signer';
import { balanceOf, signInWithOtp, testSandbox, type TestSandbox } from '../../test-support/client.js';
import { price, type Price } from './pricing.js';

let t: TestSandbox;
beforeEach(async () => {
  t = await testSandbox();
});

const quoteBody = (overrides: Record<string, unknown> = {}) => ({
  source: { sourceType: 'ACCOUNT', accountId: t.world.aliceUsd.id },
  destination: { destinationType: 'ACCOUNT', accountId: t.world.external(t.world.alice.id, 'EUR').id },
  lockedCurrencySide: 'SENDING',
  lockedCurrencyAmount: 10_000,
  ...overrides,
});

describe('pricing follows the spec fee rules', () => {
  it('deducts fees first and converts the rest at exchangeRate (sending units per receiving unit)', () => {
    const p = price({ sending: 'USD', receiving: 'EUR', lockedCurrencySide: 'SENDING', lockedCurrencyAmount: 100_000, externalPayout: true, platformFeeRate: 0.001 }) as Price;
    expect(p.exchangeRate).toBeCloseTo(1.08);
    expect(p.feesIncluded).toBe(p.rateDetails.serviceApiVariableFeeAmount + p.rateDetails.serviceApiFixedFee + Math.ceil(p.rateDetails.counterpartyFixedFee * p.exchangeRate) + p.platformFeesIncluded);
    expect(p.rateDetails.serviceApiVariableFeeAmount).toBe(Math.round(100_000 * p.rateDetails.serviceApiVariableFeeRate));
    expect(p.totalReceivingAmount).toBe(Math.floor((100_000 - p.feesIncluded) / p.exchangeRate + 1e-9));
    for (const value of Object.values(p.rateDetails)) expect(value).toBeGreaterThanOrEqual(0);
  });

  it('locks the receiving side to exactly the amount asked, at the same effective rate', () => {
    const send = price({ sending: 'USD', receiving: 'MXN', lockedCurrencySide: 'SENDING', lockedCurrencyAmount: 50_000, externalPayout: true, platformFeeRate: 0 }) as Price;
    const receive = price({ sending: 'USD', receiving: 'MXN', lockedCurrencySide: 'RECEIVING', lockedCurrencyAmount: send.totalReceivingAmount, externalPayout: true, platformFeeRate: 0 }) as Price;
    expect(receive.totalReceivingAmount).toBe(send.totalReceivingAmount);
    expect(Math.abs(receive.totalSendingAmount - send.totalSendingAmount)).toBeLessThanOrEqual(2);
  });

  it('same-currency book transfers cost nothing; variable fees apply only to conversions', () => {
    const p = price({ sending: 'USD', receiving: 'USD', lockedCurrencySide: 'SENDING', lockedCurrencyAmount: 1234, externalPayout: false, platformFeeRate: 0 }) as Price;
    expect(p).toMatchObject({ totalSendingAmount: 1234, totalReceivingAmount: 1234, feesIncluded: 0, exchangeRate: 1 });
  });
});

describe('POST /quotes', () => {
  it('creates a priced quote with all six rateDetails and an expiry by rail', async () => {
    const answer = await t.call('POST', '/quotes', { body: quoteBody() });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ status: 'PENDING', sendingCurrency: { code: 'USD', decimals: 2 }, receivingCurrency: { code: 'EUR' }, totalSendingAmount: 10_000, transactionId: expect.stringMatching(/^Transaction:/) });
    expect(Object.keys(answer.body.rateDetails).sort()).toEqual(['counterpartyFixedFee', 'counterpartyMultiplier', 'serviceApiFixedFee', 'serviceApiMultiplier', 'serviceApiVariableFeeAmount', 'serviceApiVariableFeeRate']);
    const lifetime = Date.parse(answer.body.expiresAt) - Date.parse(answer.body.createdAt);
    expect(lifetime).toBe(2 * 60_000); // SEPA Instant is an instant rail
    const wire = await t.call('POST', '/quotes', { body: quoteBody({ destination: { destinationType: 'ACCOUNT', accountId: t.world.external(t.world.alice.id, 'USD').id, paymentRail: 'WIRE' } }) });
    expect(Date.parse(wire.body.expiresAt) - Date.parse(wire.body.createdAt)).toBe(15 * 60_000);
  });

  it('answers 400 INVALID_INPUT naming every bad field', async () => {
    const answer = await t.call('POST', '/quotes', {
      body: { source: { sourceType: 'CARD' }, destination: { destinationType: 'UMA_ADDRESS', umaAddress: `$${'a'.repeat(200)}@x.com` }, lockedCurrencySide: 'BOTH', lockedCurrencyAmount: 0 },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('INVALID_INPUT');
    expect(answer.body.details.errors.map((e: { field: string }) => e.field).sort()).toEqual(['destination.umaAddress', 'lockedCurrencyAmount', 'lockedCurrencySide', 'source.sourceType']);
  });

  it.each([
    ['malformed JSON', { rawBody: '{"source":', headers: { 'Content-Type': 'application/json' } }, 'body'],
    ['an amount over 9e15', { body: { lockedCurrencyAmount: 9_000_000_000_000_001 } }, 'lockedCurrencyAmount'],
    ['a negative amount', { body: { lockedCurrencyAmount: -5 } }, 'lockedCurrencyAmount'],
    ['a string amount', { body: { lockedCurrencyAmount: '100' } }, 'lockedCurrencyAmount'],
    ['an unknown rail', { body: { destination: { destinationType: 'ACCOUNT', accountId: 'x', paymentRail: 'CARRIER_PIGEON' } } }, 'destination.paymentRail'],
  ])('refuses %s with 400', async (_name, options, field) => {
    const merged = 'rawBody' in options ? options : { body: { ...quoteBody(), ...options.body } };
    const answer = await t.call('POST', '/quotes', merged);
    expect(answer.status).toBe(400);
    expect(answer.body.details.errors.some((e: { field: string }) => e.field === field)).toBe(true);
  });

  it('answers 400 naming the field for unknown accounts (POST /quotes documents no 404)', async () => {
    const answer = await t.call('POST', '/quotes', { body: quoteBody({ source: { sourceType: 'ACCOUNT', accountId: 'InternalAccount:00000000-0000-4000-8000-000000000000' } }) });
    expect(answer).toMatchObject({ status: 400, body: { code: 'INVALID_INPUT', details: { errors: [{ field: 'source.accountId' }] } } });
  });

  it('replays the first answer for a repeated Idempotency-Key and refuses it with another body', async () => {
    const headers = { 'Idempotency-Key': 'key-1' };
    const first = await t.call('POST', '/quotes', { body: quoteBody(), headers });
    const second = await t.call('POST', '/quotes', { body: quoteBody(), headers });
    expect(second.body.id).toBe(first.body.id);
    expect(second.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await t.call('POST', '/quotes', { body: quoteBody({ lockedCurrencyAmount: 20_000 }), headers })).toMatchObject({
      status: 400,
      body: { code: 'INVALID_INPUT', details: { errors: [{ field: 'Idempotency-Key' }] } },
    });
  });

  it('executes immediately when asked, settling within the call', async () => {
    const before = (await balanceOf(t, t.world.aliceUsd.id));
    const answer = await t.call('POST', '/quotes', { body: quoteBody({ immediatelyExecute: true }) });
    expect(answer.body.status).toBe('COMPLETED');
    expect((await balanceOf(t, t.world.aliceUsd.id))).toBe(before - 10_000);
    expect((await t.call('GET', `/transactions/${answer.body.transactionId}`)).body.status).toBe('COMPLETED');
  });

  it('pays UMA addresses', async () => {
    const answer = await t.call('POST', '/quotes', { body: quoteBody({ destination: { destinationType: 'UMA_ADDRESS', umaAddress: '$bob@uma.example.com', currency: 'MXN' } }) });
    expect(answer.status).toBe(201);
    expect(answer.body.receivingCurrency.code).toBe('MXN');
  });
});

describe('POST /quotes/{id}/execute', () => {
  it('debits at once and settles on the sandbox clock: PENDING, PROCESSING, COMPLETED', async () => {
    const quote = (await t.call('POST', '/quotes', { body: quoteBody() })).body;
    const before = (await balanceOf(t, t.world.aliceUsd.id));
    const executed = await t.call('POST', `/quotes/${quote.id}/execute`);
    expect(executed.body.status).toBe('PROCESSING');
    expect((await balanceOf(t, t.world.aliceUsd.id))).toBe(before - quote.totalSendingAmount);
    expect((await t.call('GET', `/transactions/${quote.transactionId}`)).body.status).toBe('PENDING');
    t.sandbox.advanceClock(1000);
    expect((await t.call('GET', `/transactions/${quote.transactionId}`)).body.status).toBe('PROCESSING');
    t.sandbox.advanceClock(5000);
    const done = await t.call('GET', `/transactions/${quote.transactionId}`);
    expect(done.body).toMatchObject({ status: 'COMPLETED', sentAmount: { amount: quote.totalSendingAmount }, receivedAmount: { amount: quote.totalReceivingAmount }, fees: quote.feesIncluded });
    expect((await t.call('GET', `/quotes/${quote.id}`)).body.status).toBe('COMPLETED');
    expect((await t.call('POST', `/quotes/${quote.id}/execute`)).status).toBe(409);
    expect(t.sandbox.audit()).toEqual([]);
  });

  it('answers 409 QUOTE_EXPIRED after expiresAt, and honours the quote-expiry scenario', async () => {
    t.sandbox.setScenarios({ quoteExpiresInSeconds: 10 });
    const quote = (await t.call('POST', '/quotes', { body: quoteBody() })).body;
    expect(Date.parse(quote.expiresAt) - Date.parse(quote.createdAt)).toBe(10_000);
    t.sandbox.advanceClock(10_000);
    const answer = await t.call('POST', `/quotes/${quote.id}/execute`);
    expect(answer).toMatchObject({ status: 409, body: { code: 'QUOTE_EXPIRED' } });
    expect((await t.call('GET', `/quotes/${quote.id}`)).body.status).toBe('EXPIRED');
  });

  it('answers QUOTE_RATE_UNAVAILABLE by scenario, exchanging nothing', async () => {
    const quote = (await t.call('POST', '/quotes', { body: quoteBody() })).body;
    t.sandbox.setScenarios({ rateUnavailable: true });
    const before = (await balanceOf(t, t.world.aliceUsd.id));
    expect(await t.call('POST', `/quotes/${quote.id}/execute`)).toMatchObject({ status: 409, body: { code: 'QUOTE_RATE_UNAVAILABLE' } });
    expect((await balanceOf(t, t.world.aliceUsd.id))).toBe(before);
    // One refusal: the fresh quote the client asks for next goes through.
    const fresh = (await t.call('POST', '/quotes', { body: quoteBody() })).body;
    expect((await t.call('POST', `/quotes/${fresh.id}/execute`)).status).toBe(200);
  });

  it('refuses to overdraw', async () => {
    const quote = (await t.call('POST', '/quotes', { body: quoteBody({ lockedCurrencyAmount: 10_000_000_000 }) })).body;
    expect(await t.call('POST', `/quotes/${quote.id}/execute`)).toMatchObject({ status: 400, body: { code: 'INVALID_AMOUNT', details: { available: expect.any(Number), required: expect.any(Number) } } });
  });

  it('needs a stamp over payloadToSign from a live session of the source embedded wallet', async () => {
    const wallet = t.world.aliceWallet;
    const quote = (await t.call('POST', '/quotes', { body: quoteBody({ source: { sourceType: 'ACCOUNT', accountId: wallet.id } }) })).body;
    const info = quote.paymentInstructions[0].accountOrWalletInfo;
    expect(info.accountType).toBe('EMBEDDED_WALLET');
    expect(await t.call('POST', `/quotes/${quote.id}/execute`)).toMatchObject({ status: 401, body: { code: 'WALLET_SIGNATURE_MISSING' } });
    const stranger = await t.keys.createSigningKey();
    const byStranger = await t.call('POST', `/quotes/${quote.id}/execute`, { headers: { 'Service-Wallet-Signature': await stampPayload(info.payloadToSign, stranger) } });
    expect(byStranger).toMatchObject({ status: 401, body: { code: 'WALLET_SIGNATURE_INVALID' } });
    const { key } = await signInWithOtp(t, t.world.credential(wallet.id, 'EMAIL_OTP').id);
    const executed = await t.call('POST', `/quotes/${quote.id}/execute`, { headers: { 'Service-Wallet-Signature': await stampPayload(info.payloadToSign, key) } });
    expect(executed).toMatchObject({ status: 200, body: { status: 'PROCESSING' } });
  });
});

describe('realtime funding', () => {
  it.each([
    ['USD', { accountType: 'USD_ACCOUNT', reference: expect.any(String), accountNumber: expect.any(String), routingNumber: expect.any(String) }],
    ['BRL', { accountType: 'BRL_ACCOUNT', qrCode: expect.stringMatching(/.+/) }],
    ['MXN', { accountType: 'MXN_ACCOUNT', reference: expect.any(String) }],
    ['USDC', { accountType: 'SOLANA_WALLET', address: expect.any(String), assetType: 'USDC' }],
  ])('gives %s payment instructions', async (currencyCode, expected) => {
    const answer = await t.call('POST', '/quotes', {
      body: quoteBody({
        source: { sourceType: 'REALTIME_FUNDING', currency: currencyCode, customerId: t.world.alice.id, ...(currencyCode === 'USDC' ? { cryptoNetwork: 'SOLANA' } : {}) },
        lockedCurrencySide: 'RECEIVING',
      }),
    });
    expect(answer.status).toBe(201);
    expect(answer.body.paymentInstructions[0].accountOrWalletInfo).toMatchObject(expected);
  });

  it('needs cryptoNetwork for a stablecoin', async () => {
    const answer = await t.call('POST', '/quotes', { body: quoteBody({ source: { sourceType: 'REALTIME_FUNDING', currency: 'USDC' } }) });
    expect(answer.body.details.errors[0].field).toBe('source.cryptoNetwork');
  });

  it('executes when the payment arrives through POST /sandbox/send', async () => {
    const quote = (await t.call('POST', '/quotes', { body: quoteBody({ source: { sourceType: 'REALTIME_FUNDING', currency: 'USD', customerId: t.world.alice.id }, destination: { destinationType: 'ACCOUNT', accountId: t.world.aliceWallet.id } }) })).body;
    expect((await t.call('POST', `/quotes/${quote.id}/execute`)).status).toBe(400);
    expect((await t.call('POST', '/sandbox/send', { body: { quoteId: quote.id, currencyCode: 'USD', currencyAmount: 1 } })).status).toBe(400);
    const walletBefore = (await balanceOf(t, t.world.aliceWallet.id));
    const sent = await t.call('POST', '/sandbox/send', { body: { quoteId: quote.id, currencyCode: 'USD', currencyAmount: quote.totalSendingAmount } });
    expect(sent.body).toMatchObject({ id: quote.transactionId, status: 'PENDING', type: 'OUTGOING' });
    t.sandbox.advanceClock(10_000);
    expect((await balanceOf(t, t.world.aliceWallet.id))).toBe(walletBefore + quote.totalReceivingAmount);
    const incoming = await t.call('GET', `/transactions?type=INCOMING&customerId=${t.world.alice.id}`);
    expect(incoming.body.data[0]).toMatchObject({ status: 'COMPLETED', receivedAmount: { amount: quote.totalReceivingAmount } });
    // The arrived payment names who sent it (the wallet's row reads "From Sandbox Sender", not a bare "Money in").
    expect(incoming.body.data[0].source).toMatchObject({ sourceType: 'REALTIME_FUNDING', accountHolderName: 'Sandbox Sender', bankName: 'Sandbox Bank', accountIdentifier: '****6789' });
    expect(t.sandbox.audit()).toEqual([]);
  });
});
