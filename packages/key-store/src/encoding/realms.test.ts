import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { createKeyStore } from '../store.js';
import {
  KeyStoreError,
  bytesToBase58check,
  bytesToBase64url,
  bytesToHex,
  compressPublicKey,
  derToP1363,
  isBytes,
  p1363ToDer,
  publicKeyForms,
} from './index.js';

// jsdom, an iframe or Jest's environment hands over typed arrays made in another realm, whose Uint8Array is not
// this one: `instanceof` refuses them (issue 24: "bytesToHex: expected a Uint8Array, got object").
const foreign = <T>(code: string): T => runInNewContext(code) as T;
const foreignBytes = (bytes: number[]) => foreign<Uint8Array>(`new Uint8Array(${JSON.stringify(bytes)})`);

const G = '036b17d1f2e12c4247f8bce6e563a440f277037d812deb33a0f4a13945d898c296';
const gBytes = () => Array.from(G.match(/../g)!, (pair) => parseInt(pair, 16));

describe('typed arrays from another realm', () => {
  it('are bytes to every encoder, which answers as for bytes of its own realm', async () => {
    const bytes = foreignBytes([0, 1, 171, 255]);
    expect(bytes instanceof Uint8Array).toBe(false);
    expect(isBytes(bytes)).toBe(true);
    expect(bytesToHex(bytes)).toBe('0001abff');
    expect(bytesToBase64url(bytes)).toBe(bytesToBase64url(Uint8Array.from(bytes)));
    expect(await bytesToBase58check(bytes)).toBe(await bytesToBase58check(Uint8Array.from(bytes)));
    expect(publicKeyForms(foreignBytes(gBytes())).compressed).toBe(G);
    expect(compressPublicKey(foreignBytes(gBytes()))).toBe(G);
    const signature = foreignBytes(Array.from({ length: 64 }, (_, i) => i + 1));
    const der = p1363ToDer(signature);
    expect(derToP1363(foreignBytes([...der]))).toEqual(Uint8Array.from(signature));
  });

  it('import as a signing key from a foreign 32-byte scalar, which is zeroed after', async () => {
    const store = createKeyStore({ databaseName: 'realms-test' });
    store.on('storage-degraded', () => undefined);
    const scalar = foreignBytes(Array.from({ length: 32 }, () => 7));
    const key = await store.importSigningScalar(scalar);
    expect(key.publicKey.compressed).toMatch(/^0[23][0-9a-f]{64}$/);
    expect([...scalar].every((byte) => byte === 0)).toBe(true);
  });

  it('are still refused when they are not bytes, with the same typed error', () => {
    const notBytes: Array<[string, unknown]> = [
      ['a foreign Uint16Array', foreign('new Uint16Array(2)')],
      ['a foreign DataView', foreign('new DataView(new ArrayBuffer(2))')],
      ['a foreign ArrayBuffer', foreign('new ArrayBuffer(2)')],
      ['an object dressed as one', { [Symbol.toStringTag]: 'Uint8Array', length: 2, 0: 1, 1: 2 }],
      ['an array', [1, 2]],
    ];
    for (const [label, value] of notBytes) {
      expect(isBytes(value), label).toBe(false);
      const error = (() => {
        try {
          bytesToHex(value as Uint8Array);
        } catch (caught) {
          return caught;
        }
      })();
      expect(error, label).toBeInstanceOf(KeyStoreError);
      expect((error as KeyStoreError).code, label).toBe('INVALID_ARGUMENT');
      expect((error as KeyStoreError).message, label).toMatch(/^bytesToHex: expected a Uint8Array, got /);
    }
  });
});
