import { p256 } from '@noble/curves/nist.js';
import { createKeyStore } from '@wallet-kit/key-store';
import { bytesToHex } from '@wallet-kit/key-store/encoding';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorCode } from '../../../test/support/assertions.js';
import {
  OtpEncryptError,
  decryptSessionSigningKey,
  decryptWalletExport,
  encryptOtpCode,
  parseTargetBundle,
  verifyTargetBundle,
  type HpkeRecipient,
} from './index.js';
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

const store = createKeyStore();
let signer: EnclaveSigner;
let impostor: EnclaveSigner;
let targetKey: HpkeRecipient;
let bundleText: string;
let clientPublicKey: string;

beforeAll(async () => {
  [signer, impostor, targetKey] = await Promise.all([createEnclaveSigner(), createEnclaveSigner(), createEnclaveTargetKey()]);
  bundleText = await createTargetBundle({ signer, targetKey, organizationId: 'org-1', userId: 'user-1' });
  clientPublicKey = (await store.createSigningKey()).publicKey.compressed;
});

const failureCode = (promise: Promise<unknown>) => errorCode(promise, OtpEncryptError);

/** The bundle with its data object changed, re-encoded, keeping the original signature. */
function withData(text: string, change: (data: Record<string, unknown>) => void): string {
  const bundle = JSON.parse(text) as Record<string, string>;
  const data = JSON.parse(Buffer.from(bundle.data!, 'hex').toString('utf8')) as Record<string, unknown>;
  change(data);
  return JSON.stringify({ ...bundle, data: Buffer.from(JSON.stringify(data)).toString('hex') });
}

function withField(text: string, name: string, value: unknown): string {
  return JSON.stringify({ ...(JSON.parse(text) as object), [name]: value });
}

describe('target bundles', () => {
  it('parse, also when wrapped in single quotes, and expose the target key', () => {
    const parsed = parseTargetBundle(`'${bundleText}'`);
    expect(parsed.targetPublic).toBe(targetKey.publicKey.uncompressed);
    expect(parsed.fields).toMatchObject({ organizationId: 'org-1', userId: 'user-1' });
  });

  it('verify against the expected signer', async () => {
    await expect(verifyTargetBundle(parseTargetBundle(bundleText), { expectedSigner: signer.publicKey })).resolves.toBeTruthy();
  });

  it.each([
    ['an unexpected signer', async () => verifyTargetBundle(parseTargetBundle(bundleText), { expectedSigner: impostor.publicKey }), 'BUNDLE_SIGNER_UNEXPECTED'],
    [
      'a forged signature (made by another key, naming the expected one)',
      async () => {
        const forged = await signBundle({ targetPublic: targetKey.publicKey.uncompressed }, impostor);
        return verifyTargetBundle(parseTargetBundle({ ...forged, enclaveQuorumPublic: signer.publicKey }), { expectedSigner: signer.publicKey });
      },
      'BUNDLE_SIGNATURE_INVALID',
    ],
    [
      'tampered data (another target key under the original signature)',
      async () => {
        const attacker = await createEnclaveTargetKey();
        const tampered = withData(bundleText, (data) => (data.targetPublic = attacker.publicKey.uncompressed));
        return verifyTargetBundle(parseTargetBundle(tampered), { expectedSigner: signer.publicKey });
      },
      'BUNDLE_SIGNATURE_INVALID',
    ],
    ['a wrong version', async () => parseTargetBundle(withField(bundleText, 'version', 'v2.0.0')), 'BUNDLE_VERSION_UNSUPPORTED'],
    ['bad hex in data', async () => parseTargetBundle(withField(bundleText, 'data', 'zz' + JSON.parse(bundleText).data)), 'BUNDLE_MALFORMED'],
    ['a signature that is not DER', async () => verifyTargetBundle(parseTargetBundle(withField(bundleText, 'dataSignature', 'ab'.repeat(64))), { expectedSigner: signer.publicKey }), 'BUNDLE_SIGNATURE_INVALID'],
    ['text that is not JSON', async () => parseTargetBundle('{"version":'), 'BUNDLE_MALFORMED'],
    ['a missing field', async () => parseTargetBundle(withField(bundleText, 'dataSignature', undefined)), 'BUNDLE_MALFORMED'],
    ['a targetPublic off the curve', async () => parseTargetBundle(JSON.stringify(await signBundle({ targetPublic: '04' + 'ab'.repeat(64) }, signer))), 'BUNDLE_MALFORMED'],
  ])('refuse %s', async (_what, run, code) => {
    expect(await failureCode(run())).toBe(code);
  });
});

