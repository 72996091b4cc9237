import { describe, expect, it } from 'vitest';
import { errorCode } from '../../../test/support/assertions.js';
import { base58checkToBytes, bytesToBase58check } from './encoding/index.js';
import { KeyStoreError, createKeyStore, type KeyStore } from './index.js';

/** Inputs no function of the package takes; a few are valid for some (listed with each entry). */
const HOSTILE: Array<[string, unknown]> = [
  ['undefined', undefined],
  ['null', null],
  ['a number', 42],
  ['an empty string', ''],
  ['a 10,000-character string', 'x'.repeat(10_000)],
  ['an object', { toString: () => 'x' }],
  ['an array', []],
  ['empty bytes', new Uint8Array(0)],
  ['a symbol', Symbol.for('x')],
  ['a function', () => 1],
];

const store: KeyStore = createKeyStore();
store.on('storage-degraded', () => undefined);

/** Every entry point of the key store, the argument under test replaced by each hostile input; `accepts` lists the ones that are valid there. */
const ENTRY_POINTS: Array<{ name: string; run: (input: never) => unknown; accepts?: string[] }> = [
  { name: 'createKeyStore(options)', run: (input) => createKeyStore(input), accepts: ['undefined', 'an object'] },
  { name: 'createKeyStore({ databaseName })', run: (input) => createKeyStore({ databaseName: input }), accepts: ['undefined', 'a 10,000-character string'] },
  { name: 'createSigningKey(options)', run: (input) => store.createSigningKey(input), accepts: ['undefined', 'an object'] },
  { name: 'createSigningKey({ label })', run: (input) => store.createSigningKey({ label: input }), accepts: ['undefined', 'an empty string'] },
  { name: 'createDecryptionKey({ label })', run: (input) => store.createDecryptionKey({ label: input }), accepts: ['undefined', 'an empty string'] },
  { name: 'importSigningScalar(scalar)', run: (input) => store.importSigningScalar(input) },
  { name: 'importSigningScalar(scalar, options)', run: (input) => store.importSigningScalar(new Uint8Array(32).fill(1), input), accepts: ['undefined', 'an object'] },
  { name: 'getKey(id)', run: (input) => store.getKey(input), accepts: ['a 10,000-character string'] },
  { name: 'requireKey(id)', run: (input) => store.requireKey(input, 'signing') },
  { name: 'requireKey(id, purpose)', run: (input) => store.requireKey('some-id', input) },
  { name: 'deleteKey(id)', run: (input) => store.deleteKey(input), accepts: ['a 10,000-character string'] },
  { name: 'on(type)', run: (input) => store.on(input, () => undefined) },
  { name: 'on(type, listener)', run: (input) => store.on('storage-degraded', input), accepts: ['a function'] },
];

describe('every entry point of the key store, given hostile input', () => {
  it.each(ENTRY_POINTS)('$name fails with a KeyStoreError and a stable code, never another error', async ({ run, accepts = [] }) => {
    for (const [label, input] of HOSTILE) {
      const outcome = await errorCode(() => run(input as never), KeyStoreError);
      if (accepts.includes(label)) expect(outcome, label).toBe('no error');
      else expect(outcome, label).toMatch(/^(INVALID_[A-Z0-9_]+|KEY_NOT_FOUND)$/);
    }
  });
});

describe('base58check, whose cost grows with the square of the length', () => {
  it('refuses a string past 1,024 characters before decoding it, saying so', async () => {
    await expect(base58checkToBytes('2'.repeat(100_000))).rejects.toThrow(/at most 1024 characters, got 100000/);
    expect(await errorCode(() => base58checkToBytes('2'.repeat(1_025)), KeyStoreError)).toBe('INVALID_BASE58CHECK');
  });

  it('refuses to encode more than 700 bytes', async () => {
    expect(await errorCode(() => bytesToBase58check(new Uint8Array(701)), KeyStoreError)).toBe('INVALID_ARGUMENT');
    const payload = new Uint8Array(700).fill(255);
    expect(await base58checkToBytes(await bytesToBase58check(payload))).toEqual(payload);
  });
});
