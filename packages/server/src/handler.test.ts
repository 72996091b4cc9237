import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createKeyStore } from '@wallet-kit/key-store';
import { encryptOtpCode } from '@wallet-kit/otp-encrypt';
import { createSandbox, seededPeople, type Sandbox } from '@wallet-kit/sandbox';
import { stampPayload } from '@wallet-kit/stamp-signer';
import { beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_CONTROL_ROUTES, END_USER_ROUTES, createPasskeyChallenges, createServiceHandler, toNodeListener, type EndUser } from './index.js';

let sandbox: Sandbox;
let upstreamBodies: string[];
let alice: { id: string; usd: string; wallet: string; credential: string };
let elodie: { id: string; eur: string; credential: string; iban: string };

beforeAll(async () => {
  sandbox = await createSandbox({ strictSignatures: true });
  const people = seededPeople(sandbox);
  alice = { id: people.alice.id, usd: people.alice.usd!, wallet: people.alice.wallet, credential: people.alice.email! };
  elodie = { id: people.elodie.id, eur: people.elodie.eur!, credential: people.elodie.email!, iban: people.elodie.bankEur! };
});

/** The integrator's own sign-in, reduced to a header naming the customer (never trusted like this in production). */
function handlerFor(extra: Partial<Parameters<typeof createServiceHandler>[0]> = {}) {
  upstreamBodies = [];
  return createServiceHandler({
    serviceUrl: `http://sandbox.test${sandbox.basePath}`,
    clientId: sandbox.credentials.clientId,
    clientSecret: sandbox.credentials.clientSecret,
    resolveEndUser: (request): EndUser | null => (request.headers.get('X-Test-Customer') ? { customerId: request.headers.get('X-Test-Customer')! } : null),
    fetch: async (input, init) => {
      const request = new Request(input, init);
      if (request.method !== 'GET') upstreamBodies.push(await request.clone().text());
      return sandbox.fetch(request);
    },
    ...extra,
  });
}

function browserCall(handler: (request: Request) => Promise<Response>, method: string, path: string, options: { body?: string; headers?: Record<string, string>; as?: string } = {}) {
  return handler(
    new Request(`http://app.test/api/service${path}`, {
      method,
      headers: { 'X-Test-Customer': options.as ?? alice.id, ...(options.body ? { 'Content-Type': 'application/json' } : {}), ...options.headers },
      ...(options.body ? { body: options.body } : {}),
    }),
  );
}