describe('encryptOtpCode', () => {
  it('seals {otp_code, public_key} to the target key, and the enclave opens it', async () => {
    const encrypted = await encryptOtpCode({ otpCode: '000000', targetBundle: bundleText, clientPublicKey, expectedSigner: signer.publicKey });
    const outer = JSON.parse(encrypted) as Record<string, string>;
    expect(Object.keys(outer)).toEqual(['encappedPublic', 'ciphertext']);
    expect(outer.encappedPublic).toMatch(/^04[0-9a-f]{128}$/);
    expect(await openOtpBundle(encrypted, targetKey)).toEqual({ otpCode: '000000', publicKey: clientPublicKey });
  });

  it('cannot be opened with another target key', async () => {
    const encrypted = await encryptOtpCode({ otpCode: '123456', targetBundle: bundleText, clientPublicKey, expectedSigner: signer.publicKey });
    expect(await failureCode(openOtpBundle(encrypted, await createEnclaveTargetKey()))).toBe('DECRYPTION_FAILED');
  });

  it('refuses an uncompressed client key before looking at the bundle', async () => {
    const uncompressed = (await store.createSigningKey()).publicKey.uncompressed;
    const attempt = encryptOtpCode({ otpCode: '000000', targetBundle: 'not even a bundle', clientPublicKey: uncompressed, expectedSigner: signer.publicKey });
    await expect(attempt).rejects.toThrow(/expected the compressed P-256 key .* got 130 characters/);
    expect(await failureCode(attempt)).toBe('INVALID_PUBLIC_KEY');
  });

  it.each([
    ['a bundle signed by someone unexpected', { expectedSigner: '' }, 'BUNDLE_SIGNER_UNEXPECTED'],
    ['no expected signer at all', {}, 'INVALID_ARGUMENT'],
  ])('refuses %s and returns no ciphertext', async (_what, trust, code) => {
    const expectedSigner = 'expectedSigner' in trust ? impostor.publicKey : undefined;
    const input = { otpCode: '000000', targetBundle: bundleText, clientPublicKey, ...(expectedSigner ? { expectedSigner } : {}) };
    expect(await failureCode(encryptOtpCode(input as never))).toBe(code);
  });

  it('accepts an unsigned bundle only with insecureSkipVerify', async () => {
    const unsigned = JSON.stringify(await signBundle({ targetPublic: targetKey.publicKey.uncompressed }, undefined));
    expect(await failureCode(encryptOtpCode({ otpCode: '000000', targetBundle: unsigned, clientPublicKey, expectedSigner: signer.publicKey }))).toBe(
      'BUNDLE_SIGNER_UNEXPECTED',
    );
    const encrypted = await encryptOtpCode({ otpCode: '000000', targetBundle: unsigned, clientPublicKey, insecureSkipVerify: true });
    expect((await openOtpBundle(encrypted, targetKey)).otpCode).toBe('000000');
  });

  it.each(['', '12 34 56', '123-456', '1'.repeat(33)])('refuses the code %j', async (otpCode) => {
    expect(await failureCode(encryptOtpCode({ otpCode, targetBundle: bundleText, clientPublicKey, expectedSigner: signer.publicKey }))).toBe('INVALID_ARGUMENT');
  });

  it('turns a truncated or altered ciphertext into DECRYPTION_FAILED at the enclave', async () => {
    const encrypted = JSON.parse(await encryptOtpCode({ otpCode: '000000', targetBundle: bundleText, clientPublicKey, expectedSigner: signer.publicKey })) as Record<string, string>;
    const truncated = JSON.stringify({ ...encrypted, ciphertext: encrypted.ciphertext!.slice(0, -2) });
    const flipped = JSON.stringify({ ...encrypted, ciphertext: (encrypted.ciphertext!.startsWith('0') ? '1' : '0') + encrypted.ciphertext!.slice(1) });
    expect(await failureCode(openOtpBundle(truncated, targetKey))).toBe('DECRYPTION_FAILED');
    expect(await failureCode(openOtpBundle(flipped, targetKey))).toBe('DECRYPTION_FAILED');
    expect(await failureCode(openOtpBundle('{"encappedPublic":"zz","ciphertext":""}', targetKey))).toBe('BUNDLE_MALFORMED');
  });
});

