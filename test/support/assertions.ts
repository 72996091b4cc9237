import { createPublicKey, verify } from 'node:crypto';

/**
 * Whether Node's OpenSSL verifies a DER ECDSA P-256 / SHA-256 signature over the UTF-8 bytes of
 * `payload`: a verifier independent of WebCrypto and of the kit.
 */
export function nodeVerifies(payload: string, derHex: string, uncompressedHex: string): boolean {
  const raw = Buffer.from(uncompressedHex, 'hex');
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33).toString('base64url') },
    format: 'jwk',
  });
  return verify('sha256', Buffer.from(payload, 'utf8'), { key, dsaEncoding: 'der' }, Buffer.from(derHex, 'hex'));
}

/**
 * The `code` of the error `run` throws or rejects with, if it is an `errorClass`; otherwise a
 * sentence saying what happened instead, so a failing assertion reads well.
 */
export async function errorCode(run: Promise<unknown> | (() => unknown), errorClass: abstract new (...args: never[]) => Error & { code: string }): Promise<string> {
  try {
    await (typeof run === 'function' ? run() : run);
  } catch (error) {
    return error instanceof errorClass ? error.code : `not a ${errorClass.name}: ${String(error)}`;
  }
  return 'no error';
}
