import { verifyStamp } from '@wallet-kit/stamp-signer';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { errorCode } from '../../../test/support/assertions.js';
import { signIn, testWorld, type TestWorld } from '../test/world.js';
import { ClientError, NetworkError, ServiceError } from './errors.js';
import type { ScaProverStep } from './quotes.js';
import { isTerminal } from './transactions.js';
import type { QuoteRequest, QuoteScaChallenge, Transaction } from './types.js';

let t: TestWorld;
beforeEach(async () => {
  t = await testWorld();
});
afterEach(() => t.dispose());

/** Élodie (EU, SCA) sends euros from her wallet to her US dollar bank account: a conversion, then a payout. */
const crossCurrency = (t: TestWorld): QuoteRequest => ({
  source: { sourceType: 'ACCOUNT', accountId: t.world.elodie.wallet },
  destination: { destinationType: 'ACCOUNT', accountId: t.world.elodie.bankUsd },
  lockedCurrencySide: 'SENDING',
  lockedCurrencyAmount: 10_000,
});

/** Alice (US, no SCA) pays her own bank account from her wallet over RTP (an instant rail: a 2-minute quote). */
const alicePayout = (t: TestWorld, amount = 5_000): QuoteRequest => ({
  source: { sourceType: 'ACCOUNT', accountId: t.world.alice.wallet },
  destination: { destinationType: 'ACCOUNT', accountId: t.world.alice.bankUsd, paymentRail: 'RTP' },
  lockedCurrencySide: 'SENDING',
  lockedCurrencyAmount: amount,
});

async function signedIn(customer: 'alice' | 'elodie') {
  const client = t.clientFor(t.world[customer].id);
  await signIn(client, t.world[customer].email);
  return client;
}

async function followToTerminal(client: Awaited<ReturnType<typeof signedIn>>, transactionId: string): Promise<Transaction[]> {
  const seen: Transaction[] = [];
  for await (const transaction of client.transactions.watchTransaction(transactionId)) {
    seen.push(transaction);
    if (isTerminal(transaction.status)) break;
  }
  return seen;
}

