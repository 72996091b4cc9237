import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testSandbox, type TestSandbox } from '../../test-support/client.js';
import { documentForm, FILES } from '../../test-support/documents.js';
import { webhookReceiver } from '../../test-support/webhooks.js';

let t: TestSandbox;
let hooks: ReturnType<typeof webhookReceiver>;
beforeEach(async () => {
  hooks = webhookReceiver();
  t = await testSandbox({ webhooks: { fetch: hooks.fetch } });
  await t.call('PATCH', '/config', { body: { webhookEndpoint: 'https://platform.example/hooks' } });
});
afterEach(async () => {
  await t.sandbox.flushWebhooks();
  expect(hooks.problems).toEqual([]);
  t.sandbox.close();
});

const CONSENT = { acceptedAt: '2025-01-01T00:00:00Z', ipAddress: '198.51.100.24', termsVersion: 'V1', acceptanceMethod: 'CLICK_TO_ACCEPT' };
const ADDRESS = { line1: '1 Main St', city: 'Springfield', state: 'IL', postalCode: '62701', country: 'US' };
const upload = (holder: string, documentType: string, country = 'US') =>
  t.call('POST', '/documents', { form: documentForm({ documentType, country, documentHolder: holder }, { bytes: FILES.png(), name: `${documentType.toLowerCase()}.png`, type: 'image/png' }) });
const submit = (customerId: string) => t.call('POST', '/verifications', { body: { customerId } });
const customer = async (id: string) => (await t.call('GET', `/customers/${id}`)).body;
const accountStates = async (id: string) => ((await t.call('GET', `/customers/internal-accounts?customerId=${id}`)).body.data as { status: string }[]).map((a) => a.status);

/** A US individual with everything KYC needs but the identity document. */
async function readyIndividual(extra: Record<string, unknown> = {}) {
  return (await t.call('POST', '/customers', { body: { customerType: 'INDIVIDUAL', region: 'US', fullName: 'Jane Smith', birthDate: '1990-01-15', nationality: 'US', address: ADDRESS, identifier: '123-45-6789', endUserTermsConsent: CONSENT, ...extra } })).body as { id: string };
}

async function payFrom(customerId: string) {
  const fiat = ((await t.call('GET', `/customers/internal-accounts?customerId=${customerId}&type=INTERNAL_FIAT`)).body.data as { id: string }[])[0]!;
  await t.sandbox.fund(fiat.id, 10_000);
  return t.call('POST', '/quotes', { body: { source: { sourceType: 'ACCOUNT', accountId: fiat.id }, destination: { destinationType: 'ACCOUNT', accountId: t.world.aliceUsd.id }, lockedCurrencySide: 'SENDING', lockedCurrencyAmount: 1_000 } });
}

