import { hexToBytes, publicKeyForms } from '@wallet-kit/key-store/encoding';
import { checkRecipient, publicKeyBytes, type HpkeRecipient } from './checks.js';
import { OtpEncryptError } from './errors.js';

export type { HpkeRecipient } from './checks.js';

// RFC 9180 in base mode, single-shot, for the one suite the service uses (reference: HPKE):
// DHKEM(P-256, HKDF-SHA256) 0x0010, HKDF-SHA256 0x0001, AES-256-GCM 0x0002, with `info` =
// "turnkey_hpke". Every primitive is WebCrypto's, so no key material is handled in JavaScript
// arithmetic; checked against the service's vectors and against @hpke/core in the tests.
const encoder = new TextEncoder();
const bytes = (text: string) => encoder.encode(text);
const INFO = bytes('turnkey_hpke');
const KEM_SUITE = concat(bytes('KEM'), i2osp(0x0010, 2));
const HPKE_SUITE = concat(bytes('HPKE'), i2osp(0x0010, 2), i2osp(0x0001, 2), i2osp(0x0002, 2));
const VERSION = bytes('HPKE-v1');
const N_SECRET = 32;
const N_K = 32;
const N_N = 12;
const ECDH = { name: 'ECDH', namedCurve: 'P-256' } as const;

function i2osp(value: number, length: number): Uint8Array {
  const out = new Uint8Array(length);
  for (let i = length - 1, rest = value; i >= 0; i--, rest >>= 8) out[i] = rest & 0xff;
  return out;
}

function concat(...parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

async function hmac(key: Uint8Array, data: Uint8Array): Promise<Uint8Array> {
  // An empty HMAC key equals HashLen zero bytes (RFC 2104 pads keys with zeros), and WebCrypto refuses empty keys.
  const raw = key.length === 0 ? new Uint8Array(32) : key;
  const hmacKey = await crypto.subtle.importKey('raw', Uint8Array.from(raw), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return new Uint8Array(await crypto.subtle.sign('HMAC', hmacKey, Uint8Array.from(data)));
}

/** RFC 9180 §4: LabeledExtract(salt, label, ikm) = HKDF-Extract(salt, "HPKE-v1" || suite_id || label || ikm). */
function labeledExtract(suite: Uint8Array, salt: Uint8Array, label: string, ikm: Uint8Array): Promise<Uint8Array> {
  return hmac(salt, concat(VERSION, suite, bytes(label), ikm));
}

/** RFC 9180 §4: LabeledExpand; every length here fits one HKDF-Expand block, T(1) = HMAC(prk, info || 0x01). */
async function labeledExpand(suite: Uint8Array, prk: Uint8Array, label: string, info: Uint8Array, length: number): Promise<Uint8Array> {
  const labeledInfo = concat(i2osp(length, 2), VERSION, suite, bytes(label), info);
  return (await hmac(prk, concat(labeledInfo, Uint8Array.of(1)))).slice(0, length);
}

/** RFC 9180 §4.1: DH, then ExtractAndExpand over kem_context = enc || pkRm. */
async function sharedSecret(privateKey: CryptoKey, publicKey: CryptoKey, enc: Uint8Array, recipient: Uint8Array): Promise<Uint8Array> {
  const dh = new Uint8Array(await crypto.subtle.deriveBits({ name: 'ECDH', public: publicKey }, privateKey, 256));
  const eaePrk = await labeledExtract(KEM_SUITE, new Uint8Array(0), 'eae_prk', dh);
  return labeledExpand(KEM_SUITE, eaePrk, 'shared_secret', concat(enc, recipient), N_SECRET);
}

/** RFC 9180 §5.1, base mode: the AEAD key for sequence number 0 (whose nonce is base_nonce itself). */
async function keySchedule(shared: Uint8Array, usage: KeyUsage): Promise<{ key: CryptoKey; nonce: Uint8Array<ArrayBuffer> }> {
  const empty = new Uint8Array(0);
  const pskIdHash = await labeledExtract(HPKE_SUITE, empty, 'psk_id_hash', empty);
  const infoHash = await labeledExtract(HPKE_SUITE, empty, 'info_hash', INFO);
  const context = concat(Uint8Array.of(0), pskIdHash, infoHash);
  const secret = await labeledExtract(HPKE_SUITE, shared, 'secret', empty);
  const keyBytes = await labeledExpand(HPKE_SUITE, secret, 'key', context, N_K);
  const nonce = Uint8Array.from(await labeledExpand(HPKE_SUITE, secret, 'base_nonce', context, N_N));
  const key = await crypto.subtle.importKey('raw', Uint8Array.from(keyBytes), { name: 'AES-GCM' }, false, [usage]);
  keyBytes.fill(0);
  return { key, nonce };
}

/** AAD = uncompressed encapsulated key || uncompressed recipient key (reference: HPKE). */
const aad = (enc: Uint8Array, recipient: Uint8Array) => concat(enc, recipient);

/** Seals `plaintext` to a P-256 public key (either form); returns the 65-byte encapsulated key and ciphertext || tag. */
export async function hpkeSeal(plaintext: Uint8Array, recipientPublicKey: string): Promise<{ enc: Uint8Array; ciphertext: Uint8Array }> {
  const recipient = publicKeyBytes(recipientPublicKey, 'recipient public key');
  const recipientKey = await crypto.subtle.importKey('raw', recipient, ECDH, true, []);
  const ephemeral = (await crypto.subtle.generateKey(ECDH, false, ['deriveBits'])) as CryptoKeyPair;
  const enc = new Uint8Array(await crypto.subtle.exportKey('raw', ephemeral.publicKey));
  const { key, nonce } = await keySchedule(await sharedSecret(ephemeral.privateKey, recipientKey, enc, recipient), 'encrypt');
  const ciphertext = await crypto.subtle.encrypt({ name: 'AES-GCM', iv: nonce, additionalData: aad(enc, recipient) }, key, Uint8Array.from(plaintext));
  return { enc, ciphertext: new Uint8Array(ciphertext) };
}

/** Opens an HPKE ciphertext; `enc` may be compressed (the legacy session key carries it so) or uncompressed. */
export async function hpkeOpen(enc: Uint8Array, ciphertext: Uint8Array, recipient: HpkeRecipient): Promise<Uint8Array> {
  checkRecipient(recipient, 'decryption key');
  let encUncompressed: Uint8Array<ArrayBuffer>;
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
    const encKey = await crypto.subtle.importKey('raw', encUncompressed, ECDH, true, []);
    const { key, nonce } = await keySchedule(await sharedSecret(recipient.privateKey, encKey, encUncompressed, recipientBytes), 'decrypt');
    const plaintext = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: nonce, additionalData: aad(encUncompressed, recipientBytes) }, key, Uint8Array.from(ciphertext));
    return new Uint8Array(plaintext);
  } catch (error) {
    throw new OtpEncryptError(
      'DECRYPTION_FAILED',
      'HPKE open failed: the ciphertext was altered or truncated, or it was sealed to another key',
      { cause: error },
    );
  }
}
