import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { errorCode } from '../../../test/support/assertions.js';
import { signIn, testWorld, type TestWorld } from '../test/world.js';
import { ClientError, ServiceError } from './errors.js';

let t: TestWorld;
beforeEach(async () => {
  t = await testWorld();
});
afterEach(() => t.dispose());

const PNG = () => new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array<number>(100).fill(3)])], { type: 'image/png' });
const ADDRESS = { line1: '1 Main St', city: 'Springfield', state: 'IL', postalCode: '62701', country: 'US' };

/** A customer the integrator's backend has just created at sign-up, with what it asked for. */
async function newCustomer(body: Record<string, unknown>): Promise<string> {
  const created = await t.platform('POST', '/customers', { customerType: 'INDIVIDUAL', ...body });
  if (created.status !== 201) throw new Error(`creating a customer: ${created.status} ${JSON.stringify(created.body)}`);
  return created.body.id as string;
}

describe('onboarding', () => {
  it('goes from nothing done to complete: terms, a passport, the review, then money can move', async () => {
    const id = await newCustomer({ region: 'US', fullName: 'Jane Smith', birthDate: '1990-01-15', nationality: 'US', address: ADDRESS, identifier: '123-45-6789' });
    const client = t.clientFor(id);
    const start = await client.onboarding.getOnboarding(id);
    expect(start).toMatchObject({ status: 'ACTION_REQUIRED', missing: ['TERMS', 'IDENTITY'], verificationStatus: 'UNVERIFIED' });

    const terms = await client.onboarding.getEndUserTerms();
    const accepted = await client.onboarding.acceptEndUserTerms({ customer: start.customer, termsVersion: terms.version, acceptanceMethod: 'CHECKBOX' });
    expect(accepted.endUserTermsConsent).toMatchObject({ termsVersion: 'V1', acceptanceMethod: 'CHECKBOX', ipAddress: expect.stringMatching(/^(203\.0\.113\.1|127\.0\.0\.1|::ffff:127\.0\.0\.1)$/) });

    const uploaded = await client.onboarding.uploadDocument({ documentHolder: id, documentType: 'PASSPORT', country: 'US', file: PNG(), fileName: 'passport.png' });
    expect(uploaded).toMatchObject({ documentHolder: id, documentType: 'PASSPORT', fileName: 'passport.png' });
    expect((await client.onboarding.listDocuments(id)).map((d) => d.id)).toEqual([uploaded.id]);
    expect((await client.onboarding.submitVerification(id)).verificationStatus).toBe('IN_PROGRESS');
    expect(await client.onboarding.getOnboarding(id)).toMatchObject({ status: 'IN_REVIEW', missing: [] });

    t.sandbox.advanceClock(5_000);
    expect(await client.onboarding.getOnboarding(id)).toMatchObject({ status: 'COMPLETE', verificationStatus: 'APPROVED', verification: { verificationStatus: 'APPROVED' } });
  });

  it('hands out the hosted verification link, and follows its outcome', async () => {
    const id = await newCustomer({ region: 'US' });
    const client = t.clientFor(id);
    const link = await client.onboarding.createVerificationLink({ customerId: id, redirectUri: 'https://app.test/onboarding' });
    expect(link).toMatchObject({ kycUrl: expect.stringMatching(/^http/), provider: 'SUMSUB' });
    const hosted = await t.sandbox.fetch(new Request(link.kycUrl.replace(/^https?:\/\/[^/]+/, 'http://sandbox.test'), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ outcome: 'REJECTED' }) }));
    expect(hosted.status).toBe(200);
    expect((await client.onboarding.getOnboarding(id)).status).toBe('ACTION_REQUIRED'); // the terms are still missing
    t.sandbox.advanceClock(5_000);
    const state = await client.onboarding.getOnboarding(id);
    expect(state).toMatchObject({ status: 'REJECTED', verification: { verificationStatus: 'REJECTED', errors: [{ type: 'APPLICANT_REJECTED' }] } });
  });

  it('verifies an EU customer’s e-mail and phone, and says a US customer has none to verify (409)', async () => {
    const id = await newCustomer({ region: 'DE', email: 'lena@example.de', phoneNumber: '+4915112340000' });
    const client = t.clientFor(id);
    expect((await client.onboarding.getOnboarding(id)).missing).toEqual(['TERMS', 'EMAIL', 'PHONE', 'IDENTITY']);
    for (const channel of ['email', 'phone'] as const) {
      await client.onboarding.sendContactCode({ customerId: id, channel });
      const wrong = await client.onboarding.confirmContactCode({ customerId: id, channel, code: '000000' }).catch((error: unknown) => error);
      expect((wrong as ServiceError).status).toBe(400);
      await client.onboarding.confirmContactCode({ customerId: id, channel, code: '123456' });
    }
    expect((await client.onboarding.getOnboarding(id)).missing).toEqual(['TERMS', 'IDENTITY']);
    const us = t.clientFor(t.world.alice.id);
    expect(((await us.onboarding.sendContactCode({ customerId: t.world.alice.id, channel: 'email' }).catch((error: unknown) => error)) as ServiceError).status).toBe(409);
  });

  it('asks a business for its owners, then for its identity check', async () => {
    const id = await newCustomer({ customerType: 'BUSINESS', region: 'US', businessInfo: { legalName: 'Tiny Co', country: 'US', taxId: '12-3456789', incorporatedOn: '2020-01-01' } });
    const client = t.clientFor(id);
    expect((await client.onboarding.getOnboarding(id)).missing).toEqual(['TERMS', 'BENEFICIAL_OWNERS', 'IDENTITY']);
    const personalInfo = { firstName: 'Tia', lastName: 'Owner', birthDate: '1985-05-05', nationality: 'US', address: ADDRESS, idType: 'SSN' as const, identifier: '123-45-6789' };
    const owner = await client.onboarding.addBeneficialOwner({ customerId: id, roles: ['UBO', 'CONTROL_PERSON'], ownershipPercentage: 100, personalInfo });
    expect(owner).toMatchObject({ customerId: id, personalInfo: { identifier: '***-**-6789' } });
    expect((await client.onboarding.updateBeneficialOwner(owner.id, { ownershipPercentage: 80 })).ownershipPercentage).toBe(80);
    expect((await client.onboarding.listBeneficialOwners(id)).map((o) => o.id)).toEqual([owner.id]);
    expect((await client.onboarding.getOnboarding(id)).missing).toEqual(['TERMS', 'IDENTITY']);
  });

  it('records the details a verification names as missing, which it then no longer names', async () => {
    const id = await newCustomer({ region: 'US' });
    const client = t.clientFor(id);
    const fields = (v: { errors: { type: string; field?: string }[] }) => v.errors.filter((e) => e.type === 'MISSING_FIELD').map((e) => e.field);
    expect(fields(await client.onboarding.submitVerification(id))).toEqual(['customer.fullName', 'customer.birthDate', 'customer.nationality', 'customer.address.line1', 'customer.identifier']);
    const updated = await client.onboarding.updateDetails(id, { fullName: 'Ana Silva', birthDate: '1990-01-15', nationality: 'PT', address: ADDRESS, identifier: '123-45-6789' });
    expect(updated).toMatchObject({ fullName: 'Ana Silva', birthDate: '1990-01-15', nationality: 'PT', address: ADDRESS });
    expect(fields(await client.onboarding.submitVerification(id))).toEqual([]);
  });

  it('cannot read or act on another customer’s onboarding', async () => {
    const client = t.clientFor(t.world.alice.id);
    const refused = await client.onboarding.getOnboarding(t.world.elodie.id).catch((error: unknown) => error);
    expect(refused).toMatchObject({ status: 403, code: 'RESOURCE_NOT_OWNED' });
    expect(await errorCode(client.onboarding.uploadDocument({ documentHolder: t.world.elodie.id, documentType: 'PASSPORT', country: 'FR', file: PNG() }), ServiceError)).toBe('RESOURCE_NOT_OWNED');
  });

  it('checks its arguments before anything is sent', async () => {
    const client = t.clientFor(t.world.alice.id);
    const alice = { id: t.world.alice.id, customerType: 'INDIVIDUAL' as const };
    expect(await errorCode(client.onboarding.acceptEndUserTerms({ customer: alice, termsVersion: 'V1', acceptanceMethod: 'NOD' as never }), ClientError)).toBe('INVALID_ARGUMENT');
    expect(await errorCode(client.onboarding.uploadDocument({ documentHolder: alice.id, documentType: 'PASSPORT', country: 'US', file: new Blob(['GIF89a'], { type: 'image/gif' }) }), ClientError)).toBe('INVALID_ARGUMENT');
    expect(await errorCode(client.onboarding.uploadDocument({ documentHolder: alice.id, documentType: 'PASSPORT', country: 'usa', file: PNG() }), ClientError)).toBe('INVALID_ARGUMENT');
    expect(await errorCode(client.onboarding.confirmContactCode({ customerId: alice.id, channel: 'email', code: 'abc' }), ClientError)).toBe('INVALID_ARGUMENT');
    expect(await errorCode(client.onboarding.createVerificationLink({ customerId: alice.id, redirectUri: 'javascript:alert(1)' }), ClientError)).toBe('INVALID_ARGUMENT');
    expect(t.seen).toEqual([]);
  });
});