describe('a send with Strong Customer Authentication', () => {
  it('goes from quote to COMPLETED through two SCA rounds, each with its own challenge', async () => {
    const client = await signedIn('elodie');
    const quote = await client.quotes.createQuote(crossCurrency(t));
    expect(quote).toMatchObject({ status: 'PENDING', sendingCurrency: { code: 'EUR' }, receivingCurrency: { code: 'USD' } });

    const pending = await client.quotes.executeQuote(quote);
    expect(pending).toMatchObject({ status: 'PENDING_AUTHORIZATION', scaChallenge: { factor: 'SMS_OTP' } });
    const asked: Array<{ challenge: QuoteScaChallenge; step: ScaProverStep }> = [];
    const done = await client.quotes.authorizeWithSca(pending, (challenge, step) => {
      asked.push({ challenge, step });
      return { code: '123456' };
    });
    expect(asked.map(({ step }) => [step.round, step.attempt])).toEqual([[1, 1], [2, 1]]);
    expect(new Set(asked.map(({ challenge }) => challenge.id)).size).toBe(2);
    expect(done.status).toBe('PROCESSING');

    const statuses = (await followToTerminal(client, done.transactionId)).map((transaction) => transaction.status);
    expect(statuses.at(-1)).toBe('COMPLETED');
    expect((await client.quotes.getQuote(quote.id)).status).toBe('COMPLETED');
  });

  it('stamps the wallet quote exactly as received, with an Idempotency-Key and no Request-Id', async () => {
    const client = await signedIn('elodie');
    const quote = await client.quotes.createQuote(crossCurrency(t));
    const payloadToSign = quote.paymentInstructions![0]!.accountOrWalletInfo.payloadToSign!;
    await client.quotes.executeQuote(quote);
    const execute = t.seen.find((request) => request.path === `/quotes/${quote.id}/execute`)!;
    expect(Object.keys(execute.headers).sort()).toEqual(['idempotency-key', 'service-wallet-signature']);
    expect(execute.body).toBe('');
    const { key } = await client.session.current();
    expect(payloadToSign).toBe(t.sandbox.inspect.quote(quote.id)!.payloadToSign);
    // The stamp verifies over the payload's exact text with the session's key.
    expect(await verifyStamp(payloadToSign, execute.headers['service-wallet-signature']!, { publicKey: key.publicKey.compressed })).toEqual({ publicKey: key.publicKey.compressed });
  });

  it('follows the status, not a count: three rounds when the service asks for three', async () => {
    t.sandbox.setScenarios({ scaRounds: 3 });
    const client = await signedIn('elodie');
    const pending = await client.quotes.executeQuote(await client.quotes.createQuote(crossCurrency(t)));
    const rounds: number[] = [];
    const done = await client.quotes.authorizeWithSca(pending, (_challenge, step) => {
      rounds.push(step.round);
      return { code: '123456' };
    });
    expect(rounds).toEqual([1, 2, 3]);
    expect(done.status).toBe('PROCESSING');
  });

  it('asks again for the same challenge after a wrong code, with the service error', async () => {
    const client = await signedIn('elodie');
    const pending = await client.quotes.executeQuote(await client.quotes.createQuote(crossCurrency(t)));
    const steps: ScaProverStep[] = [];
    const challengeIds: string[] = [];
    const codes = ['654321', '123456', '123456'];
    const done = await client.quotes.authorizeWithSca(pending, (challenge, step) => {
      steps.push(step);
      challengeIds.push(challenge.id);
      return { code: codes[steps.length - 1]! };
    });
    expect(steps.map((step) => [step.round, step.attempt])).toEqual([[1, 1], [1, 2], [2, 1]]);
    expect(challengeIds[1]).toBe(challengeIds[0]);
    expect(steps[1]!.error).toBeInstanceOf(ServiceError);
    expect(steps[1]!.error).toMatchObject({ status: 400, code: 'INVALID_INPUT' });
    expect(done.status).toBe('PROCESSING');
  });

  it('re-sends the SMS code from inside the prover', async () => {
    const client = await signedIn('elodie');
    const pending = await client.quotes.executeQuote(await client.quotes.createQuote({ ...crossCurrency(t), destination: { destinationType: 'ACCOUNT', accountId: t.world.elodie.bankEur } }));
    const done = await client.quotes.authorizeWithSca(pending, async (_challenge, step) => {
      t.sandbox.advanceClock(31_000); // codes are re-sent at most every 30 seconds
      await step.resend();
      return { code: '123456' };
    });
    expect(t.seen.filter((request) => request.path === `/quotes/${pending.id}/authorize/resend`)).toHaveLength(1);
    expect(done.status).toBe('PROCESSING');
  });

  it('stops with SCA_ABANDONED when the person gives up', async () => {
    const client = await signedIn('elodie');
    const pending = await client.quotes.executeQuote(await client.quotes.createQuote(crossCurrency(t)));
    expect(await errorCode(client.quotes.authorizeWithSca(pending, () => null), ClientError)).toBe('SCA_ABANDONED');
    expect((await client.quotes.getQuote(pending.id)).status).toBe('PENDING_AUTHORIZATION');
  });

  it('refuses to ask for a proof of a challenge that has expired', async () => {
    const client = await signedIn('elodie');
    const pending = await client.quotes.executeQuote(await client.quotes.createQuote(crossCurrency(t)));
    t.sandbox.advanceClock(Date.parse(pending.scaChallenge!.expiresAt) - t.sandbox.now());
    let asked = false;
    const code = await errorCode(
      client.quotes.authorizeWithSca(pending, () => {
        asked = true;
        return { code: '123456' };
      }),
      ClientError,
    );
    expect([code, asked]).toEqual(['CHALLENGE_EXPIRED', false]);
  });

  it('hands a 429 on authorize back at once with its Retry-After, instead of holding the person on "Checking..." while it waits', async () => {
    const waits: number[] = [];
    const client = t.clientFor(t.world.elodie.id, { sleep: async (ms) => void waits.push(ms) });
    await signIn(client, t.world.elodie.email);
    const pending = await client.quotes.executeQuote(await client.quotes.createQuote(crossCurrency(t)));
    for (let tries = 0; tries < 3; tries += 1) expect(await errorCode(client.quotes.authorizeQuote(pending.id, { code: '000000' }), ServiceError)).toBe('INVALID_INPUT');
    const limited = await client.quotes.authorizeQuote(pending.id, { code: '000000' }).catch((caught: unknown) => caught);
    expect(limited).toMatchObject({ status: 429, code: 'RATE_LIMITED', retryAfterMs: 30_000 });
    expect(waits).toEqual([]);
    expect(t.seen.filter((request) => request.path === `/quotes/${pending.id}/authorize`)).toHaveLength(4);
  });

  it('in the headless loop, waits out a 429 for its Retry-After and sends the same proof again', async () => {
    const client = await signedIn('elodie');
    const pending = await client.quotes.executeQuote(await client.quotes.createQuote({ ...crossCurrency(t), destination: { destinationType: 'ACCOUNT', accountId: t.world.elodie.bankEur } }));
    const codes = ['000000', '000000', '000000', '123456'];
    const done = await client.quotes.authorizeWithSca(pending, () => ({ code: codes.shift()! }));
    expect(done.status).toBe('PROCESSING');
    // Three wrong codes, the right one refused with a 429, then the same right one once the wait was over.
    expect(t.seen.filter((request) => request.path === `/quotes/${pending.id}/authorize`).map((request) => JSON.parse(request.body).code)).toEqual(['000000', '000000', '000000', '123456', '123456']);
  });

  it('gives up on an answer that does not come within the deadline, as a NetworkError', async () => {
    const stalled: typeof fetch = (_input, init) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
    const client = t.clientFor(t.world.elodie.id, { fetch: stalled, timeoutMs: 5 });
    const error = await client.quotes.getQuote('Quote:00000000-0000-4000-8000-000000000000').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as NetworkError).message).toMatch(/within/);
  });

  it('refuses TOTP as the factor of a payment before sending anything', async () => {
    const client = await signedIn('elodie');
    const quote = await client.quotes.createQuote(crossCurrency(t));
    expect(await errorCode(client.quotes.executeQuote(quote, { scaFactor: 'TOTP' }), ClientError)).toBe('INVALID_ARGUMENT');
    expect(t.seen.filter((request) => request.path.endsWith('/execute'))).toHaveLength(0);
  });

  it('checks a proof before sending it', async () => {
    const client = await signedIn('elodie');
    expect(await errorCode(client.quotes.authorizeQuote('Quote:x', { code: '1', passkeyAssertion: {}, origin: 'https://a.example' } as never), ClientError)).toBe('INVALID_ARGUMENT');
    expect(await errorCode(client.quotes.authorizeQuote('Quote:x', { passkeyAssertion: {} } as never), ClientError)).toBe('INVALID_ARGUMENT');
  });
});

