import { expect, it } from 'vitest';
import { describeEngines } from './engines/index.js';

/** Runs inside the page: registers a resident passkey on localhost and reports how it went. */
async function createCredential(userVerification: UserVerificationRequirement) {
  try {
    const credential = (await navigator.credentials.create({
      publicKey: {
        challenge: crypto.getRandomValues(new Uint8Array(32)),
        rp: { id: 'localhost', name: 'Wallet Kit harness' },
        user: { id: crypto.getRandomValues(new Uint8Array(16)), name: 'ada@example.com', displayName: 'Ada' },
        pubKeyCredParams: [{ type: 'public-key', alg: -7 }],
        authenticatorSelection: { residentKey: 'required', userVerification },
        timeout: 5_000,
      },
    })) as PublicKeyCredential;
    return { ok: true, type: credential.type, attachment: credential.authenticatorAttachment };
  } catch (error) {
    return { ok: false, name: (error as DOMException).name };
  }
}

describeEngines('the browser harness', (browser) => {
  it('serves pages on localhost in a secure context, with WebCrypto and IndexedDB', async () => {
    const page = await browser.open();
    expect(new URL(page.url()).hostname).toBe('localhost');
    expect(await page.evaluate(() => ({ secure: isSecureContext, subtle: typeof crypto.subtle, idb: typeof indexedDB }))).toEqual({
      secure: true,
      subtle: 'object',
      idb: 'object',
    });
    await page.close();
  });

  it('starts every run with an empty profile', async () => {
    const page = await browser.open();
    const databases = await page.evaluate(async () => (await indexedDB.databases()).map((database) => database.name));
    expect(databases).toEqual([]);
    await page.close();
  });

  it('says which engine it is', async () => {
    const page = await browser.open();
    const agent = await page.evaluate(() => navigator.userAgent);
    expect(agent).toMatch({ chromium: /Chrome\//, firefox: /Firefox\//, webkit: /AppleWebKit\/.*Safari\// }[browser.engine]);
    expect(agent).not.toMatch(browser.engine === 'webkit' ? /Chrome|Firefox/ : /^$/);
    expect(browser.version).toMatch(/^(Chromium|Firefox|WebKitGTK) \d+\.\d+/);
    await page.close();
  });

  browser.requires('virtual-authenticator')('adds a virtual authenticator that registers passkeys, and can refuse user verification', async () => {
    const page = await browser.open();
    const authenticator = await browser.addVirtualAuthenticator(page);
    const registered = await page.evaluate(createCredential, 'required' as UserVerificationRequirement);
    expect(registered).toEqual({ ok: true, type: 'public-key', attachment: 'platform' });
    const credentials = await authenticator.credentials();
    expect(credentials).toHaveLength(1);
    expect(credentials[0]!.credentialId).toMatch(/^[A-Za-z0-9_-]+$/);

    await authenticator.setUserVerified(false);
    const refused = await page.evaluate(createCredential, 'required' as UserVerificationRequirement);
    expect(refused).toEqual({ ok: false, name: 'NotAllowedError' });
    await authenticator.remove();
    await page.close();
  });
});
