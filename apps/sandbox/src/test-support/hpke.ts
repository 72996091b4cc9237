import { Aes256Gcm, CipherSuite, DhkemP256HkdfSha256, HkdfSha256 } from '@hpke/core';
import { bytesToHex, hexToBytes } from '@wallet-kit/key-store/encoding';

/**
 * Seals any plaintext to an OTP target key the way the service's clients do (reference: HPKE), for
 * tests that must send what the kit's own encryptOtpCode refuses to build (an uncompressed key).
 */
export async function hpkeSealForTest(plaintext: string, targetPublicHex: string): Promise<string> {
  const suite = new CipherSuite({ kem: new DhkemP256HkdfSha256(), kdf: new HkdfSha256(), aead: new Aes256Gcm() });
  const recipient = hexToBytes(targetPublicHex);
  const sender = await suite.createSenderContext({ recipientPublicKey: await suite.kem.deserializePublicKey(recipient.slice().buffer), info: new TextEncoder().encode('turnkey_hpke').buffer });
  const enc = new Uint8Array(sender.enc);
  const aad = new Uint8Array([...enc, ...recipient]);
  const ciphertext = new Uint8Array(await sender.seal(new TextEncoder().encode(plaintext).buffer, aad.buffer));
  return JSON.stringify({ encappedPublic: bytesToHex(enc), ciphertext: bytesToHex(ciphertext) });
}
