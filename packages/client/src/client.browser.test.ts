import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { toNodeListener } from '@wallet-kit/server';
import { createServer, defaultClientConditions, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEngines, type TestPage } from '../../../test/harness/engines/index.js';
import { oidcToken, signIn, testWorld, type TestWorld } from '../test/world.js';
import type { AuthMethod, AuthSession, PreparedPasskeySignIn, WalletKitClient } from './index.js';

const PAGE = 'packages/client/test/page.html';

declare global {
  interface Window {
    world?: Awaited<ReturnType<Window['clientTest']['inPageWorld']>>;
    tab?: WalletKitClient;
    client?: WalletKitClient;
    passkey?: AuthMethod;
    signIn?: PreparedPasskeySignIn;
    outcome?: Promise<{ session?: AuthSession; error?: string }>;
  }
}

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
let vite: ViteDevServer;
let origin: string;
let t: TestWorld;
const backendCalls: string[] = [];

beforeAll(async () => {
  // One origin for the page and its backend, as an integrator serves them: `/api/service/*` goes to
  // createServiceHandler (in front of a sandbox in Node), everything else is the page. Both tabs of
  // the cross-tab test must reach the same service, so it lives here rather than inside one page.
  // Its own dependency cache, told about this page up front, so no re-optimization reloads it mid-test.
  vite = await createServer({
    configFile: false,
    root: repoRoot,
    logLevel: 'warn',
    cacheDir: 'node_modules/.vite-client-browser-test',
    resolve: { conditions: ['source', ...defaultClientConditions] },
    optimizeDeps: { entries: [PAGE], include: ['@simplewebauthn/server'] },
    server: { host: 'localhost', port: 0, strictPort: false, hmr: false, fs: { allow: [repoRoot] } },
    plugins: [
      {
        name: 'integrator-backend',
        configureServer(server) {
          server.middlewares.use('/api/service', (req, res) => {
            backendCalls.push(`${req.method} ${decodeURIComponent((req as { originalUrl?: string }).originalUrl ?? '')}`);
            // The world of the engine whose tests run now (engines run one after another).
            toNodeListener(t.handler)(req, res);
          });
        },
      },
    ],
  });
  await vite.listen();
  origin = `http://localhost:${(vite.httpServer!.address() as AddressInfo).port}/`;
});
afterAll(async () => {
  await vite?.close();
});

/** Puts a button on the page whose click runs the prepared passkey sign-in (the ceremony needs the gesture). */
async function clickToSignIn(page: TestPage): Promise<{ session?: AuthSession; error?: string }> {
  await page.evaluate(() => {
    const button = document.createElement('button');
    button.textContent = 'Sign in with a passkey';
    button.addEventListener('click', () => {
      window.outcome = window.signIn!.run().then(
        (session) => ({ session }),
        (error: { code?: string; message?: string }) => ({ error: `${error.code}: ${error.message}` }),
      );
      button.remove();
    });
    document.body.append(button);
  });
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  return page.evaluate(() => window.outcome!);
}

