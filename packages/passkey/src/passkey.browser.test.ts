import { expect, it } from 'vitest';
import { describeEngines, type TestPage } from '../../../test/harness/engines/index.js';

declare global {
  interface Window {
    ceremonyOutcome?: Promise<{ ok: boolean; code?: string; credentialId?: string }>;
    reachedCredentialsInClickTask?: boolean;
    userActivationAtCall?: boolean;
  }
}

const REGISTRATION = {
  challenge: 'q3Vx2m8VZ1Jm2o9t4Y7n0Q8s1K5d3F6h9J2k4L7p0R8',
  rp: { name: 'Wallet Kit tests' },
  user: { id: 'customer-1', name: 'ada@example.com', displayName: 'Ada' },
  nickname: 'Test laptop',
};

/**
 * Puts a button on the page whose click handler starts `kind` of ceremony, and records whether
 * navigator.credentials was reached in the click's own task (before any microtask ran) and with
 * transient user activation.
 */
async function armButton(page: TestPage, kind: 'kit' | 'awaits-first', registration = REGISTRATION): Promise<void> {
  await page.evaluate(
    async ({ kind, registration }) => {
      const { prepareWalletPasskeyRegistration } = await wk('passkey');
      const ceremony = prepareWalletPasskeyRegistration(registration);
      const original = navigator.credentials.create.bind(navigator.credentials);
      let inClickTask = false;
      navigator.credentials.create = (options) => {
        window.reachedCredentialsInClickTask = inClickTask;
        window.userActivationAtCall = navigator.userActivation.isActive;
        return original(options);
      };
      const button = document.createElement('button');
      button.textContent = 'Create a passkey';
      document.body.append(button);
      button.addEventListener('click', () => {
        inClickTask = true;
        queueMicrotask(() => (inClickTask = false));
        const run = kind === 'kit' ? ceremony.run() : Promise.resolve().then(() => ceremony.run());
        window.ceremonyOutcome = run.then(
          (attestation) => ({ ok: true, credentialId: attestation.credentialId }),
          (error: { code?: string }) => ({ ok: false, code: error.code }),
        );
      });
    },
    { kind, registration },
  );
}

