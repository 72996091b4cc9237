import { createKeyStore } from '@wallet-kit/key-store';
import { encryptOtpCode } from '@wallet-kit/otp-encrypt';
import { stampPayload } from '@wallet-kit/stamp-signer';
import { createSandbox } from './sandbox.js';
import { startServer } from './server.js';
import { worldOf } from './test-support/client.js';

/**
 * The sandbox's budgets (issue 3), over HTTP on loopback: quote creations per second (budget 2,000)
 * and a full signed OTP sign-in, median (budget 20 ms). `npm run bench -w @wallet-kit/sandbox`.
 */
async function main(): Promise<void> {
  const sandbox = await createSandbox({ seed: 'bench' });
  const server = await startServer(sandbox, { port: 0 });
  const world = worldOf(sandbox);
  const auth = `Basic ${btoa(`${sandbox.credentials.clientId}:${sandbox.credentials.clientSecret}`)}`;
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${server.url}${path}`, { method: 'POST', headers: { Authorization: auth, 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });
  const quoteBody = JSON.stringify({
    source: { sourceType: 'ACCOUNT', accountId: world.aliceUsd.id },
    destination: { destinationType: 'ACCOUNT', accountId: world.external(world.alice.id, 'EUR').id },
    lockedCurrencySide: 'SENDING',
    lockedCurrencyAmount: 10_000,
  });

  // Warm up, then keep 32 quote requests in flight for three seconds.
  for (let i = 0; i < 200; i += 1) await (await fetch(`${server.url}/quotes`, { method: 'POST', headers: { Authorization: auth, 'Content-Type': 'application/json' }, body: quoteBody })).arrayBuffer();
  let done = 0;
  const until = performance.now() + 3000;
  const worker = async () => {
    while (performance.now() < until) {
      const response = await fetch(`${server.url}/quotes`, { method: 'POST', headers: { Authorization: auth, 'Content-Type': 'application/json' }, body: quoteBody });
      await response.arrayBuffer();
      if (response.status === 201) done += 1;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: 32 }, worker));
  const perSecond = done / ((performance.now() - started) / 1000);

  const keys = createKeyStore({ databaseName: 'bench' });
  keys.on('storage-degraded', () => undefined);
  const credential = world.credential(world.aliceWallet.id, 'EMAIL_OTP');
  const times: number[] = [];
  for (let i = 0; i < 60; i += 1) {
    const key = await keys.createSigningKey();
    const t0 = performance.now();
    const challenge = (await (await post(`/auth/credentials/${credential.id}/challenge`, {})).json()) as { otpEncryptionTargetBundle: string };
    const encryptedOtpBundle = await encryptOtpCode({ otpCode: '000000', targetBundle: challenge.otpEncryptionTargetBundle, clientPublicKey: key.publicKey.compressed, expectedSigner: sandbox.enclaveKeys.otpBundle });
    const first = (await (await post(`/auth/credentials/${credential.id}/verify`, { type: 'EMAIL_OTP', encryptedOtpBundle })).json()) as { payloadToSign: string; requestId: string };
    const second = await post(`/auth/credentials/${credential.id}/verify`, { type: 'EMAIL_OTP', encryptedOtpBundle }, { 'Service-Wallet-Signature': await stampPayload(first.payloadToSign, key), 'Request-Id': first.requestId });
    await second.arrayBuffer();
    if (second.status !== 200) throw new Error(`sign-in failed: ${second.status}`);
    times.push(performance.now() - t0);
    // The challenge endpoint is rate limited per credential (5 a minute); the bench is not a client to limit.
    sandbox.advanceClock(13_000);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)]!;
  await server.close();
  const line = (text: string) => process.stdout.write(`${text}\n`);
  line('sandbox bench (HTTP on 127.0.0.1, this machine):');
  line(`  quote creations: ${perSecond.toFixed(0)} per second (budget >= 2000) ${perSecond >= 2000 ? 'OK' : 'OVER BUDGET'}`);
  line(`  signed OTP sign-in (challenge, verify, signed retry; client crypto included): median ${median.toFixed(1)} ms, p90 ${times[Math.floor(times.length * 0.9)]!.toFixed(1)} ms (budget < 20 ms) ${median < 20 ? 'OK' : 'OVER BUDGET'}`);
}

void main();
