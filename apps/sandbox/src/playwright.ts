// Playwright helpers for an app's end-to-end tests against the sandbox. They find the kit's widgets by their
// classes and `data-state` (never by text, so they work in every language) and type the sandbox's fixed codes.
// Playwright itself is not imported: the page is typed by the few methods used, which Playwright's `Page`
// (from `@playwright/test` or `playwright-core`) has, so this entry adds no dependency.
import { TestKitError } from './kit-error.js';

export { TestKitError, type TestKitErrorCode } from './kit-error.js';

/** The e-mail and SMS one-time code the sandbox accepts for wallet sign-in (`SANDBOX_OTP_CODE`). */
const OTP_CODE = '000000';
/** The SMS code the sandbox accepts for SCA (`SANDBOX_SMS_CODE`). */
const SCA_SMS_CODE = '123456';

/** The part of Playwright's `Locator` the helpers use. */
export interface LocatorLike {
  /** As Playwright's `locator.locator`. */
  locator(selector: string, options?: { hasText?: string | RegExp }): LocatorLike;
  /** As Playwright's `locator.first`. */
  first(): LocatorLike;
  /** As Playwright's `locator.waitFor`. */
  waitFor(options?: { state?: 'attached' | 'detached' | 'visible' | 'hidden'; timeout?: number }): Promise<void>;
  /** As Playwright's `locator.click`. */
  click(options?: { timeout?: number }): Promise<void>;
  /** As Playwright's `locator.fill`. */
  fill(value: string, options?: { timeout?: number }): Promise<void>;
}

/** The part of Playwright's `CDPSession` the virtual authenticator uses. */
export interface CdpSessionLike {
  /** As Playwright's `cdpSession.send`. */
  send(method: string, params?: object): Promise<unknown>;
}

/** The part of Playwright's `Page` the helpers use: pass your test's `page`. */
export interface PageLike {
  /** As Playwright's `page.locator`. */
  locator(selector: string, options?: { hasText?: string | RegExp }): LocatorLike;
  /** As Playwright's `page.waitForFunction`. */
  waitForFunction(pageFunction: (selector: string) => unknown, arg: string, options?: { timeout?: number }): Promise<JsHandleLike>;
}

/** The part of Playwright's `Page` the virtual authenticator uses: its context opens a DevTools session on it. */
export interface CdpPageLike<Page> {
  /** As Playwright's `page.context`. */
  context(): BrowserContextLike<Page>;
}

/** The part of Playwright's `JSHandle` the helpers use. */
export interface JsHandleLike {
  /** As Playwright's `jsHandle.jsonValue`. */
  jsonValue(): Promise<unknown>;
}

/** The part of Playwright's `BrowserContext` the virtual authenticator uses. */
export interface BrowserContextLike<Page> {
  /** As Playwright's `browserContext.newCDPSession`. */
  newCDPSession(page: Page): Promise<CdpSessionLike>;
}

/** Options of {@link addVirtualAuthenticator}: Chromium's WebAuthn.addVirtualAuthenticator settings. */
export interface VirtualAuthenticatorOptions {
  /** Default true. */
  hasUserVerification?: boolean;
  /** Default true; false makes every ceremony a refusal (as a person cancelling). */
  isUserVerified?: boolean;
  /** Default true (passkeys are discoverable credentials). */
  hasResidentKey?: boolean;
  /** Default `'internal'` (a platform authenticator: Touch ID, Windows Hello). */
  transport?: 'internal' | 'usb' | 'nfc' | 'ble' | 'hybrid';
  /** Default true; false means nobody touches the authenticator, so ceremonies wait until they time out. */
  automaticPresenceSimulation?: boolean;
}

/** A credential a virtual authenticator holds (Chromium's WebAuthn.Credential). */
export interface VirtualCredential {
  /** The credential id, base64. */
  credentialId: string;
  /** The relying party it was made for. */
  rpId?: string;
  /** The user handle, base64. */
  userHandle?: string;
  /** How many times it signed. */
  signCount: number;
}

/** A virtual authenticator on a page, from {@link addVirtualAuthenticator}. */
export interface VirtualAuthenticator {
  /** Chromium's id for it. */
  id: string;
  /** The DevTools session it lives in. */
  cdp: CdpSessionLike;
  /** Makes it pass or refuse user verification from now on (a refusal reads as a cancelled ceremony). */
  setUserVerified(isUserVerified: boolean): Promise<void>;
  /** The credentials it holds: a passkey made by the page appears here. */
  credentials(): Promise<VirtualCredential[]>;
  /** Removes it from the page. */
  remove(): Promise<void>;
}

