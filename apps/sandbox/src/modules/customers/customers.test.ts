import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signInWithOtp, signed, testSandbox, type TestSandbox } from '../../test-support/client.js';
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

const accountsOf = async (customerId: string) =>
  ((await t.call('GET', `/customers/internal-accounts?customerId=${customerId}`)).body.data as { type: string; status: string; balance: { currency: { code: string } } }[]).map((a) => `${a.type} ${a.balance.currency.code} ${a.status}`).sort();

const CONSENT = { acceptedAt: '2025-01-01T00:00:00Z', ipAddress: '198.51.100.24', termsVersion: 'V1', acceptanceMethod: 'CHECKBOX' };

// The public document's own examples for POST /customers, word for word.
const EXAMPLES = {
  individual: { customerType: 'INDIVIDUAL', platformCustomerId: 'ind-9f84e0c2', region: 'US', currencies: ['USD', 'USDC'], fullName: 'Jane Smith', birthDate: '1990-01-15', nationality: 'US', email: 'jane.smith@example.com', phoneNumber: '+14155551234' },
  inferred: { customerType: 'INDIVIDUAL', platformCustomerId: 'ind-7b3f1a9d', region: 'MX', fullName: 'Carlos García', birthDate: '1988-05-22', nationality: 'MX', phoneNumber: '+525512345678' },
  currenciesOnly: { customerType: 'INDIVIDUAL', platformCustomerId: 'ind-4c2e8b15', currencies: ['BRL'], fullName: 'Ana Oliveira', birthDate: '1992-11-03', nationality: 'BR', phoneNumber: '+5511987654321' },
  business: {
    customerType: 'BUSINESS',
    platformCustomerId: 'biz-acme-001',
    region: 'US',
    currencies: ['USD', 'USDC'],
    email: 'finance@acme.com',
    phoneNumber: '+14155559876',
    businessInfo: {
      legalName: 'Acme Corporation', doingBusinessAs: 'Acme', country: 'US', registrationNumber: '5523041', incorporatedOn: '2018-03-14', entityType: 'LLC', taxId: '47-1234567', countriesOfOperation: ['US'],
      businessType: 'INFORMATION', purposeOfAccount: 'CONTRACTOR_PAYOUTS', sourceOfFunds: 'Funds derived from customer payments for software services', expectedMonthlyTransactionCount: 'COUNT_100_TO_500',
      expectedMonthlyTransactionVolume: 'VOLUME_100K_TO_1M', expectedRecipientJurisdictions: ['US', 'MX'],
    },
    address: { line1: '123 Market Street', line2: 'Suite 400', city: 'Seattle', state: 'WA', postalCode: '98101', country: 'US' },
  },
};

