import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { testSandbox, type TestSandbox } from './test-support/client.js';

// Every creation that takes an Idempotency-Key, sent five times at once with one key over real HTTP: one thing is
// made and all five receive the first answer. The table is held to the document: each operation whose parameters
// name the header has a row (plus POST /cards, which the document leaves without it and the service honours).
const COPIES = 5;

type Parameter = { name?: string; in?: string };
const contract = parse(readFileSync(new URL('../../../packages/contract/openapi.yaml', import.meta.url), 'utf8')) as { paths: Record<string, Record<string, { parameters?: Parameter[] }>> };
const documented = Object.entries(contract.paths).flatMap(([path, operations]) =>
  Object.entries(operations)
    .filter(([, operation]) => operation.parameters?.some((p) => p.in === 'header' && p.name === 'Idempotency-Key'))
    .map(([method]) => `${method.toUpperCase()} ${path}`),
);

/** One creation: the request to repeat, and how many of what it makes exist (to see that one was made). */
interface Creation {
  path: string;
  body?: unknown;
  auth?: string;
  /** Absent for a KYC link, which is kept by its token only: one answer for all is one link. */
  made?: () => Promise<number>;
}

let t: TestSandbox;
let keys = 0;
const key = () => `key-${(keys += 1)}`;
const listed = async (path: string, auth?: string) => ((await t.call('GET', path, auth === undefined ? {} : { auth })).body.data as unknown[]).length;
const transactions = () => Promise.resolve(t.sandbox.inspect.transactions({ limit: 1000 }).length);
const post = async (path: string, body: unknown, headers: Record<string, string> = {}) => {
  const answer = await t.call('POST', path, { body, headers });
  if (answer.status >= 300) throw new Error(`${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
};

async function agentToken(permissions: string[]): Promise<string> {
  const policy = { permissions, defaultExecutionMode: 'AUTO', spendingLimits: { currency: 'USD', perTransactionLimit: 50_000 }, approvalThresholds: { currency: 'USD', amount: 10_000 } };
  const created = await post('/agents', { name: 'Helper', customerId: t.world.alice.id, policy });
  return (await t.call('POST', `/agents/device-codes/${created.deviceCode.code}/redeem`, { auth: false })).body.accessToken as string;
}

const quoteToBank = () => ({ source: { sourceType: 'ACCOUNT', accountId: t.world.aliceUsd.id }, destination: { destinationType: 'ACCOUNT', accountId: t.world.external(t.world.alice.id, 'USD').id }, lockedCurrencySide: 'SENDING', lockedCurrencyAmount: 1_000 });
const toBank = () => ({ source: { accountId: t.world.aliceUsd.id }, destination: { accountId: t.world.external(t.world.alice.id, 'USD').id }, amount: 700 });
const fromBank = () => ({ source: { accountId: t.world.external(t.world.alice.id, 'USD').id }, destination: { accountId: t.world.aliceUsd.id }, amount: 700 });

async function liveStablecoin(): Promise<string> {
  if ((await listed('/stablecoin-provider-accounts')) === 0) await post('/stablecoin-provider-accounts', { provider: 'BRALE', apiClientId: 'client-0', apiClientSecret: 'secret-123456' }, { 'Idempotency-Key': key() });
  const stablecoin = await post('/stablecoins', { providerTokenIdentifier: `T${keys}`, networkTokenIdentifier: 'btkn1qw508d6qejxtdg4y5r3zarvary0c5xw7k', network: 'SPARK' }, { 'Idempotency-Key': key() });
  t.sandbox.advanceClock(10_000);
  return stablecoin.id as string;
}
const platformAccount = (currency: string, accountInfo: Record<string, unknown>) => post('/platform/external-accounts', { currency, accountInfo }).then((account) => account.id as string);

const creations: Record<string, () => Promise<Creation>> = {
  'POST /customers/{customerId}/kyc-link': () => Promise.resolve({ path: `/customers/${t.world.alice.id}/kyc-link`, body: {} }),
  'POST /transfer-in': () => Promise.resolve({ path: '/transfer-in', body: fromBank(), made: transactions }),
  'POST /transfer-out': () => Promise.resolve({ path: '/transfer-out', body: toBank(), made: transactions }),
  'POST /quotes': () => Promise.resolve({ path: '/quotes', body: quoteToBank(), made: () => Promise.resolve(t.sandbox.inspect.quoteCount()) }),
  'POST /quotes/{quoteId}/execute': async () => {
    const quote = await post('/quotes', quoteToBank());
    return { path: `/quotes/${quote.id}/execute`, made: transactions };
  },
  'POST /agents/me/quotes': async () => ({ path: '/agents/me/quotes', auth: await agentToken(['CREATE_QUOTES']), body: quoteToBank(), made: () => Promise.resolve(t.sandbox.inspect.quoteCount()) }),
  'POST /agents/me/quotes/{quoteId}/execute': async () => {
    const auth = await agentToken(['CREATE_QUOTES', 'EXECUTE_QUOTES']);
    const quote = (await t.call('POST', '/agents/me/quotes', { auth, body: quoteToBank() })).body;
    return { path: `/agents/me/quotes/${quote.id}/execute`, auth, made: () => listed('/agents/me/actions?limit=100', auth) };
  },
  'POST /agents/me/transfer-in': async () => {
    const auth = await agentToken(['CREATE_TRANSFERS']);
    return { path: '/agents/me/transfer-in', auth, body: fromBank(), made: () => listed('/agents/me/actions?limit=100', auth) };
  },
  'POST /agents/me/transfer-out': async () => {
    const auth = await agentToken(['CREATE_TRANSFERS']);
    return { path: '/agents/me/transfer-out', auth, body: toBank(), made: () => listed('/agents/me/actions?limit=100', auth) };
  },
  'POST /stablecoin-provider-accounts': () => Promise.resolve({ path: '/stablecoin-provider-accounts', body: { provider: 'BRALE', apiClientId: 'client-1', apiClientSecret: 'secret-123456' }, made: () => listed('/stablecoin-provider-accounts') }),
  'POST /stablecoins': async () => {
    await liveStablecoin();
    return { path: '/stablecoins', body: { providerTokenIdentifier: 'ONCE', networkTokenIdentifier: 'btkn1qw508d6qejxtdg4y5r3zarvary0c5xw7k', network: 'SPARK' }, made: () => listed('/stablecoins?limit=100') };
  },
  'POST /stablecoins/{stablecoinId}/mints': async () => {
    const id = await liveStablecoin();
    const wallet = await platformAccount('USDC', { accountType: 'SPARK_WALLET', address: 'spark1pgssyuuuhnrrdjswal5c3s3rafw9w3y5dd4cjy3duxlf7hjzkp0rqx6dj6mrhu' });
    return { path: `/stablecoins/${id}/mints`, body: { amount: '1000000', fundingSource: { type: 'WIRE' }, destination: { accountId: wallet } }, made: () => listed(`/stablecoins/${id}/operations?limit=100`) };
  },
  'POST /stablecoins/{stablecoinId}/burns': async () => {
    const id = await liveStablecoin();
    const bank = await platformAccount('USD', { accountType: 'USD_ACCOUNT', accountNumber: '000555666777', routingNumber: '021000021', paymentRails: ['ACH', 'WIRE'], beneficiary: { beneficiaryType: 'BUSINESS', legalName: 'Acme Treasury' } });
    return { path: `/stablecoins/${id}/burns`, body: { amount: '1000000', source: { type: 'EXTERNAL_ACCOUNT' }, destination: { type: 'EXTERNAL_ACCOUNT', externalAccountId: bank, rail: 'ACH_CREDIT' } }, made: () => listed(`/stablecoins/${id}/operations?limit=100`) };
  },
  'POST /cards': () => Promise.resolve({ path: '/cards', body: { cardholderId: t.world.alice.id, form: 'VIRTUAL', fundingSources: [t.world.aliceUsd.id] }, made: () => listed(`/cards?cardholderId=${t.world.alice.id}&limit=100`) }),
};

beforeAll(async () => {
  t = await testSandbox({ http: true });
});
afterAll(() => t.close());

describe(`${COPIES} creations sent at once with one Idempotency-Key`, () => {
  it('cover every operation the document gives the header, and POST /cards', () => {
    expect(Object.keys(creations).sort()).toEqual([...documented, 'POST /cards'].sort());
  });

  it.each(Object.keys(creations))('%s: makes one, and all receive the first answer', async (operation) => {
    const creation = await creations[operation]!();
    const before = await creation.made?.();
    const headers = { 'Idempotency-Key': key() };
    const answers = await Promise.all(Array.from({ length: COPIES }, () => t.call('POST', creation.path, { headers, ...(creation.body === undefined ? {} : { body: creation.body }), ...(creation.auth === undefined ? {} : { auth: creation.auth }) })));
    expect(answers[0]!.status, JSON.stringify(answers[0]!.body)).toBeLessThan(300);
    expect(answers.map((answer) => `${answer.status} ${JSON.stringify(answer.body)}`)).toEqual(Array.from({ length: COPIES }, () => `${answers[0]!.status} ${JSON.stringify(answers[0]!.body)}`));
    expect(answers.filter((answer) => answer.headers.get('Idempotent-Replayed') === 'true')).toHaveLength(COPIES - 1);
    if (creation.made) expect(await creation.made()).toBe(before! + 1);
  });
});
