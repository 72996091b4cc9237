import { createKeyStore } from '@wallet-kit/key-store';
import { encryptOtpCode } from '@wallet-kit/otp-encrypt';
import { seededPeople } from '@wallet-kit/sandbox';
import { stampPayload } from '@wallet-kit/stamp-signer';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sandboxBackend } from '../test/sandbox-backend.js';

// The onboarding and identity routes (issue 13): each id in them must be the signed-in user's.
let world: Awaited<ReturnType<typeof sandboxBackend>>;
let acme: ReturnType<typeof seededPeople>['acme'];
/** Things of Élodie's and Acme's that Alice will try to reach. */
const theirs = { verification: '', owner: '', document: '', delegatedKey: '', wallet: '' };
/** Élodie's card, funded by her embedded wallet. */
let CARD = '';
const SAME_ORIGIN = { Origin: 'http://app.test', 'Sec-Fetch-Site': 'same-origin' };
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array<number>(64).fill(1)]);

/** What the platform itself may do: its credentials, straight at the sandbox. */
async function platform(method: string, path: string, body?: BodyInit, headers: Record<string, string> = {}): Promise<Record<string, any>> { // eslint-disable-line @typescript-eslint/no-explicit-any -- JSON read freely
  const { clientId, clientSecret } = world.sandbox.credentials;
  const response = await world.sandbox.fetch(
    new Request(`http://sandbox.test${world.sandbox.basePath}${path}`, {
      method,
      headers: { Authorization: `Basic ${btoa(`${clientId}:${clientSecret}`)}`, ...(typeof body === 'string' ? { 'Content-Type': 'application/json' } : {}), ...headers },
      ...(body === undefined ? {} : { body }),
    }),
  );
  return response.status === 204 ? {} : ((await response.json()) as Record<string, unknown>);
}

function documentForm(holder: string): FormData {
  const form = new FormData();
  form.set('documentType', 'PASSPORT');
  form.set('country', 'FR');
  form.set('documentHolder', holder);
  form.set('file', new File([PNG], 'passport.png', { type: 'image/png' }));
  return form;
}

/** Élodie's delegated key: her OTP session signs the three legs, as her own browser would. */
async function elodiesDelegatedKey(): Promise<string> {
  const people = seededPeople(world.sandbox);
  CARD = (await platform('POST', '/cards', JSON.stringify({ cardholderId: people.elodie.id, form: 'VIRTUAL', fundingSources: [people.elodie.wallet] }))).id as string;
  const keys = createKeyStore({ databaseName: `onboarding-routes-${Math.random()}` });
  keys.on('storage-degraded', () => undefined);
  const key = await keys.createSigningKey();
  const challenge = await platform('POST', `/auth/credentials/${people.elodie.email}/challenge`, '{}');
  const encryptedOtpBundle = await encryptOtpCode({ otpCode: '000000', targetBundle: challenge.otpEncryptionTargetBundle, clientPublicKey: key.publicKey.compressed, expectedSigner: world.sandbox.enclaveKeys.otpBundle });
  const verifyBody = JSON.stringify({ type: 'EMAIL_OTP', encryptedOtpBundle });
  const first = await platform('POST', `/auth/credentials/${people.elodie.email}/verify`, verifyBody);
  await platform('POST', `/auth/credentials/${people.elodie.email}/verify`, verifyBody, { 'Service-Wallet-Signature': await stampPayload(first.payloadToSign, key), 'Request-Id': first.requestId });
  const body = JSON.stringify({ cardId: CARD, internalAccountId: people.elodie.wallet, nickname: 'Élodie card' });
  let answer = await platform('POST', '/auth/delegated-keys', body);
  for (let leg = 0; leg < 2; leg += 1) answer = await platform('POST', '/auth/delegated-keys', body, { 'Service-Wallet-Signature': await stampPayload(answer.payloadToSign, key), 'Request-Id': answer.requestId });
  return answer.id as string;
}

