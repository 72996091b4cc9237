import { expect } from 'vitest';
import { describeEngines, type EngineBrowser, type TestPage, type VirtualAuthenticator } from '../../../test/harness/engines/index.js';
import { registrationChallenge, sandboxBackend, type SandboxBackend } from '../test/sandbox-backend.js';
import type * as Kit from './index.js';

// The page is the end user's browser: it runs the kit's ceremonies on the engine's virtual authenticator.
// Node is the integrator backend: it calls the sandbox in process with the platform credentials,
// and the sandbox verifies every attestation and assertion for real (@simplewebauthn/server).

const PREPARE = {
  registerWalletPasskey: 'prepareWalletPasskeyRegistration',
  assertWalletPasskey: 'prepareWalletPasskeyAssertion',
  enrollScaPasskey: 'prepareScaPasskeyEnrollment',
  assertScaPasskey: 'prepareScaPasskeyAssertion',
} as const;
type CeremonyName = keyof typeof PREPARE;
type Prepare<K extends CeremonyName> = (typeof Kit)[(typeof PREPARE)[K]];
type CeremonyInput<K extends CeremonyName> = Parameters<Prepare<K>>[0];
type CeremonyOptions<K extends CeremonyName> = Parameters<Prepare<K>>[1];
type CeremonyResult<K extends CeremonyName> = Awaited<ReturnType<ReturnType<Prepare<K>>['run']>>;

type Outcome<T> = { ok: true; value: T } | { ok: false; code: string | undefined; message: string | undefined };

declare global {
  interface Window {
    sandboxCeremony?: Promise<Outcome<unknown>>;
  }
}

const BUTTON = 'Continue with a passkey';

/**
 * The gesture-safe pattern of the README, in the page: `prepare…` as soon as the backend's data
 * arrives, then `run()` from the click on a button. Gives the ceremony's result, or the
 * PasskeyError's code and message.
 */
async function ceremonyFromClick<K extends CeremonyName>(page: TestPage, name: K, input: CeremonyInput<K>, options?: CeremonyOptions<K>): Promise<Outcome<CeremonyResult<K>>> {
  const armed = await page.evaluate(
    async ({ prepareName, input, options, label }) => {
      const kit = await wk('passkey');
      const settle = (run: Promise<unknown>) =>
        run.then(
          (value) => ({ ok: true as const, value }),
          (error: { code?: string; message?: string }) => ({ ok: false as const, code: error.code, message: error.message }),
        );
      document.querySelector('button')?.remove();
      window.sandboxCeremony = undefined;
      let ceremony: { run(): Promise<unknown> };
      try {
        ceremony = (kit[prepareName] as (input: unknown, options?: unknown) => { run(): Promise<unknown> })(input, options);
      } catch (error) {
        window.sandboxCeremony = settle(Promise.reject(error));
        return false;
      }
      const button = document.createElement('button');
      button.textContent = label;
      button.addEventListener('click', () => (window.sandboxCeremony = settle(ceremony.run())), { once: true });
      document.body.append(button);
      return true;
    },
    { prepareName: PREPARE[name], input: input as unknown, options: options as unknown, label: BUTTON },
  );
  // A `prepare…` that refuses its input arms no button: there is nothing to click, and no prompt.
  if (armed) await page.getByRole('button', { name: BUTTON }).click();
  return (await page.evaluate(() => window.sandboxCeremony!)) as Outcome<CeremonyResult<K>>;
}

/** The value of a ceremony that must succeed, or a failure that shows the PasskeyError. */
function succeeded<T>(outcome: Outcome<T>): T {
  if (!outcome.ok) throw new Error(`the ceremony failed: ${outcome.code}: ${outcome.message}`);
  return outcome.value;
}

async function openWithAuthenticator(browser: EngineBrowser): Promise<{ page: TestPage; authenticator: VirtualAuthenticator }> {
  const page = await browser.open();
  return { page, authenticator: await browser.addVirtualAuthenticator(page) };
}

/**
 * Registers a wallet passkey on alice's embedded wallet: the backend mints the challenge, the page
 * runs the ceremony, and since the wallet already has an e-mail credential, adding one is a signed
 * action stamped by an OTP session (reference: Passkeys; spec: POST /auth/credentials).
 */
async function registerAlicePasskey(backend: SandboxBackend, page: TestPage) {
  const challenge = registrationChallenge();
  const attestation = succeeded(
    await ceremonyFromClick(page, 'registerWalletPasskey', {
      challenge,
      rp: { name: 'Wallet Kit tests' },
      user: { id: backend.alice.id, name: backend.alice.email },
      nickname: 'Test laptop',
    }),
  );
  const stamp = await backend.signInWithOtp(backend.alice.emailCredential);
  const body = { type: 'PASSKEY', accountId: backend.alice.wallet, nickname: 'Test laptop', challenge, attestation };
  const credential = await backend.expectStatus(201, backend.signed('POST', '/auth/credentials', body, stamp));
  return { attestation, credential };
}

