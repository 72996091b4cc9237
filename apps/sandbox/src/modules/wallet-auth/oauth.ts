import { sha256 } from '@noble/hashes/sha2.js';
import { base64urlToBytes, bytesToBase64url, bytesToHex, hexToBytes } from '@wallet-kit/key-store/encoding';
import type { Kernel, OidcIssuer } from '../../kernel/kernel.js';

/** The sandbox's own identity provider: its tokens come from `POST /sandbox/oidc/token`, its keys from `GET /sandbox/oidc/jwks`. */
export const SANDBOX_OIDC_ISSUER = 'https://oidc.sandbox.wallet-kit.dev';
/** The audience (`aud`) of the sandbox identity provider's tokens by default. */
export const SANDBOX_OIDC_AUDIENCE = 'wallet-kit-sandbox';
const SANDBOX_KID = 'sandbox-oidc-1';

export interface OidcClaims {
  iss: string;
  aud: string;
  sub: string;
  iat: number;
  exp?: number;
  nonce?: string;
  email?: string;
}

/** Why a token was refused: `malformed` (not a JWT, or an issuer the sandbox does not know) or `signature` (does not verify). */
export type OidcResult = { ok: true; claims: OidcClaims } | { ok: false; problem: 'malformed' | 'signature'; reason: string };

/** The sandbox issuer's public keys, as a JWKS. */
export function sandboxJwks(k: Kernel): { keys: JsonWebKey[] } {
  const point = hexToBytes(k.keys.oidc.publicKey);
  const jwk = { kty: 'EC', crv: 'P-256', x: bytesToBase64url(point.subarray(1, 33)), y: bytesToBase64url(point.subarray(33, 65)), kid: SANDBOX_KID, alg: 'ES256', use: 'sig' };
  return { keys: [jwk as JsonWebKey] };
}

const encodePart = (value: unknown) => bytesToBase64url(new TextEncoder().encode(JSON.stringify(value)));

/** Mints an ES256 token from the sandbox's issuer, as an identity provider would after a sign-in. */
export async function issueSandboxOidcToken(k: Kernel, claims: { sub: string; aud?: string; email?: string; nonce?: string; iat?: number; exp?: number }): Promise<string> {
  const iat = claims.iat ?? Math.floor(k.now() / 1000);
  const body = { iss: SANDBOX_OIDC_ISSUER, aud: claims.aud ?? SANDBOX_OIDC_AUDIENCE, sub: claims.sub, iat, exp: claims.exp ?? iat + 600, ...(claims.email ? { email: claims.email } : {}), ...(claims.nonce ? { nonce: claims.nonce } : {}) };
  const signingInput = `${encodePart({ alg: 'ES256', kid: SANDBOX_KID, typ: 'JWT' })}.${encodePart(body)}`;
  const signature = new Uint8Array(await crypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, k.keys.oidc.privateKey, new TextEncoder().encode(signingInput)));
  return `${signingInput}.${bytesToBase64url(signature)}`;
}

function readClaims(raw: Record<string, unknown>): OidcClaims | undefined {
  const aud = Array.isArray(raw.aud) ? raw.aud[0] : raw.aud;
  if (typeof raw.iss !== 'string' || typeof aud !== 'string' || typeof raw.sub !== 'string' || typeof raw.iat !== 'number') return undefined;
  return {
    iss: raw.iss,
    aud,
    sub: raw.sub,
    iat: raw.iat,
    ...(typeof raw.exp === 'number' ? { exp: raw.exp } : {}),
    ...(typeof raw.nonce === 'string' ? { nonce: raw.nonce } : {}),
    ...(typeof raw.email === 'string' ? { email: raw.email } : {}),
  };
}

const ALGORITHMS: Record<string, { key: EcKeyImportParams | RsaHashedImportParams; verify: EcdsaParams | AlgorithmIdentifier }> = {
  ES256: { key: { name: 'ECDSA', namedCurve: 'P-256' }, verify: { name: 'ECDSA', hash: 'SHA-256' } },
  RS256: { key: { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' }, verify: { name: 'RSASSA-PKCS1-v1_5' } },
};

/**
 * Reads an OIDC token and verifies its signature with its issuer's keys (the sandbox's own issuer,
 * or one configured with `oidcIssuers`). An unsigned token (`alg: none`), an unknown issuer or key,
 * or a signature that does not verify is refused; the claims are checked by the caller.
 */
export async function verifyOidcToken(k: Kernel, token: string): Promise<OidcResult> {
  const parts = token.split('.');
  if (parts.length !== 3 || parts.some((part) => !/^[A-Za-z0-9_-]*$/.test(part)) || parts[0] === '' || parts[1] === '') {
    return { ok: false, problem: 'malformed', reason: 'expected a JWT: three base64url parts' };
  }
  let header: Record<string, unknown>;
  let claims: OidcClaims | undefined;
  try {
    header = JSON.parse(new TextDecoder().decode(base64urlToBytes(parts[0]!))) as Record<string, unknown>;
    claims = readClaims(JSON.parse(new TextDecoder().decode(base64urlToBytes(parts[1]!))) as Record<string, unknown>);
  } catch {
    return { ok: false, problem: 'malformed', reason: 'expected a JWT whose header and claims are base64url JSON' };
  }
  if (!claims) return { ok: false, problem: 'malformed', reason: 'expected iss, aud, sub and iat claims' };
  const issuers: OidcIssuer[] = [{ iss: SANDBOX_OIDC_ISSUER, jwks: sandboxJwks(k) }, ...k.options.oidcIssuers];
  const issuer = issuers.find((candidate) => candidate.iss === claims.iss);
  if (!issuer) return { ok: false, problem: 'malformed', reason: `the issuer ${JSON.stringify(claims.iss)} is not one the sandbox accepts` };
  const algorithm = typeof header.alg === 'string' ? ALGORITHMS[header.alg] : undefined;
  if (!algorithm) return { ok: false, problem: 'signature', reason: `the token is not signed with ES256 or RS256 (alg ${JSON.stringify(header.alg)})` };
  const jwk = issuer.jwks.keys.find((key) => (key as { kid?: string }).kid === header.kid) ?? (issuer.jwks.keys.length === 1 ? issuer.jwks.keys[0] : undefined);
  if (!jwk) return { ok: false, problem: 'signature', reason: `the issuer has no key ${JSON.stringify(header.kid)}` };
  try {
    const key = await crypto.subtle.importKey('jwk', { ...jwk, key_ops: ['verify'] }, algorithm.key, false, ['verify']);
    const valid = await crypto.subtle.verify(algorithm.verify, key, base64urlToBytes(parts[2]!), new TextEncoder().encode(`${parts[0]}.${parts[1]}`));
    return valid ? { ok: true, claims } : { ok: false, problem: 'signature', reason: 'the signature does not verify with the issuer key' };
  } catch {
    return { ok: false, problem: 'signature', reason: 'the signature does not verify with the issuer key' };
  }
}

/** The nonce a sandbox OIDC token must carry: lowercase hex SHA-256 of the `clientPublicKey` string's UTF-8 bytes. */
export const oidcNonce = (clientPublicKey: string): string => bytesToHex(sha256(new TextEncoder().encode(clientPublicKey)));