describe('delegated keys', () => {
  /** Alice's card, funded by her embedded wallet, issued by the platform. */
  async function aliceCard(): Promise<string> {
    const issued = await t.platform('POST', '/cards', { cardholderId: t.world.alice.id, form: 'VIRTUAL', fundingSources: [t.world.alice.wallet] });
    if (issued.status !== 201) throw new Error(`issuing a card: ${issued.status} ${JSON.stringify(issued.body)}`);
    return issued.body.id as string;
  }

  it('are made in three signed legs by the signed-in wallet holder, listed, and revoked', async () => {
    const CARD = await aliceCard();
    const client = t.clientFor(t.world.alice.id);
    await signIn(client, t.world.alice.email);
    const key = await client.delegatedKeys.createDelegatedKey({ cardId: CARD, internalAccountId: t.world.alice.wallet, nickname: 'Card payments' });
    expect(key).toMatchObject({ status: 'ACTIVE', cardId: CARD, accountId: t.world.alice.wallet, publicKey: expect.stringMatching(/^0[23]/) });
    expect(t.seen.filter((r) => r.path === '/auth/delegated-keys').map((r) => Boolean(r.headers['service-wallet-signature']))).toEqual([false, true, true]);
    expect((await client.delegatedKeys.listDelegatedKeys(t.world.alice.wallet)).map((k) => k.status)).toEqual(['ACTIVE']);
    await client.delegatedKeys.revokeDelegatedKey(key.id);
    expect((await client.delegatedKeys.listDelegatedKeys(t.world.alice.wallet)).map((k) => k.status)).toEqual(['REVOKED']);
  });

  it('needs a signed-in session', async () => {
    const client = t.clientFor(t.world.alice.id);
    expect(await errorCode(client.delegatedKeys.createDelegatedKey({ cardId: await aliceCard(), internalAccountId: t.world.alice.wallet, nickname: 'x' }), ClientError)).toBe('NOT_SIGNED_IN');
  });
});
