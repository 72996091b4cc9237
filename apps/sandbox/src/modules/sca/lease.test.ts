import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Webauthn from '../../platform/webauthn.js';
import { verifyPasskeyAssertion } from '../../platform/webauthn.js';
import { testSandbox, type TestSandbox } from '../../test-support/client.js';
import { createAuthenticator } from '../../test-support/webauthn.js';

// The passkey check itself, wrapped so that one call can fail as a fault (not as a wrong proof).
vi.mock('../../platform/webauthn.js', async (importOriginal) => {
  const real = await importOriginal<typeof Webauthn>();
  return { ...real, verifyPasskeyAssertion: vi.fn(real.verifyPasskeyAssertion) };
});

let t: TestSandbox;
let logged: string[];
beforeEach(async () => {
  logged = [];
  t = await testSandbox({ log: (message, error) => void logged.push(`${message}: ${(error as Error | undefined)?.message}`) });
});

const sca = (path: string, body: unknown) => t.call('POST', `/sca/${path}?customerId=${t.world.elodie.id}`, { body });

async function enrollPasskey() {
  const start = await sca('factors', { type: 'PASSKEY' });
  const authenticator = await createAuthenticator();
  const registration = authenticator.register(start.body.options.challenge);
  const credential = { id: registration.credentialId, rawId: registration.credentialId, type: 'public-key', response: { clientDataJSON: registration.clientDataJson, attestationObject: registration.attestationObject } };
  expect((await sca('factors/confirm', { type: 'PASSKEY', origin: authenticator.origin, credential })).status).toBe(200);
  return authenticator;
}

async function assertion(authenticator: Awaited<ReturnType<typeof createAuthenticator>>, challenge: string) {
  const a = await authenticator.assert(challenge);
  return { id: a.credentialId, rawId: a.credentialId, type: 'public-key', response: { clientDataJSON: a.clientDataJson, authenticatorData: a.authenticatorData, signature: a.signature } };
}

/** A request answered by the sandbox as it stands, outside the contract check: a fault's 500 is what this test provokes. */
async function rawPost(path: string, body: unknown): Promise<number> {
  const basic = `Basic ${btoa(`${t.sandbox.credentials.clientId}:${t.sandbox.credentials.clientSecret}`)}`;
  const response = await t.sandbox.fetch(new Request(`http://sandbox.test${t.sandbox.basePath}${path}`, { method: 'POST', headers: { Authorization: basic, 'Content-Type': 'application/json' }, body: JSON.stringify(body) }));
  return response.status;
}

describe('a passkey check that fails half-way', () => {
  it('releases the quote’s SCA challenge: the next try with the same assertion goes through at once', async () => {
    const authenticator = await enrollPasskey();
    const quote = (await t.call('POST', '/quotes', { body: { source: { sourceType: 'ACCOUNT', accountId: t.world.elodieEur.id }, destination: { destinationType: 'ACCOUNT', accountId: t.world.external(t.world.elodie.id, 'EUR').id }, lockedCurrencySide: 'SENDING', lockedCurrencyAmount: 1_000 } })).body;
    const executed = await t.call('POST', `/quotes/${quote.id}/execute`, { body: { scaFactor: 'PASSKEY' } });
    const proof = { passkeyAssertion: await assertion(authenticator, executed.body.scaChallenge.passkeyAssertionOptions.challenge), origin: authenticator.origin };
    vi.mocked(verifyPasskeyAssertion).mockRejectedValueOnce(new Error('the authenticator library failed'));
    expect(await rawPost(`/quotes/${quote.id}/authorize`, proof)).toBe(500);
    expect(logged).toEqual([`POST /2025-10-13/quotes/${quote.id}/authorize failed: the authenticator library failed`]);
    expect((await t.call('POST', `/quotes/${quote.id}/authorize`, { body: proof })).body.status).toBe('PROCESSING');
    expect(t.sandbox.audit()).toEqual([]);
  });

  it('releases the SCA login: the next try with the same assertion opens the session at once', async () => {
    const authenticator = await enrollPasskey();
    const started = await sca('login/start', { factor: 'PASSKEY' });
    const proof = { factor: 'PASSKEY', endUserIpAddress: '203.0.113.42', passkeyAssertion: await assertion(authenticator, started.body.passkeyOptions.challenge), origin: authenticator.origin };
    vi.mocked(verifyPasskeyAssertion).mockRejectedValueOnce(new Error('the authenticator library failed'));
    expect(await rawPost(`/sca/login/complete?customerId=${t.world.elodie.id}`, proof)).toBe(500);
    expect(logged).toEqual(['POST /2025-10-13/sca/login/complete failed: the authenticator library failed']);
    expect((await sca('login/complete', proof)).body.status).toBe('SUCCESS');
  });
});
