import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { derToP1363, hexToBytes } from '@wallet-kit/key-store/encoding';
import { beforeAll, describe, expect, it } from 'vitest';
import { createContractChecker } from '../../../test/support/contract.js';
import { testSandbox, type TestSandbox } from './test-support/client.js';
import { documentForm, FILES } from './test-support/documents.js';

// ajv-formats is CommonJS; its default export arrives wrapped under some loaders.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule) as unknown as (ajv: Ajv2020) => void;

type Json = Record<string, unknown>;
interface Delivery {
  envelope: { id: string; type: string; timestamp: string; data: unknown };
  body: string;
  signature: string;
}

const { document } = createContractChecker();
const schemas = (document.components as Record<string, Record<string, Json>>).schemas!;
const webhooks = (document as unknown as { webhooks: Record<string, { post: { requestBody: { content: { 'application/json': { schema: { $ref: string } } } } } }> }).webhooks;

/** The types each webhook schema narrows `type` to, by schema name (reference OpenAPI: webhooks). */
const schemaOfType = new Map<string, string>();
for (const hook of Object.values(webhooks)) {
  const name = hook.post.requestBody.content['application/json'].schema.$ref.split('/').pop()!;
  for (const part of (schemas[name]!.allOf as Json[] | undefined) ?? []) {
    const types = ((part.properties as Record<string, { enum?: string[] }> | undefined)?.type?.enum ?? []);
    for (const type of types) schemaOfType.set(type, name);
  }
}
/** Every type the document names: the WebhookType enum. */
const ALL_TYPES = (schemas.WebhookType!.enum as string[]).slice();

/**
 * The one type the document names but lists under no webhook: its deliveries are checked against the
 * schema of the other VERIFICATION.* types, whose data it shares.
 */
const SCHEMALESS: Record<string, string> = { 'VERIFICATION.READY_FOR_VERIFICATION': 'VERIFICATION.IN_PROGRESS' };

let t: TestSandbox;
const deliveries: Delivery[] = [];
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema(document as unknown as Json, 'contract');
const validators = new Map<string, ValidateFunction>();
const validatorFor = (schema: string) => {
  let validate = validators.get(schema);
  if (!validate) validators.set(schema, (validate = ajv.compile({ $ref: `contract#/components/schemas/${schema}` })));
  return validate;
};

const call = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => t.call(method, path, { ...(body === undefined ? {} : { body }), headers });
const quote = async (source: string, destination: string, amount = 2_000) =>
  (await call('POST', '/quotes', { source: { sourceType: 'ACCOUNT', accountId: source }, destination: { destinationType: 'ACCOUNT', accountId: destination }, lockedCurrencySide: 'SENDING', lockedCurrencyAmount: amount })).body;
const receive = (senderUmaAddress: string) => call('POST', '/sandbox/uma/receive', { senderUmaAddress, customerId: t.world.alice.id, receivingCurrencyCode: 'USD', receivingCurrencyAmount: 1_500 });

