import { p256 } from '@noble/curves/nist.js';
import { describe, expect, it } from 'vitest';
import { errorCode } from '../../../../test/support/assertions.js';
import {
  KeyStoreError,
  base58checkToBytes,
  base64urlToBytes,
  bytesToBase58check,
  bytesToBase64url,
  bytesToHex,
  compressPublicKey,
  decompressPublicKey,
  derToP1363,
  hexToBytes,
  p1363ToDer,
  publicKeyForms,
} from './index.js';

const GX = '6b17d1f2e12c4247f8bce6e563a440f277037d812deb33a0f4a13945d898c296';
const GY = '4fe342e2fe1a7f9b8ee7eb4a7c0f9e162bce33576b315ececbb6406837bf51f5';
const N = 0xffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551n;

function codeOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    return error instanceof KeyStoreError ? error.code : `not a KeyStoreError: ${String(error)}`;
  }
  return 'no error';
}

/** Like codeOf, for functions that may throw or reject. */
const outcomeOf = (run: () => unknown) => errorCode(run, KeyStoreError);

const hex = (value: bigint) => value.toString(16).padStart(64, '0');
const der = (...bytes: number[]) => Uint8Array.from(bytes);

describe('hex', () => {
  it('round-trips bytes as lowercase hex and reads either case', () => {
    expect(bytesToHex(Uint8Array.of(0, 1, 171, 255))).toBe('0001abff');
    expect(hexToBytes('0001ABff')).toEqual(Uint8Array.of(0, 1, 171, 255));
    expect(hexToBytes('')).toEqual(new Uint8Array(0));
  });

  it('says which character is wrong and where', () => {
    expect(() => hexToBytes('00zz')).toThrow('got "zz" at position 2');
    expect(() => hexToBytes('abc')).toThrow('expected an even number of hex digits, got 3');
    expect(codeOf(() => hexToBytes('0x12'))).toBe('INVALID_HEX');
  });
});

describe('base64url', () => {
  // RFC 4648 §10, in the URL-safe alphabet without padding.
  it.each([
    ['', ''],
    ['f', 'Zg'],
    ['fo', 'Zm8'],
    ['foo', 'Zm9v'],
    ['foob', 'Zm9vYg'],
    ['fooba', 'Zm9vYmE'],
    ['foobar', 'Zm9vYmFy'],
  ])('encodes %j as %j and back (RFC 4648 §10)', (text, encoded) => {
    expect(bytesToBase64url(new TextEncoder().encode(text))).toBe(encoded);
    expect(new TextDecoder().decode(base64urlToBytes(encoded))).toBe(text);
  });

  it('uses - and _ where base64 uses + and /', () => {
    expect(bytesToBase64url(Uint8Array.of(0xfb, 0xff))).toBe('-_8');
  });

  it.each([
    ['Zm9v=', 'padding'],
    ['Zm+v', 'the + of plain base64'],
    ['Zm/v', 'the / of plain base64'],
    ['Z', 'an impossible length'],
    ['Zh', 'non-zero trailing bits'],
  ])('rejects %j (%s)', (text) => {
    expect(codeOf(() => base64urlToBytes(text))).toBe('INVALID_BASE64URL');
  });
});

describe('base58check', () => {
  it('matches the classic version-1 address example', async () => {
    const payload = hexToBytes('00f54a5851e9372b87810a8e60cdd2e7cfd80b6e31');
    expect(await bytesToBase58check(payload)).toBe('1PMycacnJaSqwwJqjawXBErnLsZ7RkXUAs');
    expect(bytesToHex(await base58checkToBytes('1PMycacnJaSqwwJqjawXBErnLsZ7RkXUAs'))).toBe(bytesToHex(payload));
  });

  it('keeps leading zero bytes as leading 1s', async () => {
    const payload = Uint8Array.of(0, 0, 7);
    const encoded = await bytesToBase58check(payload);
    expect(encoded.startsWith('11')).toBe(true);
    expect(await base58checkToBytes(encoded)).toEqual(payload);
  });

  it('rejects a changed character, a truncated string and characters outside the alphabet', async () => {
    const good = '1PMycacnJaSqwwJqjawXBErnLsZ7RkXUAs';
    await expect(base58checkToBytes(good.slice(0, -1) + 't')).rejects.toThrow('checksum does not match');
    expect(await outcomeOf(() => base58checkToBytes(good.slice(0, 10)))).toBe('INVALID_BASE58CHECK');
    await expect(base58checkToBytes('1PMy0acn')).rejects.toThrow('got "0" at position 4');
  });
});

