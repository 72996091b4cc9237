import { describe, expect, it } from 'vitest';
import { errorCode } from '../../../test/support/assertions.js';
import * as encodingEntry from './encoding/index.js';
import {
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
} from './encoding/index.js';
import * as mainEntry from './index.js';
import {
  KeyStoreError,
  clearKeys,
  createDecryptionKey,
  createKeyStore,
  createSigningKey,
  defaultKeyStore,
  deleteKey,
  getKey,
  importSigningScalar,
  listKeys,
  type KeyStore,
} from './index.js';

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

const ALL = HOSTILE.map(([label]) => label);

const store: KeyStore = createKeyStore();
store.on('storage-degraded', () => undefined);
defaultKeyStore().on('storage-degraded', () => undefined);

/** Every method of a key store, the argument under test replaced by each hostile input; `accepts` lists the ones that are valid there. */
const ENTRY_POINTS: Array<{ name: string; run: (input: never) => unknown; accepts?: string[] }> = [
  { name: 'createSigningKey(options)', run: (input) => store.createSigningKey(input), accepts: ['undefined', 'an object'] },
  { name: 'createSigningKey({ label })', run: (input) => store.createSigningKey({ label: input }), accepts: ['undefined', 'an empty string'] },
  { name: 'createDecryptionKey(options)', run: (input) => store.createDecryptionKey(input), accepts: ['undefined', 'an object'] },
  { name: 'createDecryptionKey({ label })', run: (input) => store.createDecryptionKey({ label: input }), accepts: ['undefined', 'an empty string'] },
  { name: 'importSigningScalar(scalar)', run: (input) => store.importSigningScalar(input) },
  { name: 'importSigningScalar(scalar, options)', run: (input) => store.importSigningScalar(new Uint8Array(32).fill(1), input), accepts: ['undefined', 'an object'] },
  { name: 'getKey(id)', run: (input) => store.getKey(input), accepts: ['a 10,000-character string'] },
  { name: 'requireKey(id)', run: (input) => store.requireKey(input, 'signing') },
  { name: 'requireKey(id, purpose)', run: (input) => store.requireKey('some-id', input) },
  { name: 'deleteKey(id)', run: (input) => store.deleteKey(input), accepts: ['a 10,000-character string'] },
  { name: 'on(type)', run: (input) => store.on(input, () => undefined) },
  { name: 'on(type, listener)', run: (input) => store.on('storage-degraded', input), accepts: ['a function'] },
  { name: 'listKeys()', run: () => store.listKeys(), accepts: ALL },
  { name: 'clearKeys()', run: () => store.clearKeys(), accepts: ALL },
];

/**
 * Every function the package exports (its `.` and `./encoding` entries), the argument under test
 * replaced by each hostile input. A label argument (`what`) is tried where it is used: in the
 * message about a bad first argument.
 */