/** Makes the sandbox go through every transition this area owns, each once at least. */
async function runEveryTransition(): Promise<void> {
  const world = t.sandbox.directory();
  const acme = world.customers.find((c) => c.platformCustomerId === 'biz-us-acme')!;
  const acmeUsd = acme.internalAccounts[0]!.id;
  // A payout that completes; INTERNAL_ACCOUNT.BALANCE_UPDATED on the debit.
  const payout = await quote(t.world.aliceUsd.id, t.world.external(t.world.alice.id, 'USD').id);
  await call('POST', `/quotes/${payout.id}/execute`);
  // A payout that waits for SCA, and one that waits until it expires.
  const waiting = await quote(t.world.elodieEur.id, t.world.external(t.world.elodie.id, 'EUR').id);
  await call('POST', `/quotes/${waiting.id}/execute`);
  t.sandbox.advanceClock(10 * 60_000);
  // A payout that fails and is refunded; another whose refund fails against a frozen account.
  t.sandbox.setScenarios({ payoutFailure: true });
  const failing = await quote(t.world.aliceUsd.id, t.world.external(t.world.alice.id, 'EUR').id);
  await call('POST', `/quotes/${failing.id}/execute`);
  const held = await call('POST', '/customers/external-accounts', { customerId: acme.id, currency: 'USD', accountInfo: { accountType: 'USD_ACCOUNT', accountNumber: '000777888999', routingNumber: '021000021', beneficiary: { beneficiaryType: 'BUSINESS', legalName: 'Acme Supplier' } } });
  const refundless = await quote(acmeUsd, held.body.id);
  await call('POST', `/quotes/${refundless.id}/execute`);
  await call('POST', `/sandbox/internal-accounts/${acmeUsd}/status`, { status: 'FROZEN' });
  t.sandbox.setScenarios({ payoutFailure: false });
  // Incoming UMA payments: credited, failed, returned, return failed.
  for (const sender of ['$success.usd@sandbox.uma.example', '$fail.usd@sandbox.uma.example', '$return.usd@sandbox.uma.example', '$returnfail.usd@sandbox.uma.example']) await receive(sender);
  // The platform's 200 to INCOMING_PAYMENT.PENDING approves them; it must arrive before the window closes.
  await t.sandbox.flushWebhooks();
  t.sandbox.advanceClock(5_000);
  t.sandbox.advanceClock(60_000);
  t.sandbox.advanceClock(2_000);
  // A wallet's ownership verified by liveness.
  const wallet = await call('POST', '/customers/external-accounts', { customerId: t.world.elodie.id, currency: 'USDC', ownershipType: 'FIRST_PARTY', accountInfo: { accountType: 'SPARK_WALLET', address: 'spark1pgssyuuuhnrrdjswal5c3s3rafw9w3y5dd4cjy3duxlf7hjzkp0rqx6dj6mrhu' } });
  await call('POST', `/customers/external-accounts/${wallet.body.id}/challenge`, { method: 'LIVENESS' });
  t.sandbox.advanceClock(10_000);
  // An invitation claimed.
  const invitation = await call('POST', '/invitations', { inviterUma: '$alice@sandbox.wallet-kit.dev' });
  await call('POST', `/invitations/${invitation.body.code}/claim`, { inviteeUma: '$bob@uma.example.com' });
  // An agent's action held for approval.
  const agent = await call('POST', '/agents', { name: 'Careful', customerId: t.world.alice.id, policy: { permissions: ['CREATE_QUOTES', 'EXECUTE_QUOTES'], defaultExecutionMode: 'APPROVAL_REQUIRED', spendingLimits: { currency: 'USD', perTransactionLimit: 100_000 } } });
  const token = (await t.call('POST', `/agents/device-codes/${agent.body.deviceCode.code}/redeem`, { auth: false })).body.accessToken as string;
  const agentQuote = await t.call('POST', '/agents/me/quotes', { auth: token, body: { source: { sourceType: 'ACCOUNT', accountId: t.world.aliceUsd.id }, destination: { destinationType: 'ACCOUNT', accountId: t.world.external(t.world.alice.id, 'USD').id }, lockedCurrencySide: 'SENDING', lockedCurrencyAmount: 1_000 } });
  await t.call('POST', `/agents/me/quotes/${agentQuote.body.id}/execute`, { auth: token });
  // The cards area's (issue 15): a card issued, its funding sources changed, purchases authorized, cleared in
  // parts, refunded, one whose confirmation fails (EXCEPTION), then frozen.
  const card = (await call('POST', '/cards', { cardholderId: t.world.alice.id, form: 'VIRTUAL', fundingSources: [t.world.aliceUsd.id] })).body.id as string;
  t.sandbox.advanceClock(1_000);
  await call('PATCH', `/cards/${card}`, { fundingSources: [t.world.aliceWallet.id, t.world.aliceUsd.id] });
  const simulate = (name: string, body: Json) => call('POST', `/sandbox/cards/${card}/simulate/${name}`, body);
  await simulate('authorization', { amount: 5_000, currency: { code: 'USD' }, merchant: { descriptor: 'BLUE BOTTLE COFFEE SF', mcc: '5814', country: 'US' } });
  await simulate('authorization', { amount: 10, currency: { code: 'USD' }, merchant: { descriptor: 'CONFIRMATION FAILS 006' } });
  const purchase = ((await call('GET', '/transactions?type=CARD&status=AUTHORIZED')).body.data as { id: string }[])[0]!.id;
  await simulate('clearing', { cardTransactionId: purchase, amount: 2_000 });
  await simulate('clearing', { cardTransactionId: purchase, amount: 3_000 });
  await simulate('return', { cardTransactionId: purchase, amount: 1_000 });
  await call('PATCH', `/cards/${card}`, { state: 'FROZEN' });
  await runOnboardingTransitions();
  // The test delivery.
  await call('POST', '/sandbox/webhooks/test');
  await t.sandbox.flushWebhooks();
}

const CONSENT = { acceptedAt: '2025-01-01T00:00:00Z', ipAddress: '198.51.100.24', termsVersion: 'V1', acceptanceMethod: 'CLICK_TO_ACCEPT' };
const ADDRESS = { line1: '1 Main St', city: 'Springfield', state: 'IL', postalCode: '62701', country: 'US' };

/**
 * The onboarding area's (issue 13): one person asked for a document, then ready, in review, held for a
 * person and approved; another rejected; two businesses through the hosted page, approved and rejected;
 * a CSV import that completes and one that fails.
 */
