import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToBase64url, p1363ToDer } from '@wallet-kit/key-store/encoding';

/** Just enough CBOR (RFC 8949) for a `none` attestation and a COSE key: unsigned/negative ints, byte and text strings, maps. */
function cbor(value: number | string | Uint8Array | Map<number | string, unknown>): Uint8Array {
  const head = (major: number, length: number): number[] =>
    length < 24 ? [(major << 5) | length] : length < 256 ? [(major << 5) | 24, length] : [(major << 5) | 25, length >> 8, length & 255];
  if (typeof value === 'number') return new Uint8Array(value >= 0 ? head(0, value) : head(1, -1 - value));
  if (typeof value === 'string') {
    const bytes = new TextEncoder().encode(value);
    return new Uint8Array([...head(3, bytes.length), ...bytes]);
  }
  if (value instanceof Uint8Array) return new Uint8Array([...head(2, value.length), ...value]);
  const parts: number[] = head(5, value.size);
  for (const [k, v] of value) parts.push(...cbor(k), ...cbor(v as never));
  return new Uint8Array(parts);
}

const concat = (...parts: Uint8Array[]): Uint8Array<ArrayBuffer> => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
};

/**
 * A software authenticator for tests: one P-256 key, a credential id, a counter. It produces the
 * registration and assertion JSON a browser would, so @simplewebauthn/server verifies them for real.
 */
export async function createAuthenticator(options: { rpId?: string; origin?: string } = {}) {
  const rpId = options.rpId ?? 'localhost';
  const origin = options.origin ?? 'http://localhost:5173';
  const pair = (await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, false, ['sign', 'verify'])) as CryptoKeyPair;
  const raw = new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey));
  const credentialIdBytes = crypto.getRandomValues(new Uint8Array(16));
  const credentialId = bytesToBase64url(credentialIdBytes);
  let counter = 0;
  const rpIdHash = sha256(new TextEncoder().encode(rpId));
  const clientData = (type: string, challenge: string, at = origin) => new TextEncoder().encode(JSON.stringify({ type, challenge, origin: at, crossOrigin: false }));
  const counterBytes = (n: number) => new Uint8Array([(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255]);

  return {
    credentialId,
    origin,
    /** A registration for a base64url `challenge`, in the service's attestation shape. */
    register(challenge: string, at = origin) {
      const cose = cbor(new Map<number, unknown>([[1, 2], [3, -7], [-1, 1], [-2, raw.slice(1, 33)], [-3, raw.slice(33, 65)]]));
      // Flags: user present (0x01), user verified (0x04), attested credential data (0x40) — WebAuthn §6.1.
      const authData = concat(rpIdHash, new Uint8Array([0x45]), counterBytes(counter), new Uint8Array(16), new Uint8Array([0, credentialIdBytes.length]), credentialIdBytes, cose);
      const attestationObject = cbor(new Map<string, unknown>([['fmt', 'none'], ['attStmt', new Map()], ['authData', authData]]));
      return {
        credentialId,
        clientDataJson: bytesToBase64url(clientData('webauthn.create', challenge, at)),
        attestationObject: bytesToBase64url(attestationObject),
        transports: ['internal'],
      };
    },
    /** An assertion over a base64url `challenge` (WebAuthn §6.3.3: signature over authData || SHA-256(clientDataJSON)). */
    async assert(challenge: string, at = origin) {
      counter += 1;
      const authData = concat(rpIdHash, new Uint8Array([0x05]), counterBytes(counter));
      const clientDataJSON = clientData('webauthn.get', challenge, at);
      const p1363 = new Uint8Array(await crypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, pair.privateKey, concat(authData, sha256(clientDataJSON))));
      return {
        credentialId,
        clientDataJson: bytesToBase64url(clientDataJSON),
        authenticatorData: bytesToBase64url(authData),
        signature: bytesToBase64url(p1363ToDer(p1363)),
      };
    },
  };
}

/** The WebAuthn challenge for a passkey sign-in: the UTF-8 bytes of the hex `challenge` string, base64url (reference: Passkeys). */
export const hexChallengeToWebauthn = (hex: string): string => bytesToBase64url(new TextEncoder().encode(hex));

/** A base64url-encoded random registration challenge, as an integrator backend mints it. */
export const registrationChallenge = (): string => bytesToBase64url(crypto.getRandomValues(new Uint8Array(32)));