/**
 * Adds a WebAuthn virtual authenticator (CTAP2, platform, resident keys, user verification, automatic
 * presence) to a Chromium page, so passkey sign-up, sign-in and SCA run with no person. Add it before the
 * ceremony starts; serve the app on `http://localhost` (WebAuthn refuses IP addresses).
 *
 * @example
 * await addVirtualAuthenticator(page);
 * await page.getByRole('button', { name: 'Create a passkey' }).click();
 */
export async function addVirtualAuthenticator<Page extends CdpPageLike<Page>>(page: Page, options: VirtualAuthenticatorOptions = {}): Promise<VirtualAuthenticator> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = (await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: options.transport ?? 'internal',
      hasResidentKey: options.hasResidentKey ?? true,
      hasUserVerification: options.hasUserVerification ?? true,
      isUserVerified: options.isUserVerified ?? true,
      automaticPresenceSimulation: options.automaticPresenceSimulation ?? true,
    },
  })) as { authenticatorId: string };
  return {
    id: authenticatorId,
    cdp,
    async setUserVerified(isUserVerified) {
      await cdp.send('WebAuthn.setUserVerified', { authenticatorId, isUserVerified });
    },
    async credentials() {
      const { credentials } = (await cdp.send('WebAuthn.getCredentials', { authenticatorId })) as { credentials: VirtualCredential[] };
      return credentials;
    },
    async remove() {
      await cdp.send('WebAuthn.removeVirtualAuthenticator', { authenticatorId });
    },
  };
}

/** Options of {@link signInSandboxUser}. */
export interface SandboxSignInOptions {
  /** `'code'` (default): an e-mail or SMS code; `'passkey'`: the passkey button (add a virtual authenticator first). */
  method?: 'code' | 'passkey';
  /** Code sign-in: the e-mail address or phone number whose button to press (it is in the button's label in every language); default the first code button. */
  identifier?: string;
  /** Code sign-in: the code to type; default the sandbox's, `000000`. */
  code?: string;
  /** How long each step may take; default 20 s. */
  timeoutMs?: number;
}

/** @deprecated Renamed {@link SandboxSignInOptions} (`SignInOptions` is @wallet-kit/react's sign-in flow's); this alias goes in 1.0. */
export type SignInOptions = SandboxSignInOptions;

/**
 * The outcome of a widget step, read in the page: `done`, `gone` (the app replaced the widget), `error:<text
 * the widget shows>`, or false while it is still working.
 */
function outcomeIn(selector: string): unknown {
  const [rootSelector, doneStates, busyStates] = JSON.parse(selector) as [string, string[], string[]];
  const root = document.querySelector(rootSelector);
  if (!root) return 'gone';
  const state = root.getAttribute('data-state') ?? '';
  if (busyStates.includes(state)) return false;
  // A refused answer comes back to the same step with the widget's words: an error, not a new round.
  const error = [...root.querySelectorAll('.wk-error')].map((node) => node.textContent?.trim() ?? '').find(Boolean);
  if (error) return `error:${error}`;
  return doneStates.includes(state) ? `done:${state}` : false;
}

async function outcome(page: PageLike, root: string, done: string[], busy: string[], timeoutMs: number, failure: 'SIGN_IN_FAILED' | 'SCA_FAILED'): Promise<string> {
  let result: unknown;
  try {
    result = await (await page.waitForFunction(outcomeIn, JSON.stringify([root, done, busy]), { timeout: timeoutMs })).jsonValue();
  } catch (error) {
    throw new TestKitError(failure, `${root} did not reach ${done.join(' or ')} within ${timeoutMs} ms`, { cause: error });
  }
  if (typeof result === 'string' && result.startsWith('error:')) throw new TestKitError(failure, `${root} shows an error: ${result.slice(6)}`);
  return String(result);
}

/**
 * Signs a sandbox user in through the page's `<SignIn>` widget: presses the code button (or the passkey
 * button) and types the sandbox's code, then waits until the widget says signed in or the app moves on.
 * Throws a `TestKitError` `SIGN_IN_FAILED` with what the widget shows when it refuses.
 *
 * @example
 * await page.goto('http://localhost:3000/wallet');
 * await signInSandboxUser(page, { identifier: 'alice@example.com' });
 */
