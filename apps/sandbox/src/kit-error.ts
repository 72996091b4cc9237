/**
 * Every failure of the test kit's helpers (`@wallet-kit/sandbox/msw`, `@wallet-kit/sandbox/playwright`, the
 * `wallet-kit-sandbox listen` command), as a stable code. `SANDBOX_REFUSED`: no sandbox answered at the URL given,
 * or it refused a platform call (wrong credentials, say).
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
