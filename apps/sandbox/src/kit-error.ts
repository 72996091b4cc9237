/**
 * Every failure of the test kit's helpers (`@wallet-kit/sandbox/msw`, `@wallet-kit/sandbox/playwright`, the
 * `wallet-kit-sandbox listen` command), as a stable code. These are the test kit's own codes, never the service's
 * (a service's answer, such as the sandbox's `401 UNAUTHORIZED`, is quoted in the message):
 *
 * - `INVALID_ARGUMENT`: a helper or command was given something it cannot use (the message says what it expected).
 * - `SIGN_IN_FAILED`: `signInSandboxUser` found no `<SignIn>`, or the sign-in was refused or timed out.
 * - `SCA_FAILED`: `answerSca` found no challenge, or it failed or gave way to an error.
 * - `SANDBOX_REFUSED`: `listen` found no sandbox answering at the URL given (start one), or the sandbox refused a
 *   call (wrong credentials, say); the network error, if any, is the `cause`.
 */
export type TestKitErrorCode = 'INVALID_ARGUMENT' | 'SIGN_IN_FAILED' | 'SCA_FAILED' | 'SANDBOX_REFUSED';

/**
 * The error class of the test kit's helpers: a stable `code`, a message that says what the page showed
 * or what was expected, and the original error as `cause`.
 *
 * @example
 * try { await signInWithCode(page) } catch (e) { if (e instanceof TestKitError && e.code === 'SIGN_IN_FAILED') console.log(e.message) }
 */
export class TestKitError extends Error {
  /** What went wrong, stable across versions: branch on it, never on the message. */
  readonly code: TestKitErrorCode;

  constructor(code: TestKitErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'TestKitError';
    this.code = code;
  }
}
