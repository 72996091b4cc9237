import { encryptOtpCode } from '@wallet-kit/otp-encrypt';
import type * as Enclave from '@wallet-kit/otp-encrypt/enclave';
import { openOtpBundle } from '@wallet-kit/otp-encrypt/enclave';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { testSandbox, type TestSandbox } from '../../test-support/client.js';

// The enclave's opening of a sealed code, counted: how many answers were actually checked.
vi.mock('@wallet-kit/otp-encrypt/enclave', async (importOriginal) => {
  const real = await importOriginal<typeof Enclave>();
  return { ...real, openOtpBundle: vi.fn(real.openOtpBundle) };
});

let t: TestSandbox;
beforeEach(async () => {
  t = await testSandbox();
  vi.mocked(openOtpBundle).mockClear();
});

/** A fresh challenge for Alice's e-mail credential and a way to seal an answer to it. */
async function challenge() {
  const credentialId = t.world.credential(t.world.aliceWallet.id, 'EMAIL_OTP').id;
  const key = await t.keys.createSigningKey();
  const issued = await t.call('POST', `/auth/credentials/${credentialId}/challenge`, { body: {} });
  const seal = (otpCode: string) => encryptOtpCode({ otpCode, targetBundle: issued.body.otpEncryptionTargetBundle, clientPublicKey: key.publicKey.compressed, expectedSigner: t.sandbox.enclaveKeys.otpBundle });
  const verify = async (otpCode: string) => t.call('POST', `/auth/credentials/${credentialId}/verify`, { body: { type: 'EMAIL_OTP', encryptedOtpBundle: await seal(otpCode) } });
  return { credentialId, seal, verify };
}

describe('an OTP challenge', () => {
  it('is claimed before the answer is opened: of six copies sent at once, one is checked and accepted', async () => {
    const { credentialId, seal } = await challenge();
    const body = { type: 'EMAIL_OTP', encryptedOtpBundle: await seal('000000') };
    const answers = await Promise.all(Array.from({ length: 6 }, () => t.call('POST', `/auth/credentials/${credentialId}/verify`, { body })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([202, 401, 401, 401, 401, 401]);
    expect(openOtpBundle).toHaveBeenCalledTimes(1);
  });

  it('is put back after a wrong code or an unreadable answer, so the next try can answer it', async () => {
    const { verify } = await challenge();
    expect((await verify('123123')).status).toBe(401);
    expect((await t.call('POST', `/auth/credentials/${t.world.credential(t.world.aliceWallet.id, 'EMAIL_OTP').id}/verify`, { body: { type: 'EMAIL_OTP', encryptedOtpBundle: 'not a sealed bundle' } })).status).toBe(400);
    expect((await verify('000000')).status).toBe(202);
    // Answered: the challenge is spent.
    expect((await verify('000000')).status).toBe(401);
  });
});
