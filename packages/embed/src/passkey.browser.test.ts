import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { challenge, pending } from '../../react/test/fakes.js';
import { useBrowser } from '../../../test/harness/browser.js';
import { startStaticHost, watchProblems, type StaticHost } from '../test/host.js';

// wallet-kit.js leaves @simplewebauthn/browser out: it fetches wallet-kit.passkey.js from beside
// itself when a passkey ceremony is prepared (before the click), and the click runs the ceremony with it.

const browser = useBrowser();
let host: StaticHost;

beforeAll(async () => {
  host = await startStaticHost({ '/': [new URL('../test/blank.html', import.meta.url), 'text/html'] });
});
afterAll(() => host?.close());

const base64url = (bytes: Buffer) => bytes.toString('base64url');

describe('the passkey companion file', () => {
  it('is fetched only once a passkey challenge is prepared, and the click runs the ceremony with it (the assertion goes to the backend)', async () => {
    const page = await browser.context.newPage();
    const problems = await watchProblems(page);
    const fetched: string[] = [];
    const authorizations: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.endsWith('.js')) fetched.push(path);
      if (path.endsWith('/authorize')) authorizations.push(request.postData() ?? '');
    });
    // Chromium's virtual authenticator, holding a passkey for localhost that the challenge allows.
    const cdp = await browser.context.newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
    });
    const credentialId = randomBytes(16);
    const privateKey = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ format: 'der', type: 'pkcs8' });
    await cdp.send('WebAuthn.addCredential', {
      authenticatorId,
      credential: { credentialId: credentialId.toString('base64'), isResidentCredential: false, rpId: 'localhost', privateKey: privateKey.toString('base64'), signCount: 0 },
    });

    await page.goto(host.origin);
    await page.waitForFunction(() => window.WalletKit !== undefined);
    expect(fetched).not.toContain('/wallet-kit.passkey.js');

    const quote = pending(
      'Quote:passkey-1',
      challenge('ScaChallenge:passkey-1', {
        factor: 'PASSKEY',
        availableFactors: ['PASSKEY'],
        expiresAt: new Date(Date.now() + 10 * 60_000).toISOString(),
        passkeyAssertionOptions: { challenge: base64url(randomBytes(32)), rpId: 'localhost', allowCredentials: [{ id: base64url(credentialId), type: 'public-key' }], userVerification: 'required', timeout: 60_000 },
        passkeyAllowedOrigins: [host.origin],
      } as never),
    );
    await page.evaluate((pendingQuote) => {
      const target = document.createElement('div');
      document.getElementById('main')!.append(target);
      window.WalletKit!.mount(target, { component: 'ScaChallenge', quote: pendingQuote, onError: () => undefined });
    }, quote as unknown as Record<string, unknown>);
    const button = page.getByRole('button', { name: 'Use my passkey' });
    await expect.poll(() => button.isEnabled()).toBe(true);
    expect(fetched.filter((path) => path === '/wallet-kit.passkey.js')).toHaveLength(1);

    await button.click();
    await expect.poll(() => authorizations.length).toBe(1);
    const body = JSON.parse(authorizations[0]!) as { passkeyAssertion?: { id?: string; response?: { signature?: string } }; origin?: string };
    expect(body.passkeyAssertion?.id).toBe(base64url(credentialId));
    expect(body.passkeyAssertion?.response?.signature).toEqual(expect.any(String));
    expect(body.origin).toBe(host.origin);
    // This host has no backend: the authorization's 404 is the browser's to log.
    expect(problems.filter((problem) => !/404|Failed to load resource/.test(problem))).toEqual([]);
    await page.close();
  });
});
