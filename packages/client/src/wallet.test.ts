import { PRODUCTION_SIGNERS } from '@wallet-kit/otp-encrypt';
import { createKeyStore } from '@wallet-kit/key-store';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { errorCode } from '../../../test/support/assertions.js';
import { signIn, testWorld, type TestWorld } from '../test/world.js';
import { ClientError } from './errors.js';

let t: TestWorld;
beforeEach(async () => {
  t = await testWorld();
});
afterEach(() => t.dispose());

describe('exportWallet', () => {
  it('opens the recovery phrase sealed to a fresh decryption key, and deletes that key after', async () => {
    const keys = createKeyStore({ databaseName: `export-test-${Math.random()}` });
    keys.on('storage-degraded', () => undefined);
    const client = t.clientFor(t.world.alice.id, { keyStore: keys });
    await signIn(client, t.world.alice.email);
    const mnemonic = await client.wallet.exportWallet(t.world.alice.wallet);
    expect(mnemonic).toBe(t.sandbox.inspect.mnemonic(t.world.alice.wallet));
    expect([12, 24]).toContain(mnemonic.split(' ').length);
    expect((await keys.listKeys()).map((key) => key.purpose)).toEqual(['signing']);

    const exports = t.seen.filter((request) => request.path.endsWith('/export'));
    expect(exports).toHaveLength(2);
    expect(JSON.parse(exports[0]!.body)).toEqual({ clientPublicKey: expect.stringMatching(/^04[0-9a-f]{128}$/) });
    expect(exports[1]!.body).toBe(exports[0]!.body);
  });

  it('refuses a bundle signed by a key other than the expected export signer', async () => {
    const keys = createKeyStore({ databaseName: `export-test-${Math.random()}` });
    keys.on('storage-degraded', () => undefined);
    // The production export signer: the sandbox's bundle must not pass for it.
    const client = t.clientFor(t.world.alice.id, { keyStore: keys, signers: { otpBundle: t.sandbox.enclaveKeys.otpBundle, walletExport: PRODUCTION_SIGNERS.walletExport } });
    await signIn(client, t.world.alice.email);
    const error = await client.wallet.exportWallet(t.world.alice.wallet).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ name: 'OtpEncryptError', code: 'BUNDLE_SIGNER_UNEXPECTED' });
    expect((await keys.listKeys()).map((key) => key.purpose)).toEqual(['signing']);
  });

  it('needs a session', async () => {
    const client = t.clientFor(t.world.alice.id);
    expect(await errorCode(client.wallet.exportWallet(t.world.alice.wallet), ClientError)).toBe('NOT_SIGNED_IN');
  });
});