describe('createServiceHandler against the sandbox', () => {
  it('forwards an end user call with the platform credentials the browser never had', async () => {
    const answer = await browserCall(handlerFor(), 'GET', `/customers/internal-accounts?customerId=${alice.id}`);
    expect(answer.status).toBe(200);
    const { data } = (await answer.json()) as { data: Array<{ customerId: string }> };
    expect(data.length).toBeGreaterThan(0);
    expect(data.every((account) => account.customerId === alice.id)).toBe(true);
  });

  it('answers 401 when the integrator has nobody signed in', async () => {
    const answer = await createServiceHandler({ serviceUrl: 'http://x/2025-10-13', clientId: 'a', clientSecret: 'b', resolveEndUser: () => null })(
      new Request('http://app.test/api/service/exchange-rates'),
    );
    expect(answer.status).toBe(401);
    expect(await answer.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it.each([
    ['the customers list', 'GET', '/customers'],
    ['the platform config', 'GET', '/config'],
    ['agent management', 'POST', '/agents'],
    ['an approval', 'POST', '/transactions/Transaction:00000000-0000-4000-8000-000000000000/approve'],
    ['sandbox controls, unless the integrator adds them', 'POST', '/sandbox/send'],
  ])('never forwards %s for an end user', async (_what, method, path) => {
    const answer = await browserCall(handlerFor(), method, path, method === 'POST' ? { body: '{}' } : {});
    expect(answer.status).toBe(403);
    expect(await answer.json()).toMatchObject({ code: 'ROUTE_NOT_ALLOWED' });
    expect(upstreamBodies).toEqual([]);
  });

  it('refuses a list that is not scoped to the user', async () => {
    const answer = await browserCall(handlerFor(), 'GET', '/customers/internal-accounts');
    expect(answer.status).toBe(403);
    expect(await answer.json()).toMatchObject({ code: 'SCOPE_REQUIRED', details: { missing: ['customerId'] } });
  });

  it.each([
    ['a customer id in the query', 'GET', () => `/customers/internal-accounts?customerId=${elodie.id}`, undefined],
    ['an account id in the body', 'POST', () => '/quotes', () => JSON.stringify({ source: { sourceType: 'ACCOUNT', accountId: elodie.eur }, destination: { destinationType: 'ACCOUNT', accountId: alice.usd }, lockedCurrencySide: 'SENDING', lockedCurrencyAmount: 100 })],
    ['a credential id in the path', 'POST', () => `/auth/credentials/${elodie.credential}/challenge`, () => '{}'],
    ['an id hidden deep in the body', 'PATCH', () => `/customers/${alice.id}`, () => JSON.stringify({ notes: [{ about: elodie.id }] })],
  ])('refuses %s that belongs to someone else, before the service sees it', async (_what, method, path, body) => {
    const answer = await browserCall(handlerFor(), method, path(), body ? { body: body() } : {});
    expect(answer.status).toBe(403);
    expect(await answer.json()).toMatchObject({ code: 'RESOURCE_NOT_OWNED' });
    expect(upstreamBodies).toEqual([]);
  });

  it("refuses another user's quote, found by asking the service who owns it", async () => {
    const handler = handlerFor();
    const created = await browserCall(handler, 'POST', '/quotes', {
      as: elodie.id,
      body: JSON.stringify({ source: { sourceType: 'ACCOUNT', accountId: elodie.eur }, destination: { destinationType: 'ACCOUNT', accountId: elodie.iban }, lockedCurrencySide: 'SENDING', lockedCurrencyAmount: 100 }),
    });
    const quote = (await created.json()) as { id: string };
    expect(quote, JSON.stringify(quote)).toMatchObject({ id: expect.stringMatching(/^Quote:/) });
    const { id } = quote;
    const answer = await browserCall(handler, 'GET', `/quotes/${id}`);
    expect(answer.status).toBe(403);
    expect(await browserCall(handler, 'GET', `/quotes/${id}`, { as: elodie.id }).then((response) => response.status)).toBe(200);
  });

  it('forwards the body byte for byte and passes the signature headers through: a signed OTP sign-in works in strict mode', async () => {
    const handler = handlerFor();
    const keys = createKeyStore();
    keys.on('storage-degraded', () => undefined);
    const key = await keys.createSigningKey();
    const challenge = (await (await browserCall(handler, 'POST', `/auth/credentials/${alice.credential}/challenge`, { body: '{}' })).json()) as { otpEncryptionTargetBundle: string };
    const encryptedOtpBundle = await encryptOtpCode({ otpCode: '000000', targetBundle: challenge.otpEncryptionTargetBundle, clientPublicKey: key.publicKey.compressed, expectedSigner: sandbox.enclaveKeys.otpBundle });
    // Odd spacing on purpose: a handler that re-serialized JSON would change these bytes.
    const body = `{ "type" : "EMAIL_OTP",\n  "encryptedOtpBundle": ${JSON.stringify(encryptedOtpBundle)} }`;
    const first = await browserCall(handler, 'POST', `/auth/credentials/${alice.credential}/verify`, { body });
    expect(first.status).toBe(202);
    const { payloadToSign, requestId } = (await first.json()) as { payloadToSign: string; requestId: string };
    const second = await browserCall(handler, 'POST', `/auth/credentials/${alice.credential}/verify`, {
      body,
      headers: { 'Service-Wallet-Signature': await stampPayload(payloadToSign, key), 'Request-Id': requestId },
    });
    expect(second.status).toBe(200);
    expect(await second.json()).toMatchObject({ accountId: alice.wallet, type: 'EMAIL_OTP' });
    expect(upstreamBodies.slice(-2)).toEqual([body, body]);
  });

  it('hands a rate limit met while checking ownership back to the browser, with its Retry-After', async () => {
    const handler = handlerFor();
    sandbox.setScenarios({ rateLimitSeconds: 3 });
    try {
      // An account id needs an ownership lookup, so the 429 is met before anything is forwarded.
      const answer = await browserCall(handler, 'GET', `/auth/credentials?accountId=${alice.wallet}`);
      expect(answer.status).toBe(429);
      expect(answer.headers.get('Retry-After')).toBe('3');
      expect(await answer.json()).toMatchObject({ code: 'RATE_LIMITED' });
    } finally {
      sandbox.setScenarios({ rateLimitSeconds: null });
    }
  });

  it('mints passkey registration challenges and refuses a registration whose challenge it did not issue', async () => {
    const handler = handlerFor({ passkeyChallenges: createPasskeyChallenges() });
    const issued = await browserCall(handler, 'POST', '/passkey-registration-challenge', { body: '{}' });
    expect(await issued.json()).toMatchObject({ challenge: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });
    const forged = await browserCall(handler, 'POST', '/auth/credentials', {
      body: JSON.stringify({ type: 'PASSKEY', accountId: alice.wallet, nickname: 'Laptop', challenge: 'bm90LWlzc3VlZC1oZXJlLWF0LWFsbA', attestation: { credentialId: 'x', clientDataJson: 'x', attestationObject: 'x' } }),
    });
    expect(forged.status).toBe(400);
    expect(await forged.json()).toMatchObject({ code: 'INVALID_INPUT' });
    expect(upstreamBodies).toEqual([]);
  });

  it('lets a demo add sandbox controls, still checking ownership', async () => {
    const handler = handlerFor({ routes: [...END_USER_ROUTES, ...SANDBOX_CONTROL_ROUTES] });
    const own = await browserCall(handler, 'POST', `/sandbox/internal-accounts/${alice.usd}/fund`, { body: JSON.stringify({ amount: 5_000 }) });
    expect(own.status).toBe(200);
    const other = await browserCall(handler, 'POST', `/sandbox/internal-accounts/${elodie.eur}/fund`, { body: JSON.stringify({ amount: 5_000 }) });
    expect(other.status).toBe(403);
  });

  it('serves over real HTTP through the Node adapter', async () => {
    const server = createServer(toNodeListener(handlerFor()));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const answer = await fetch(`http://127.0.0.1:${port}/api/service/customers/internal-accounts?customerId=${encodeURIComponent(alice.id)}`, { headers: { 'X-Test-Customer': alice.id } });
      expect(answer.status).toBe(200);
      expect(((await answer.json()) as { data: unknown[] }).data.length).toBeGreaterThan(0);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
