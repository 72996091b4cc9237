// An integrator's test in jsdom, with `@wallet-kit/sandbox/jsdom` as its setup file (this project's vitest config
// lists it after jest-globals.ts, which leaves jsdom's globals as Jest has them): the kit's browser client, the app's
// backend and the sandbox, all through MSW.
import { createClient, type WalletKitClient } from '@wallet-kit/client';
import { createSandbox, seededPeople, SANDBOX_OTP_CODE, SANDBOX_SMS_CODE, type Sandbox } from '@wallet-kit/sandbox';
import { backendHandlers, sandboxHandlers, SANDBOX_SERVICE_URL } from '@wallet-kit/sandbox/msw';
import { createServiceHandler } from '@wallet-kit/server';
import { setupServer, type SetupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let sandbox: Sandbox;
let server: SetupServer;
let signedIn: { customerId: string } | null = null;

beforeAll(async () => {
  sandbox = await createSandbox();
  const backend = createServiceHandler({ serviceUrl: SANDBOX_SERVICE_URL, ...sandbox.credentials, environment: 'sandbox', resolveEndUser: () => signedIn });
  server = setupServer(...sandboxHandlers(sandbox), ...backendHandlers(backend));
  server.listen({ onUnhandledRequest: 'error' });
});

afterAll(() => {
  server?.close();
  sandbox?.close();
});

describe('the test kit in jsdom', () => {
  it('runs in a jsdom page, whose typed arrays are of another realm than Node’s', () => {
    expect(document.location.href).toMatch(/^http:\/\/localhost/);
    expect(new TextEncoder().encode('x') instanceof Uint8Array).toBe(false);
  });

  it('signs in with an e-mail code, quotes a payment and approves it through an SCA round, on the relative baseUrl', async () => {
    const { elodie } = seededPeople(sandbox);
    signedIn = { customerId: elodie.id };
    const client: WalletKitClient = createClient({ baseUrl: '/api/service', environment: 'sandbox' });
    try {
      const signIn = await client.auth.startOtpSignIn({ credentialId: elodie.email! });
      const session = await signIn.submitCode(SANDBOX_OTP_CODE);
      expect(client.session.getState().status).toBe('active');
      expect(sandbox.inspect.session(session.id)?.accountId).toBe(elodie.wallet);

      const quote = await client.quotes.createQuote({
        source: { sourceType: 'ACCOUNT', accountId: elodie.wallet },
        destination: { destinationType: 'ACCOUNT', accountId: elodie.bankUsd! },
        lockedCurrencySide: 'SENDING',
        lockedCurrencyAmount: 10_000,
      });
      const pending = await client.quotes.executeQuote(quote);
      expect(pending).toMatchObject({ status: 'PENDING_AUTHORIZATION', scaChallenge: { factor: 'SMS_OTP' } });
      const rounds: number[] = [];
      const done = await client.quotes.authorizeWithSca(pending, (_challenge, step) => {
        rounds.push(step.round);
        return { code: SANDBOX_SMS_CODE };
      });
      expect(rounds.length).toBeGreaterThan(0);
      expect(done.status).toBe('PROCESSING');
    } finally {
      client.dispose();
    }
  });
});
