import { base64urlToBytes, bytesToBase64url } from '@wallet-kit/key-store/encoding';
import type { Kernel } from '../kernel/kernel.js';
import { ServiceError } from './errors.js';

/** A registered WebAuthn credential as the sandbox keeps it. */
export interface PasskeyRecord {
  /** WebAuthn credential id, base64url. */
  credentialId: string;
  /** COSE public key, base64url. */
  publicKey: string;
  counter: number;
  transports?: string[];
}

// Loaded on the first passkey ceremony: it is the heaviest import and most runs never need it.
const simpleWebAuthn = () => import('@simplewebauthn/server');

const DEFAULT_ORIGINS = ['http://localhost:*', 'https://localhost:*'];

export const rpIds = (k: Kernel): string[] => {
  const ids = k.options.passkeys.rpId ?? 'localhost';
  return Array.isArray(ids) ? ids : [ids];
};

const configuredOrigins = (k: Kernel): string[] => k.options.passkeys.origins ?? DEFAULT_ORIGINS;

/**
 * The origins to list in `allowedOrigins` / `passkeyAllowedOrigins`: exact origins only, since a
 * client must find its own origin in the list. Port patterns such as `http://localhost:*` are
 * accepted when verifying but never listed; with patterns alone the list is empty and the
 * client uses its page's origin.
 */
export const allowedOrigins = (k: Kernel): string[] => configuredOrigins(k).filter((origin) => !origin.endsWith(':*'));

/** Whether `origin` is one the sandbox accepts; a `*` port in the configuration matches any port. */
export function originAllowed(k: Kernel, origin: string): boolean {
  return configuredOrigins(k).some((pattern) => {
    if (!pattern.endsWith(':*')) return pattern === origin;
    const prefix = pattern.slice(0, -2);
    return origin === prefix || (origin.startsWith(`${prefix}:`) && /^\d+$/.test(origin.slice(prefix.length + 1)));
  });
}

const bad = (reason: string, cause?: unknown) => new ServiceError(400, 'INVALID_INPUT', reason, { cause });

function clientOrigin(clientDataJson: string): string {
  try {
    const parsed = JSON.parse(new TextDecoder().decode(base64urlToBytes(clientDataJson, 'clientDataJson'))) as { origin?: unknown };
    if (typeof parsed.origin === 'string') return parsed.origin;
  } catch (error) {
    throw bad('clientDataJson: expected base64url of the WebAuthn client data JSON', error);
  }
  throw bad('clientDataJson: has no origin');
}

export interface AttestationInput {
  credentialId: string;
  clientDataJson: string;
  attestationObject: string;
  transports?: string[];
}

/** Verifies a WebAuthn registration (WebAuthn §7.1) for `expectedChallenge` (base64url) and returns the passkey to keep. */
export async function verifyPasskeyRegistration(k: Kernel, attestation: AttestationInput, expectedChallenge: string, expectedOrigin?: string): Promise<PasskeyRecord> {
  const origin = clientOrigin(attestation.clientDataJson);
  if (expectedOrigin !== undefined ? origin !== expectedOrigin : !originAllowed(k, origin)) throw bad(`The passkey was created on origin ${origin}, which is not allowed.`);
  let result;
  try {
    const { verifyRegistrationResponse } = await simpleWebAuthn();
    result = await verifyRegistrationResponse({
      response: {
        id: attestation.credentialId,
        rawId: attestation.credentialId,
        type: 'public-key',
        clientExtensionResults: {},
        response: {
          clientDataJSON: attestation.clientDataJson,
          attestationObject: attestation.attestationObject,
          ...(attestation.transports ? { transports: attestation.transports as AuthenticatorTransport[] } : {}),
        },
      },
      expectedChallenge,
      expectedOrigin: origin,
      expectedRPID: rpIds(k),
      requireUserVerification: false,
    });
  } catch (error) {
    throw bad(`The passkey attestation does not verify: ${(error as Error).message}`, error);
  }
  if (!result.verified) throw bad('The passkey attestation does not verify.');
  const credential = result.registrationInfo.credential;
  return {
    credentialId: credential.id,
    publicKey: bytesToBase64url(credential.publicKey),
    counter: credential.counter,
    ...(attestation.transports ? { transports: attestation.transports } : {}),
  };
}

export interface AssertionInput {
  credentialId: string;
  clientDataJson: string;
  authenticatorData: string;
  signature: string;
  userHandle?: string;
}

/** The browser's PublicKeyCredential JSON of an assertion, read into the fields the check needs; undefined without a response. */
export function assertionOf(credential: Record<string, unknown> | null | undefined): AssertionInput | undefined {
  const response = credential?.response;
  if (!credential || !response || typeof response !== 'object' || Array.isArray(response)) return undefined;
  const r = response as Record<string, unknown>;
  return {
    credentialId: String(credential.id ?? credential.rawId ?? ''),
    clientDataJson: String(r.clientDataJSON ?? ''),
    authenticatorData: String(r.authenticatorData ?? ''),
    signature: String(r.signature ?? ''),
    ...(typeof r.userHandle === 'string' ? { userHandle: r.userHandle } : {}),
  };
}

/**
 * Verifies a WebAuthn assertion (WebAuthn §7.2) against a kept passkey. Returns the authenticator's
 * new signature counter, for the caller to store, or undefined when it does not verify.
 */
export async function verifyPasskeyAssertion(k: Kernel, assertion: AssertionInput, expectedChallenge: string, passkey: PasskeyRecord, expectedOrigin?: string): Promise<number | undefined> {
  if (assertion.credentialId !== passkey.credentialId) return undefined;
  let origin: string;
  try {
    origin = clientOrigin(assertion.clientDataJson);
  } catch {
    return undefined;
  }
  if (expectedOrigin !== undefined ? origin !== expectedOrigin : !originAllowed(k, origin)) return undefined;
  try {
    const { verifyAuthenticationResponse } = await simpleWebAuthn();
    const result = await verifyAuthenticationResponse({
      response: {
        id: assertion.credentialId,
        rawId: assertion.credentialId,
        type: 'public-key',
        clientExtensionResults: {},
        response: {
          clientDataJSON: assertion.clientDataJson,
          authenticatorData: assertion.authenticatorData,
          signature: assertion.signature,
          ...(assertion.userHandle ? { userHandle: assertion.userHandle } : {}),
        },
      },
      expectedChallenge,
      expectedOrigin: origin,
      expectedRPID: rpIds(k),
      credential: { id: passkey.credentialId, publicKey: base64urlToBytes(passkey.publicKey), counter: passkey.counter },
      requireUserVerification: false,
    });
    return result.verified ? result.authenticationInfo.newCounter : undefined;
  } catch {
    return undefined;
  }
}

/** Random WebAuthn challenge bytes, base64url. */
export const newWebauthnChallenge = (): string => bytesToBase64url(crypto.getRandomValues(new Uint8Array(32)));
