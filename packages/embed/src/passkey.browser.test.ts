import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect } from 'vitest';
import { challenge, pending } from '../../react/test/fakes.js';
import { describeEngines, type TestPage } from '../../../test/harness/engines/index.js';
import { problemsOf, startStaticHost, type StaticHost } from '../test/host.js';

// wallet-kit.js leaves @simplewebauthn/browser out: it fetches wallet-kit.passkey.js from beside
// itself when a passkey ceremony is prepared (before the click), and the click runs the ceremony with it.

let host: StaticHost;

beforeAll(async () => {
  host = await startStaticHost({ '/': [new URL('../test/blank.html', import.meta.url), 'text/html'] });
});
afterAll(() => host?.close());

const base64url = (bytes: Buffer) => bytes.toString('base64url');
const COMPANION = '/wallet-kit.passkey.js';

/** The paths of the scripts the host served since `host.requests` was emptied. */
const fetchedScripts = () => host.requests.filter((request) => request.path.endsWith('.js')).map((request) => request.path);

/** A ScaChallenge for a pending quote whose challenge offers `availableFactors`, a passkey first, allowing `credentialId`. */
async function mountPasskeyChallenge(page: TestPage, credentialId: string, availableFactors: string[]): Promise<void> {
  const quote = pending(
    'Quote:passkey-1',
    challenge('ScaChallenge:passkey-1', {
      factor: 'PASSKEY',
      availableFactors,
      expiresAt: new Date(Date.now() + 10 * 60_000).toISOString(),
      passkeyAssertionOptions: { challenge: base64url(randomBytes(32)), rpId: 'localhost', allowCredentials: [{ id: credentialId, type: 'public-key' }], userVerification: 'required', timeout: 60_000 },
      passkeyAllowedOrigins: [host.origin],
    } as never),
  );
  await page.evaluate((pendingQuote) => {
    const target = document.createElement('div');
    document.getElementById('main')!.append(target);
    // The host's own answer to another factor, where the test gave one.
    const onChooseFactor = (window as unknown as { onChooseFactor?: (factor: string) => void }).onChooseFactor;
    const handle = window.WalletKit!.mount(target, { component: 'ScaChallenge', quote: pendingQuote, onError: () => undefined, ...(onChooseFactor ? { onChooseFactor } : {}) });
    (window as unknown as { handle: typeof handle }).handle = handle;
  }, quote as unknown as Record<string, unknown>);
}

async function openBlank(page: TestPage): Promise<void> {
  host.requests.length = 0;
  await page.goto(host.origin);
  await page.waitForFunction(() => window.WalletKit !== undefined);
}

describeEngines('the passkey companion file', (browser) => {
  browser.requires('virtual-authenticator')('is fetched only once a passkey challenge is prepared, and the click runs the ceremony with it (the assertion goes to the backend)', async () => {
    const page = await browser.newPage();
    await browser.addVirtualAuthenticator(page);
    await openBlank(page);
    // A passkey for localhost on the virtual authenticator, made with WebAuthn itself (not the companion file).
    const credentialId = await page.evaluate(async () => {
      const credential = (await navigator.credentials.create({
        publicKey: {
          challenge: crypto.getRandomValues(new Uint8Array(32)),
          rp: { id: 'localhost', name: 'Wallet Kit embed tests' },
          user: { id: crypto.getRandomValues(new Uint8Array(16)), name: 'elodie@example.com', displayName: 'Élodie' },
          pubKeyCredParams: [{ type: 'public-key', alg: -7 }],
          authenticatorSelection: { userVerification: 'required' },
        },
      })) as PublicKeyCredential;
      return btoa(String.fromCharCode(...new Uint8Array(credential.rawId))).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    });
    expect(fetchedScripts()).not.toContain(COMPANION);

    await mountPasskeyChallenge(page, credentialId, ['PASSKEY']);
    const button = page.getByRole('button', { name: 'Use my passkey' });
    await expect.poll(() => button.isEnabled()).toBe(true);
    expect(fetchedScripts().filter((path) => path === COMPANION)).toHaveLength(1);

    await button.click();
    const authorizations = () => host.requests.filter((request) => request.path.endsWith('/authorize'));
    await expect.poll(() => authorizations().length).toBe(1);
    const body = JSON.parse(authorizations()[0]!.body) as { passkeyAssertion?: { id?: string; response?: { signature?: string } }; origin?: string };
    expect(body.passkeyAssertion?.id).toBe(credentialId);
    expect(body.passkeyAssertion?.response?.signature).toEqual(expect.any(String));
    expect(body.origin).toBe(host.origin);
    // This host has no backend: the authorization's 404 is the browser's to log.
    expect((await problemsOf(page)).filter((problem) => !/404|Failed to load resource/.test(problem))).toEqual([]);
    await page.close();
  });

  browser.without('webauthn')('is never fetched where the browser has no WebAuthn: the challenge asks for a text message code instead, with no error', async () => {
    const page = await browser.newPage();
    await openBlank(page);
    // A challenge's factor never changes: the host answers onChooseFactor with the challenge of a new quote on the
    // same terms (as <QuoteConfirmation> does), here one for a text message code.
    const sms = pending('Quote:sms-1', challenge('ScaChallenge:sms-1', { expiresAt: new Date(Date.now() + 10 * 60_000).toISOString(), availableFactors: ['SMS_OTP', 'PASSKEY'] }));
    await page.evaluate((smsQuote) => {
      const place = window as unknown as { chosen?: string[]; onChooseFactor: (factor: string) => void; handle: { unmount(): void } };
      place.onChooseFactor = (factor) => {
        place.chosen = [...(place.chosen ?? []), factor];
        place.handle.unmount();
        const target = document.createElement('div');
        document.getElementById('main')!.replaceChildren(target);
        window.WalletKit!.mount(target, { component: 'ScaChallenge', quote: smsQuote, onError: () => undefined });
      };
    }, sms as unknown as Record<string, unknown>);
    await mountPasskeyChallenge(page, base64url(randomBytes(16)), ['PASSKEY', 'SMS_OTP']);
    await page.getByRole('textbox', { name: 'Verification code' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { chosen?: string[] }).chosen)).toEqual(['SMS_OTP']);
    expect(await page.getByRole('button', { name: /passkey/i }).count()).toBe(0);
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(fetchedScripts()).not.toContain(COMPANION);
    expect(await problemsOf(page)).toEqual([]);
    await page.close();
  });
});
