import { derToP1363, hexToBytes, publicKeyForms } from '@wallet-kit/key-store/encoding';
import { OtpEncryptError } from './errors.js';

/** An enclave-signed bundle: `data` (hex of JSON) signed by the key in `enclaveQuorumPublic`. */
export interface SignedBundle {
  /** The bundle format; only `v1.0.0` is read. */
  version: string;
  /** Hex of the UTF-8 JSON payload the enclave signed. */
  data: string;
  /** DER hex of the ECDSA P-256 signature over the bytes of `data`. */
  dataSignature: string;
  /** The signer's uncompressed public key in hex: it must be the environment's expected signer. */
  enclaveQuorumPublic: string;
}

export const BUNDLE_VERSION = 'v1.0.0';

function malformed(message: string, cause?: unknown): OtpEncryptError {
  return new OtpEncryptError('BUNDLE_MALFORMED', message, { cause });
}

/** Parses a bundle given as text (optionally wrapped in single quotes, as some examples are) or as an object. */
export function parseSignedBundle(input: string | SignedBundle, what: string): SignedBundle {
  let value: unknown = input;
  if (typeof input === 'string') {
    const text = input.trim().replace(/^'(.*)'$/s, '$1');
    try {
      value = JSON.parse(text);
    } catch (error) {
      throw malformed(`${what}: expected a JSON object {version, data, dataSignature, enclaveQuorumPublic}, got text that is not JSON`, error);
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw malformed(`${what}: expected a JSON object {version, data, dataSignature, enclaveQuorumPublic}`);
  }
  const fields = value as Record<string, unknown>;
  for (const name of ['version', 'data', 'dataSignature', 'enclaveQuorumPublic'] as const) {
    if (typeof fields[name] !== 'string') throw malformed(`${what}: expected ${name} to be a string, got ${typeof fields[name]}`);
  }
  if (fields.version !== BUNDLE_VERSION) {
    throw new OtpEncryptError(
      'BUNDLE_VERSION_UNSUPPORTED',
      `${what}: expected version ${BUNDLE_VERSION}, got ${JSON.stringify(fields.version)}`,
    );
  }
  return fields as unknown as SignedBundle;
}

/** The JSON object inside a bundle's hex `data`. */
export function decodeBundleData(bundle: SignedBundle, what: string): Record<string, unknown> {
  let decoded: unknown;
  try {
    decoded = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(hexToBytes(bundle.data, `${what}.data`)));
  } catch (error) {
    throw malformed(`${what}.data: expected hex of a UTF-8 JSON object`, error);
  }
  if (typeof decoded !== 'object' || decoded === null || Array.isArray(decoded)) {
    throw malformed(`${what}.data: expected hex of a JSON object`);
  }
  return decoded as Record<string, unknown>;
}

/**
 * Checks that the bundle was signed by `expectedSigner`: the key named in the bundle must be that
 * key, and `dataSignature` (DER) must verify over the hex-decoded `data` bytes (reference: OTP).
 */
export async function verifySignedBundle(bundle: SignedBundle, expectedSigner: string, what: string): Promise<void> {
  let expected: string;
  try {
    expected = publicKeyForms(expectedSigner, 'expectedSigner').uncompressed;
  } catch (error) {
    throw new OtpEncryptError('INVALID_ARGUMENT', `expectedSigner: ${(error as Error).message}`, { cause: error });
  }
  if (bundle.enclaveQuorumPublic.toLowerCase() !== expected) {
    throw new OtpEncryptError(
      'BUNDLE_SIGNER_UNEXPECTED',
      `${what}: signed by ${bundle.enclaveQuorumPublic || 'nobody'}, expected ${expected}; check the environment's expected signer`,
    );
  }
  let signature: Uint8Array<ArrayBuffer>;
  try {
    signature = derToP1363(hexToBytes(bundle.dataSignature, 'dataSignature'));
  } catch (error) {
    throw new OtpEncryptError('BUNDLE_SIGNATURE_INVALID', `${what}.dataSignature: ${(error as Error).message}`, { cause: error });
  }
  let data: Uint8Array<ArrayBuffer>;
  try {
    data = hexToBytes(bundle.data, `${what}.data`);
  } catch (error) {
    throw malformed(`${what}.data: expected hex`, error);
  }
  const key = await crypto.subtle.importKey('raw', hexToBytes(expected), { name: 'ECDSA', namedCurve: 'P-256' }, false, ['verify']);
  const valid = await crypto.subtle.verify({ name: 'ECDSA', hash: 'SHA-256' }, key, signature, data);
  if (!valid) {
    throw new OtpEncryptError('BUNDLE_SIGNATURE_INVALID', `${what}: dataSignature does not verify over data; the bundle was altered or forged`);
  }
}
