import { sha256 } from '@noble/hashes/sha2.js';
import { base64urlToBytes, bytesToHex } from '@wallet-kit/key-store/encoding';

export interface OidcClaims {
  iss: string;
  aud: string;
  sub: string;
  iat: number;
  exp?: number;
  nonce?: string;
  email?: string;
}

/**
 * Reads an OIDC token's claims. The sandbox cannot check an identity provider's signature, so it
 * checks the shape (three base64url parts, JSON header and claims) and the claims themselves.
 * Returns undefined for a malformed token.
 */
export function readOidcToken(token: string): OidcClaims | undefined {
  const parts = token.split('.');
  if (parts.length !== 3 || parts.some((part) => !/^[A-Za-z0-9_-]*$/.test(part)) || parts[0] === '' || parts[1] === '') return undefined;
  try {
    const header = JSON.parse(new TextDecoder().decode(base64urlToBytes(parts[0]!))) as Record<string, unknown>;
    const claims = JSON.parse(new TextDecoder().decode(base64urlToBytes(parts[1]!))) as Record<string, unknown>;
    if (typeof header.alg !== 'string') return undefined;
    const aud = Array.isArray(claims.aud) ? claims.aud[0] : claims.aud;
    if (typeof claims.iss !== 'string' || typeof aud !== 'string' || typeof claims.sub !== 'string' || typeof claims.iat !== 'number') return undefined;
    return {
      iss: claims.iss,
      aud,
      sub: claims.sub,
      iat: claims.iat,
      ...(typeof claims.exp === 'number' ? { exp: claims.exp } : {}),
      ...(typeof claims.nonce === 'string' ? { nonce: claims.nonce } : {}),
      ...(typeof claims.email === 'string' ? { email: claims.email } : {}),
    };
  } catch {
    return undefined;
  }
}

/** The nonce a sandbox OIDC token must carry: lowercase hex SHA-256 of the `clientPublicKey` string's UTF-8 bytes. */
export const oidcNonce = (clientPublicKey: string): string => bytesToHex(sha256(new TextEncoder().encode(clientPublicKey)));
