// Playwright helpers for an app's end-to-end tests against the sandbox. They find the kit's widgets by their
// classes and `data-state` (never by text, so they work in every language) and type the sandbox's fixed codes.
// Widgets in open shadow roots (the script-tag bundle's elements) are found as in the light DOM.
// Playwright itself is not imported: the page is typed by the few methods used, which Playwright's `Page`
// (from `@playwright/test` or `playwright-core`) has, so this entry adds no dependency.
import { addVirtualAuthenticator } from './playwright-authenticator.js';
import { ask, shownBy, type JsHandleLike } from './playwright-page.js';
import { TestKitError } from './kit-error.js';

export { TestKitError, type TestKitErrorCode } from './kit-error.js';
export { addVirtualAuthenticator };
export type {
  BrowserContextLike,
  CdpPageLike,
  CdpSessionLike,
  VirtualAuthenticator,
  VirtualAuthenticatorOptions,
  VirtualCredential,
} from './playwright-authenticator.js';
export type { JsHandleLike } from './playwright-page.js';

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

/** The part of Playwright's `Page` the helpers use: pass your test's `page`. */
export interface PageLike {
  /** As Playwright's `page.locator`. */
  locator(selector: string, options?: { hasText?: string | RegExp }): LocatorLike;
  /** As Playwright's `page.waitForFunction`. */
  waitForFunction(pageFunction: (selector: string) => unknown, arg: string, options?: { timeout?: number }): Promise<JsHandleLike>;
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

/** Waits until the widget at `root` settles; its refusal is a `TestKitError` with the widget's words. */
async function outcome(page: PageLike, root: string, states: { done: string[]; busy: string[]; failed?: string[] }, timeout: number, failure: 'SIGN_IN_FAILED' | 'SCA_FAILED'): Promise<string> {
  const question = { ask: 'outcome', root, done: states.done, busy: states.busy, failed: states.failed ?? [] } as const;
  const result = await ask(page, question, timeout, failure, `${root} did not reach ${states.done.join(' or ')}`);
  if (result.startsWith('error:')) throw new TestKitError(failure, `${root} shows an error: ${result.slice(6)}`);
  return result;
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
    const wanted = options.method === 'passkey' ? 'use a passkey' : `send a code${options.identifier ? ` to ${options.identifier}` : ''}`;
    throw new TestKitError('SIGN_IN_FAILED', `no <SignIn> ready to ${wanted} within ${timeout} ms; the page shows: ${await shownBy(page, '.wk-sign-in')}`, { cause: error });
  }
  await outcome(page, '.wk-sign-in', { done: ['signed-in'], busy: ['sending', 'verifying', 'passkey'] }, timeout, 'SIGN_IN_FAILED');
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
 * `'authorized'` (the challenge says so, or the flow it sat in went on to the payment: `<QuoteConfirmation>`
 * processing, `<SendMoney>`'s receipt), `'answer'` when the service asks for one more round (call it again), or
 * `'gone'` when the app removed the challenge and no flow went on. A refused answer, or a flow that shows an
 * error where the challenge was, is a `TestKitError` `SCA_FAILED` with the widget's words.
 *
 * @example
 * await page.getByRole('button', { name: 'Confirm' }).click();
 * expect(await answerSca(page)).toBe('authorized');
 */
export async function answerSca(page: PageLike, options: AnswerScaOptions = {}): Promise<'authorized' | 'answer' | 'gone'> {
  const timeout = options.timeoutMs ?? 20_000;
  const waiting = '.wk-sca[data-state="answer"]';
  const widget = page.locator(waiting).first();
  try {
    await widget.waitFor({ timeout });
  } catch (error) {
    throw new TestKitError('SCA_FAILED', `no SCA challenge appeared within ${timeout} ms; the page shows: ${await shownBy(page)}`, { cause: error });
  }
  const round = await ask(page, { ask: 'round', root: waiting }, timeout, 'SCA_FAILED', 'the SCA challenge offered no code field or passkey button');
  try {
    if (round === 'code') await widget.locator('input[autocomplete="one-time-code"]').first().fill(options.code ?? SCA_SMS_CODE, { timeout });
    else await widget.locator('button[data-variant="primary"]').first().click({ timeout });
  } catch (error) {
    throw new TestKitError('SCA_FAILED', `could not answer the SCA challenge within ${timeout} ms; the page shows: ${await shownBy(page, '.wk-sca')}`, { cause: error });
  }
  // Leaving 'answer' for 'verifying' first, then to 'authorized' or a fresh 'answer' round.
  // A quick next round may bring 'answer' back before this looks: then it only waits a moment.
  await page.locator(waiting).first().waitFor({ state: 'detached', timeout: Math.min(timeout, 2_000) }).catch(() => undefined);
  const result = await outcome(page, '.wk-sca', { done: ['authorized', 'answer'], busy: ['verifying', 'passkey'], failed: ['locked', 'expired', 'failed'] }, timeout, 'SCA_FAILED');
  if (result !== 'gone') return result.slice(5) as 'authorized' | 'answer';
  // The last round's step leaves at once inside a flow: what the flow shows next says whether it was authorized.
  const after = await ask(page, { ask: 'after' }, timeout, 'SCA_FAILED', 'the flow showed neither the payment nor an error after the SCA step');
  if (after.startsWith('error:')) throw new TestKitError('SCA_FAILED', `the SCA step gave way to an error: ${after.slice(6)}`);
  return after as 'authorized' | 'answer' | 'gone';
}