export async function signInSandboxUser(page: PageLike, options: SandboxSignInOptions = {}): Promise<void> {
  const timeout = options.timeoutMs ?? 20_000;
  const widget = page.locator('.wk-sign-in').first();
  try {
    await page.locator('.wk-sign-in[data-state="choose"]').first().waitFor({ timeout });
    if (options.method === 'passkey') {
      await widget.locator('button[data-method="PASSKEY"]:not([disabled])').first().click({ timeout });
    } else {
      // Any way that sends a code (the widget marks each button with its credential's type).
      const buttons = widget.locator('button[data-method]:not([data-method="PASSKEY"]):not([data-method="OAUTH"])', options.identifier === undefined ? undefined : { hasText: options.identifier });
      await buttons.first().click({ timeout });
      await widget.locator('input[autocomplete="one-time-code"]').first().fill(options.code ?? OTP_CODE, { timeout });
    }
  } catch (error) {
    if (error instanceof TestKitError) throw error;
    throw new TestKitError('SIGN_IN_FAILED', `no <SignIn> ready to ${options.method === 'passkey' ? 'use a passkey' : `send a code${options.identifier ? ` to ${options.identifier}` : ''}`} within ${timeout} ms`, { cause: error });
  }
  await outcome(page, '.wk-sign-in', ['signed-in'], ['sending', 'verifying', 'passkey'], timeout, 'SIGN_IN_FAILED');
}

/** Options of {@link answerSca}. */
export interface AnswerScaOptions {
  /** An SMS challenge's code; default the sandbox's, `123456`. A passkey challenge presses the passkey button. */
  code?: string;
  /** How long the challenge may take to appear and to be accepted; default 20 s. */
  timeoutMs?: number;
}

/**
 * Answers the SCA challenge the page shows (`<ScaChallenge>`, alone or inside `<QuoteConfirmation>`): types
 * the sandbox's SMS code, or presses the passkey button (add a virtual authenticator first). Resolves with
 * `'authorized'` (the challenge says so, or the confirmation it sat in went on to the payment), `'answer'`
 * when the service asks for one more factor (call it again), or `'gone'` when the app removed the challenge.
 * A refused answer is a `TestKitError` `SCA_FAILED` with the widget's words.
 *
 * @example
 * await page.getByRole('button', { name: 'Confirm' }).click();
 * expect(await answerSca(page)).toBe('authorized');
 */
export async function answerSca(page: PageLike, options: AnswerScaOptions = {}): Promise<'authorized' | 'answer' | 'gone'> {
  const timeout = options.timeoutMs ?? 20_000;
  const widget = page.locator('.wk-sca[data-state="answer"]').first();
  try {
    await widget.waitFor({ timeout });
  } catch (error) {
    throw new TestKitError('SCA_FAILED', `no SCA challenge appeared within ${timeout} ms`, { cause: error });
  }
  const round = await page.waitForFunction(
    (root) => document.querySelector(root)?.querySelector('input[autocomplete="one-time-code"]') ? 'code' : document.querySelector(`${root} button[data-variant="primary"]`) ? 'passkey' : false,
    '.wk-sca[data-state="answer"]',
    { timeout },
  );
  if ((await round.jsonValue()) === 'code') await widget.locator('input[autocomplete="one-time-code"]').first().fill(options.code ?? SCA_SMS_CODE, { timeout });
  else await widget.locator('button[data-variant="primary"]').first().click({ timeout });
  // Leaving 'answer' for 'verifying' first, then to 'authorized' or a fresh 'answer' round.
  // A quick next round may bring 'answer' back before this looks: then it only waits a moment.
  await page.locator('.wk-sca[data-state="answer"]').first().waitFor({ state: 'detached', timeout: Math.min(timeout, 2_000) }).catch(() => undefined);
  const result = await outcome(page, '.wk-sca', ['authorized', 'answer'], ['verifying', 'passkey'], timeout, 'SCA_FAILED');
  if (result !== 'gone') return result.slice(5) as 'authorized' | 'answer';
  // Inside <QuoteConfirmation>, the challenge gives way to the payment as soon as it is authorized.
  const after = await (await page.waitForFunction((root) => document.querySelector(root)?.getAttribute('data-state') ?? 'none', '.wk-confirm', { timeout })).jsonValue();
  return typeof after === 'string' && MOVED_ON.includes(after) ? 'authorized' : 'gone';
}

/** The states of `<QuoteConfirmation>` that come only after its SCA step was authorized. */
const MOVED_ON = ['processing', 'completed', 'failed'];
