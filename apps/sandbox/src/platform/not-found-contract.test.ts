import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContractChecker } from '../../../../test/support/contract.js';
import { documentForm, FILES } from '../test-support/documents.js';
import { testSandbox, type Answer, type CallOptions, type TestSandbox } from '../test-support/client.js';

type Correction = { code: string; resource: string; reason: string };
type Operation = { responses?: Record<string, { 'x-corrections'?: Correction[] }> };
type ErrorSchema = { 'x-document-codes': string[] };

const { document } = createContractChecker();
const DOCUMENT_404 = (document.components.schemas as Record<string, ErrorSchema>).Error404!['x-document-codes'];

/** A well-formed id of `type` that no record has. */
const missing = (type: string) => `${type}:00000000-0000-4000-8000-00000000dead`;

/** The id type a path parameter names, by its name or the segment before it. */
const PARAMETER_TYPES: Record<string, string> = {
  customerId: 'Customer', transactionId: 'Transaction', quoteId: 'Quote', agentId: 'Agent', actionId: 'AgentAction', externalAccountId: 'ExternalAccount',
  beneficialOwnerId: 'BeneficialOwner', documentId: 'Document', jobId: 'Job', stablecoinId: 'Stablecoin', stablecoinOperationId: 'StablecoinOperation',
  stablecoinProviderAccountId: 'StablecoinProviderAccount', tokenId: 'Token', verificationId: 'Verification', credentialId: 'AuthMethod', resetId: 'ScaReset',
};
const SEGMENT_TYPES: Record<string, string> = { cards: 'Card', credentials: 'AuthMethod', sessions: 'Session', 'delegated-keys': 'DelegatedKey', 'internal-accounts': 'InternalAccount', 'external-account': 'ExternalAccount' };
const WORDS: Record<string, string> = { receiverUmaAddress: '$nobody@nowhere.example', code: 'NOPE1234', token: 'NOPE1234', invitationCode: 'NOPE1234' };

function fill(template: string): string {
  const segments = template.split('/');
  return segments
    .map((segment, i) => {
      if (!segment.startsWith(':')) return segment;
      const name = segment.slice(1);
      return encodeURIComponent(WORDS[name] ?? missing(PARAMETER_TYPES[name] ?? SEGMENT_TYPES[segments[i - 1]!] ?? SEGMENT_TYPES[segments[i - 2]!] ?? 'Unknown'));
    })
    .join('/');
}

let t: TestSandbox;
let agentToken: string;

/** Bodies that pass validation, so an unknown id in the path is what the answer is about. */
const PATH_BODIES = (): Record<string, unknown> => ({
  'POST /customers/external-accounts/:externalAccountId/challenge': { method: 'WALLET_SIGNATURE' },
  'POST /platform/external-accounts/:externalAccountId/challenge': { method: 'WALLET_SIGNATURE' },
  'POST /customers/external-accounts/:externalAccountId/verify': { signature: '0x00' },
  'POST /platform/external-accounts/:externalAccountId/verify': { signature: '0x00' },
  'POST /customers/external-accounts/:externalAccountId/trust/confirm': { code: '123456' },
  'POST /customers/external-accounts/:externalAccountId/untrust/confirm': { code: '123456' },
  'POST /sandbox/internal-accounts/:accountId/fund': { amount: 100 },
  'POST /sandbox/internal-accounts/:accountId/status': { status: 'FROZEN' },
  'POST /sandbox/verifications/:verificationId/decide': { outcome: 'APPROVED' },
  'POST /sandbox/kyc/:token': { outcome: 'APPROVED' },
  'PATCH /customers/:customerId': { customerType: 'INDIVIDUAL', fullName: 'Nobody' },
  'POST /customers/:customerId/verify-email/confirm': { code: '123456' },
  'POST /customers/:customerId/verify-phone/confirm': { code: '123456' },
  'POST /invitations/:invitationCode/claim': { inviteeUma: '$someone@sandbox.wallet-kit.dev' },
  'POST /stablecoins/:stablecoinId/mints': { amount: '1000000', fundingSource: { type: 'WIRE' }, destination: { accountId: t.world.platformUsd.id } },
  'POST /stablecoins/:stablecoinId/burns': { amount: '1000000', source: { type: 'EXTERNAL_ACCOUNT' }, destination: { type: 'EXTERNAL_ACCOUNT', externalAccountId: t.world.external(t.world.alice.id, 'USD').id, rail: 'ACH_CREDIT' } },
});

