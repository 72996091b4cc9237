import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { bytesToBase64url, isBytes } from '@wallet-kit/key-store/encoding';
import { DEFAULT_TIMEOUT_MS, create, get, parseExpiry, prepared, type PreparedCeremony } from './ceremony.js';
import { passkeyError } from './errors.js';
import type { PasskeyAssertion, PasskeyAttestation, PasskeyAuthChallenge } from './types.js';

/** What a wallet passkey is registered with: your backend's challenge, the relying party, the user, a nickname. */
export interface WalletPasskeyRegistration {
  /** The base64url challenge the integrator backend minted (random, single use, short-lived). */
  challenge: string;
  /** `id` defaults to the page's host name. */
  rp: {
    /** The RP id; the page's host name by default. */
    id?: string;
    /** Your product's name, shown in the prompt. */
    name: string;
  };
  /** `id` is the user handle: a stable id of the user (at most 64 bytes), never an e-mail address. */
  user: {
    /** The user handle. */
    id: string | Uint8Array;
    /** The account name the prompt shows, e.g. the user's e-mail. */
    name: string;
    /** A friendlier name for the prompt; `name` by default. */
    displayName?: string;
  };
  /** The credential's name at the service, e.g. "iPhone Face ID". */
  nickname: string;
  /** Credential ids (base64url) this user already has, so the same authenticator is not registered twice. */
  excludeCredentialIds?: string[];
  /** How long the prompt waits for the user; 60 seconds by default. */
  timeoutMs?: number;
}

