import { createKeyStore } from '@wallet-kit/key-store';
import { decryptSessionSigningKey, decryptWalletExport, PRODUCTION_SIGNERS } from '@wallet-kit/otp-encrypt';
import { verifyStamp, stampPayload } from '@wallet-kit/stamp-signer';
import vectors from './vectors/provider.json' with { type: 'json' };
import { decryptionKeyFromScalar, publicKeyOfScalar } from './fixtures.js';

export interface VectorResult {
  name: string;
  expected: string;
  actual: string;
}

/**
 * Runs every known-answer vector and reports expected next to actual, so the same checks run in
 * Node and, through the browser harness, in Chromium.
 */
export async function runVectorChecks(): Promise<VectorResult[]> {
  const results: VectorResult[] = [];
  const store = createKeyStore({ databaseName: 'wallet-kit-vectors' });

  const legacy = vectors.legacySessionSigningKey;
  const sessionKey = await decryptSessionSigningKey(legacy.encryptedSessionSigningKey, await decryptionKeyFromScalar(legacy.clientPrivateKey), {
    keyStore: store,
  });
  results.push({ name: 'legacy session key opens to the known scalar', expected: publicKeyOfScalar(legacy.sessionSigningKey), actual: sessionKey.publicKey.compressed });
  results.push({ name: 'the imported session key is not extractable', expected: 'false', actual: String(sessionKey.privateKey.extractable) });
  const stamp = await stampPayload('{"vector":true}', sessionKey);
  const verified = await verifyStamp('{"vector":true}', stamp, { publicKey: publicKeyOfScalar(legacy.sessionSigningKey) });
  results.push({ name: 'the imported session key stamps as the known key', expected: publicKeyOfScalar(legacy.sessionSigningKey), actual: verified.publicKey });

  const exported = vectors.walletExport;
  const mnemonic = await decryptWalletExport(exported.encryptedWalletCredentials, await decryptionKeyFromScalar(exported.clientPrivateKey), {
    expectedSigner: PRODUCTION_SIGNERS.walletExport,
    organizationId: exported.organizationId,
  });
  results.push({ name: 'wallet export verifies with the production signer and opens to the mnemonic', expected: exported.mnemonic, actual: mnemonic });
  results.push({ name: 'production OTP signer matches the vectors', expected: vectors.productionKeys.otpBundleSigner, actual: PRODUCTION_SIGNERS.otpBundle });
  results.push({ name: 'production export signer matches the vectors', expected: vectors.productionKeys.exportBundleSigner, actual: PRODUCTION_SIGNERS.walletExport });
  return results;
}
