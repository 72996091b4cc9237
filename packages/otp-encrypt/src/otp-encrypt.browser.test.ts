import { expect, it } from 'vitest';
import { describeEngines } from '../../../test/harness/engines/index.js';

describeEngines('otp-encrypt in a browser', (browser) => {
  it('passes every known-answer vector', async () => {
    const page = await browser.sharedPage();
    const results = await page.evaluate(async () => (await wk('otp-encrypt/vector-checks')).runVectorChecks());
    expect(results.length).toBeGreaterThanOrEqual(6);
    for (const result of results) expect(result.actual, result.name).toBe(result.expected);
  });

  it('seals an OTP to an enclave-signed bundle with an IndexedDB key, and the enclave side opens it', async () => {
    const page = await browser.sharedPage();
    const opened = await page.evaluate(async () => {
      const { createKeyStore } = await wk('key-store');
      const { encryptOtpCode } = await wk('otp-encrypt');
      const enclave = await wk('otp-encrypt/enclave');
      const signer = await enclave.createEnclaveSigner();
      const targetKey = await enclave.createEnclaveTargetKey();
      const targetBundle = await enclave.createTargetBundle({ signer, targetKey, organizationId: 'org' });
      const key = await createKeyStore({ databaseName: 'otp' }).createSigningKey();
      const encryptedOtpBundle = await encryptOtpCode({ otpCode: '000000', targetBundle, clientPublicKey: key.publicKey.compressed, expectedSigner: signer.publicKey });
      return { opened: await enclave.openOtpBundle(encryptedOtpBundle, targetKey), clientPublicKey: key.publicKey.compressed };
    });
    expect(opened.opened).toEqual({ otpCode: '000000', publicKey: opened.clientPublicKey });
  });

  it('opens a legacy session key and a wallet export with non-extractable IndexedDB decryption keys', async () => {
    const page = await browser.sharedPage();
    const result = await page.evaluate(async () => {
      const { createKeyStore } = await wk('key-store');
      const { decryptSessionSigningKey, decryptWalletExport } = await wk('otp-encrypt');
      const enclave = await wk('otp-encrypt/enclave');
      const store = createKeyStore({ databaseName: 'legacy' });
      const decryptionKey = await store.createDecryptionKey();
      const scalar = crypto.getRandomValues(new Uint8Array(32));
      scalar[0] = 7;
      const sealedKey = await enclave.sealSessionSigningKey(scalar, decryptionKey.publicKey.uncompressed);
      const sessionKey = await decryptSessionSigningKey(sealedKey, decryptionKey, { keyStore: store });
      const signer = await enclave.createEnclaveSigner();
      const sealedExport = await enclave.sealWalletExport({ mnemonic: 'abandon ability able', recipientPublicKey: decryptionKey.publicKey.uncompressed, organizationId: 'o', signer });
      return {
        mnemonic: await decryptWalletExport(sealedExport, decryptionKey, { expectedSigner: signer.publicKey }),
        stored: (await store.getKey(sessionKey.id))?.publicKey.compressed === sessionKey.publicKey.compressed,
        extractable: [decryptionKey.privateKey.extractable, sessionKey.privateKey.extractable],
      };
    });
    expect(result).toEqual({ mnemonic: 'abandon ability able', stored: true, extractable: [false, false] });
  });
});
