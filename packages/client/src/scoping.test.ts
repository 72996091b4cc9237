import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signIn, testWorld, type TestWorld } from '../test/world.js';
import { ServiceError } from './errors.js';
import type { WalletKitClient } from './client.js';

let t: TestWorld;
let elodieQuoteId: string;
let elodieTransactionId: string;
let alice: WalletKitClient;

beforeEach(async () => {
  t = await testWorld();
  const elodie = t.clientFor(t.world.elodie.id);
  await signIn(elodie, t.world.elodie.email);
  const quote = await elodie.quotes.createQuote({
    source: { sourceType: 'ACCOUNT', accountId: t.world.elodie.eur },
    destination: { destinationType: 'ACCOUNT', accountId: t.world.elodie.bankEur },
    lockedCurrencySide: 'SENDING',
    lockedCurrencyAmount: 1_000,
  });
  elodieQuoteId = quote.id;
  elodieTransactionId = t.sandbox.fund(t.world.elodie.eur, 100).id;
  alice = t.clientFor(t.world.alice.id);
  await signIn(alice, t.world.alice.email);
  t.seen.length = 0;
});
afterEach(() => t.dispose());

/** The refusal the integrator backend answers for an id that is not the signed-in user's. */
async function refusal(call: () => Promise<unknown>): Promise<Pick<ServiceError, 'status' | 'code'> | string> {
  try {
    await call();
    return 'no error';
  } catch (error) {
    return error instanceof ServiceError ? { status: error.status, code: error.code } : String(error);
  }
}

const notOwned = { status: 403, code: 'RESOURCE_NOT_OWNED' };

describe("the backend refuses another user's ids, and the client surfaces it typed", () => {
  it.each([
    ['reading her quote', () => alice.quotes.getQuote(elodieQuoteId)],
    ['executing her quote', () => alice.quotes.executeQuote(elodieQuoteId)],
    ['authorizing her quote', () => alice.quotes.authorizeQuote(elodieQuoteId, { code: '123456' })],
    ['reading her transaction', () => alice.transactions.getTransaction(elodieTransactionId)],
    ['listing her transactions', () => alice.transactions.listTransactions({ customerId: t.world.elodie.id }).next()],
    ['exporting her wallet', () => alice.wallet.exportWallet(t.world.elodie.wallet)],
    ['starting a sign-in with her credential', () => alice.auth.startOtpSignIn({ credentialId: t.world.elodie.email })],
    ['listing her credentials', () => alice.credentials.listCredentials(t.world.elodie.wallet)],
    ['revoking her credential', () => alice.credentials.revokeCredential(t.world.elodie.email)],
    ['paying from her account', () => alice.quotes.createQuote({ source: { sourceType: 'ACCOUNT', accountId: t.world.elodie.eur }, destination: { destinationType: 'ACCOUNT', accountId: t.world.alice.bankUsd }, lockedCurrencySide: 'SENDING', lockedCurrencyAmount: 100 })],
  ])('%s', async (_what, call) => {
    expect(await refusal(call)).toEqual(notOwned);
  });

  it('ends a watch on her transaction with the refusal instead of polling on', async () => {
    expect(await refusal(() => alice.transactions.watchTransaction(elodieTransactionId).next())).toEqual(notOwned);
    // The refusal also makes the client ask whether its own session still lives (GET /auth/sessions), and the
    // watch opens the browser's event stream (GET /events): neither is a poll.
    expect(t.seen.filter((request) => request.method === 'GET' && request.path !== '/auth/sessions' && request.path !== '/events')).toHaveLength(1);
  });
});