describeEngines('the client in a browser', (browser) => {
  const withAuthenticator = browser.requires('virtual-authenticator');
  // A world of its own for each engine: the tests below leave credentials and sessions in it.
  beforeAll(async () => {
    t = await testWorld();
  });
  afterAll(() => t?.dispose());

  async function openPage(): Promise<TestPage> {
    const page = await browser.newPage();
    await page.goto(new URL(PAGE, origin).href);
    await page.waitForFunction(() => window.wkReady === true);
    return page;
  }

  describe('passkey sign-in, against a sandbox inside the page', () => {
    withAuthenticator('registers a passkey from a signed-in session, then signs in with it on a client-held key and on the legacy flow', async () => {
      const page = await openPage();
      const authenticator = await browser.addVirtualAuthenticator(page);
      const registered = await page.evaluate(async () => {
        const world = (window.world = await window.clientTest.inPageWorld());
        const client = (window.client = world.client(world.alice.id));
        await (await client.auth.startOtpSignIn({ credentialId: world.alice.email })).submitCode('000000');
        const prepared = await client.credentials.preparePasskeyCredential({
          accountId: world.alice.wallet,
          nickname: 'Test laptop',
          rp: { name: 'Wallet Kit tests' },
          user: { id: world.alice.id, name: 'alice@example.com', displayName: 'Alice' },
        });
        window.passkey = await prepared.run();
        await client.session.signOut();
        return window.passkey;
      });
      expect(registered).toMatchObject({ type: 'PASSKEY', nickname: 'Test laptop', credentialId: expect.any(String) });
      expect(await authenticator.credentials()).toHaveLength(1);

      for (const flow of ['client-held', 'legacy'] as const) {
        await page.evaluate(async (flow) => {
          window.signIn = await window.client!.auth.preparePasskeySignIn({ credentialId: window.passkey!.id, flow });
        }, flow);
        const outcome = await clickToSignIn(page);
        expect(outcome.error).toBeUndefined();
        expect(outcome.session).toMatchObject({ type: 'PASSKEY', accountId: expect.stringMatching(/^InternalAccount:/) });
        const bound = await page.evaluate(async () => {
          const { session, key } = await window.client!.session.current();
          const atService = window.world!.sandbox.inspect.session(session.id)?.publicKey;
          // A signed call with the new session's key works: the service accepts its stamps.
          await window.client!.session.signOut();
          return { atService, ours: key.publicKey.compressed, revoked: window.world!.sandbox.inspect.session(session.id)!.revoked };
        });
        expect(bound.atService).toBe(bound.ours);
        expect(bound.revoked).toBe(true);
      }
      await page.close();
    });
  });

  describe('passkey sign-up', () => {
    withAuthenticator('creates a new wallet’s first credential as a passkey and signs in with it, from one click', async () => {
      const page = await openPage();
      const authenticator = await browser.addVirtualAuthenticator(page);
      await page.evaluate(async () => {
        const world = (window.world = await window.clientTest.inPageWorld());
        // A customer just opened by the platform: an embedded wallet with no credential yet.
        const platform = (method: string, path: string, body?: unknown) =>
          world.sandbox
            .fetch(
              new Request(`${location.origin}${world.sandbox.basePath}${path}`, {
                method,
                headers: { Authorization: `Basic ${btoa(`${world.sandbox.credentials.clientId}:${world.sandbox.credentials.clientSecret}`)}`, 'Content-Type': 'application/json' },
                ...(body ? { body: JSON.stringify(body) } : {}),
              }),
            )
            .then((response) => response.json() as Promise<Record<string, unknown>>);
        const customer = await platform('POST', '/customers', { customerType: 'INDIVIDUAL', platformCustomerId: `signup-${Date.now()}`, region: 'US', email: 'new@example.com' });
        const accounts = await platform('GET', `/customers/internal-accounts?customerId=${String(customer.id)}&type=EMBEDDED_WALLET`);
        const wallet = (accounts.data as Array<{ id: string }>)[0]!.id;
        const client = (window.client = world.client(String(customer.id)));
        const signUp = await client.credentials.preparePasskeySignUp({
          accountId: wallet,
          nickname: 'New phone',
          rp: { name: 'Wallet Kit tests' },
          user: { id: String(customer.id), name: 'new@example.com', displayName: 'New' },
        });
        const button = document.createElement('button');
        button.textContent = 'Create a passkey';
        button.addEventListener('click', () => {
          window.outcome = signUp.run().then(
            ({ session }) => ({ session }),
            (error: { code?: string; message?: string }) => ({ error: `${error.code}: ${error.message}` }),
          );
        });
        document.body.append(button);
      });
      await page.getByRole('button', { name: 'Create a passkey' }).click();
      const outcome = await page.evaluate(() => window.outcome!);
      expect(outcome.error).toBeUndefined();
      expect(outcome.session).toMatchObject({ type: 'PASSKEY', nickname: 'New phone' });
      expect(await authenticator.credentials()).toHaveLength(1);
      expect(await page.evaluate(() => window.client!.session.getState().status)).toBe('active');
      await page.close();
    });
  });

  describe('SCA with a passkey', () => {
    withAuthenticator('authorizes both rounds of a cross-currency send with passkey assertions (proof { passkeyAssertion, origin })', async () => {
      const page = await openPage();
      await browser.addVirtualAuthenticator(page);
      const outcome = await page.evaluate(async () => {
        const world = await window.clientTest.inPageWorld();
        const elodie = world.elodie;
        // Enrol an SCA passkey for Élodie (the client has no call for enrolment; the app's backend route does it).
        const start = await world.backend(elodie.id, `/sca/factors?customerId=${encodeURIComponent(elodie.id)}`, { type: 'PASSKEY' });
        const enrolment = await window.clientTest.enrollScaPasskey(start as never);
        const confirmed = await world.backend(elodie.id, `/sca/factors/confirm?customerId=${encodeURIComponent(elodie.id)}`, enrolment);

        const client = world.client(elodie.id);
        await (await client.auth.startOtpSignIn({ credentialId: elodie.email })).submitCode('000000');
        const quote = await client.quotes.createQuote({
          source: { sourceType: 'ACCOUNT', accountId: elodie.wallet },
          destination: { destinationType: 'ACCOUNT', accountId: elodie.bankUsd },
          lockedCurrencySide: 'SENDING',
          lockedCurrencyAmount: 3_000,
        });
        const pending = await client.quotes.executeQuote(quote, { scaFactor: 'PASSKEY' });
        const factors: string[] = [];
        const done = await client.quotes.authorizeWithSca(pending, (challenge) => {
          factors.push(challenge.factor);
          return window.clientTest.assertScaPasskey(challenge);
        });
        return { confirmed, factors, status: done.status };
      });
      expect(outcome.confirmed).toMatchObject({ type: 'PASSKEY' });
      expect(outcome.factors).toEqual(['PASSKEY', 'PASSKEY']);
      expect(outcome.status).toBe('PROCESSING');
      await page.close();
    });
  });

  describe('OAuth across the redirect to the identity provider', () => {
    it('resumes after a page load with the key made before it (kept in IndexedDB, its id in sessionStorage)', async () => {
      const identity = { aud: 'wallet-kit-tests', sub: 'alice-redirect' };
      const setup = t.clientFor(t.world.alice.id);
      await signIn(setup, t.world.alice.email);
      const credential = await setup.credentials.addOAuthCredential({ accountId: t.world.alice.wallet, oidcToken: await oidcToken(t.sandbox, { ...identity, iat: Math.floor(t.sandbox.now() / 1000) }) });
      await setup.session.signOut();

      const page = await openPage();
      await page.evaluate((now) => (window.testNow = now), t.sandbox.now());
      const begun = await page.evaluate(async (alice) => {
        const oauth = await window.clientTest.backendClient(alice, { storage: sessionStorage }).auth.beginOAuthSignIn();
        return { nonce: oauth.nonce, clientPublicKey: oauth.clientPublicKey };
      }, t.world.alice.id);

      await page.reload(); // off to the identity provider and back
      await page.waitForFunction(() => window.wkReady === true);
      await page.evaluate((now) => (window.testNow = now), t.sandbox.now());
      const token = await oidcToken(t.sandbox, { ...identity, nonce: begun.nonce, iat: Math.floor(t.sandbox.now() / 1000) });
      const session = await page.evaluate(
        async ({ alice, credentialId, token }) => {
          const oauth = await window.clientTest.backendClient(alice, { storage: sessionStorage }).auth.resumeOAuthSignIn();
          return oauth.complete(credentialId, token);
        },
        { alice: t.world.alice.id, credentialId: credential.id, token },
      );
      expect(session).toMatchObject({ type: 'OAUTH', accountId: t.world.alice.wallet });
      expect(t.sandbox.inspect.session(session.id)?.publicKey).toBe(begun.clientPublicKey);
      await page.close();
    });
  });

  describe('one refresh across tabs, with a real BroadcastChannel and Web Locks', () => {
    it('refreshes once when two tabs wake past the refresh deadline together, and both adopt the new session', async () => {
      const [a, b] = [await openPage(), await openPage()];
      const setClock = () => Promise.all([a, b].map((page) => page.evaluate((now) => (window.testNow = now), t.sandbox.now())));
      await setClock();
      for (const page of [a, b]) await page.evaluate((alice) => void (window.tab = window.clientTest.backendClient(alice)), t.world.alice.id);

      const first = await a.evaluate(async (credentialId) => (await window.tab!.auth.startOtpSignIn({ credentialId })).submitCode('000000'), t.world.alice.email);
      // The other tab hears of the sign-in at once.
      await b.waitForFunction((id) => window.tab!.session.getState().record?.session.id === id, first.id);

      t.sandbox.advanceClock(14 * 60_000);
      await setClock();
      const before = t.sandbox.inspect.sessionsOf(t.world.alice.wallet).length;
      backendCalls.length = 0;
      await Promise.all([a, b].map((page) => page.evaluate(() => window.tab!.session.check())));
      const sessionIds = await Promise.all(
        [a, b].map(async (page) => {
          await page.waitForFunction((id) => {
            const state = window.tab!.session.getState();
            return state.status === 'active' && state.record!.session.id !== id;
          }, first.id);
          return page.evaluate(() => window.tab!.session.getState().record!.session.id);
        }),
      );
      expect(sessionIds[0]).toBe(sessionIds[1]);
      expect(t.sandbox.inspect.sessionsOf(t.world.alice.wallet)).toHaveLength(before + 1);
      expect(backendCalls.filter((call) => call.endsWith('/refresh'))).toHaveLength(2); // one refresh: its two legs

      // The tab that did not refresh signs with the adopted key (shared through IndexedDB).
      const mnemonic = await b.evaluate((wallet) => window.tab!.wallet.exportWallet(wallet), t.world.alice.wallet);
      expect(mnemonic).toBe(t.sandbox.inspect.mnemonic(t.world.alice.wallet));

      // Signing out in one tab signs out the other.
      await a.evaluate(() => window.tab!.session.signOut());
      await b.waitForFunction(() => window.tab!.session.getState().status === 'signed-out');
      expect(t.sandbox.inspect.session(sessionIds[0]!)?.revoked).toBe(true);
      await Promise.all([a.close(), b.close()]);
    });
  });

  describe('where the browser has no WebAuthn', () => {
    browser.without('webauthn')('reports PASSKEY_NOT_SUPPORTED when a passkey is added from a click, keeps the session and the wallet’s credentials as they were', async () => {
      const page = await openPage();
      await page.evaluate(async () => {
        const world = (window.world = await window.clientTest.inPageWorld());
        const client = (window.client = world.client(world.alice.id));
        await (await client.auth.startOtpSignIn({ credentialId: world.alice.email })).submitCode('000000');
        const prepared = await client.credentials.preparePasskeyCredential({
          accountId: world.alice.wallet,
          nickname: 'Test laptop',
          rp: { name: 'Wallet Kit tests' },
          user: { id: world.alice.id, name: 'alice@example.com', displayName: 'Alice' },
        });
        const button = document.createElement('button');
        button.textContent = 'Add a passkey';
        button.addEventListener('click', () => {
          window.outcome = prepared.run().then(
            () => ({}),
            (error: { code?: string; message?: string }) => ({ error: `${error.code}: ${error.message}` }),
          );
        });
        document.body.append(button);
      });
      const types = () => page.evaluate(async () => (await window.client!.credentials.listCredentials(window.world!.alice.wallet)).map((credential) => credential.type));
      const before = await types();
      await page.getByRole('button', { name: 'Add a passkey' }).click();
      expect(await page.evaluate(() => window.outcome!)).toEqual({ error: expect.stringMatching(/^PASSKEY_NOT_SUPPORTED: .*sign in with a code\.$/) });
      expect(await page.evaluate(() => window.client!.session.getState().status)).toBe('active');
      expect(await types()).toEqual(before);
      expect(before).not.toContain('PASSKEY');
      await page.close();
    });
  });
});