describe('P-256 public keys', () => {
  it('compresses and decompresses the generator (SEC 2 §2.4.2)', () => {
    expect(compressPublicKey('04' + GX + GY)).toBe('03' + GX);
    expect(decompressPublicKey('03' + GX)).toBe('04' + GX + GY);
  });

  it('agrees with noble-curves on random keys, in both directions', () => {
    for (let i = 0; i < 50; i++) {
      const secret = p256.utils.randomSecretKey();
      const compressed = bytesToHex(p256.getPublicKey(secret, true));
      const uncompressed = bytesToHex(p256.getPublicKey(secret, false));
      expect(publicKeyForms(compressed)).toEqual({ compressed, uncompressed });
      expect(publicKeyForms(hexToBytes(uncompressed))).toEqual({ compressed, uncompressed });
    }
  });

  it('rejects x coordinates that have no point, like noble-curves does', () => {
    let rejected = 0;
    for (let x = 1n; x < 40n; x++) {
      const candidate = '02' + hex(x);
      let nobleAccepts = true;
      try {
        p256.Point.fromHex(candidate);
      } catch {
        nobleAccepts = false;
      }
      expect(codeOf(() => decompressPublicKey(candidate))).toBe(nobleAccepts ? 'no error' : 'INVALID_PUBLIC_KEY');
      if (!nobleAccepts) rejected++;
    }
    expect(rejected).toBeGreaterThan(0);
  });

  it.each([
    ['a point off the curve', '04' + GX + GY.slice(0, -1) + '6'],
    ['x at or above the field prime', '02' + 'ff'.repeat(32)],
    ['a 64-byte key without prefix', GX + GY],
    ['a compressed key with prefix 04', '04' + GX],
    ['an uncompressed key with prefix 02', '02' + GX + GY],
    ['an empty key', ''],
  ])('rejects %s', (_what, key) => {
    expect(codeOf(() => publicKeyForms(key))).toMatch(/^INVALID_(PUBLIC_KEY|HEX)$/);
  });

  it('says what length it expected', () => {
    expect(() => publicKeyForms('04' + GX)).toThrow(/expected a P-256 public key of 33 bytes .* got 33 bytes starting 04/);
  });
});

describe('DER and P1363 signatures', () => {
  it('round-trips random WebCrypto signatures, agreeing with noble-curves on the DER form', async () => {
    const pair = (await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, false, ['sign', 'verify'])) as CryptoKeyPair;
    for (let i = 0; i < 50; i++) {
      const p1363 = new Uint8Array(await crypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, pair.privateKey, Uint8Array.of(i)));
      const encoded = p1363ToDer(p1363);
      expect(bytesToHex(encoded)).toBe(bytesToHex(p256.Signature.fromBytes(p1363, 'compact').toBytes('der')));
      expect(derToP1363(encoded)).toEqual(p1363);
    }
  });

  it('adds a zero byte before an integer whose high bit is set, and drops leading zeros', () => {
    const p1363 = new Uint8Array(64);
    p1363[0] = 0x80; // r = 0x80…
    p1363[63] = 1; // s = 1
    expect(bytesToHex(p1363ToDer(p1363))).toBe('3026022100' + '80' + '00'.repeat(31) + '020101');
  });

  const r = [0x02, 0x01, 0x01];
  it.each([
    ['trailing bytes', der(0x30, 0x06, ...r, ...r, 0x00)],
    ['a wrong sequence length', der(0x30, 0x07, ...r, ...r)],
    ['a non-minimal integer', der(0x30, 0x07, 0x02, 0x02, 0x00, 0x01, ...r)],
    ['a negative integer', der(0x30, 0x06, 0x02, 0x01, 0x81, ...r)],
    ['r = 0', der(0x30, 0x06, 0x02, 0x01, 0x00, ...r)],
    ['s = n', der(0x30, 0x26, ...r, 0x02, 0x21, 0x00, ...hexToBytes(hex(N)))],
    ['not a SEQUENCE', der(0x31, 0x06, ...r, ...r)],
    ['a 64-byte P1363 signature passed as DER', new Uint8Array(64).fill(1)],
  ])('rejects %s', (_what, bytes) => {
    expect(codeOf(() => derToP1363(bytes))).toBe('INVALID_SIGNATURE');
  });
});

describe('every public encoding function, given hostile input', () => {
  const hostile: unknown[] = [undefined, null, 42, {}, [], 'zz', '', new Uint8Array(0), Symbol.for('x')];
  const functions: Array<[string, (input: never) => unknown]> = [
    ['hexToBytes', hexToBytes],
    ['bytesToHex', bytesToHex],
    ['base64urlToBytes', base64urlToBytes],
    ['bytesToBase64url', bytesToBase64url],
    ['base58checkToBytes', base58checkToBytes],
    ['bytesToBase58check', bytesToBase58check],
    ['publicKeyForms', publicKeyForms],
    ['compressPublicKey', compressPublicKey],
    ['decompressPublicKey', decompressPublicKey],
    ['derToP1363', derToP1363],
    ['p1363ToDer', p1363ToDer],
  ];
  const validEmpty = new Set(['hexToBytes:""', 'base64urlToBytes:""', 'bytesToHex:0 bytes', 'bytesToBase64url:0 bytes', 'bytesToBase58check:0 bytes']);

  it.each(functions)('%s fails with a KeyStoreError, never a TypeError', async (name, run) => {
    for (const input of hostile) {
      const label = `${name}:${input instanceof Uint8Array ? `${input.length} bytes` : typeof input === 'string' ? JSON.stringify(input) : String(input)}`;
      if (validEmpty.has(label)) continue;
      expect(await outcomeOf(() => run(input as never)), label).toMatch(/^INVALID_/);
    }
  });
});
