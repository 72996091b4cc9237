import { createKeyStore, type StoredKey } from '@wallet-kit/key-store';
import { bytesToBase64url, bytesToHex, derToP1363, hexToBytes, p1363ToDer } from '@wallet-kit/key-store/encoding';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorCode, nodeVerifies } from '../../../test/support/assertions.js';
import { StampError, signPayload, stampPayload, verifyStamp } from './index.js';

const N = 0xffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551n;
const store = createKeyStore();
let key: StoredKey;
let otherKey: StoredKey;
beforeAll(async () => {
  [key, otherKey] = [await store.createSigningKey(), await store.createSigningKey()];
});

function decodeStamp(stamp: string): Record<string, string> {
  return JSON.parse(Buffer.from(stamp, 'base64url').toString('utf8')) as Record<string, string>;
}

function encodeStamp(fields: unknown): string {
  return bytesToBase64url(new TextEncoder().encode(typeof fields === 'string' ? fields : JSON.stringify(fields)));
}

const failureCode = (promise: Promise<unknown>) => errorCode(promise, StampError);

const payloads = [
  ['plain text', 'hello'],
  ['the empty string', ''],
  ['Unicode beyond the BMP', 'Zahlung: 12,50 € 💸 naïve 日本'],
  ['whitespace and newlines', '  \t\n\r\n  '],
  ['JSON with spacing that must not be normalized', '{"b": 1,  "a": [1, 2]}\n'],
  ['a JWT-shaped token', 'eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiIxIn0.c2ln'],
] as const;

describe('signPayload and stampPayload', () => {
  it.each(payloads)('sign %s exactly as given, verifiable by Node crypto.verify with DER', async (_what, payload) => {
    const signature = await signPayload(payload, key);
    expect(signature).toMatch(/^30[0-9a-f]+$/);
    expect(nodeVerifies(payload, signature, key.publicKey.uncompressed)).toBe(true);

    const stamp = await stampPayload(payload, key);
    expect(stamp).toMatch(/^[A-Za-z0-9_-]+$/);
    const fields = decodeStamp(stamp);
    expect(Object.keys(fields)).toEqual(['publicKey', 'scheme', 'signature']);
    expect(fields.publicKey).toBe(key.publicKey.compressed);
    expect(fields.scheme).toBe('SIGNATURE_SCHEME_TK_API_P256');
    expect(nodeVerifies(payload, fields.signature!, key.publicKey.uncompressed)).toBe(true);
    expect(await verifyStamp(payload, stamp, { publicKey: key.publicKey.uncompressed })).toEqual({ publicKey: key.publicKey.compressed });
  });

  it('writes compact JSON with the keys in the order the service expects', async () => {
    const json = Buffer.from(await stampPayload('x', key), 'base64url').toString('utf8');
    expect(json).toMatch(/^\{"publicKey":"0[23][0-9a-f]{64}","scheme":"SIGNATURE_SCHEME_TK_API_P256","signature":"30[0-9a-f]+"\}$/);
  });

  it('refuses a decryption key and a payload that is not a string', async () => {
    const decryptionKey = await store.createDecryptionKey();
    expect(await failureCode(signPayload('x', decryptionKey))).toBe('INVALID_ARGUMENT');
    expect(await failureCode(signPayload({ a: 1 } as never, key))).toBe('INVALID_ARGUMENT');
  });
});

describe('verifyStamp', () => {
  it('accepts a high-S signature, as the service does', async () => {
    const payload = 'high-S is fine';
    const p1363 = derToP1363(hexToBytes(await signPayload(payload, key)));
    const s = BigInt('0x' + bytesToHex(p1363.subarray(32)));
    p1363.set(hexToBytes((N - s).toString(16).padStart(64, '0')), 32);
    const flipped = bytesToHex(p1363ToDer(p1363));
    expect(nodeVerifies(payload, flipped, key.publicKey.uncompressed)).toBe(true);
    const stamp = encodeStamp({ publicKey: key.publicKey.compressed, scheme: 'SIGNATURE_SCHEME_TK_API_P256', signature: flipped });
    expect(await verifyStamp(payload, stamp)).toEqual({ publicKey: key.publicKey.compressed });
  });

  it('answers WALLET_SIGNATURE_INVALID for another payload, another expected key, or a signature by another key', async () => {
    const stamp = await stampPayload('the real payload', key);
    expect(await failureCode(verifyStamp('the real payload ', stamp))).toBe('WALLET_SIGNATURE_INVALID');
    expect(await failureCode(verifyStamp('the real payload', stamp, { publicKey: otherKey.publicKey.compressed }))).toBe('WALLET_SIGNATURE_INVALID');
    const forged = encodeStamp({ ...decodeStamp(stamp), signature: await signPayload('the real payload', otherKey) });
    expect(await failureCode(verifyStamp('the real payload', forged))).toBe('WALLET_SIGNATURE_INVALID');
  });

  describe('answers WALLET_SIGNATURE_MALFORMED for every malformed variant', async () => {
    const good = { publicKey: '', scheme: 'SIGNATURE_SCHEME_TK_API_P256', signature: '' };
    const variants: Array<[string, () => Promise<string>]> = [
      ['an empty header', async () => ''],
      ['not base64url', async () => 'eyJ*'],
      ['padded base64', async () => encodeStamp(good) + '='],
      ['base64url of text that is not JSON', async () => encodeStamp('publicKey=02…')],
      ['a JSON array', async () => encodeStamp([1, 2])],
      ['JSON null', async () => encodeStamp('null')],
      ['another scheme', async () => encodeStamp({ ...(await fields()), scheme: 'SIGNATURE_SCHEME_TK_API_SECP256K1' })],
      ['no scheme', async () => encodeStamp({ ...(await fields()), scheme: undefined })],
      ['no publicKey', async () => encodeStamp({ ...(await fields()), publicKey: undefined })],
      ['an uncompressed publicKey', async () => encodeStamp({ ...(await fields()), publicKey: key.publicKey.uncompressed })],
      ['a publicKey off the curve', async () => encodeStamp({ ...(await fields()), publicKey: '02' + 'ff'.repeat(32) })],
      ['a publicKey that is not hex', async () => encodeStamp({ ...(await fields()), publicKey: 'zz'.repeat(33) })],
      ['a signature that is not hex', async () => encodeStamp({ ...(await fields()), signature: 'xyz' })],
      ['a P1363 signature instead of DER', async () => encodeStamp({ ...(await fields()), signature: 'ab'.repeat(64) })],
      ['DER with trailing bytes', async () => encodeStamp({ ...(await fields()), signature: (await fields()).signature + '00' })],
      ['a numeric signature', async () => encodeStamp({ ...(await fields()), signature: 12 })],
    ];
    async function fields(): Promise<typeof good> {
      return decodeStamp(await stampPayload('payload', key)) as typeof good;
    }
    it.each(variants)('%s', async (_what, make) => {
      expect(await failureCode(verifyStamp('payload', await make()))).toBe('WALLET_SIGNATURE_MALFORMED');
    });
  });
});
