import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser';
import { passkeyError, toPasskeyError } from './errors.js';
import { startAuthentication, startRegistration, warmUp } from './webauthn.js';

export const DEFAULT_TIMEOUT_MS = 60_000;

/**
 * A ceremony whose inputs are all in hand. `run()` belongs in the click handler: it reaches
 * `navigator.credentials` before its first `await` (preparing it fetched the WebAuthn library ahead
 * of the click), so Safari keeps the user's gesture.
 */
export interface PreparedCeremony<T> {
  /** Shows the prompt; call it first thing in a click handler. Rejects with `PASSKEY_CHALLENGE_EXPIRED` past `expiresAt`. */
  run(): Promise<T>;
  /** When the service's challenge stops being accepted (milliseconds since the epoch), if it said. */
  readonly expiresAt: number | undefined;
  /** Whether `run()` would be refused: fetch a new challenge instead of prompting the user for nothing. */
  isExpired(now?: number): boolean;
}

/** `now` is the clock the service's `expiresAt` is read against (a test or a sandbox may run another). */
export function prepared<T>(expiresAt: number | undefined, start: () => Promise<T>, now: () => number = Date.now): PreparedCeremony<T> {
  const isExpired = (at = now()) => expiresAt !== undefined && at >= expiresAt;
  warmUp();
  return {
    expiresAt,
    isExpired,
    run() {
      if (isExpired()) return Promise.reject(passkeyError('PASSKEY_CHALLENGE_EXPIRED'));
      return start();
    },
  };
}

// @simplewebauthn/browser aborts the previous ceremony when a new one starts, so two prompts never race.
export function create(optionsJSON: PublicKeyCredentialCreationOptionsJSON): Promise<RegistrationResponseJSON> {
  const context = { ceremony: 'create' as const, startedAt: Date.now(), timeoutMs: optionsJSON.timeout ?? DEFAULT_TIMEOUT_MS };
  return startRegistration({ optionsJSON }).catch((error: unknown) => {
    throw toPasskeyError(error, context);
  });
}

export function get(optionsJSON: PublicKeyCredentialRequestOptionsJSON): Promise<AuthenticationResponseJSON> {
  const context = { ceremony: 'get' as const, startedAt: Date.now(), timeoutMs: optionsJSON.timeout ?? DEFAULT_TIMEOUT_MS };
  return startAuthentication({ optionsJSON: withCrossDevice(optionsJSON) }).catch((error: unknown) => {
    throw toPasskeyError(error, context);
  });
}

/**
 * The request with every allowed credential reachable from another device too: a passkey registered
 * on a phone lists `internal` as its transport, and a browser told only that never offers the phone
 * (the QR code of the hybrid transport, WebAuthn §5.8.4), so the person on a laptop is stuck. Adding
 * `hybrid` leaves the list open to it; a credential listed without transports is open to all already.
 */
export function withCrossDevice(optionsJSON: PublicKeyCredentialRequestOptionsJSON): PublicKeyCredentialRequestOptionsJSON {
  const allowed = optionsJSON.allowCredentials;
  if (!allowed?.some((credential) => credential.transports && !credential.transports.includes('hybrid'))) return optionsJSON;
  return {
    ...optionsJSON,
    allowCredentials: allowed.map((credential) => (credential.transports && !credential.transports.includes('hybrid') ? { ...credential, transports: [...credential.transports, 'hybrid'] } : credential)),
  };
}

export function parseExpiry(expiresAt: string | null | undefined): number | undefined {
  if (expiresAt === undefined || expiresAt === null) return undefined;
  const time = Date.parse(expiresAt);
  if (Number.isNaN(time)) throw passkeyError('PASSKEY_INVALID_INPUT', `expiresAt is not a date: ${JSON.stringify(expiresAt)}`);
  return time;
}
