import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKeyStore } from '@wallet-kit/key-store';
import { encryptOtpCode } from '@wallet-kit/otp-encrypt';
import { stampPayload } from '@wallet-kit/stamp-signer';
import { createSandbox, type Sandbox } from './sandbox.js';
import { startServer, type RunningServer } from './server.js';
import { worldOf } from './test-support/client.js';

describe('the sandbox over real HTTP on loopback', () => {
  let sandbox: Sandbox;
  let server: RunningServer;
  let auth: string;

  beforeAll(async () => {
    sandbox = await createSandbox();
    server = await startServer(sandbox, { port: 0 });
    auth = `Basic ${btoa(`${sandbox.credentials.clientId}:${sandbox.credentials.clientSecret}`)}`;
  });
  afterAll(() => server.close());

  it('serves the enclave keys without credentials and refuses other calls without them', async () => {
    const keys = await fetch(`${server.url}/sandbox/enclave-keys`);
    expect(keys.status).toBe(200);
    expect(await keys.json()).toEqual(sandbox.enclaveKeys);
    const config = await fetch(`${server.url}/config`);
    expect(config.status).toBe(401);
    expect(await config.json()).toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('signs a user in with an e-mail code and moves money over HTTP', async () => {
    const world = worldOf(sandbox);
    const credential = world.credential(world.aliceWallet.id, 'EMAIL_OTP');
    const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
      fetch(`${server.url}${path}`, { method: 'POST', headers: { Authorization: auth, 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });
    const store = createKeyStore({ databaseName: 'smoke' });
    store.on('storage-degraded', () => undefined);
    const key = await store.createSigningKey();
    const challenge = (await (await post(`/auth/credentials/${credential.id}/challenge`, {})).json()) as { otpEncryptionTargetBundle: string };
    const encryptedOtpBundle = await encryptOtpCode({ otpCode: '000000', targetBundle: challenge.otpEncryptionTargetBundle, clientPublicKey: key.publicKey.compressed, expectedSigner: sandbox.enclaveKeys.otpBundle });
    const first = await post(`/auth/credentials/${credential.id}/verify`, { type: 'EMAIL_OTP', encryptedOtpBundle });
    expect(first.status).toBe(202);
    const { payloadToSign, requestId } = (await first.json()) as { payloadToSign: string; requestId: string };
    const second = await post(`/auth/credentials/${credential.id}/verify`, { type: 'EMAIL_OTP', encryptedOtpBundle }, { 'Service-Wallet-Signature': await stampPayload(payloadToSign, key), 'Request-Id': requestId });
    expect(second.status).toBe(200);
    expect(await second.json()).toMatchObject({ accountId: world.aliceWallet.id, type: 'EMAIL_OTP' });

    const quote = await post('/quotes', {
      source: { sourceType: 'ACCOUNT', accountId: world.aliceUsd.id },
      destination: { destinationType: 'ACCOUNT', accountId: world.external(world.alice.id, 'EUR').id },
      lockedCurrencySide: 'SENDING',
      lockedCurrencyAmount: 10_000,
    });
    expect(quote.status).toBe(201);
    const { id } = (await quote.json()) as { id: string };
    const executed = await post(`/quotes/${id}/execute`, {});
    expect(executed.status).toBe(200);
    expect(await executed.json()).toMatchObject({ status: 'PROCESSING' });
  });
});
