import { createKeyStore, type StoredKey } from '@wallet-kit/key-store';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorCode } from '../../../test/support/assertions.js';
import {
  createEnclaveSigner,
  createEnclaveTargetKey,
  createTargetBundle,
  openOtpBundle,
  sealSessionSigningKey,
  sealWalletExport,
  signBundle,
  type EnclaveSigner,
} from './enclave/index.js';
import { OtpEncryptError, decryptSessionSigningKey, decryptWalletExport, encryptOtpCode, parseTargetBundle, verifyTargetBundle, type HpkeRecipient } from './index.js';

const HOSTILE: Array<[string, unknown]> = [
  ['undefined', undefined],
  ['null', null],
  ['a number', 42],
  ['an empty string', ''],
  ['text that is not hex', 'zz'.repeat(40)],
  ['a key off the curve', '02' + 'ff'.repeat(32)],
  ['an object', {}],
  ['bytes', new Uint8Array(65)],
  ['a symbol', Symbol.for('x')],
  ['a bigint', 1n],
];

const store = createKeyStore();
store.on('storage-degraded', () => undefined);
let signer: EnclaveSigner;
let targetKey: HpkeRecipient;
let bundleText: string;
let clientPublicKey: string;
let decryptionKey: StoredKey;
let sealedSessionKey: string;
let sealedExport: string;
let encryptedOtpBundle: string;

beforeAll(async () => {
  [signer, targetKey, decryptionKey] = await Promise.all([createEnclaveSigner(), createEnclaveTargetKey(), store.createDecryptionKey()]);
  bundleText = await createTargetBundle({ signer, targetKey, organizationId: 'org-1' });
  clientPublicKey = (await store.createSigningKey()).publicKey.compressed;
  sealedSessionKey = await sealSessionSigningKey(new Uint8Array(32).fill(7), decryptionKey.publicKey.uncompressed);
  sealedExport = await sealWalletExport({ mnemonic: 'abandon ability able', recipientPublicKey: decryptionKey.publicKey.uncompressed, organizationId: 'org-1', signer });
  encryptedOtpBundle = await encryptOtpCode({ otpCode: '000000', targetBundle: bundleText, clientPublicKey, expectedSigner: signer.publicKey });
});

const otp = (change: Record<string, unknown>) => encryptOtpCode({ otpCode: '000000', targetBundle: bundleText, clientPublicKey, expectedSigner: signer.publicKey, ...change } as never);
const exportInput = (change: Record<string, unknown>) => ({ mnemonic: 'abandon', recipientPublicKey: decryptionKey.publicKey.uncompressed, organizationId: 'org-1', ...change });