describe('KYC through the API', () => {
  it('names what is missing, then reviews, approves, opens the accounts and lets money move', async () => {
    const bare = (await t.call('POST', '/customers', { body: { customerType: 'INDIVIDUAL', region: 'US', endUserTermsConsent: CONSENT } })).body;
    const first = await submit(bare.id);
    expect(first.body.verificationStatus).toBe('RESOLVE_ERRORS');
    expect(first.body.errors.map((e: { type: string; field?: string }) => e.field ?? e.type)).toEqual(['customer.fullName', 'customer.birthDate', 'customer.nationality', 'customer.address.line1', 'customer.identifier', 'MISSING_IDENTITY_DOCUMENT']);
    expect(first.body.errors.at(-1)).toMatchObject({ resourceId: bare.id, acceptedDocumentTypes: ['PASSPORT', 'DRIVERS_LICENSE', 'NATIONAL_ID'] });

    await t.call('PATCH', `/customers/${bare.id}`, { body: { customerType: 'INDIVIDUAL', fullName: 'Jane Smith', birthDate: '1990-01-15', nationality: 'US', address: ADDRESS, identifier: '123-45-6789' } });
    const passport = (await upload(bare.id, 'PASSPORT')).body;
    const second = await submit(bare.id);
    expect(second.body).toMatchObject({ id: first.body.id, verificationStatus: 'IN_PROGRESS', errors: [] });
    expect((await customer(bare.id)).kycStatus).toBe('PENDING');
    expect((await t.call('DELETE', `/documents/${passport.id}`)).status).toBe(409);
    expect(await payFrom(bare.id)).toMatchObject({ status: 403, body: { code: 'USER_NOT_READY' } });

    t.sandbox.advanceClock(5_000);
    expect((await t.call('GET', `/verifications/${first.body.id}`)).body.verificationStatus).toBe('APPROVED');
    expect((await customer(bare.id)).kycStatus).toBe('APPROVED');
    expect(await accountStates(bare.id)).toEqual(['ACTIVE', 'ACTIVE']);
    expect((await payFrom(bare.id)).status).toBe(201);
    await t.sandbox.flushWebhooks();
    expect(hooks.types('VERIFICATION.')).toEqual(['VERIFICATION.RESOLVE_ERRORS', 'VERIFICATION.READY_FOR_VERIFICATION', 'VERIFICATION.IN_PROGRESS', 'VERIFICATION.APPROVED']);
    expect(hooks.types('CUSTOMER.')).toEqual(['CUSTOMER.KYC_PENDING', 'CUSTOMER.KYC_APPROVED']);
    // Both accounts opened (the payment after adds its BALANCE_UPDATED events).
    expect(hooks.types('INTERNAL_ACCOUNT.STATUS')).toEqual(['INTERNAL_ACCOUNT.STATUS_UPDATED', 'INTERNAL_ACCOUNT.STATUS_UPDATED']);
    expect(hooks.events.find((e) => e.type === 'CUSTOMER.KYC_APPROVED')!.data).toMatchObject({ id: bare.id, kycStatus: 'APPROVED' });
  });

  it('ends as the scenario says: rejected, the customer cannot move money', async () => {
    t.sandbox.setScenarios({ verificationOutcome: 'REJECTED' });
    const jane = await readyIndividual();
    await upload(jane.id, 'PASSPORT');
    const started = (await submit(jane.id)).body;
    t.sandbox.advanceClock(5_000);
    expect((await t.call('GET', `/verifications/${started.id}`)).body).toMatchObject({ verificationStatus: 'REJECTED', errors: [{ type: 'APPLICANT_REJECTED', resourceId: jane.id }] });
    expect((await customer(jane.id)).kycStatus).toBe('REJECTED');
    expect(await accountStates(jane.id)).toEqual(['PENDING', 'PENDING']);
    expect((await payFrom(jane.id)).body.code).toBe('USER_NOT_READY');
    await t.sandbox.flushWebhooks();
    expect(hooks.types('CUSTOMER.')).toEqual(['CUSTOMER.KYC_PENDING', 'CUSTOMER.KYC_REJECTED']);
  });

  it('asks for more documents: the customer is on hold, the unreadable one is named, and a replacement goes through', async () => {
    t.sandbox.setScenarios({ verificationOutcome: 'RESOLVE_ERRORS' });
    const jane = await readyIndividual();
    const passport = (await upload(jane.id, 'PASSPORT')).body;
    const started = (await submit(jane.id)).body;
    t.sandbox.advanceClock(5_000);
    const asked = (await t.call('GET', `/verifications/${started.id}`)).body;
    expect(asked).toMatchObject({ verificationStatus: 'RESOLVE_ERRORS', errors: [{ type: 'POOR_QUALITY_DOCUMENT', resourceId: passport.id }] });
    expect((await customer(jane.id)).kycStatus).toBe('HOLD');
    expect((await submit(jane.id)).body.errors).toEqual([expect.objectContaining({ type: 'POOR_QUALITY_DOCUMENT', resourceId: passport.id })]);

    t.sandbox.setScenarios({ verificationOutcome: 'APPROVED' });
    await t.call('PUT', `/documents/${passport.id}`, { form: documentForm({ documentType: 'PASSPORT', country: 'US' }, { bytes: FILES.jpeg(), name: 'clear.jpg', type: 'image/jpeg' }) });
    expect((await submit(jane.id)).body).toMatchObject({ id: started.id, verificationStatus: 'IN_PROGRESS' });
    t.sandbox.advanceClock(5_000);
    expect((await customer(jane.id)).kycStatus).toBe('APPROVED');
  });

  it('moves a verification to any outcome by the sandbox control, with the reasons given, and never out of a final one', async () => {
    t.sandbox.setScenarios({ verificationOutcome: 'PENDING_MANUAL_REVIEW' });
    const jane = await readyIndividual();
    await upload(jane.id, 'PASSPORT');
    const started = (await submit(jane.id)).body;
    t.sandbox.advanceClock(5_000);
    expect((await t.call('GET', `/verifications/${started.id}`)).body.verificationStatus).toBe('PENDING_MANUAL_REVIEW');
    expect((await submit(jane.id)).body.verificationStatus).toBe('PENDING_MANUAL_REVIEW');
    const rejected = await t.call('POST', `/sandbox/verifications/${started.id}/decide`, { body: { outcome: 'REJECTED', errors: [{ type: 'APPLICANT_SANCTIONED', reason: 'Listed on a sanctions list.' }] } });
    expect(rejected.body).toMatchObject({ verificationStatus: 'REJECTED', errors: [{ type: 'APPLICANT_SANCTIONED', reason: 'Listed on a sanctions list.', resourceId: jane.id }] });
    expect((await t.call('POST', `/sandbox/verifications/${started.id}/decide`, { body: { outcome: 'APPROVED' } })).body.code).toBe('INVALID_STATE_TRANSITION');
    expect((await t.call('POST', `/sandbox/verifications/${started.id}/decide`, { body: { outcome: 'MAYBE' } })).status).toBe(400);
    const again = (await submit(jane.id)).body;
    expect(again.id).not.toBe(started.id);
    expect((await t.call('POST', `/sandbox/verifications/${again.id}/decide`, { body: { outcome: 'APPROVED' } })).body.verificationStatus).toBe('APPROVED');
    expect((await customer(jane.id)).kycStatus).toBe('APPROVED');
  });

  it('lists verifications by customer and status, newest first', async () => {
    const jane = await readyIndividual();
    const bare = (await t.call('POST', '/customers', { body: { customerType: 'INDIVIDUAL' } })).body;
    await upload(jane.id, 'PASSPORT');
    const janes = (await submit(jane.id)).body;
    const bares = (await submit(bare.id)).body;
    const ids = async (query: string) => ((await t.call('GET', `/verifications?${query}`)).body.data as { id: string }[]).map((v) => v.id);
    expect(await ids('')).toEqual([bares.id, janes.id]);
    expect(await ids(`customerId=${jane.id}`)).toEqual([janes.id]);
    expect(await ids('verificationStatus=RESOLVE_ERRORS')).toEqual([bares.id]);
    expect((await t.call('GET', '/verifications?verificationStatus=DONE')).status).toBe(400);
    expect((await t.call('GET', '/verifications/Verification:00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await submit('Customer:00000000-0000-4000-8000-000000000000')).body.code).toBe('USER_NOT_FOUND');
  });
});

describe('the hosted KYC link', () => {
  const hosted = (url: string, init?: RequestInit) => t.sandbox.fetch(new Request(url, init));

  it('waits for contact verification in an SCA region, then opens a single-use page whose choice decides the review', async () => {
    const nina = (await t.call('POST', '/customers', { body: { customerType: 'INDIVIDUAL', region: 'FR', email: 'nina@example.fr', phoneNumber: '+33612340000', fullName: 'Nina Durand' } })).body;
    expect((await t.call('POST', `/customers/${nina.id}/kyc-link`, { body: {} })).status).toBe(409);
    for (const channel of ['email', 'phone']) {
      await t.call('POST', `/customers/${nina.id}/verify-${channel}`);
      await t.call('POST', `/customers/${nina.id}/verify-${channel}/confirm`, { body: { code: '123456' } });
    }
    const link = await t.call('POST', `/customers/${nina.id}/kyc-link`, { body: { redirectUri: 'https://platform.example/onboarding/done' } });
    expect(link).toMatchObject({ status: 201, body: { kycUrl: expect.stringMatching(/\/2025-10-13\/sandbox\/kyc\/[\w-]+$/), provider: 'SUMSUB', token: expect.any(String), expiresAt: expect.any(String) } });
    expect((await customer(nina.id)).kycStatus).toBe('UNVERIFIED');

    const page = await hosted(link.body.kycUrl);
    expect(page.headers.get('Content-Security-Policy')).toContain("default-src 'none'");
    expect(await page.text()).toContain('Nina Durand');
    const done = await hosted(link.body.kycUrl, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'outcome=RESOLVE_ERRORS' });
    expect(done.status).toBe(303);
    expect(done.headers.get('Location')).toBe('https://platform.example/onboarding/done');
    expect((await hosted(link.body.kycUrl)).status).toBe(404);
    expect((await customer(nina.id)).kycStatus).toBe('PENDING');
    t.sandbox.advanceClock(5_000);
    expect((await customer(nina.id)).kycStatus).toBe('HOLD');
    const latest = (await t.call('GET', `/verifications?customerId=${nina.id}`)).body.data[0];
    expect(latest).toMatchObject({ verificationStatus: 'RESOLVE_ERRORS', errors: [{ type: 'MISSING_IDENTITY_DOCUMENT' }] });
  });

  it('reads as a person would: "identity check", the customer by name or not at all, never the platform\'s id', async () => {
    const unnamed = (await t.call('POST', '/customers', { body: { customerType: 'INDIVIDUAL', region: 'US', platformCustomerId: 'demo-1328c7f0' } })).body as { id: string };
    const link = (await t.call('POST', `/customers/${unnamed.id}/kyc-link`, { body: {} })).body;
    const page = await hosted(link.kycUrl);
    const html = await page.text();
    expect(html).toContain('Sandbox identity check');
    expect(html).not.toMatch(/KYC|demo-1328c7f0/);
    // Its own icon, allowed by its policy: no browser asks for /favicon.ico, which the policy would refuse.
    expect(html).toContain('<link rel="icon" href="data:,">');
    expect(page.headers.get('Content-Security-Policy')).toContain('img-src data:');
  });

  it('completes once when the same completion arrives many times at once, and expires after an hour', async () => {
    const jane = await readyIndividual();
    const link = (await t.call('POST', `/customers/${jane.id}/kyc-link`, { body: {}, headers: { 'Idempotency-Key': 'link-1' } })).body;
    expect((await t.call('POST', `/customers/${jane.id}/kyc-link`, { body: {}, headers: { 'Idempotency-Key': 'link-1' } })).body.token).toBe(link.token);
    const path = `/sandbox/kyc/${link.token}`;
    const answers = await Promise.all(Array.from({ length: 6 }, () => t.call('POST', path, { body: { outcome: 'APPROVED' }, auth: false })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 404, 404, 404, 404, 404]);
    expect(answers.find((a) => a.status === 200)!.body).toMatchObject({ customerId: jane.id, verificationStatus: 'IN_PROGRESS' });
    t.sandbox.advanceClock(5_000);
    expect((await customer(jane.id)).kycStatus).toBe('APPROVED');

    const late = (await t.call('POST', `/customers/${jane.id}/kyc-link`, { body: {} })).body;
    t.sandbox.advanceClock(60 * 60_000);
    expect((await t.call('POST', `/sandbox/kyc/${late.token}`, { body: { outcome: 'APPROVED' }, auth: false })).status).toBe(404);
    expect((await t.call('POST', `/customers/${jane.id}/kyc-link`, { body: { redirectUri: 'ftp://x.example' } })).body.details.errors[0].field).toBe('redirectUri');
  });
});

describe('KYB', () => {
  const OWNER = { firstName: 'Jane', lastName: 'Founder', birthDate: '1980-02-02', nationality: 'US', address: ADDRESS, idType: 'SSN', identifier: '123-45-6789' };

  it('needs a control person, owners, company documents and a passport for a non-US owner; then owners and business are approved together', async () => {
    const business = { legalName: 'Acme Corporation', country: 'US', taxId: '47-1234567', incorporatedOn: '2018-03-14', countriesOfOperation: ['US'] };
    const acme = (await t.call('POST', '/customers', { body: { customerType: 'BUSINESS', businessInfo: business, address: ADDRESS, endUserTermsConsent: CONSENT } })).body;
    const first = (await submit(acme.id)).body;
    expect(first.errors.map((e: { type: string }) => e.type)).toEqual(['MISSING_CONTROL_PERSON', 'MISSING_BENEFICIAL_OWNER', 'MISSING_LEGAL_PRESENCE_DOCUMENT', 'MISSING_OWNERSHIP_STRUCTURE_DOCUMENT', 'MISSING_PROOF_OF_ADDRESS_DOCUMENT']);
    const founder = (await t.call('POST', '/beneficial-owners', { body: { customerId: acme.id, roles: ['UBO', 'CONTROL_PERSON'], ownershipPercentage: 60, personalInfo: OWNER } })).body;
    const investor = (await t.call('POST', '/beneficial-owners', { body: { customerId: acme.id, roles: ['UBO'], ownershipPercentage: 30, personalInfo: { ...OWNER, firstName: 'Lena', nationality: 'DE', idType: 'NON_US_TAX_ID', identifier: 'DE123456789' } } })).body;
    expect(founder).toMatchObject({ kycStatus: 'PENDING', personalInfo: { identifier: '***-**-6789' } });
    for (const type of ['CERTIFICATE_OF_INCORPORATION', 'SHAREHOLDER_REGISTER', 'UTILITY_BILL']) await upload(acme.id, type);
    expect((await submit(acme.id)).body.errors).toEqual([expect.objectContaining({ resourceId: investor.id, type: 'MISSING_IDENTITY_DOCUMENT', acceptedDocumentTypes: ['PASSPORT'] })]);
    await upload(investor.id, 'PASSPORT', 'DE');
    expect((await submit(acme.id)).body.verificationStatus).toBe('IN_PROGRESS');
    t.sandbox.advanceClock(5_000);
    expect((await customer(acme.id)).kybStatus).toBe('APPROVED');
    expect((await t.call('GET', `/beneficial-owners?customerId=${acme.id}`)).body.data.map((o: { kycStatus: string }) => o.kycStatus)).toEqual(['APPROVED', 'APPROVED']);
    await t.sandbox.flushWebhooks();
    expect(hooks.types('CUSTOMER.')).toEqual(['CUSTOMER.KYB_PENDING', 'CUSTOMER.KYB_APPROVED']);
  });

  it('keeps owners to businesses, lists them per customer, and updates only what is sent', async () => {
    expect((await t.call('POST', '/beneficial-owners', { body: { customerId: t.world.alice.id, roles: ['UBO'], ownershipPercentage: 50, personalInfo: OWNER } })).body.details.errors[0].field).toBe('customerId');
    expect((await t.call('POST', '/beneficial-owners', { body: { customerId: t.world.acme.id, roles: ['OWNER'], ownershipPercentage: 150, personalInfo: { ...OWNER, nationality: 'usa' } } })).body.details.errors.map((e: { field: string }) => e.field).sort()).toEqual(['ownershipPercentage', 'roles.0']);
    const owner = (await t.call('POST', '/beneficial-owners', { body: { customerId: t.world.acme.id, roles: ['DIRECTOR'], ownershipPercentage: 0, personalInfo: OWNER } })).body;
    const updated = await t.call('PATCH', `/beneficial-owners/${owner.id}`, { body: { ownershipPercentage: 10, personalInfo: { email: 'jane@acme.example' } } });
    expect(updated.body).toMatchObject({ roles: ['DIRECTOR'], ownershipPercentage: 10, personalInfo: { firstName: 'Jane', email: 'jane@acme.example' } });
    expect((await t.call('GET', `/beneficial-owners/${owner.id}`)).body).toEqual(updated.body);
    expect((await t.call('GET', '/beneficial-owners')).body.details.errors[0].field).toBe('customerId');
    expect((await t.call('GET', `/beneficial-owners?customerId=${t.world.acme.id}`)).body.data).toHaveLength(1);
    expect((await t.call('PATCH', '/beneficial-owners/BeneficialOwner:00000000-0000-4000-8000-000000000000', { body: {} })).status).toBe(404);
  });
});