beforeAll(async () => {
  world = await sandboxBackend();
  acme = seededPeople(world.sandbox).acme;
  theirs.wallet = seededPeople(world.sandbox).elodie.wallet;
  theirs.verification = (await platform('POST', '/verifications', JSON.stringify({ customerId: world.elodie.id }))).id;
  const owner = { firstName: 'Karl', lastName: 'Nord', birthDate: '1970-01-01', nationality: 'US', address: { line1: '1 Main St', postalCode: '10001', country: 'US' }, idType: 'SSN', identifier: '123-45-6789' };
  theirs.owner = (await platform('POST', '/beneficial-owners', JSON.stringify({ customerId: acme.id, roles: ['UBO'], ownershipPercentage: 40, personalInfo: owner }))).id;
  theirs.document = (await platform('POST', '/documents', documentForm(world.elodie.id))).id;
  theirs.delegatedKey = await elodiesDelegatedKey();
});
beforeEach(() => world.forget());

describe('onboarding routes through the handler', () => {
  const json = (value: unknown) => JSON.stringify(value);
  it.each([
    ['sending an e-mail code to another customer', 'POST', () => `/customers/${world.elodie.id}/verify-email`, undefined],
    ['confirming another customer\'s phone', 'POST', () => `/customers/${world.elodie.id}/verify-phone/confirm`, () => json({ code: '123456' })],
    ['a KYC link for another customer', 'POST', () => `/customers/${world.elodie.id}/kyc-link`, () => json({})],
    ['submitting another customer\'s verification', 'POST', () => '/verifications', () => json({ customerId: world.elodie.id })],
    ['listing another customer\'s verifications', 'GET', () => `/verifications?customerId=${world.elodie.id}`, undefined],
    ['reading another customer\'s verification', 'GET', () => `/verifications/${theirs.verification}`, undefined],
    ['adding an owner to another business', 'POST', () => '/beneficial-owners', () => json({ customerId: acme.id, roles: ['UBO'], ownershipPercentage: 10, personalInfo: {} })],
    ['listing another business\'s owners', 'GET', () => `/beneficial-owners?customerId=${acme.id}`, undefined],
    ['reading another business\'s owner', 'GET', () => `/beneficial-owners/${theirs.owner}`, undefined],
    ['changing another business\'s owner', 'PATCH', () => `/beneficial-owners/${theirs.owner}`, () => json({ ownershipPercentage: 99 })],
    ['listing another customer\'s documents', 'GET', () => `/documents?documentHolder=${world.elodie.id}`, undefined],
    ['reading another customer\'s document', 'GET', () => `/documents/${theirs.document}`, undefined],
    ['deleting another customer\'s document', 'DELETE', () => `/documents/${theirs.document}`, undefined],
    ['a delegated key on another customer\'s wallet', 'POST', () => '/auth/delegated-keys', () => json({ cardId: CARD, internalAccountId: theirs.wallet, nickname: 'x' })],
    ['listing another wallet\'s delegated keys', 'GET', () => `/auth/delegated-keys?accountId=${theirs.wallet}`, undefined],
    ['reading another customer\'s delegated key', 'GET', () => `/auth/delegated-keys/${theirs.delegatedKey}`, undefined],
    ['revoking another customer\'s delegated key', 'DELETE', () => `/auth/delegated-keys/${theirs.delegatedKey}`, undefined],
  ])('refuses %s (403), forwarding nothing', async (_what, method, path, body) => {
    const answer = await world.call(world.handler(), method, path(), { ...(body ? { body: body() } : {}), headers: SAME_ORIGIN });
    expect(answer.status).toBe(403);
    expect(await answer.json()).toMatchObject({ code: 'RESOURCE_NOT_OWNED' });
    expect(world.upstream.every((call) => call.startsWith('GET '))).toBe(true);
  });

  it.each([
    ['reading their own verification', 'GET', () => `/verifications/${theirs.verification}`],
    ['reading their own document', 'GET', () => `/documents/${theirs.document}`],
    ['reading their own delegated key', 'GET', () => `/auth/delegated-keys/${theirs.delegatedKey}`],
    ['listing their own documents', 'GET', () => `/documents?documentHolder=${world.elodie.id}`],
  ])('forwards %s for the owner', async (_what, method, path) => {
    expect((await world.call(world.handler(), method, path(), { as: world.elodie.id })).status).toBe(200);
  });

  it('forwards the terms and a contact code for the signed-in customer', async () => {
    expect((await world.call(world.handler(), 'GET', '/customers/end-user-terms')).status).toBe(200);
    expect((await world.call(world.handler(), 'POST', `/customers/${world.alice.id}/verify-email`, { headers: SAME_ORIGIN })).status).toBe(409);
  });
});