describeEngines('passkey ceremonies against the strict sandbox', (browser) => {
  const withAuthenticator = browser.requires('virtual-authenticator');

  withAuthenticator('registers a wallet passkey the sandbox verifies, then signs in with it to a session bound to a key made in the page', async () => {
    const backend = await sandboxBackend();
    const { page, authenticator } = await openWithAuthenticator(browser);
    const { attestation, credential } = await registerAlicePasskey(backend, page);
    expect(credential).toMatchObject({ type: 'PASSKEY', accountId: backend.alice.wallet, nickname: 'Test laptop', credentialId: attestation.credentialId });
    expect((await authenticator.credentials()).map((c) => c.credentialId)).toEqual([attestation.credentialId]);

    const clientPublicKey = await page.evaluate(async () => {
      const { createKeyStore } = await wk('key-store');
      return (await createKeyStore({ databaseName: 'passkey-sign-in' }).createSigningKey()).publicKey.compressed;
    });
    const challenge = await backend.expectStatus(200, backend.call('POST', `/auth/credentials/${credential.id}/challenge`, { body: { clientPublicKey } }));
    const assertion = succeeded(await ceremonyFromClick(page, 'assertWalletPasskey', challenge as Kit.PasskeyAuthChallenge));
    expect(assertion.credentialId).toBe(attestation.credentialId);
    const session = await backend.expectStatus(
      200,
      backend.call('POST', `/auth/credentials/${credential.id}/verify`, { body: { type: 'PASSKEY', assertion }, headers: { 'Request-Id': challenge.requestId } }),
    );
    expect(session).toMatchObject({ id: expect.stringMatching(/^Session:/), accountId: backend.alice.wallet, type: 'PASSKEY', expiresAt: expect.any(String) });
    expect(session.encryptedSessionSigningKey).toBeUndefined();
    expect(backend.sandbox.inspect.session(session.id)?.publicKey).toBe(clientPublicKey);
    await page.close();
  });

  withAuthenticator('signs in with a passkey through the legacy flow: the page opens encryptedSessionSigningKey and signs the sign-out with it', async () => {
    const backend = await sandboxBackend();
    const { page } = await openWithAuthenticator(browser);
    const { credential } = await registerAlicePasskey(backend, page);

    const decryptionKey = await page.evaluate(async () => {
      const { createKeyStore } = await wk('key-store');
      const key = await createKeyStore({ databaseName: 'passkey-legacy' }).createDecryptionKey();
      return { id: key.id, uncompressed: key.publicKey.uncompressed };
    });
    const challenge = await backend.expectStatus(
      200,
      backend.call('POST', `/auth/credentials/${credential.id}/challenge`, { body: { clientPublicKey: decryptionKey.uncompressed } }),
    );
    const assertion = succeeded(await ceremonyFromClick(page, 'assertWalletPasskey', challenge as Kit.PasskeyAuthChallenge));
    const session = await backend.expectStatus(
      200,
      backend.call('POST', `/auth/credentials/${credential.id}/verify`, { body: { type: 'PASSKEY', assertion }, headers: { 'Request-Id': challenge.requestId } }),
    );
    expect(session.encryptedSessionSigningKey).toEqual(expect.any(String));

    const sessionKey = await page.evaluate(
      async ({ sealed, decryptionKeyId }) => {
        const { createKeyStore } = await wk('key-store');
        const { decryptSessionSigningKey } = await wk('otp-encrypt');
        const store = createKeyStore({ databaseName: 'passkey-legacy' });
        const key = await decryptSessionSigningKey(sealed, await store.requireKey(decryptionKeyId, 'decryption'), { keyStore: store });
        return { id: key.id, compressed: key.publicKey.compressed };
      },
      { sealed: session.encryptedSessionSigningKey as string, decryptionKeyId: decryptionKey.id },
    );
    expect(backend.sandbox.inspect.session(session.id)?.publicKey).toBe(sessionKey.compressed);

    const stampInPage = (payloadToSign: string) =>
      page.evaluate(
        async ({ payloadToSign, keyId }) => {
          const { createKeyStore } = await wk('key-store');
          const { stampPayload } = await wk('stamp-signer');
          return stampPayload(payloadToSign, await createKeyStore({ databaseName: 'passkey-legacy' }).requireKey(keyId, 'signing'));
        },
        { payloadToSign, keyId: sessionKey.id },
      );
    await backend.expectStatus(204, backend.signed('DELETE', `/auth/sessions/${session.id}`, undefined, stampInPage));
    expect(backend.sandbox.inspect.session(session.id)?.revoked).toBe(true);
    await page.close();
  });

  withAuthenticator('enrolls an SCA passkey for an EU customer, then authorizes a cross-currency payment with it, one assertion per challenge', async () => {
    // The service lists the origins the platform registered, and the page must be one of them
    // (reference: SCA); the sandbox's default `http://localhost:*` is a pattern no page origin equals.
    const backend = await sandboxBackend({ passkeys: { origins: [new URL(browser.url()).origin] } });
    const { page } = await openWithAuthenticator(browser);
    const { elodie } = backend;

    const start = await backend.expectStatus(200, backend.call('POST', `/sca/factors?customerId=${elodie.id}`, { body: { type: 'PASSKEY' } }));
    const enrollment = succeeded(await ceremonyFromClick(page, 'enrollScaPasskey', start as Kit.ScaPasskeyEnrollmentStart));
    expect(enrollment.origin).toBe(new URL(page.url()).origin);
    const confirmed = await backend.expectStatus(200, backend.call('POST', `/sca/factors/confirm?customerId=${elodie.id}`, { body: enrollment }));
    expect(confirmed.factor).toEqual({ factor: 'PASSKEY', credentialId: enrollment.credential.id, name: 'Passkey' });

    const balanceBefore = backend.sandbox.inspect.balance(elodie.eur);
    const created = await backend.expectStatus(
      201,
      backend.call('POST', '/quotes', {
        body: {
          source: { sourceType: 'ACCOUNT', accountId: elodie.eur },
          destination: { destinationType: 'ACCOUNT', accountId: elodie.usdBank },
          lockedCurrencySide: 'SENDING',
          lockedCurrencyAmount: 5_000,
        },
      }),
    );
    let quote = await backend.expectStatus(200, backend.call('POST', `/quotes/${created.id}/execute`, { body: { scaFactor: 'PASSKEY' } }));
    const answered: string[] = [];
    // The number of challenges is not fixed (reference: SCA): answer until the quote moves on.
    while (quote.status === 'PENDING_AUTHORIZATION') {
      const challenge = quote.scaChallenge as Kit.ScaPasskeyChallenge & { id: string; factor: string };
      expect(challenge.factor).toBe('PASSKEY');
      expect(answered).not.toContain(challenge.id);
      const authorization = succeeded(await ceremonyFromClick(page, 'assertScaPasskey', challenge));
      expect(authorization.passkeyAssertion.id).toBe(enrollment.credential.id);
      quote = await backend.expectStatus(200, backend.call('POST', `/quotes/${created.id}/authorize`, { body: authorization }));
      answered.push(challenge.id);
    }
    expect(answered).toHaveLength(2);
    expect(quote.status).toBe('PROCESSING');
    expect(backend.sandbox.inspect.balance(elodie.eur)).toBe(balanceBefore - created.totalSendingAmount);
    await page.close();
  });

  withAuthenticator('reports PASSKEY_CANCELLED when the authenticator refuses user verification, sends nothing, and the same challenge still signs in', async () => {
    const backend = await sandboxBackend();
    const { page, authenticator } = await openWithAuthenticator(browser);
    const { credential } = await registerAlicePasskey(backend, page);
    const clientPublicKey = await page.evaluate(async () => {
      const { createKeyStore } = await wk('key-store');
      return (await createKeyStore({ databaseName: 'passkey-cancel' }).createSigningKey()).publicKey.compressed;
    });
    const challenge = (await backend.expectStatus(
      200,
      backend.call('POST', `/auth/credentials/${credential.id}/challenge`, { body: { clientPublicKey } }),
    )) as Kit.PasskeyAuthChallenge;
    const callsBefore = [...backend.calls];

    await authenticator.setUserVerified(false);
    const cancelled = await ceremonyFromClick(page, 'assertWalletPasskey', challenge);
    expect(cancelled).toMatchObject({ ok: false, code: 'PASSKEY_CANCELLED', message: expect.stringMatching(/^The passkey request was cancelled/) });
    expect(backend.calls).toEqual(callsBefore);
    expect(backend.sandbox.inspect.sessionsOf(backend.alice.wallet).filter((s) => s.credentialId === credential.id)).toEqual([]);

    await authenticator.setUserVerified(true);
    const assertion = succeeded(await ceremonyFromClick(page, 'assertWalletPasskey', challenge));
    const session = await backend.expectStatus(
      200,
      backend.call('POST', `/auth/credentials/${credential.id}/verify`, { body: { type: 'PASSKEY', assertion }, headers: { 'Request-Id': challenge.requestId } }),
    );
    expect(backend.sandbox.inspect.session(session.id)?.publicKey).toBe(clientPublicKey);
    await page.close();
  });

  withAuthenticator('reports PASSKEY_ORIGIN_NOT_ALLOWED before prompting when the enrollment start does not list the page, and the sandbox refuses a credential made there', async () => {
    const backend = await sandboxBackend({ passkeys: { origins: ['https://app.example.com'] } });
    const { page, authenticator } = await openWithAuthenticator(browser);
    const start = (await backend.expectStatus(
      200,
      backend.call('POST', `/sca/factors?customerId=${backend.elodie.id}`, { body: { type: 'PASSKEY' } }),
    )) as Kit.ScaPasskeyEnrollmentStart;
    expect(start.allowedOrigins).toEqual(['https://app.example.com']);

    const refused = await ceremonyFromClick(page, 'enrollScaPasskey', start);
    expect(refused).toMatchObject({ ok: false, code: 'PASSKEY_ORIGIN_NOT_ALLOWED', message: expect.stringContaining('https://app.example.com') });
    expect(await authenticator.credentials()).toEqual([]);

    // Claiming an allowed origin does not help: the credential's client data names the real page.
    const claimed = succeeded(await ceremonyFromClick(page, 'enrollScaPasskey', start, { origin: 'https://app.example.com' }));
    const answer = await backend.call('POST', `/sca/factors/confirm?customerId=${backend.elodie.id}`, { body: claimed });
    expect(answer).toMatchObject({ status: 400, body: { code: 'INVALID_INPUT' } });
    expect((await backend.expectStatus(200, backend.call('GET', `/sca/factors?customerId=${backend.elodie.id}`))).factors.map((enrolled: { factor: string }) => enrolled.factor)).toEqual(['SMS_OTP']);
    await page.close();
  });

  withAuthenticator('reports PASSKEY_ALREADY_REGISTERED when the same authenticator registers again with the credentials the service lists excluded', async () => {
    const backend = await sandboxBackend();
    const { page, authenticator } = await openWithAuthenticator(browser);
    const { attestation } = await registerAlicePasskey(backend, page);
    const listed = await backend.expectStatus(200, backend.call('GET', `/auth/credentials?accountId=${backend.alice.wallet}`));
    const excludeCredentialIds = (listed.data as Array<{ type: string; credentialId?: string }>).flatMap((c) => (c.type === 'PASSKEY' && c.credentialId ? [c.credentialId] : []));
    expect(excludeCredentialIds).toEqual([attestation.credentialId]);

    const again = await ceremonyFromClick(page, 'registerWalletPasskey', {
      challenge: registrationChallenge(),
      rp: { name: 'Wallet Kit tests' },
      user: { id: backend.alice.id, name: backend.alice.email },
      nickname: 'Test laptop again',
      excludeCredentialIds,
    });
    expect(again).toMatchObject({ ok: false, code: 'PASSKEY_ALREADY_REGISTERED', message: expect.stringMatching(/^This device already has a passkey/) });
    expect(await authenticator.credentials()).toHaveLength(1);
    await page.close();
  });

  browser.without('webauthn')('reports PASSKEY_NOT_SUPPORTED from the click where the browser has no WebAuthn, and sends the service nothing', async () => {
    const backend = await sandboxBackend({ passkeys: { origins: [new URL(browser.url()).origin] } });
    const page = await browser.open();
    const start = (await backend.expectStatus(
      200,
      backend.call('POST', `/sca/factors?customerId=${backend.elodie.id}`, { body: { type: 'PASSKEY' } }),
    )) as Kit.ScaPasskeyEnrollmentStart;
    const callsBefore = [...backend.calls];

    const registration = await ceremonyFromClick(page, 'registerWalletPasskey', {
      challenge: registrationChallenge(),
      rp: { name: 'Wallet Kit tests' },
      user: { id: backend.alice.id, name: backend.alice.email },
      nickname: 'Test laptop',
    });
    const enrollment = await ceremonyFromClick(page, 'enrollScaPasskey', start);
    const unsupported = { ok: false, code: 'PASSKEY_NOT_SUPPORTED', message: expect.stringMatching(/or sign in with a code\.$/) };
    expect([registration, enrollment]).toEqual([unsupported, unsupported]);
    expect(backend.calls).toEqual(callsBefore);
    // Only the codes by text message (named by the masked phone they go to): no passkey factor was enrolled.
    expect((await backend.expectStatus(200, backend.call('GET', `/sca/factors?customerId=${backend.elodie.id}`))).factors.map((enrolled: { factor: string }) => enrolled.factor)).toEqual(['SMS_OTP']);
    await page.close();
  });
});
