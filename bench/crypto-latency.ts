// Runs in each engine (bench/run.ts): the kit's stamp and OTP encryption next to the peers doing the same job, in
// the same page, interleaved so that both see the same machine load.
import { ApiKeyStamper } from '@turnkey/api-key-stamper';
import { encryptOtpCodeToBundle, generateP256KeyPair } from '@turnkey/crypto';
import { createKeyStore } from '@wallet-kit/key-store';
import { encryptOtpCode } from '@wallet-kit/otp-encrypt';
import { createEnclaveSigner, createEnclaveTargetKey, createTargetBundle } from '@wallet-kit/otp-encrypt/enclave';
import { stampPayload } from '@wallet-kit/stamp-signer';

export interface Stats {
  runs: number;
  median: number;
  p95: number;
}

export interface LatencyReport {
  stamp: { kit: Stats; peer: Stats };
  otp: { kit: Stats; peer: Stats };
  timerResolutionMs: number;
  /** Operations timed together in one sample (more than one where the clock is too coarse for one). */
  batch: number;
}

declare global {
  interface Window {
    runLatencyBench(runs: number): Promise<LatencyReport>;
    benchReady: boolean;
  }
}

// A payloadToSign of the size the service sends for a signed action.
const PAYLOAD = JSON.stringify({
  type: 'ACTIVITY_TYPE_STAMP_LOGIN',
  timestampMs: '1763800000000',
  organizationId: 'f9a31c64-d604-42e4-9bef-a773096afad7',
  parameters: { publicKey: '02'.padEnd(66, 'a'), expirationSeconds: '900', invalidateExisting: false },
  requestId: 'Request:019a3b1c-7d2e-7f00-8000-123456789abc',
});

function stats(samples: number[]): Stats {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { runs: sorted.length, median: at(0.5), p95: at(0.95) };
}

/**
 * Times `a` and `b` alternately, after a warm-up, so neither gets a quieter stretch of the machine. Each sample
 * is `batch` calls in a row, divided by `batch`: a browser whose clock ticks in coarse steps (Firefox and WebKit
 * round performance.now() more than Chromium) still gives figures finer than its tick.
 */
async function race(runs: number, batch: number, a: () => Promise<unknown>, b: () => Promise<unknown>): Promise<{ kit: Stats; peer: Stats }> {
  for (let i = 0; i < 30; i++) await Promise.all([a(), b()]);
  const [timesA, timesB]: [number[], number[]] = [[], []];
  for (let i = 0; i < runs; i++) {
    for (const [fn, times] of i % 2 ? ([[b, timesB], [a, timesA]] as const) : ([[a, timesA], [b, timesB]] as const)) {
      const start = performance.now();
      for (let call = 0; call < batch; call++) await fn();
      times.push((performance.now() - start) / batch);
    }
  }
  return { kit: stats(timesA), peer: stats(timesB) };
}

function timerResolution(): number {
  let smallest = Infinity;
  for (let i = 0; i < 1000; i++) {
    const start = performance.now();
    let now = start;
    while (now === start) now = performance.now();
    smallest = Math.min(smallest, now - start);
  }
  return smallest;
}

window.runLatencyBench = async (runs) => {
  const resolution = timerResolution();
  // A sample spans at least 20 ticks of the clock for the kit's stamp (about 0.05 ms).
  const batch = Math.max(1, Math.ceil((resolution * 20) / 0.05));
  const sampled = Math.max(30, Math.ceil(runs / batch));
  const key = await createKeyStore({ databaseName: 'bench' }).createSigningKey();
  const peerKeys = generateP256KeyPair();
  const peerStamper = new ApiKeyStamper({ apiPublicKey: peerKeys.publicKey, apiPrivateKey: peerKeys.privateKey });
  const stamp = await race(sampled, batch, () => stampPayload(PAYLOAD, key), () => peerStamper.stamp(PAYLOAD));

  const signer = await createEnclaveSigner();
  const targetBundle = await createTargetBundle({ signer, targetKey: await createEnclaveTargetKey(), organizationId: 'bench' });
  const clientPublicKey = key.publicKey.compressed;
  const otp = await race(
    sampled,
    batch,
    () => encryptOtpCode({ otpCode: '000000', targetBundle, clientPublicKey, expectedSigner: signer.publicKey }),
    () => encryptOtpCodeToBundle('000000', targetBundle, clientPublicKey, signer.publicKey),
  );
  return { stamp, otp, timerResolutionMs: resolution, batch };
};
window.benchReady = true;
