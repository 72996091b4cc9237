import { bytesToBase58check, bytesToHex, compressPublicKey, hexToBytes, isBytes } from '@wallet-kit/key-store/encoding';
import { checkObject, checkSigner } from '../checks.js';
import { OtpEncryptError } from '../errors.js';
import { hpkeSeal } from '../hpke.js';
import { signBundle, type EnclaveSigner } from './keys.js';

/**
 * A legacy `encryptedSessionSigningKey`: the 32-byte scalar sealed to the client's uncompressed
 * key, as base58check of compressed enc || ciphertext || tag.
 */
export async function sealSessionSigningKey(scalar: Uint8Array, recipientPublicKey: string): Promise<string> {
  if (!isBytes(scalar) || scalar.length !== 32) {
    throw new OtpEncryptError('INVALID_ARGUMENT', 'scalar: expected 32 bytes');
  }
  const { enc, ciphertext } = await hpkeSeal(scalar, recipientPublicKey);
  const compressedEnc = hexToBytes(compressPublicKey(enc));
  const payload = new Uint8Array(compressedEnc.length + ciphertext.length);
  payload.set(compressedEnc);
  payload.set(ciphertext, compressedEnc.length);
  return bytesToBase58check(payload);
}

/**
 * `encryptedWalletCredentials` for an export: the mnemonic sealed to the client's key inside a
 * bundle. Without a signer the signature fields are empty strings, as the real sandbox sends them.
 */
export async function sealWalletExport(input: {
  mnemonic: string;
  recipientPublicKey: string;
  organizationId: string;
  signer?: EnclaveSigner;
}): Promise<string> {
  checkObject(input, 'input');
  if (typeof input.mnemonic !== 'string') throw new OtpEncryptError('INVALID_ARGUMENT', 'mnemonic: expected a string');
  if (typeof input.organizationId !== 'string') throw new OtpEncryptError('INVALID_ARGUMENT', 'organizationId: expected a string');
  if (input.signer !== undefined) checkSigner(input.signer, 'signer');
  const { enc, ciphertext } = await hpkeSeal(new TextEncoder().encode(input.mnemonic), input.recipientPublicKey);
  const data = { encappedPublic: bytesToHex(enc), ciphertext: bytesToHex(ciphertext), organizationId: input.organizationId };
  return JSON.stringify(await signBundle(data, input.signer));
}
