import { createKeyStore, type StoredKey } from '@wallet-kit/key-store';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorCode } from '../../../test/support/assertions.js';
import { StampError, parseStamp, signPayload, stampPayload, verifyStamp } from './index.js';

const HOSTILE: Array<[string, unknown]> = [
  ['undefined', undefined],
  ['null', null],
  ['a number', 42],
  ['an empty string', ''],
  ['a string that is no key', 'zz'.repeat(33)],
  ['a key off the curve', '02' + 'ff'.repeat(32)],
  ['an object', {}],
  ['bytes', new Uint8Array(65)],
  ['a symbol', Symbol.for('x')],
];

const store = createKeyStore();
store.on('storage-degraded', () => undefined);
let key: StoredKey;
let decryptionKey: StoredKey;
let stamp: string;
beforeAll(async () => {
  [key, decryptionKey] = [await store.createSigningKey(), await store.createDecryptionKey()];
  stamp = await stampPayload('payload', key);
});

/** Shapes that look like a signing key from afar. */
const FAKE_KEYS: Array<[string, () => unknown]> = [
  ['a decryption key', () => decryptionKey],
  ['a key without its public half', () => ({ privateKey: key.privateKey })],
  ['a key whose public half is not hex', () => ({ privateKey: key.privateKey, publicKey: { compressed: 42 } })],
  ['an object dressed as a CryptoKey', () => ({ privateKey: { type: 'private', algorithm: { name: 'ECDSA', namedCurve: 'P-256' }, usages: ['sign'] }, publicKey: key.publicKey })],
];

const ENTRY_POINTS: Array<{ name: string; run: (input: never) => Promise<unknown> | unknown; accepts?: string[] }> = [
  { name: 'signPayload(payload)', run: (input) => signPayload(input, key), accepts: ['an empty string', 'a string that is no key', 'a key off the curve'] },
  { name: 'signPayload(payload, key)', run: (input) => signPayload('payload', input) },
  { name: 'stampPayload(payload, key)', run: (input) => stampPayload('payload', input) },
  { name: 'verifyStamp(payload)', run: (input) => verifyStamp(input, stamp) },
  { name: 'verifyStamp(payload, header)', run: (input) => verifyStamp('payload', input) },
  { name: 'verifyStamp(payload, header, options)', run: (input) => verifyStamp('payload', stamp, input), accepts: ['undefined', 'an object', 'bytes'] },
  { name: 'verifyStamp(payload, header, { publicKey })', run: (input) => verifyStamp('payload', stamp, { publicKey: input }), accepts: ['undefined'] },
  { name: 'parseStamp(header)', run: (input) => parseStamp(input) },
];

describe('every entry point of the stamp signer, given hostile input', () => {
  it.each(ENTRY_POINTS)('$name fails with a StampError and a stable code, never another error', async ({ run, accepts = [] }) => {
    for (const [label, input] of HOSTILE) {
      const outcome = await errorCode(() => run(input as never), StampError);
      if (accepts.includes(label)) expect(outcome, label).toMatch(/^(no error|WALLET_SIGNATURE_INVALID)$/);
      else expect(outcome, label).toMatch(/^(INVALID_ARGUMENT|WALLET_SIGNATURE_MALFORMED|WALLET_SIGNATURE_INVALID)$/);
    }
  });

  it.each(FAKE_KEYS)('signing with %s is INVALID_ARGUMENT', async (_what, fake) => {
    expect(await errorCode(() => signPayload('payload', fake() as never), StampError)).toBe('INVALID_ARGUMENT');
    expect(await errorCode(() => stampPayload('payload', fake() as never), StampError)).toBe('INVALID_ARGUMENT');
  });

  it('verifyStamp with an expected key that is not a P-256 key is a StampError INVALID_ARGUMENT, with the encoding error as cause', async () => {
    const failure = await verifyStamp('payload', stamp, { publicKey: '04' + 'ab'.repeat(64) }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(StampError);
    expect(failure).toMatchObject({ code: 'INVALID_ARGUMENT', cause: expect.objectContaining({ name: 'KeyStoreError' }) });
  });
});
