import { describe, expect, it } from 'vitest';
import { addVirtualAuthenticator, useBrowser } from './browser.js';

const browser = useBrowser();

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

describe('the browser harness', () => {
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

  it('adds a virtual authenticator that registers passkeys, and can refuse user verification', async () => {
    const page = await browser.open();
    const authenticator = await addVirtualAuthenticator(page);
    const registered = await page.evaluate(createCredential, 'required' as UserVerificationRequirement);
    expect(registered).toEqual({ ok: true, type: 'public-key', attachment: 'platform' });
    expect(await authenticator.credentials()).toHaveLength(1);

    await authenticator.setUserVerified(false);
    const refused = await page.evaluate(createCredential, 'required' as UserVerificationRequirement);
    expect(refused).toEqual({ ok: false, name: 'NotAllowedError' });
    await authenticator.remove();
    await page.close();
  });
});
