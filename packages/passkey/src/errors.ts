/** Stable codes for every way a ceremony fails; each has an English message a person can act on. */
export type PasskeyErrorCode =
  | 'PASSKEY_CANCELLED'
  | 'PASSKEY_TIMEOUT'
  | 'PASSKEY_ABORTED'
  | 'PASSKEY_NOT_SUPPORTED'
  | 'PASSKEY_INVALID_DOMAIN'
  | 'PASSKEY_ALREADY_REGISTERED'
  | 'PASSKEY_ORIGIN_NOT_ALLOWED'
  | 'PASSKEY_CHALLENGE_EXPIRED'
  | 'PASSKEY_INVALID_INPUT'
  | 'PASSKEY_FAILED';

/**
 * The one error class of @wallet-kit/passkey. `code` is stable (components pick their message
 * by it); `message` is English a person can act on; `cause` is the browser's own error.
 */
export class PasskeyError extends Error {
  /** What went wrong, stable across versions: branch on it, never on the message. */
  readonly code: PasskeyErrorCode;

  constructor(code: PasskeyErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PasskeyError';
    this.code = code;
  }
}

const MESSAGES: Record<PasskeyErrorCode, string> = {
  PASSKEY_CANCELLED: 'The passkey request was cancelled or not allowed. Try again, and confirm with your fingerprint, face or screen lock.',
  PASSKEY_TIMEOUT: 'The passkey request timed out. Try again and respond to the prompt within a minute.',
  PASSKEY_ABORTED: 'This passkey request was replaced by a newer one.',
  PASSKEY_NOT_SUPPORTED: 'This browser or device cannot use passkeys here. Try another browser, or sign in with a code.',
  PASSKEY_INVALID_DOMAIN: 'Passkeys are not available on this address. Open the app on its usual https:// address (or localhost).',
  PASSKEY_ALREADY_REGISTERED: 'This device already has a passkey for this account. Use it to sign in, or remove it first.',
  PASSKEY_ORIGIN_NOT_ALLOWED: 'This page is not one the service accepts passkeys from. Open the app from its usual address.',
  PASSKEY_CHALLENGE_EXPIRED: 'The passkey request expired before it was used. Start again to get a fresh one.',
  PASSKEY_INVALID_INPUT: 'The passkey request was incomplete.',
  PASSKEY_FAILED: 'The passkey request failed. Try again, or sign in with a code.',
};

export function passkeyError(code: PasskeyErrorCode, detail?: string, cause?: unknown): PasskeyError {
  return new PasskeyError(code, detail ? `${MESSAGES[code]} (${detail})` : MESSAGES[code], { cause });
}

interface CeremonyContext {
  ceremony: 'create' | 'get';
  startedAt: number;
  timeoutMs: number;
}

/**
 * Names what went wrong in a ceremony. Browsers report both a cancel and a timeout as
 * NotAllowedError (WebAuthn §5.1.3 step 22, §5.1.4.1 step 20), so the elapsed time tells them apart.
 */
export function toPasskeyError(error: unknown, context: CeremonyContext): PasskeyError {
  if (error instanceof PasskeyError) return error;
  const { code, cause, message } = error as { code?: string; cause?: unknown; message?: string };
  const name = ((cause ?? error) as { name?: string } | undefined)?.name;
  if (code === 'ERROR_CEREMONY_ABORTED' || name === 'AbortError') return passkeyError('PASSKEY_ABORTED', undefined, error);
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED' || (context.ceremony === 'create' && name === 'InvalidStateError')) {
    return passkeyError('PASSKEY_ALREADY_REGISTERED', undefined, error);
  }
  if (code === 'ERROR_INVALID_DOMAIN' || code === 'ERROR_INVALID_RP_ID' || name === 'SecurityError') {
    return passkeyError('PASSKEY_INVALID_DOMAIN', undefined, error);
  }
  if (name === 'NotAllowedError') {
    const timedOut = Date.now() - context.startedAt >= context.timeoutMs - 500;
    return passkeyError(timedOut ? 'PASSKEY_TIMEOUT' : 'PASSKEY_CANCELLED', undefined, error);
  }
  if (
    name === 'NotSupportedError' ||
    code?.startsWith('ERROR_AUTHENTICATOR_MISSING') ||
    code === 'ERROR_AUTHENTICATOR_NO_SUPPORTED_PUBKEYCREDPARAMS_ALG' ||
    message === 'WebAuthn is not supported in this browser'
  ) {
    return passkeyError('PASSKEY_NOT_SUPPORTED', undefined, error);
  }
  return passkeyError('PASSKEY_FAILED', name ?? code, error);
}