describe('creating customers from the document examples', () => {
  it('keeps every field sent: currencies, birth date, nationality, a business address and its whole business info', async () => {
    const jane = await t.call('POST', '/customers', { body: EXAMPLES.individual });
    expect(jane.status).toBe(201);
    expect(jane.body).toMatchObject({ region: 'US', currencies: ['USD', 'USDC'], birthDate: '1990-01-15', nationality: 'US', fullName: 'Jane Smith', phoneNumber: '+14155551234', kycStatus: 'UNVERIFIED', isDeleted: false });
    expect(await accountsOf(jane.body.id)).toEqual(['EMBEDDED_WALLET USD PENDING', 'INTERNAL_CRYPTO USDC PENDING', 'INTERNAL_FIAT USD PENDING']);
    const acme = await t.call('POST', '/customers', { body: EXAMPLES.business });
    expect(acme.body).toMatchObject({ businessInfo: EXAMPLES.business.businessInfo, address: EXAMPLES.business.address, kybStatus: 'UNVERIFIED' });
    expect((await t.call('GET', `/customers/${acme.body.id}`)).body).toEqual(acme.body);
  });

  it('infers currencies from the region and the region from the currencies', async () => {
    const carlos = await t.call('POST', '/customers', { body: EXAMPLES.inferred });
    expect(carlos.body).toMatchObject({ region: 'MX', currencies: ['MXN'] });
    const ana = await t.call('POST', '/customers', { body: EXAMPLES.currenciesOnly });
    expect(ana.body).toMatchObject({ region: 'BR', currencies: ['BRL'] });
    expect(await accountsOf(ana.body.id)).toEqual(['EMBEDDED_WALLET BRL PENDING', 'INTERNAL_FIAT BRL PENDING']);
  });

  it('generates a platformCustomerId and a UMA address when none is given', async () => {
    const created = await t.call('POST', '/customers', { body: { customerType: 'INDIVIDUAL', fullName: 'No Id' } });
    expect(created.status).toBe(201);
    expect(created.body.platformCustomerId).toMatch(/^[a-z0-9]{16}$/);
    expect(created.body.umaAddress).toBe(`$${created.body.platformCustomerId}@sandbox.wallet-kit.dev`);
    expect(created.body).toMatchObject({ region: 'US', currencies: ['USD'] });
  });

  it('refuses what the document refuses, naming the field', async () => {
    const bad = await t.call('POST', '/customers', { body: { customerType: 'INDIVIDUAL', email: 'not-an-email', birthDate: '2999-01-01', region: 'usa' } });
    expect(bad.status).toBe(400);
    expect(bad.body.details.errors.map((e: { field: string }) => e.field).sort()).toEqual(['email']);
    const rules = await t.call('POST', '/customers', { body: { customerType: 'INDIVIDUAL', birthDate: '2999-01-01', region: 'usa', kycStatus: 'APPROVED' } });
    expect(rules.body.details.errors.map((e: { field: string }) => e.field).sort()).toEqual(['birthDate', 'kycStatus', 'region']);
    expect((await t.call('POST', '/customers', { body: { customerType: 'BUSINESS', businessInfo: { legalName: 'Half' } } })).body.details.errors.map((e: { field: string }) => e.field).sort()).toEqual(['businessInfo.country', 'businessInfo.incorporatedOn', 'businessInfo.taxId']);
    expect((await t.call('POST', '/customers', { body: { customerType: 'INDIVIDUAL', currencies: ['XYZ'] } })).body).toMatchObject({ code: 'INVALID_CURRENCY', details: { errors: [{ field: 'currencies[0]' }] } });
    expect((await t.call('POST', '/customers', { body: { customerType: 'INDIVIDUAL', region: 'JP' } })).body.details.errors[0].field).toBe('region');
    expect((await t.call('POST', '/customers', { body: { customerType: 'INDIVIDUAL', endUserTermsConsent: { ...CONSENT, termsVersion: 'V0' } } })).body.code).toBe('END_USER_TERMS_VERSION_NOT_FOUND');
  });

  it('refuses a taken platformCustomerId or UMA address, and frees both when the customer is deleted', async () => {
    const first = await t.call('POST', '/customers', { body: EXAMPLES.individual });
    expect((await t.call('POST', '/customers', { body: EXAMPLES.individual })).body.code).toBe('CONFLICT');
    expect((await t.call('POST', '/customers', { body: { customerType: 'INDIVIDUAL', umaAddress: first.body.umaAddress } })).body).toMatchObject({ code: 'UMA_ADDRESS_EXISTS' });
    expect((await t.call('DELETE', `/customers/${first.body.id}`)).status).toBe(200);
    expect((await t.call('POST', '/customers', { body: EXAMPLES.individual })).status).toBe(201);
  });

  it('shows the End User Terms and records a consent to them', async () => {
    expect((await t.call('GET', '/customers/end-user-terms')).body).toEqual({ version: 'V1', url: expect.stringMatching(/^https:\/\//) });
    const created = await t.call('POST', '/customers', { body: { ...EXAMPLES.individual, endUserTermsConsent: CONSENT } });
    expect(created.body.endUserTermsConsent).toEqual(CONSENT);
  });
});

describe('updating customers', () => {
  it('refuses an e-mail and a phone number in one PATCH, and a customerType that is not the customer’s', async () => {
    const both = await t.call('PATCH', `/customers/${t.world.alice.id}`, { body: { customerType: 'INDIVIDUAL', email: 'a@b.example', phoneNumber: '+14155550000' } });
    expect(both).toMatchObject({ status: 400, body: { code: 'INVALID_INPUT', details: { errors: [{ field: 'phoneNumber' }] } } });
    expect((await t.call('PATCH', `/customers/${t.world.alice.id}`, { body: { customerType: 'BUSINESS' } })).body.details.errors[0].field).toBe('customerType');
  });

  it('changes a tied phone number only with a signature, and the SMS_OTP credential follows', async () => {
    const wallet = t.world.aliceWallet;
    const { key } = await signInWithOtp(t, t.world.credential(wallet.id, 'EMAIL_OTP').id);
    const sms = t.world.credential(wallet.id, 'SMS_OTP');
    const { challenge, result } = await signed(t, 'PATCH', `/customers/${t.world.alice.id}`, { customerType: 'INDIVIDUAL', phoneNumber: '+14155550999' }, key);
    expect(challenge.status).toBe(202);
    expect(JSON.parse(challenge.body.payloadToSign).type).toBe('ACTIVITY_TYPE_UPDATE_USER_PHONE_NUMBER');
    expect(result.body.phoneNumber).toBe('+14155550999');
    const listed = await t.call('GET', `/auth/credentials?accountId=${wallet.id}`);
    expect(listed.body.data.find((c: { id: string }) => c.id === sms.id).nickname).toBe('+14155550999');
  });

  it('refuses an e-mail another wallet signs in with', async () => {
    const taken = await t.call('PATCH', `/customers/${t.world.acme.id}`, { body: { customerType: 'BUSINESS', email: 'alice@example.com' } });
    expect(taken).toMatchObject({ status: 409, body: { code: 'EMAIL_OTP_EMAIL_ALREADY_EXISTS' } });
  });

  it('replaces the currencies, opening the accounts a new one needs, and records profile fields', async () => {
    const jane = (await t.call('POST', '/customers', { body: EXAMPLES.individual })).body;
    const updated = await t.call('PATCH', `/customers/${jane.id}`, { body: { customerType: 'INDIVIDUAL', currencies: ['USD', 'EUR'], address: { line1: '1 Main St', postalCode: '94105', country: 'US' }, pepStatus: 'NONE', identifier: '123-45-6789' } });
    expect(updated.body).toMatchObject({ currencies: ['USD', 'EUR'], address: { line1: '1 Main St' }, pepStatus: 'NONE', birthDate: '1990-01-15' });
    expect(updated.body).not.toHaveProperty('identifier');
    expect(await accountsOf(jane.id)).toContain('INTERNAL_FIAT EUR PENDING');
  });
});

describe('deleting and listing customers', () => {
  it('deletes once (410 after), closes the accounts with a webhook each, and hides the customer from lists', async () => {
    const jane = (await t.call('POST', '/customers', { body: EXAMPLES.individual })).body;
    const deleted = await t.call('DELETE', `/customers/${jane.id}`);
    expect(deleted.body).toMatchObject({ id: jane.id, isDeleted: true });
    expect((await t.call('DELETE', `/customers/${jane.id}`)).body.code).toBe('CUSTOMER_DELETED');
    expect((await t.call('GET', `/customers/${jane.id}`)).body.isDeleted).toBe(true);
    expect((await t.call('PATCH', `/customers/${jane.id}`, { body: { customerType: 'INDIVIDUAL' } })).status).toBe(404);
    expect(await accountsOf(jane.id)).toEqual(['EMBEDDED_WALLET USD CLOSED', 'INTERNAL_CRYPTO USDC CLOSED', 'INTERNAL_FIAT USD CLOSED']);
    await t.sandbox.flushWebhooks();
    expect(hooks.types('INTERNAL_ACCOUNT.')).toEqual(['INTERNAL_ACCOUNT.STATUS_UPDATED', 'INTERNAL_ACCOUNT.STATUS_UPDATED', 'INTERNAL_ACCOUNT.STATUS_UPDATED']);
    const ids = async (query: string) => ((await t.call('GET', `/customers?${query}`)).body.data as { id: string }[]).map((c) => c.id);
    expect(await ids('limit=100')).not.toContain(jane.id);
    expect(await ids('limit=100&isIncludingDeleted=true')).toContain(jane.id);
  });

  it('filters by type, region, currency, UMA address and creation time', async () => {
    t.sandbox.advanceClock(60_000);
    const ana = (await t.call('POST', '/customers', { body: EXAMPLES.currenciesOnly })).body;
    const ids = async (query: string) => ((await t.call('GET', `/customers?${query}`)).body.data as { id: string }[]).map((c) => c.id);
    expect(await ids('customerType=BUSINESS')).toEqual([t.world.acme.id, expect.any(String)]);
    expect(await ids('region=BR')).toEqual([ana.id]);
    expect(await ids('currency=BRL')).toEqual([ana.id]);
    expect(await ids(`umaAddress=${encodeURIComponent(ana.umaAddress)}`)).toEqual([ana.id]);
    expect(await ids(`createdAfter=${encodeURIComponent(ana.createdAt)}`)).toEqual([ana.id]);
    expect((await t.call('GET', '/customers?customerType=ROBOT&createdAfter=yesterday')).body.details.errors.map((e: { field: string }) => e.field)).toEqual(['customerType', 'createdAfter']);
  });

  it('pages through a currency filter without skipping or repeating anyone', async () => {
    const made: string[] = [];
    for (let i = 0; i < 7; i += 1) made.push((await t.call('POST', '/customers', { body: { customerType: 'INDIVIDUAL', currencies: i % 2 ? ['EUR'] : ['BRL'] } })).body.id);
    const seen: string[] = [];
    let cursor = '';
    do {
      const page = await t.call('GET', `/customers?currency=BRL&limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...(page.body.data as { id: string }[]).map((c) => c.id));
      cursor = page.body.nextCursor ?? '';
    } while (cursor);
    expect(seen).toEqual(made.filter((_, i) => i % 2 === 0));
  });
});

describe('money movement before onboarding', () => {
  it('is refused for a new customer: the terms first, then the verification', async () => {
    const jane = (await t.call('POST', '/customers', { body: EXAMPLES.individual })).body;
    const accounts = (await t.call('GET', `/customers/internal-accounts?customerId=${jane.id}`)).body.data as { id: string; type: string }[];
    const fiat = accounts.find((a) => a.type === 'INTERNAL_FIAT')!;
    const send = () => t.call('POST', '/quotes', { body: { source: { sourceType: 'ACCOUNT', accountId: fiat.id }, destination: { destinationType: 'ACCOUNT', accountId: t.world.aliceUsd.id }, lockedCurrencySide: 'SENDING', lockedCurrencyAmount: 100 } });
    expect(await send()).toMatchObject({ status: 403, body: { code: 'END_USER_TERMS_NOT_ACCEPTED', details: { kycStatus: 'UNVERIFIED', endUserTermsAccepted: false } } });
    await t.call('PATCH', `/customers/${jane.id}`, { body: { customerType: 'INDIVIDUAL', endUserTermsConsent: CONSENT } });
    expect(await send()).toMatchObject({ status: 403, body: { code: 'USER_NOT_READY', details: { kycStatus: 'UNVERIFIED', endUserTermsAccepted: true } } });
    const toPending = await t.call('POST', '/quotes', { body: { source: { sourceType: 'ACCOUNT', accountId: t.world.aliceUsd.id }, destination: { destinationType: 'ACCOUNT', accountId: fiat.id }, lockedCurrencySide: 'SENDING', lockedCurrencyAmount: 100 } });
    expect(toPending.body.details.errors[0]).toMatchObject({ field: 'destination.accountId', message: expect.stringContaining('PENDING') });
  });

  it('leaves the seeded customers fully onboarded: verified, terms accepted, contacts verified', async () => {
    const alice = (await t.call('GET', `/customers/${t.world.alice.id}`)).body;
    expect(alice).toMatchObject({ kycStatus: 'APPROVED', endUserTermsConsent: { termsVersion: 'V1' } });
    expect((await t.call('GET', `/customers/${t.world.elodie.id}`)).body.contactVerification).toEqual({ email: 'VERIFIED', phone: 'VERIFIED' });
  });
});