const EXPORTS: Array<{ name: string; run: (input: never) => unknown; accepts?: string[] }> = [
  { name: 'createKeyStore(options)', run: (input) => createKeyStore(input), accepts: ['undefined', 'an object'] },
  { name: 'createKeyStore({ databaseName })', run: (input) => createKeyStore({ databaseName: input }), accepts: ['undefined', 'a 10,000-character string'] },
  { name: 'createSigningKey(options)', run: (input) => createSigningKey(input), accepts: ['undefined', 'an object'] },
  { name: 'createSigningKey({ label })', run: (input) => createSigningKey({ label: input }), accepts: ['undefined', 'an empty string'] },
  { name: 'createDecryptionKey(options)', run: (input) => createDecryptionKey(input), accepts: ['undefined', 'an object'] },
  { name: 'createDecryptionKey({ label })', run: (input) => createDecryptionKey({ label: input }), accepts: ['undefined', 'an empty string'] },
  { name: 'importSigningScalar(scalar)', run: (input) => importSigningScalar(input) },
  { name: 'importSigningScalar(scalar, options)', run: (input) => importSigningScalar(new Uint8Array(32).fill(1), input), accepts: ['undefined', 'an object'] },
  { name: 'getKey(id)', run: (input) => getKey(input), accepts: ['a 10,000-character string'] },
  { name: 'deleteKey(id)', run: (input) => deleteKey(input), accepts: ['a 10,000-character string'] },
  { name: 'listKeys()', run: () => listKeys(), accepts: ALL },
  { name: 'clearKeys()', run: () => clearKeys(), accepts: ALL },
  { name: 'defaultKeyStore()', run: () => defaultKeyStore(), accepts: ALL },
  { name: 'encoding bytesToHex(bytes)', run: (input) => bytesToHex(input), accepts: ['empty bytes'] },
  { name: 'encoding hexToBytes(hex)', run: (input) => hexToBytes(input), accepts: ['an empty string'] },
  { name: 'encoding hexToBytes(hex, what)', run: (input) => hexToBytes('zz', input) },
  { name: 'encoding bytesToBase64url(bytes)', run: (input) => bytesToBase64url(input), accepts: ['empty bytes'] },
  { name: 'encoding base64urlToBytes(text)', run: (input) => base64urlToBytes(input), accepts: ['an empty string', 'a 10,000-character string'] },
  { name: 'encoding base64urlToBytes(text, what)', run: (input) => base64urlToBytes('*', input) },
  { name: 'encoding bytesToBase58check(payload)', run: (input) => bytesToBase58check(input), accepts: ['empty bytes'] },
  { name: 'encoding base58checkToBytes(text)', run: (input) => base58checkToBytes(input) },
  { name: 'encoding base58checkToBytes(text, what)', run: (input) => base58checkToBytes('0', input) },
  { name: 'encoding publicKeyForms(key)', run: (input) => publicKeyForms(input) },
  { name: 'encoding publicKeyForms(key, what)', run: (input) => publicKeyForms('zz', input) },
  { name: 'encoding compressPublicKey(key)', run: (input) => compressPublicKey(input) },
  { name: 'encoding decompressPublicKey(key)', run: (input) => decompressPublicKey(input) },
  { name: 'encoding p1363ToDer(signature)', run: (input) => p1363ToDer(input) },
  { name: 'encoding derToP1363(der)', run: (input) => derToP1363(input) },
];

/** Exports that take no input to check: the error class itself, and isBytes, a predicate with an answer for anything. */
const NOT_ENTRY_POINTS = new Set(['KeyStoreError', 'isBytes']);

async function expectKeyStoreErrors({ run, accepts = [] }: { run: (input: never) => unknown; accepts?: string[] }): Promise<void> {
  for (const [label, input] of HOSTILE) {
    const outcome = await errorCode(() => run(input as never), KeyStoreError);
    if (accepts.includes(label)) expect(outcome, label).toBe('no error');
    else expect(outcome, label).toMatch(/^(INVALID_[A-Z0-9_]+|KEY_NOT_FOUND)$/);
  }
}

describe('every method of a key store, given hostile input', () => {
  it.each(ENTRY_POINTS)('$name fails with a KeyStoreError and a stable code, never another error', expectKeyStoreErrors);
});

describe('every function the package exports, given hostile input', () => {
  it.each(EXPORTS)('$name fails with a KeyStoreError and a stable code, never another error', expectKeyStoreErrors);

  it('leaves no exported function of either entry point out of the table', () => {
    const tried = new Set(EXPORTS.map(({ name }) => name.replace(/^encoding /, '').replace(/\(.*$/, '')));
    for (const [entry, exports] of [['.', mainEntry], ['./encoding', encodingEntry]] as const) {
      for (const [name, value] of Object.entries(exports)) {
        if (typeof value === 'function' && !NOT_ENTRY_POINTS.has(name)) expect(tried.has(name), `${entry} ${name}`).toBe(true);
      }
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