// The service's nickname rule (POST /auth/credentials, PASSKEY): checked before the ceremony, so a
// refused nickname never leaves a passkey on the device that the service does not know.
const NICKNAME = /^[\p{L}\p{N} ._\-'()]{1,100}$/u;
const BASE64URL = /^[A-Za-z0-9_-]+$/;

function checkRegistration(input: WalletPasskeyRegistration): void {
  if (typeof input?.challenge !== 'string' || !BASE64URL.test(input.challenge) || input.challenge.length < 22) {
    throw passkeyError('PASSKEY_INVALID_INPUT', 'challenge: expected at least 16 random bytes as base64url, minted by your backend');
  }
  if (typeof input.rp?.name !== 'string' || input.rp.name.length === 0) throw passkeyError('PASSKEY_INVALID_INPUT', 'rp.name: expected a name to show the user');
  if (typeof input.user?.name !== 'string' || input.user.name.length === 0) throw passkeyError('PASSKEY_INVALID_INPUT', 'user.name: expected the name the user knows the account by');
  if (typeof input.nickname !== 'string' || !NICKNAME.test(input.nickname.trim())) {
    throw passkeyError(
      'PASSKEY_INVALID_INPUT',
      'nickname: expected 1 to 100 letters, digits, spaces or . _ - \' ( ) (the service refuses other characters)',
    );
  }
}

function userHandle(id: string | Uint8Array): string {
  const bytes = typeof id === 'string' ? new TextEncoder().encode(id) : id;
  if (!isBytes(bytes) || bytes.length === 0 || bytes.length > 64) {
    throw passkeyError('PASSKEY_INVALID_INPUT', 'user.id: expected 1 to 64 bytes (WebAuthn §5.4.3)');
  }
  return bytesToBase64url(bytes);
}

/**
 * Builds the registration ceremony for a wallet passkey. Call it before the click; call `run()`
 * inside the click handler. The result is the `attestation` of `POST /auth/credentials`.
 *
 * @example
 * const ceremony = prepareWalletPasskeyRegistration({ challenge, rp: { name: 'Acme' }, user: { id: customerId, name: email }, nickname: 'MacBook' });
 * button.onclick = async () => submit(await ceremony.run());
 */
export function prepareWalletPasskeyRegistration(input: WalletPasskeyRegistration): PreparedCeremony<PasskeyAttestation> {
  checkRegistration(input);
  const optionsJSON: PublicKeyCredentialCreationOptionsJSON = {
    challenge: input.challenge,
    rp: { name: input.rp.name, ...(input.rp.id ? { id: input.rp.id } : {}) },
    user: { id: userHandle(input.user.id), name: input.user.name, displayName: input.user.displayName ?? input.user.name },
    // ES256 first: P-256 is what platform authenticators make and what the service verifies fastest.
    pubKeyCredParams: [
      { type: 'public-key', alg: -7 },
      { type: 'public-key', alg: -257 },
    ],
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    attestation: 'none',
    excludeCredentials: (input.excludeCredentialIds ?? []).map((id) => ({ id, type: 'public-key' })),
    timeout: input.timeoutMs ?? DEFAULT_TIMEOUT_MS,
  };
  return prepared(undefined, async () => {
    const credential = await create(optionsJSON);
    return {
      credentialId: credential.rawId,
      clientDataJson: credential.response.clientDataJSON,
      attestationObject: credential.response.attestationObject,
      ...(credential.response.transports ? { transports: credential.response.transports } : {}),
    };
  });
}

/** Registers a wallet passkey now (call it straight from a click handler). */
export function registerWalletPasskey(input: WalletPasskeyRegistration): Promise<PasskeyAttestation> {
  try {
    return prepareWalletPasskeyRegistration(input).run();
  } catch (error) {
    return Promise.reject(error);
  }
}

/**
 * Builds the sign-in ceremony for a passkey challenge: the WebAuthn challenge is the UTF-8 bytes of
 * the service's hex `challenge` (reference: Passkeys), limited to the challenge's credential.
 *
 * @example
 * const ceremony = prepareWalletPasskeyAssertion(await api.passkeyChallenge(credentialId, key.publicKey.compressed));
 * button.onclick = async () => verify(await ceremony.run(), ceremony.requestId);
 */
export function prepareWalletPasskeyAssertion(
  challenge: PasskeyAuthChallenge,
  options: { rpId?: string; timeoutMs?: number; now?: () => number } = {},
): PreparedCeremony<PasskeyAssertion> & {
  /** The challenge's `requestId`: send it as `Request-Id` with the assertion. */
  requestId: string;
} {
  if (typeof challenge?.challenge !== 'string' || !/^[0-9a-f]{64}$/.test(challenge.challenge)) {
    throw passkeyError('PASSKEY_INVALID_INPUT', 'challenge.challenge: expected the 64-character lowercase hex digest the service sends');
  }
  if (typeof challenge.credentialId !== 'string' || !BASE64URL.test(challenge.credentialId)) {
    throw passkeyError('PASSKEY_INVALID_INPUT', 'challenge.credentialId: expected the base64url credential id');
  }
  const optionsJSON: PublicKeyCredentialRequestOptionsJSON = {
    challenge: bytesToBase64url(new TextEncoder().encode(challenge.challenge)),
    allowCredentials: [{ id: challenge.credentialId, type: 'public-key' }],
    userVerification: 'required',
    timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    ...(options.rpId ? { rpId: options.rpId } : {}),
  };
  const ceremony = prepared(parseExpiry(challenge.expiresAt), async () => {
    const credential = await get(optionsJSON);
    return {
      credentialId: credential.rawId,
      clientDataJson: credential.response.clientDataJSON,
      authenticatorData: credential.response.authenticatorData,
      signature: credential.response.signature,
      ...(credential.response.userHandle ? { userHandle: credential.response.userHandle } : {}),
    };
  }, options.now);
  return Object.assign(ceremony, { requestId: challenge.requestId });
}

/** Signs in with a passkey now (call it straight from a click handler). */
export function assertWalletPasskey(challenge: PasskeyAuthChallenge, options?: { rpId?: string; timeoutMs?: number; now?: () => number }): Promise<PasskeyAssertion> {
  try {
    return prepareWalletPasskeyAssertion(challenge, options).run();
  } catch (error) {
    return Promise.reject(error);
  }
}
