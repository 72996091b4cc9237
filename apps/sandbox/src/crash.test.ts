import { spawn, type ChildProcess } from 'node:child_process';
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

/** `npm run sandbox`'s own entry, in its own process, on a state directory. */
async function start(port: number, stateDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, [cli], { env: { ...process.env, PORT: String(port), SANDBOX_STATE_DIR: stateDir }, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  for (let attempt = 0; attempt < 600; attempt++) {
    if (child.exitCode !== null) throw new Error(`the sandbox exited (${child.exitCode}): ${stderr}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/2025-10-13/sandbox/enclave-keys`)).ok) return child;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`the sandbox did not answer: ${stderr}`);
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