describe('document uploads through the handler', () => {
  const upload = (form: FormData, headers: Record<string, string> = SAME_ORIGIN, as = world.elodie.id, path = '/documents') => world.call(world.handler(), 'POST', path, { body: form, headers, as });

  it('forwards a multipart upload from the app\'s own page unchanged, boundary and file included', async () => {
    const answer = await upload(documentForm(world.elodie.id));
    expect(answer.status).toBe(201);
    const created = (await answer.json()) as { id: string };
    expect(world.sandbox.inspect.documentFile(created.id)).toMatchObject({ contentType: 'image/png', size: PNG.length });
    expect(world.upstream).toContain('POST /documents');
  });

  it('refuses an upload for someone else, one without an origin, one from another site, and multipart anywhere else', async () => {
    expect((await (await upload(documentForm(world.elodie.id), SAME_ORIGIN, world.alice.id)).json()) as object).toMatchObject({ code: 'RESOURCE_NOT_OWNED' });
    expect((await (await upload(documentForm(world.elodie.id), {})).json()) as object).toMatchObject({ code: 'CONTENT_TYPE_NOT_ALLOWED' });
    expect((await (await upload(documentForm(world.elodie.id), { Origin: 'https://evil.example' })).json()) as object).toMatchObject({ code: 'ORIGIN_NOT_ALLOWED' });
    expect((await (await upload(documentForm(world.elodie.id), SAME_ORIGIN, world.elodie.id, '/verifications')).json()) as object).toMatchObject({ code: 'CONTENT_TYPE_NOT_ALLOWED' });
    expect(world.upstream.filter((call) => !call.startsWith('GET '))).toEqual([]);
  });

  it('takes an upload up to its own limit, far above the JSON one, and no more', async () => {
    const big = new FormData();
    big.set('documentHolder', world.elodie.id);
    big.set('file', new File([new Uint8Array(200 * 1024)], 'scan.pdf', { type: 'application/pdf' }));
    expect((await world.call(world.handler(), 'POST', '/documents', { body: big, headers: SAME_ORIGIN, as: world.elodie.id })).status).toBe(400);
    const capped = world.handler({ limits: { maxUploadBytes: 100 * 1024 } });
    expect((await world.call(capped, 'POST', '/documents', { body: big, headers: SAME_ORIGIN, as: world.elodie.id })).status).toBe(413);
  });
});

describe('End User Terms consent', () => {
  it('records the backend\'s clock and the end user\'s address as the evidence, not what the browser said', async () => {
    const fresh = await platform('POST', '/customers', JSON.stringify({ customerType: 'INDIVIDUAL', region: 'US' }));
    const handler = world.handler({ endUserAddress: () => '198.51.100.7' });
    const consent = { acceptedAt: '2000-01-01T00:00:00Z', ipAddress: '10.0.0.1', termsVersion: 'V1', acceptanceMethod: 'CHECKBOX' };
    const answer = await world.call(handler, 'PATCH', `/customers/${fresh.id}`, { body: JSON.stringify({ customerType: 'INDIVIDUAL', endUserTermsConsent: consent }), headers: SAME_ORIGIN, as: fresh.id });
    expect(answer.status).toBe(200);
    const recorded = ((await answer.json()) as { endUserTermsConsent: typeof consent }).endUserTermsConsent;
    expect(recorded).toMatchObject({ ipAddress: '198.51.100.7', termsVersion: 'V1', acceptanceMethod: 'CHECKBOX' });
    expect(Date.parse(recorded.acceptedAt)).toBeGreaterThan(Date.parse('2020-01-01'));
  });
});