/** Every entry point, the argument under test replaced by each hostile input; `accepts` lists the ones valid there. */
const ENTRY_POINTS: Array<{ name: string; run: (input: never) => unknown; accepts?: string[] }> = [
  { name: 'parseTargetBundle(text)', run: (input) => parseTargetBundle(input) },
  { name: 'verifyTargetBundle(bundle)', run: (input) => verifyTargetBundle(input, { expectedSigner: signer.publicKey }) },
  { name: 'verifyTargetBundle(bundle, options)', run: (input) => verifyTargetBundle(parseTargetBundle(bundleText), input) },
  { name: 'verifyTargetBundle(bundle, { expectedSigner })', run: (input) => verifyTargetBundle(parseTargetBundle(bundleText), { expectedSigner: input }) },
  { name: 'encryptOtpCode(input)', run: (input) => encryptOtpCode(input) },
  { name: 'encryptOtpCode({ otpCode })', run: (input) => otp({ otpCode: input }) },
  { name: 'encryptOtpCode({ targetBundle })', run: (input) => otp({ targetBundle: input }) },
  { name: 'encryptOtpCode({ clientPublicKey })', run: (input) => otp({ clientPublicKey: input }) },
  { name: 'encryptOtpCode({ expectedSigner })', run: (input) => otp({ expectedSigner: input }) },
  { name: 'decryptSessionSigningKey(sealed)', run: (input) => decryptSessionSigningKey(input, decryptionKey, { keyStore: store }) },
  { name: 'decryptSessionSigningKey(sealed, key)', run: (input) => decryptSessionSigningKey(sealedSessionKey, input, { keyStore: store }) },
  { name: 'decryptSessionSigningKey(sealed, key, options)', run: (input) => decryptSessionSigningKey(sealedSessionKey, decryptionKey, input), accepts: ['undefined', 'an object'] },
  { name: 'decryptSessionSigningKey(…, { keyStore })', run: (input) => decryptSessionSigningKey(sealedSessionKey, decryptionKey, { keyStore: input }), accepts: ['undefined'] },
  { name: 'decryptWalletExport(sealed)', run: (input) => decryptWalletExport(input, decryptionKey, { expectedSigner: signer.publicKey }) },
  { name: 'decryptWalletExport(sealed, key)', run: (input) => decryptWalletExport(sealedExport, input, { expectedSigner: signer.publicKey }) },
  { name: 'decryptWalletExport(sealed, key, options)', run: (input) => decryptWalletExport(sealedExport, decryptionKey, input) },
  { name: 'decryptWalletExport(…, { organizationId })', run: (input) => decryptWalletExport(sealedExport, decryptionKey, { expectedSigner: signer.publicKey, organizationId: input }), accepts: ['undefined'] },
  { name: 'enclave createEnclaveSigner(options)', run: (input) => createEnclaveSigner(input), accepts: ['undefined', 'an object'] },
  { name: 'enclave createTargetBundle(input)', run: (input) => createTargetBundle(input) },
  { name: 'enclave createTargetBundle({ signer })', run: (input) => createTargetBundle({ signer: input, targetKey }) },
  { name: 'enclave createTargetBundle({ targetKey })', run: (input) => createTargetBundle({ signer, targetKey: input }) },
  { name: 'enclave openOtpBundle(bundle)', run: (input) => openOtpBundle(input, targetKey) },
  { name: 'enclave openOtpBundle(bundle, targetKey)', run: (input) => openOtpBundle(encryptedOtpBundle, input) },
  { name: 'enclave sealSessionSigningKey(scalar)', run: (input) => sealSessionSigningKey(input, decryptionKey.publicKey.uncompressed) },
  { name: 'enclave sealSessionSigningKey(scalar, recipient)', run: (input) => sealSessionSigningKey(new Uint8Array(32).fill(7), input) },
  { name: 'enclave sealWalletExport(input)', run: (input) => sealWalletExport(input) },
  { name: 'enclave sealWalletExport({ mnemonic })', run: (input) => sealWalletExport(exportInput({ mnemonic: input })), accepts: ['an empty string', 'text that is not hex', 'a key off the curve'] },
  { name: 'enclave sealWalletExport({ recipientPublicKey })', run: (input) => sealWalletExport(exportInput({ recipientPublicKey: input })) },
  { name: 'enclave sealWalletExport({ signer })', run: (input) => sealWalletExport(exportInput({ signer: input })), accepts: ['undefined'] },
  { name: 'enclave signBundle(data)', run: (input) => signBundle(input, signer), accepts: ['an object'] },
  { name: 'enclave signBundle(data, signer)', run: (input) => signBundle({ a: 1 }, input), accepts: ['undefined'] },
];

describe('every entry point of otp-encrypt, given hostile input', () => {
  it.each(ENTRY_POINTS)('$name fails with an OtpEncryptError and a stable code, never another error', async ({ run, accepts = [] }) => {
    for (const [label, input] of HOSTILE) {
      const outcome = await errorCode(() => run(input as never), OtpEncryptError);
      if (accepts.includes(label)) expect(outcome, label).toBe('no error');
      else expect(outcome, label).toMatch(/^(INVALID_ARGUMENT|INVALID_PUBLIC_KEY|BUNDLE_[A-Z_]+|DECRYPTION_FAILED|ORGANIZATION_MISMATCH)$/);
    }
  });

  it('decryptWalletExport with data that is not hex, from the expected signer, is BUNDLE_MALFORMED, not a KeyStoreError', async () => {
    const tampered = JSON.stringify({ ...(JSON.parse(sealedExport) as object), data: 'not hex at all' });
    const failure = await decryptWalletExport(tampered, decryptionKey, { expectedSigner: signer.publicKey }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(OtpEncryptError);
    expect(failure).toMatchObject({ code: 'BUNDLE_MALFORMED', cause: expect.objectContaining({ name: 'KeyStoreError' }) });
  });

  it('a sealed session key whose scalar is out of range is DECRYPTION_FAILED, not the key store\'s INVALID_SCALAR', async () => {
    const sealed = await sealSessionSigningKey(new Uint8Array(32).fill(0xff), decryptionKey.publicKey.uncompressed);
    expect(await errorCode(() => decryptSessionSigningKey(sealed, decryptionKey, { keyStore: store }), OtpEncryptError)).toBe('DECRYPTION_FAILED');
  });
});
