import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const cli = fileURLToPath(new URL('../bin/sandbox.mjs', import.meta.url));
const AUTH = `Basic ${btoa('sandbox-client-id:sandbox-client-secret')}`;

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

const env = (port: number, stateDir: string) => ({ ...process.env, PORT: String(port), SANDBOX_STATE_DIR: stateDir });

/** Waits until `port` answers, or fails with what the process said if it exits first. */
async function answering(port: number, child: ChildProcess, stderr: () => string): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt++) {
    if (child.exitCode !== null) throw new Error(`the sandbox exited (${child.exitCode}): ${stderr()}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/2025-10-13/sandbox/enclave-keys`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`the sandbox did not answer: ${stderr()}`);
}

/** `npm run sandbox`'s own entry, in its own process, on a state directory. */
async function start(port: number, stateDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, [cli], { env: env(port, stateDir), stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  await answering(port, child, () => stderr);
  return child;
}

/** A process's state letter from /proc (`Z` for a zombie), or undefined once it is gone. */
function stateOf(pid: number): string | undefined {
  try {
    return /\) (\S)/.exec(readFileSync(`/proc/${pid}/stat`, 'utf8'))?.[1];
  } catch {
    return undefined;
  }
}

/** Resolves once the kernel has finished `pid` off (its files closed): gone, or a zombie waiting to be reaped. */
async function dead(pid: number): Promise<void> {
  while (!['Z', 'X', undefined].includes(stateOf(pid))) await new Promise((resolve) => setTimeout(resolve, 5));
}

const kill = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });

describe('a sandbox killed mid-load', () => {
  it('keeps every write it acknowledged, and hands out no id twice after the restart', { timeout: 60_000 }, async () => {
    const port = await freePort();
    const stateDir = await mkdtemp(join(tmpdir(), 'sandbox-crash-'));
    const base = `http://127.0.0.1:${port}/2025-10-13`;
    const call = (method: string, path: string, body?: unknown) =>
      fetch(`${base}${path}`, { method, headers: { Authorization: AUTH, 'Content-Type': 'application/json' }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
    let child = await start(port, stateDir);
    const platform = ((await (await call('GET', '/platform/internal-accounts')).json()) as { data: { id: string; balance: { currency: { code: string } } }[] }).data.find((a) => a.balance.currency.code === 'USD')!.id;
    const customers = ((await (await call('GET', '/customers/internal-accounts?limit=100')).json()) as { data: { id: string; type: string; balance: { currency: { code: string } } }[] }).data;
    const wallet = customers.find((a) => a.type === 'EMBEDDED_WALLET' && a.balance.currency.code === 'USD')!.id;
    const body = { source: { sourceType: 'ACCOUNT', accountId: platform }, destination: { destinationType: 'ACCOUNT', accountId: wallet }, lockedCurrencySide: 'SENDING', lockedCurrencyAmount: 100, immediatelyExecute: true };

    // Sixteen clients send payments as fast as answers come back; the process is killed under them.
    const acknowledged: { quote: string; transaction: string }[] = [];
    let running = true;
    const client = async () => {
      while (running) {
        try {
          const answer = await call('POST', '/quotes', body);
          if (answer.status === 201) {
            const quote = (await answer.json()) as { id: string; transactionId: string };
            acknowledged.push({ quote: quote.id, transaction: quote.transactionId });
          }
        } catch {
          return; // The connection died with the process.
        }
      }
    };
    const clients = Array.from({ length: 16 }, client);
    while (acknowledged.length < 300) await new Promise((resolve) => setTimeout(resolve, 10));
    await kill(child);
    running = false;
    await Promise.all(clients);

    child = await start(port, stateDir);
    try {
      for (const { quote, transaction } of acknowledged) {
        expect((await call('GET', `/quotes/${quote}`)).status).toBe(200);
        expect(((await (await call('GET', `/transactions/${transaction}`)).json()) as { status: string }).status).toBe('COMPLETED');
      }
      const ledger = (await (await call('GET', '/sandbox/ledger')).json()) as { balanced: boolean; problems: string[] };
      expect(ledger).toMatchObject({ balanced: true, problems: [] });
      const before = new Set(acknowledged.flatMap((a) => [a.quote, a.transaction]));
      for (let i = 0; i < 50; i++) {
        const quote = (await (await call('POST', '/quotes', body)).json()) as { id: string; transactionId: string };
        expect(before.has(quote.id) || before.has(quote.transactionId)).toBe(false);
      }
    } finally {
      await kill(child);
    }
  });
});

/** Calls to the sandbox on `port`, and the body of a payment from the platform to a customer's wallet. */
async function client(port: number) {
  const base = `http://127.0.0.1:${port}/2025-10-13`;
  const call = (method: string, path: string, body?: unknown) =>
    fetch(`${base}${path}`, { method, headers: { Authorization: AUTH, 'Content-Type': 'application/json' }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
  const platform = ((await (await call('GET', '/platform/internal-accounts')).json()) as { data: { id: string; balance: { currency: { code: string } } }[] }).data.find((a) => a.balance.currency.code === 'USD')!.id;
  const accounts = ((await (await call('GET', '/customers/internal-accounts?limit=100')).json()) as { data: { id: string; type: string; balance: { currency: { code: string } } }[] }).data;
  const wallet = accounts.find((a) => a.type === 'EMBEDDED_WALLET' && a.balance.currency.code === 'USD')!.id;
  const payment = { source: { sourceType: 'ACCOUNT', accountId: platform }, destination: { destinationType: 'ACCOUNT', accountId: wallet }, lockedCurrencySide: 'SENDING', lockedCurrencyAmount: 100, immediatelyExecute: true };
  return { call, payment };
}

describe('the state lock, held by the operating system', () => {
  it('lets a sandbox killed with SIGKILL be restarted at once, 20 times in a row, with every acknowledged write kept', { timeout: 240_000 }, async () => {
    const port = await freePort();
    const stateDir = await mkdtemp(join(tmpdir(), 'sandbox-restarts-'));
    const acknowledged: string[] = [];
    for (let round = 0; round < 20; round++) {
      const child = await start(port, stateDir);
      const { call, payment } = await client(port);
      // Whatever the round before acknowledged is here: nothing lost to the kill, nothing refused by the lock.
      for (const quote of acknowledged.slice(-10)) expect((await call('GET', `/quotes/${quote}`)).status).toBe(200);
      // Four clients pay until ten payments are acknowledged; the process dies under the ones still in flight.
      let running = true;
      const pay = async () => {
        while (running) {
          const answer = await call('POST', '/quotes', payment).catch(() => undefined);
          if (answer?.status === 201) acknowledged.push(((await answer.json()) as { id: string }).id);
          else if (answer === undefined) return;
        }
      };
      const clients = Array.from({ length: 4 }, pay);
      const goal = acknowledged.length + 10;
      while (acknowledged.length < goal) await new Promise((resolve) => setTimeout(resolve, 5));
      child.kill('SIGKILL');
      running = false;
      await dead(child.pid!);
      await Promise.all(clients);
    }
    const child = await start(port, stateDir);
    try {
      const { call } = await client(port);
      for (const quote of acknowledged) expect((await call('GET', `/quotes/${quote}`)).status).toBe(200);
      expect(await (await call('GET', '/sandbox/ledger')).json()).toMatchObject({ balanced: true, problems: [] });
    } finally {
      await kill(child);
    }
  });

  it('is free as soon as a killed sandbox is dead, even while it is a zombie nobody reaps', { timeout: 60_000 }, async () => {
    const port = await freePort();
    const stateDir = await mkdtemp(join(tmpdir(), 'sandbox-zombie-'));
    // A shell starts the sandbox in the background, then becomes `sleep`, which never waits for its children:
    // once killed, the sandbox stays a zombie (as under a container init that does not reap) until `sleep` ends.
    const parent = spawn('sh', ['-c', '"$0" "$1" & echo $!; exec sleep 120', process.execPath, cli], { env: env(port, stateDir), stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    parent.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const pid = await new Promise<number>((resolve) => parent.stdout!.once('data', (chunk: Buffer) => resolve(Number.parseInt(chunk.toString(), 10))));
    try {
      await answering(port, parent, () => stderr);
      process.kill(pid, 'SIGKILL');
      await dead(pid);
      expect(stateOf(pid)).toBe('Z');
      const restarted = await start(port, stateDir);
      await kill(restarted);
    } finally {
      parent.kill('SIGKILL');
    }
  });

  it('still refuses a second live sandbox on the same state directory, saying why', { timeout: 60_000 }, async () => {
    const stateDir = await mkdtemp(join(tmpdir(), 'sandbox-second-'));
    const first = await start(await freePort(), stateDir);
    try {
      const second = spawn(process.execPath, [cli], { env: env(await freePort(), stateDir), stdio: ['ignore', 'ignore', 'pipe'] });
      let stderr = '';
      second.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      const code = await new Promise<number | null>((resolve) => second.once('exit', resolve));
      expect(code).toBe(1);
      expect(stderr).toMatch(/sandbox\.db is in use by another sandbox/);
    } finally {
      await kill(first);
    }
  });
});
