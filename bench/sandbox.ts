// The sandbox's budgets (issue 3), measured as a black box: `npm run sandbox` in its own process
// (so the load generator here does not share its event loop), driven over HTTP on loopback.
import { spawn, type ChildProcess } from 'node:child_process';
import { Agent, request } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createKeyStore } from '@wallet-kit/key-store';
import { encryptOtpCode } from '@wallet-kit/otp-encrypt';
import { stampPayload } from '@wallet-kit/stamp-signer';

const root = fileURLToPath(new URL('..', import.meta.url));
const AUTH = `Basic ${btoa('sandbox-client-id:sandbox-client-secret')}`;

export interface SandboxFigures {
  /** From spawning `npm run sandbox` to its first 200, per start. */
  startupMs: number[];
  quotesPerSecond: number;
  signIn: { median: number; p90: number; runs: number };
}

async function start(port: number, stateDir: string): Promise<{ child: ChildProcess; startupMs: number }> {
  const started = performance.now();
  const child = spawn('npm', ['run', '--silent', 'sandbox'], { cwd: root, env: { ...process.env, PORT: String(port), SANDBOX_STATE_DIR: stateDir }, stdio: 'ignore', detached: true });
  for (let attempt = 0; attempt < 2_000; attempt++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/2025-10-13/sandbox/enclave-keys`)).ok) return { child, startupMs: performance.now() - started };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  throw new Error('the sandbox did not answer within 4 s');
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    process.kill(-child.pid!, 'SIGTERM');
  });
}

export async function benchSandbox(port = 8791): Promise<SandboxFigures> {
  const stateDir = await mkdtemp(join(tmpdir(), 'wallet-kit-bench-'));
  const startupMs: number[] = [];
  // Starts after the first reuse the bundle, as a developer's do.
  for (let i = 0; i < 3; i++) {
    const { child, startupMs: ms } = await start(port, stateDir);
    startupMs.push(ms);
    await stop(child);
  }
  await rm(stateDir, { recursive: true, force: true });
  const { child } = await start(port, stateDir);
  const base = `http://127.0.0.1:${port}/2025-10-13`;
  const call = async <T>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<{ status: number; body: T }> => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { Authorization: AUTH, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...headers },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
  };
  try {
    type List<T> = { data: T[] };
    const customers = (await call<List<{ id: string; platformCustomerId: string }>>('GET', '/customers?limit=100')).body.data;
    const alice = customers.find((customer) => customer.platformCustomerId === 'user-us-alice')!.id;
    const accounts = (await call<List<{ id: string; type: string; currency: string }>>('GET', `/customers/internal-accounts?customerId=${alice}`)).body.data;
    const usd = accounts.find((account) => account.type === 'INTERNAL_FIAT')!.id;
    const wallet = accounts.find((account) => account.type === 'EMBEDDED_WALLET')!.id;
    const external = (await call<List<{ id: string; currency: string }>>('GET', `/customers/external-accounts?customerId=${alice}`)).body.data.find((account) => account.currency === 'EUR')!.id;
    const credential = (await call<List<{ id: string; type: string }>>('GET', `/auth/credentials?accountId=${wallet}`)).body.data.find((c) => c.type === 'EMAIL_OTP')!.id;
    const enclaveKeys = (await call<{ otpBundle: string }>('GET', '/sandbox/enclave-keys')).body;

    const quoteBody = JSON.stringify({ source: { sourceType: 'ACCOUNT', accountId: usd }, destination: { destinationType: 'ACCOUNT', accountId: external }, lockedCurrencySide: 'SENDING', lockedCurrencyAmount: 10_000 });
    // node:http with keep-alive: fetch costs the client more per request than the sandbox spends
    // answering, and on two cores the client's cost would be charged to the sandbox.
    const agent = new Agent({ keepAlive: true, maxSockets: 32 });
    const createQuote = () =>
      new Promise<boolean>((resolve, reject) => {
        const call = request(`${base}/quotes`, { method: 'POST', agent, headers: { Authorization: AUTH, 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(quoteBody) } }, (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode === 201));
        });
        call.on('error', reject);
        call.end(quoteBody);
      });
    for (let i = 0; i < 300; i++) await createQuote();
    let created = 0;
    const until = performance.now() + 3_000;
    const started = performance.now();
    await Promise.all(Array.from({ length: 32 }, async () => {
      while (performance.now() < until) if (await createQuote()) created++;
    }));
    const quotesPerSecond = created / ((performance.now() - started) / 1000);
    agent.destroy();

    const keys = createKeyStore({ databaseName: 'bench' });
    keys.on('storage-degraded', () => undefined);
    const times: number[] = [];
    for (let i = 0; i < 60; i++) {
      const key = await keys.createSigningKey();
      const t0 = performance.now();
      const challenge = await call<{ otpEncryptionTargetBundle: string }>('POST', `/auth/credentials/${credential}/challenge`, {});
      const encryptedOtpBundle = await encryptOtpCode({ otpCode: '000000', targetBundle: challenge.body.otpEncryptionTargetBundle, clientPublicKey: key.publicKey.compressed, expectedSigner: enclaveKeys.otpBundle });
      const body = { type: 'EMAIL_OTP', encryptedOtpBundle };
      const first = await call<{ payloadToSign: string; requestId: string }>('POST', `/auth/credentials/${credential}/verify`, body);
      const second = await call('POST', `/auth/credentials/${credential}/verify`, body, { 'Service-Wallet-Signature': await stampPayload(first.body.payloadToSign, key), 'Request-Id': first.body.requestId });
      if (second.status !== 200) throw new Error(`sign-in failed: ${second.status}`);
      times.push(performance.now() - t0);
      // The challenge endpoint allows 5 a minute per credential, as the service's does; the bench is no client to limit.
      await call('POST', '/sandbox/clock/advance', { seconds: 13 });
      await keys.deleteKey(key.id);
    }
    times.sort((a, b) => a - b);
    return { startupMs, quotesPerSecond, signIn: { median: times[Math.floor(times.length / 2)]!, p90: times[Math.floor(times.length * 0.9)]!, runs: times.length } };
  } finally {
    await stop(child);
    await rm(stateDir, { recursive: true, force: true });
  }
}