async function runOnboardingTransitions(): Promise<void> {
  const person = async (fullName: string) =>
    (await call('POST', '/customers', { customerType: 'INDIVIDUAL', region: 'US', fullName, birthDate: '1990-01-15', nationality: 'US', address: ADDRESS, identifier: '123-45-6789', endUserTermsConsent: CONSENT })).body.id as string;
  const passport = (holder: string) => t.call('POST', '/documents', { form: documentForm({ documentType: 'PASSPORT', country: 'US', documentHolder: holder }, { bytes: FILES.png(), name: 'passport.png', type: 'image/png' }) });
  const submit = async (customerId: string) => (await call('POST', '/verifications', { customerId })).body as { id: string; verificationStatus: string };
  const decide = (id: string, outcome: string) => call('POST', `/sandbox/verifications/${id}/decide`, { outcome });

  const jane = await person('Jane Smith');
  const asked = await submit(jane);
  await passport(jane);
  await submit(jane);
  await decide(asked.id, 'PENDING_MANUAL_REVIEW');
  await decide(asked.id, 'APPROVED');
  const max = await person('Max Mustermann');
  await passport(max);
  await decide((await submit(max)).id, 'REJECTED');

  const business = async (legalName: string, outcome: string) => {
    const id = (await call('POST', '/customers', { customerType: 'BUSINESS', businessInfo: { legalName, country: 'US', taxId: '47-1234567', incorporatedOn: '2018-03-14', countriesOfOperation: ['US'] }, address: ADDRESS, endUserTermsConsent: CONSENT })).body.id as string;
    const link = (await call('POST', `/customers/${id}/kyc-link`, {})).body as { token: string };
    await t.call('POST', `/sandbox/kyc/${link.token}`, { body: { outcome }, auth: false });
  };
  await business('Acme Corporation', 'APPROVED');
  await business('Shell Holdings', 'REJECTED');
  t.sandbox.advanceClock(5_000);

  const csv = (text: string) => {
    const form = new FormData();
    form.set('file', new File([text], 'customers.csv', { type: 'text/csv' }));
    return t.call('POST', '/customers/bulk/csv', { form });
  };
  await csv('umaAddress,platformCustomerId,customerType,fullName,birthDate,addressLine1,city,state,postalCode,country\r\nrita@uma.domain.com,rita-1,INDIVIDUAL,Rita Ora,1990-01-15,1 Road,Town,CA,94105,US');
  await csv('name,email\nJane,jane@example.com');
  t.sandbox.advanceClock(1_000);
}

beforeAll(async () => {
  t = await testSandbox({
    webhooks: {
      fetch: async (request) => {
        const body = await request.text();
        deliveries.push({ envelope: JSON.parse(body) as Delivery['envelope'], body, signature: request.headers.get('X-Service-Signature') ?? '' });
        return new Response(null, { status: 200 });
      },
    },
  });
  await call('PATCH', '/config', { webhookEndpoint: 'https://platform.example/hooks' });
  await runEveryTransition();
}, 60_000);

describe('every webhook type of the document, delivered and valid against its schema', () => {
  it('knows the document\'s 43 types (TEST included) and the schema of each one a webhook lists', () => {
    expect(ALL_TYPES).toHaveLength(43);
    expect(ALL_TYPES.filter((type) => !schemaOfType.has(type))).toEqual(['VERIFICATION.READY_FOR_VERIFICATION']);
  });

  for (const type of ALL_TYPES) {
    const schema = schemaOfType.get(type) ?? schemaOfType.get(SCHEMALESS[type] ?? '');
    it(`${type} is emitted on its transition, signed, and matches ${schema ?? 'its schema'}`, async () => {
      const delivered = deliveries.filter((d) => d.envelope.type === type);
      expect(delivered.length, `a delivery of ${type}`).toBeGreaterThan(0);
      const validate = validatorFor(schema!);
      for (const { envelope } of delivered) {
        const valid = validate(SCHEMALESS[type] === undefined ? envelope : { ...envelope, type: SCHEMALESS[type] });
        expect(valid ? [] : (validate.errors ?? []).slice(0, 5).map((e) => `${e.instancePath} ${e.message ?? ''} ${JSON.stringify(e.params)}`), `${type} ${envelope.id}`).toEqual([]);
        expect(envelope.id).toMatch(/^Webhook:/);
      }
      const { s } = JSON.parse(delivered[0]!.signature) as { s: string };
      const key = await crypto.subtle.importKey('raw', hexToBytes(t.sandbox.enclaveKeys.webhook), { name: 'ECDSA', namedCurve: 'P-256' }, false, ['verify']);
      expect(await crypto.subtle.verify({ name: 'ECDSA', hash: 'SHA-256' }, key, derToP1363(new Uint8Array(Buffer.from(s, 'base64'))), new TextEncoder().encode(delivered[0]!.body))).toBe(true);
    });
  }

  it('sends no type outside the document', () => {
    expect(deliveries.map((d) => d.envelope.type).filter((type) => !ALL_TYPES.includes(type))).toEqual([]);
  });
});
