import { Aes256Gcm, CipherSuite, DhkemP256HkdfSha256, HkdfSha256 } from '@hpke/core';
import { createKeyStore } from '@wallet-kit/key-store';
import { hexToBytes } from '@wallet-kit/key-store/encoding';
import { describe, expect, it } from 'vitest';
import { hpkeOpen, hpkeSeal } from './hpke.js';

// @hpke/core, an independent RFC 9180 implementation, set up for the service's suite: every
// message sealed by one side must open on the other.
const reference = new CipherSuite({ kem: new DhkemP256HkdfSha256(), kdf: new HkdfSha256(), aead: new Aes256Gcm() });
const info = new TextEncoder().encode('turnkey_hpke').buffer;
const store = createKeyStore();
store.on('storage-degraded', () => undefined);

const buffer = (data: Uint8Array) => Uint8Array.from(data).buffer;
const concat = (a: Uint8Array, b: Uint8Array) => Uint8Array.from([...a, ...b]);

describe('HPKE against @hpke/core', () => {
  it.each([0, 1, 32, 81, 200])('opens what @hpke/core sealed (%i-byte message)', async (length) => {
    const recipient = await store.createDecryptionKey();
    const plaintext = crypto.getRandomValues(new Uint8Array(length));
    const recipientPublicKey = await reference.kem.deserializePublicKey(buffer(hexToBytes(recipient.publicKey.uncompressed)));
    const sender = await reference.createSenderContext({ recipientPublicKey, info });
    const enc = new Uint8Array(sender.enc);
    const ciphertext = new Uint8Array(await sender.seal(buffer(plaintext), buffer(concat(enc, hexToBytes(recipient.publicKey.uncompressed)))));
    expect(await hpkeOpen(enc, ciphertext, recipient)).toEqual(plaintext);
  });

  it.each([0, 1, 32, 81, 200])('seals what @hpke/core opens (%i-byte message)', async (length) => {
    const recipient = await store.createDecryptionKey();
    const plaintext = crypto.getRandomValues(new Uint8Array(length));
    const { enc, ciphertext } = await hpkeSeal(plaintext, recipient.publicKey.uncompressed);
    const context = await reference.createRecipientContext({ recipientKey: { privateKey: recipient.privateKey, publicKey: recipient.publicCryptoKey }, enc: buffer(enc), info });
    const opened = new Uint8Array(await context.open(buffer(ciphertext), buffer(concat(enc, hexToBytes(recipient.publicKey.uncompressed)))));
    expect(opened).toEqual(plaintext);
  });

  it('binds the AAD: a ciphertext opened under another recipient key fails', async () => {
    const [recipient, other] = [await store.createDecryptionKey(), await store.createDecryptionKey()];
    const { enc, ciphertext } = await hpkeSeal(new TextEncoder().encode('000000'), recipient.publicKey.uncompressed);
    await expect(hpkeOpen(enc, ciphertext, other)).rejects.toMatchObject({ code: 'DECRYPTION_FAILED' });
  });

  it('makes a fresh encapsulated key for every message', async () => {
    const recipient = await store.createDecryptionKey();
    const first = await hpkeSeal(Uint8Array.of(1), recipient.publicKey.uncompressed);
    const second = await hpkeSeal(Uint8Array.of(1), recipient.publicKey.uncompressed);
    expect(first.enc).not.toEqual(second.enc);
    expect(first.ciphertext).not.toEqual(second.ciphertext);
  });
});