/** Operations with no id in their path whose body (or query) names a record: one probe each, naming one that does not exist. */
const BODY_PROBES = (): Record<string, CallOptions & { query?: string }> => {
  const owner = { firstName: 'Jane', lastName: 'Founder', birthDate: '1980-02-02', nationality: 'US', address: { line1: '1 Main St', city: 'Austin', postalCode: '78701', country: 'US' }, idType: 'SSN', identifier: '123-45-6789' };
  const usdBank = t.world.external(t.world.alice.id, 'USD').id;
  const customer = `customerId=${missing('Customer')}`;
  return {
    'POST /auth/credentials': { body: { type: 'SMS_OTP', accountId: missing('InternalAccount') } },
    'POST /auth/delegated-keys': { body: { cardId: missing('Card'), internalAccountId: t.world.aliceWallet.id, nickname: 'Card payments' } },
    'POST /beneficial-owners': { body: { customerId: missing('Customer'), roles: ['UBO'], ownershipPercentage: 50, personalInfo: owner } },
    'POST /crypto/estimate-withdrawal-fee': { body: { internalAccountId: missing('InternalAccount'), currency: 'USDC', cryptoNetwork: 'SOLANA', amount: 1_000_000, destinationAddress: '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV' } },
    'POST /documents': { form: documentForm({ documentType: 'PASSPORT', country: 'US', documentHolder: missing('Customer') }, { bytes: FILES.png(), name: 'passport.png', type: 'image/png' }) },
    'POST /sandbox/send': { body: { quoteId: missing('Quote'), currencyCode: 'USD', currencyAmount: 1 } },
    'POST /sandbox/uma/receive': { body: { senderUmaAddress: '$nobody@nowhere.example', customerId: t.world.alice.id, receivingCurrencyCode: 'USD', receivingCurrencyAmount: 1 } },
    'GET /sca/factors': { query: customer },
    'POST /sca/factors': { query: customer, body: { type: 'TOTP' } },
    'POST /sca/factors/confirm': { query: customer, body: { type: 'TOTP', code: '123456' } },
    'POST /sca/factors/reset': { query: customer, body: {} },
    'POST /sca/login/start': { query: customer, body: { factor: 'SMS_OTP' } },
    'POST /sca/login/complete': { query: customer, body: { code: '123456' } },
    'POST /sca/record-event': { query: customer, body: { eventType: 'PASSWORD_RESET' } },
    'POST /stablecoins': { body: { providerTokenIdentifier: 'ACME', networkTokenIdentifier: 'btkn1qw508d6qejxtdg4y5r3zarvary0c5xw7k', network: 'SPARK', stablecoinProviderAccountId: missing('StablecoinProviderAccount') } },
    'POST /transfer-out': { body: { source: { accountId: missing('InternalAccount') }, destination: { accountId: usdBank }, amount: 100 } },
    'POST /transfer-in': { body: { source: { accountId: usdBank }, destination: { accountId: missing('InternalAccount') }, amount: 100 } },
    'POST /verifications': { body: { customerId: missing('Customer') } },
    'POST /agents/me/transfer-out': { auth: agentToken, body: { source: { accountId: missing('InternalAccount') }, destination: { accountId: usdBank }, amount: 100 } },
    'POST /agents/me/transfer-in': { auth: agentToken, body: { source: { accountId: usdBank }, destination: { accountId: missing('InternalAccount') }, amount: 100 } },
  };
};

/** Every 404 the walk met: the operation (as the contract names it) and the code. */
const met: { operation: string; code: string; answer: Answer }[] = [];
let calls = 0;
/** A creation needs its Idempotency-Key before anything else is read: each call brings a fresh one. */
const fresh = (options: CallOptions): CallOptions => ({ ...options, headers: { 'Idempotency-Key': `walk-${(calls += 1)}`, ...options.headers } });
const contractOperation = (method: string, template: string) => `${method} ${template.replace(/:([A-Za-z]+)/g, '{$1}')}`;