describeEngines('passkey ceremonies in a browser', (browser) => {
  const withAuthenticator = browser.requires('virtual-authenticator');
  const withPromptLeftOpen = browser.requires('authenticator-withholds-presence');

  withAuthenticator('reach navigator.credentials inside the click task, with nothing awaited before it', async () => {
    const page = await browser.open();
    await browser.addVirtualAuthenticator(page);
    await armButton(page, 'kit');
    await page.getByRole('button', { name: 'Create a passkey' }).click();
    const outcome = await page.evaluate(() => window.ceremonyOutcome!);
    expect(outcome.ok).toBe(true);
    expect(await page.evaluate(() => [window.reachedCredentialsInClickTask, window.userActivationAtCall])).toEqual([true, true]);
    await page.close();
  });

  withAuthenticator('would be caught if a ceremony awaited anything before navigator.credentials (the check can fail)', async () => {
    const page = await browser.open();
    await browser.addVirtualAuthenticator(page);
    await armButton(page, 'awaits-first');
    await page.getByRole('button', { name: 'Create a passkey' }).click();
    await page.evaluate(() => window.ceremonyOutcome!);
    expect(await page.evaluate(() => window.reachedCredentialsInClickTask)).toBe(false);
    await page.close();
  });

  withAuthenticator('reports PASSKEY_CANCELLED when the authenticator refuses user verification', async () => {
    const page = await browser.open();
    const authenticator = await browser.addVirtualAuthenticator(page);
    await authenticator.setUserVerified(false);
    const outcome = await page.evaluate(async (registration) => {
      const { registerWalletPasskey } = await wk('passkey');
      return registerWalletPasskey(registration).then(
        () => 'registered',
        (error: { code?: string; message?: string }) => `${error.code}: ${error.message}`,
      );
    }, REGISTRATION);
    expect(outcome).toMatch(/^PASSKEY_CANCELLED: The passkey request was cancelled/);
    expect(await authenticator.credentials()).toHaveLength(0);
    await page.close();
  });

  withAuthenticator('reports PASSKEY_INVALID_DOMAIN for a relying party the page does not belong to', async () => {
    const page = await browser.open();
    await browser.addVirtualAuthenticator(page);
    const code = await page.evaluate(async (registration) => {
      const { registerWalletPasskey } = await wk('passkey');
      return registerWalletPasskey({ ...registration, rp: { id: 'example.com', name: 'Elsewhere' } }).then(
        () => 'registered',
        (error: { code?: string }) => error.code,
      );
    }, REGISTRATION);
    expect(code).toBe('PASSKEY_INVALID_DOMAIN');
    await page.close();
  });

  it('refuses an SCA challenge whose allowed origins exclude this page, before prompting', async () => {
    const page = await browser.open();
    const authenticator = browser.supports('virtual-authenticator') ? await browser.addVirtualAuthenticator(page) : undefined;
    const code = await page.evaluate(async () => {
      const { assertScaPasskey } = await wk('passkey');
      const challenge = {
        passkeyAssertionOptions: { challenge: 'AAAAAAAAAAAAAAAAAAAAAA', rpId: 'localhost', userVerification: 'required' as const },
        passkeyAllowedOrigins: ['https://app.example.com'],
      };
      return assertScaPasskey(challenge).then(
        () => 'asserted',
        (error: { code?: string }) => error.code,
      );
    });
    expect(code).toBe('PASSKEY_ORIGIN_NOT_ALLOWED');
    if (authenticator) expect(await authenticator.credentials()).toHaveLength(0);
    await page.close();
  });

  it('refuses a nickname the service would refuse, before any passkey is created', async () => {
    const page = await browser.open();
    const authenticator = browser.supports('virtual-authenticator') ? await browser.addVirtualAuthenticator(page) : undefined;
    const code = await page.evaluate(async (registration) => {
      const { registerWalletPasskey } = await wk('passkey');
      return registerWalletPasskey({ ...registration, nickname: 'Laptop <script>' }).then(
        () => 'registered',
        (error: { code?: string }) => error.code,
      );
    }, REGISTRATION);
    expect(code).toBe('PASSKEY_INVALID_INPUT');
    if (authenticator) expect(await authenticator.credentials()).toHaveLength(0);
    await page.close();
  });

  withPromptLeftOpen('reports PASSKEY_TIMEOUT when nobody answers the prompt before the timeout', async () => {
    const page = await browser.open();
    await browser.addVirtualAuthenticator(page, { automaticPresenceSimulation: false });
    const code = await page.evaluate(async (registration) => {
      const { registerWalletPasskey } = await wk('passkey');
      return registerWalletPasskey({ ...registration, timeoutMs: 1_500 }).then(
        () => 'registered',
        (error: { code?: string }) => error.code,
      );
    }, REGISTRATION);
    expect(code).toBe('PASSKEY_TIMEOUT');
    await page.close();
  });

  withPromptLeftOpen('aborts a pending ceremony when another one starts, so two prompts never race', async () => {
    const page = await browser.open();
    const authenticator = await browser.addVirtualAuthenticator(page, { automaticPresenceSimulation: false });
    const codes = await page.evaluate(async (registration) => {
      const { registerWalletPasskey } = await wk('passkey');
      const first = registerWalletPasskey({ ...registration, timeoutMs: 30_000 }).then(() => 'registered', (error: { code?: string }) => error.code);
      const second = registerWalletPasskey({ ...registration, timeoutMs: 1_500 }).then(() => 'registered', (error: { code?: string }) => error.code);
      return Promise.all([first, second]);
    }, REGISTRATION);
    expect(codes).toEqual(['PASSKEY_ABORTED', 'PASSKEY_TIMEOUT']);
    expect(await authenticator.credentials()).toHaveLength(0);
    await page.close();
  });

  withAuthenticator('says what this browser supports, without throwing', async () => {
    const page = await browser.open();
    await browser.addVirtualAuthenticator(page);
    const support = await page.evaluate(async () => (await wk('passkey')).passkeySupport());
    expect(support).toMatchObject({ webauthn: true, platformAuthenticator: true });
    expect(typeof support.conditionalUi).toBe('boolean');
    await page.close();
  });

  browser.without('webauthn')('says passkeys are unsupported where the browser has no WebAuthn, and every ceremony refuses cleanly before prompting', async () => {
    const page = await browser.open();
    const outcome = await page.evaluate(async (registration) => {
      const kit = await wk('passkey');
      const codeOf = (run: () => Promise<unknown>) =>
        run().then(
          () => 'succeeded',
          (error: { name?: string; code?: string; message?: string }) => `${error.name} ${error.code}: ${error.message}`,
        );
      const assertion = { challenge: 'AAAAAAAAAAAAAAAAAAAAAA', rpId: 'localhost', userVerification: 'required' as const };
      return {
        support: await kit.passkeySupport(),
        registration: await codeOf(() => kit.registerWalletPasskey(registration)),
        prepared: await codeOf(() => kit.prepareWalletPasskeyRegistration(registration).run()),
        sca: await codeOf(() => kit.assertScaPasskey({ passkeyAssertionOptions: assertion, passkeyAllowedOrigins: [location.origin] })),
      };
    }, REGISTRATION);
    expect(outcome.support).toEqual({ webauthn: false, platformAuthenticator: false, conditionalUi: false, hybrid: false });
    const unsupported = 'PasskeyError PASSKEY_NOT_SUPPORTED: This browser or device cannot use passkeys here. Try another browser, or sign in with a code.';
    expect([outcome.registration, outcome.prepared, outcome.sca]).toEqual([unsupported, unsupported, unsupported]);
    await page.close();
  });
});
