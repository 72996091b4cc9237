import { p256 } from '@noble/curves/nist.js';
import { describe, expect, it } from 'vitest';
import { errorCode } from '../../../test/support/assertions.js';
import { bytesToHex, hexToBytes } from './encoding/index.js';
import { KeyStoreError, createKeyStore, type KeyStoreEvent } from './index.js';

const N_HEX = 'ffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551';

const rejectionCode = (promise: Promise<unknown>) => errorCode(promise, KeyStoreError);

describe('a key store without IndexedDB (Node, or a browser that lacks it)', () => {
  it('keeps keys in memory and says so once, at the first write', async () => {
    const store = createKeyStore();
    const events: KeyStoreEvent[] = [];
    store.on('storage-degraded', (event) => events.push(event));
    await store.createSigningKey();
    await store.createDecryptionKey();
    expect(store.storageMode).toBe('memory');
    expect(events.map((event) => event.reason)).toEqual(['indexeddb-unavailable']);
    expect(await store.listKeys()).toHaveLength(2);
  });

  it('makes keys of one purpose each, never extractable, with both public key forms', async () => {
    const store = createKeyStore();
    const signing = await store.createSigningKey({ label: 'stamps' });
    const decryption = await store.createDecryptionKey();
    expect(signing).toMatchObject({ purpose: 'signing', label: 'stamps' });
    expect(signing.privateKey.extractable).toBe(false);
    expect(signing.privateKey.usages).toEqual(['sign']);
    expect(decryption.privateKey.extractable).toBe(false);
    expect(decryption.privateKey.usages).toEqual(['deriveBits']);
    expect(decryption.publicKey.compressed).toMatch(/^0[23][0-9a-f]{64}$/);
    expect(decryption.publicKey.uncompressed.slice(2, 66)).toBe(decryption.publicKey.compressed.slice(2));
  });

  it('finds, requires, deletes and clears keys by id', async () => {
    const store = createKeyStore();
    const key = await store.createSigningKey();
    expect(await store.getKey(key.id)).toBe(key);
    expect(await store.requireKey(key.id, 'signing')).toBe(key);
    expect(await rejectionCode(store.requireKey(key.id, 'decryption'))).toBe('WRONG_KEY_PURPOSE');
    await store.deleteKey(key.id);
    expect(await store.getKey(key.id)).toBeUndefined();
    expect(await rejectionCode(store.requireKey(key.id, 'signing'))).toBe('KEY_NOT_FOUND');
    await store.createSigningKey();
    await store.clearKeys();
    expect(await store.listKeys()).toEqual([]);
  });

  it('rejects an empty id and an oversized label', async () => {
    const store = createKeyStore();
    expect(await rejectionCode(store.getKey(''))).toBe('INVALID_ARGUMENT');
    expect(await rejectionCode(store.createSigningKey({ label: 'x'.repeat(201) }))).toBe('INVALID_ARGUMENT');
  });
});

describe('importSigningScalar', () => {
  it('makes a non-extractable signing key whose public key is the scalar times G, and zeroes the scalar', async () => {
    const secretHex = '67ee05fc3bdf4161bc70701c221d8d77180294cefcfcea64ba83c4d4c732fcb9';
    const scalar = hexToBytes(secretHex);
    const key = await createKeyStore().importSigningScalar(scalar);
    expect(key.publicKey.compressed).toBe(bytesToHex(p256.getPublicKey(hexToBytes(secretHex), true)));
    expect(key.privateKey.extractable).toBe(false);
    expect(scalar.every((byte) => byte === 0)).toBe(true);
  });

  it.each([
    ['31 bytes', new Uint8Array(31).fill(1)],
    ['zero', new Uint8Array(32)],
    ['the group order n', hexToBytes(N_HEX)],
    ['above n', new Uint8Array(32).fill(0xff)],
  ])('rejects %s and still zeroes what it was given', async (_what, scalar) => {
    expect(await rejectionCode(createKeyStore().importSigningScalar(scalar))).toBe('INVALID_SCALAR');
    expect(scalar.every((byte) => byte === 0)).toBe(true);
  });
});
