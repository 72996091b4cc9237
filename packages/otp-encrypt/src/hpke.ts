import { Aes256Gcm, CipherSuite, DhkemP256HkdfSha256, HkdfSha256 } from '@hpke/core';
import { hexToBytes, publicKeyForms } from '@wallet-kit/key-store/encoding';
import { OtpEncryptError } from './errors.js';

/** What an HPKE recipient needs: the private key and its public half (as a CryptoKey and as hex). */
export interface HpkeRecipient {
  privateKey: CryptoKey;
  publicCryptoKey: CryptoKey;
  publicKey: { uncompressed: string };
}

// The service's suite (reference: HPKE): DHKEM(P-256, HKDF-SHA256) 0x0010, HKDF-SHA256 0x0001,
// AES-256-GCM 0x0002, base mode, with an `info` the service's docs never state.
const INFO = new TextEncoder().encode('turnkey_hpke');
let suite: CipherSuite | undefined;

function cipherSuite(): CipherSuite {
  suite ??= new CipherSuite({ kem: new DhkemP256HkdfSha256(), kdf: new HkdfSha256(), aead: new Aes256Gcm() });
  return suite;
}

/** AAD = uncompressed encapsulated key || uncompressed recipient key (reference: HPKE). */
function aad(enc: Uint8Array, recipientUncompressed: Uint8Array): Uint8Array {
  const out = new Uint8Array(enc.length + recipientUncompressed.length);
  out.set(enc);
  out.set(recipientUncompressed, enc.length);
  return out;
}

/** Seals `plaintext` to a P-256 public key (either form); returns the 65-byte encapsulated key and ciphertext || tag. */
export async function hpkeSeal(plaintext: Uint8Array, recipientPublicKey: string): Promise<{ enc: Uint8Array; ciphertext: Uint8Array }> {
  const recipient = hexToBytes(publicKeyForms(recipientPublicKey, 'recipient public key').uncompressed);
  const suite = cipherSuite();
  const recipientKey = await suite.kem.deserializePublicKey(recipient.slice().buffer);
  const sender = await suite.createSenderContext({ recipientPublicKey: recipientKey, info: INFO.slice().buffer });
  const enc = new Uint8Array(sender.enc);
  const ciphertext = new Uint8Array(await sender.seal(plaintext.slice().buffer, aad(enc, recipient).slice().buffer));
  return { enc, ciphertext };
}

/** Opens an HPKE ciphertext; `enc` may be compressed (the legacy session key carries it so) or uncompressed. */
export async function hpkeOpen(enc: Uint8Array, ciphertext: Uint8Array, recipient: HpkeRecipient): Promise<Uint8Array> {
  let encUncompressed: Uint8Array;
  try {
    encUncompressed = hexToBytes(publicKeyForms(enc, 'encapsulated key').uncompressed);
  } catch (error) {
    throw new OtpEncryptError('INVALID_PUBLIC_KEY', `encapsulated key: ${(error as Error).message}`, { cause: error });
  }
  if (ciphertext.length < 16) {
    throw new OtpEncryptError('DECRYPTION_FAILED', `ciphertext: expected at least the 16-byte AES-GCM tag, got ${ciphertext.length} bytes`);
  }
  const recipientBytes = hexToBytes(recipient.publicKey.uncompressed);
  try {
    const context = await cipherSuite().createRecipientContext({
      // The whole pair: the private half is non-extractable, so the public one cannot be derived from it.
      recipientKey: { privateKey: recipient.privateKey, publicKey: recipient.publicCryptoKey },
      enc: encUncompressed.slice().buffer,
      info: INFO.slice().buffer,
    });
    return new Uint8Array(await context.open(ciphertext.slice().buffer, aad(encUncompressed, recipientBytes).slice().buffer));
  } catch (error) {
    throw new OtpEncryptError(
      'DECRYPTION_FAILED',
      'HPKE open failed: the ciphertext was altered or truncated, or it was sealed to another key',
      { cause: error },
    );
  }
}