beforeAll(async () => {
  t = await testSandbox();
  const agent = await t.call('POST', '/agents', { body: { name: 'Walker', customerId: t.world.alice.id, policy: { permissions: ['CREATE_QUOTES', 'EXECUTE_QUOTES', 'VIEW_TRANSACTIONS', 'CREATE_TRANSFERS', 'MANAGE_EXTERNAL_ACCOUNTS'], defaultExecutionMode: 'AUTO', spendingLimits: { currency: 'USD', perTransactionLimit: 50_000 } } } });
  agentToken = (await t.call('POST', `/agents/device-codes/${agent.body.deviceCode.code}/redeem`, { auth: false })).body.accessToken as string;
  const record = (method: string, template: string, answer: Answer) => {
    if (answer.status === 404 && typeof answer.body.code === 'string') met.push({ operation: contractOperation(method, template), code: answer.body.code, answer });
  };
  const bodies = PATH_BODIES();
  // The card processor's embed page answers HTML, not the error envelope.
  for (const route of t.sandbox.routes.filter((r) => r.path.includes(':') && !r.path.startsWith('/sandbox/cards/embed/'))) {
    const key = `${route.method} ${route.path}`;
    const auth = route.path.startsWith('/agents/me/') ? { auth: agentToken } : {};
    const body = route.method === 'GET' || route.method === 'DELETE' ? {} : { body: bodies[key] ?? {} };
    // Once for a customer nobody has, once for one who exists (the SCA routes read it from the query).
    for (const customerId of [missing('Customer'), t.world.elodie.id]) record(route.method, route.path, await t.call(route.method, `${fill(route.path)}?customerId=${encodeURIComponent(customerId)}`, fresh({ ...auth, ...body })));
  }
  for (const [operation, { query, ...options }] of Object.entries(BODY_PROBES())) {
    const [method, path] = operation.split(' ') as [string, string];
    record(method, path, await t.call(method, query ? `${path}?${query}` : path, fresh(options)));
  }
}, 300_000);
afterAll(() => t.close());

/** The NOT_FOUND corrections the contract lists on an operation's 404 answer. */
function notFoundCorrections(operation: string): Correction[] {
  const [method, path] = operation.split(' ') as [string, string];
  const found = document.paths[path]?.[method.toLowerCase()] as Operation | undefined;
  return (found?.responses?.['404']?.['x-corrections'] ?? []).filter((correction) => correction.code === 'NOT_FOUND');
}

describe('every 404 the sandbox answers, walked over its route table', () => {
  it('meets the 404 of every operation with an id in its path, and of every one whose body names a record', () => {
    const operations = new Set(met.map((m) => m.operation));
    const documented = Object.entries(document.paths).flatMap(([path, item]) => Object.entries(item).filter(([method, op]) => method !== 'parameters' && (op as Operation).responses?.['404']).map(([method]) => `${method.toUpperCase()} ${path}`));
    // Cards' embed page answers HTML; the rest of the document's 404s are all met.
    expect(documented.filter((operation) => !operations.has(operation) && operation !== 'GET /sandbox/cards/embed/{token}')).toEqual([]);
  });

  it('answers with the document\'s own 404 code wherever one fits, NOT_FOUND only where the contract lists the resource as a correction', () => {
    const outside = met.filter(({ operation, code }) => !DOCUMENT_404.includes(code) && !(code === 'NOT_FOUND' && notFoundCorrections(operation).length > 0));
    expect(outside.map(({ operation, code, answer }) => `${operation}: ${code} (${answer.body.reason})`)).toEqual([]);
  });

  it('lists each NOT_FOUND correction with its resource and reason on an operation that answers it', () => {
    const answering = new Set(met.filter((m) => m.code === 'NOT_FOUND').map((m) => m.operation));
    const listed = Object.entries(document.paths).flatMap(([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`)).filter((operation) => notFoundCorrections(operation).length > 0);
    expect(listed.filter((operation) => !answering.has(operation)), 'listed, never answered').toEqual([]);
    for (const operation of listed) {
      for (const correction of notFoundCorrections(operation)) {
        expect(correction.resource, operation).toBeTruthy();
        expect(correction.reason.length, operation).toBeGreaterThan(40);
      }
    }
  });
});