describe('legacy session keys', () => {
  it('round-trip: sealed to a decryption key, opened into a non-extractable signing key for the same scalar', async () => {
    const decryptionKey = await store.createDecryptionKey();
    const scalar = p256.utils.randomSecretKey();
    const expected = bytesToHex(p256.getPublicKey(scalar, true));
    const sealed = await sealSessionSigningKey(scalar, decryptionKey.publicKey.uncompressed);
    const sessionKey = await decryptSessionSigningKey(sealed, decryptionKey, { keyStore: store, label: 'legacy' });
    expect(sessionKey).toMatchObject({ purpose: 'signing', label: 'legacy', publicKey: { compressed: expected } });
    expect(sessionKey.privateKey.extractable).toBe(false);
  });

  it('refuses a truncated payload, a bad checksum and another recipient', async () => {
    const decryptionKey = await store.createDecryptionKey();
    const sealed = await sealSessionSigningKey(p256.utils.randomSecretKey(), decryptionKey.publicKey.uncompressed);
    expect(await failureCode(decryptSessionSigningKey(sealed.slice(0, 20), decryptionKey))).toBe('BUNDLE_MALFORMED');
    expect(await failureCode(decryptSessionSigningKey(sealed.slice(0, -1) + (sealed.endsWith('z') ? 'y' : 'z'), decryptionKey))).toBe('BUNDLE_MALFORMED');
    expect(await failureCode(decryptSessionSigningKey(sealed, await store.createDecryptionKey()))).toBe('DECRYPTION_FAILED');
  });
});

describe('wallet exports', () => {
  const mnemonic = 'leaf lady until indicate praise final route toast cake minimum insect unknown';

  it('round-trip with a signer: verified, organization checked, mnemonic out', async () => {
    const decryptionKey = await store.createDecryptionKey();
    const sealed = await sealWalletExport({ mnemonic, recipientPublicKey: decryptionKey.publicKey.uncompressed, organizationId: 'org-1', signer });
    expect(await decryptWalletExport(sealed, decryptionKey, { expectedSigner: signer.publicKey, organizationId: 'org-1' })).toBe(mnemonic);
    expect(await failureCode(decryptWalletExport(sealed, decryptionKey, { expectedSigner: signer.publicKey, organizationId: 'org-2' }))).toBe('ORGANIZATION_MISMATCH');
    expect(await failureCode(decryptWalletExport(sealed, decryptionKey, { expectedSigner: impostor.publicKey }))).toBe('BUNDLE_SIGNER_UNEXPECTED');
  });

  it('open an unsigned export (as the real sandbox sends) only with insecureSkipVerify', async () => {
    const decryptionKey = await store.createDecryptionKey();
    const sealed = await sealWalletExport({ mnemonic, recipientPublicKey: decryptionKey.publicKey.uncompressed, organizationId: 'org-1' });
    expect(JSON.parse(sealed)).toMatchObject({ dataSignature: '', enclaveQuorumPublic: '' });
    expect(await failureCode(decryptWalletExport(sealed, decryptionKey, { expectedSigner: signer.publicKey }))).toBe('BUNDLE_SIGNER_UNEXPECTED');
    expect(await decryptWalletExport(sealed, decryptionKey, { insecureSkipVerify: true })).toBe(mnemonic);
  });

  it('refuses tampered data and a truncated ciphertext', async () => {
    const decryptionKey = await store.createDecryptionKey();
    const sealed = await sealWalletExport({ mnemonic, recipientPublicKey: decryptionKey.publicKey.uncompressed, organizationId: 'org-1', signer });
    const truncate = (data: Record<string, unknown>) => (data.ciphertext = String(data.ciphertext).slice(0, 20));
    expect(await failureCode(decryptWalletExport(withData(sealed, truncate), decryptionKey, { expectedSigner: signer.publicKey }))).toBe('BUNDLE_SIGNATURE_INVALID');
    const unsignedTruncated = withData(await sealWalletExport({ mnemonic, recipientPublicKey: decryptionKey.publicKey.uncompressed, organizationId: 'o' }), truncate);
    expect(await failureCode(decryptWalletExport(unsignedTruncated, decryptionKey, { insecureSkipVerify: true }))).toBe('DECRYPTION_FAILED');
  });
});