describe('quotes that cannot be executed', () => {
  it('surfaces an expired quote as QUOTE_EXPIRED, once the sandbox clock passes expiresAt', async () => {
    const client = await signedIn('alice');
    const quote = await client.quotes.createQuote(alicePayout(t));
    t.sandbox.advanceClock(Date.parse(quote.expiresAt) - t.sandbox.now());
    const error = await client.quotes.executeQuote(quote).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ServiceError);
    expect(error).toMatchObject({ status: 409, code: 'QUOTE_EXPIRED' });
    expect((await client.quotes.getQuote(quote.id)).status).toBe('EXPIRED');
  });

  it('surfaces a refused rate as QUOTE_RATE_UNAVAILABLE, and a fresh quote then goes through', async () => {
    const client = await signedIn('alice');
    const quote = await client.quotes.createQuote(alicePayout(t));
    t.sandbox.setScenarios({ rateUnavailable: true });
    const error = await client.quotes.executeQuote(quote).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 409, code: 'QUOTE_RATE_UNAVAILABLE' });
    t.sandbox.setScenarios({ rateUnavailable: false });
    const fresh = await client.quotes.executeQuote(await client.quotes.createQuote(alicePayout(t)));
    expect(fresh.status).toBe('PROCESSING');
  });

  it('needs a session to stamp a wallet quote', async () => {
    const client = await signedIn('alice');
    const quote = await client.quotes.createQuote(alicePayout(t));
    await client.session.signOut();
    expect(await errorCode(client.quotes.executeQuote(quote), ClientError)).toBe('NOT_SIGNED_IN');
  });

  it('checks the quote request before sending it', async () => {
    const client = t.clientFor(t.world.alice.id);
    const error = await client.quotes.createQuote({ ...alicePayout(t), lockedCurrencyAmount: 12.5 }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'INVALID_ARGUMENT', message: expect.stringMatching(/^request\.lockedCurrencyAmount: expected a positive integer/) });
    expect(t.seen).toEqual([]);
  });
});

describe('idempotency', () => {
  /** A fetch that loses the answer to the first request matching `path` (the service acted; the browser never heard). */
  function losingFirstAnswer(path: RegExp, customerId: string): typeof fetch {
    const inner = t.browserFetch(customerId);
    let lost = false;
    return async (input, init) => {
      const response = await inner(input, init);
      if (!lost && path.test(new URL(String(input)).pathname)) {
        lost = true;
        throw new TypeError('network connection lost');
      }
      return response;
    };
  }

  it('creates one quote when the answer is lost, by re-sending with the same Idempotency-Key', async () => {
    const client = t.clientFor(t.world.alice.id, { fetch: losingFirstAnswer(/\/quotes$/, t.world.alice.id) });
    const before = t.sandbox.inspect.quoteCount();
    const quote = await client.quotes.createQuote(alicePayout(t));
    expect(t.sandbox.inspect.quoteCount()).toBe(before + 1);
    expect(t.sandbox.inspect.quote(quote.id)).toBeDefined();
    const keys = t.seen.filter((request) => request.path === '/quotes').map((request) => request.headers['idempotency-key']);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('executes once when the answer to execute is lost', async () => {
    const client = t.clientFor(t.world.alice.id, { fetch: losingFirstAnswer(/\/execute$/, t.world.alice.id) });
    await signIn(client, t.world.alice.email);
    const quote = await client.quotes.createQuote(alicePayout(t));
    const executed = await client.quotes.executeQuote(quote);
    expect(executed.status).toBe('PROCESSING');
    expect(t.seen.filter((request) => request.path.endsWith('/execute'))).toHaveLength(2);
  });

  it('gives each logical call its own key', async () => {
    const client = t.clientFor(t.world.alice.id);
    await client.quotes.createQuote(alicePayout(t));
    await client.quotes.createQuote(alicePayout(t));
    const keys = t.seen.filter((request) => request.path === '/quotes').map((request) => request.headers['idempotency-key']);
    expect(new Set(keys).size).toBe(2);
  });

  it('surfaces a lost answer as a NetworkError once the re-sends run out', async () => {
    const client = t.clientFor(t.world.alice.id, { fetch: () => Promise.reject(new TypeError('offline')) });
    expect(await errorCode(client.quotes.createQuote(alicePayout(t)), ClientError)).toBe('NETWORK_ERROR');
  });
});
