// The sandbox as its history grows (issue 10's budgets): the same measures on an empty state and on
// one holding 100,000 transactions, each a fresh `npm run sandbox` process over HTTP, measured in turns.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { Agent, createServer as createHttpServer, request, type Server } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createSandbox, seededPeople } from '@wallet-kit/sandbox';

const root = fileURLToPath(new URL('..', import.meta.url));
const AUTH = `Basic ${btoa('sandbox-client-id:sandbox-client-secret')}`;

export interface ScaleFigures {
  history: number;
  startupMs: number;
  quoteExecutePerSecond: number;
  listP50Ms: number;
  rssMb: number;
}

/** A port nothing listens on now (another sandbox answering on a fixed port would be measured instead). */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

async function start(port: number, stateDir: string): Promise<{ child: ChildProcess; startupMs: number }> {
  const started = performance.now();
  const child = spawn(process.execPath, [join(root, 'apps/sandbox/bin/sandbox.mjs')], { env: { ...process.env, PORT: String(port), SANDBOX_STATE_DIR: stateDir }, stdio: ['ignore', 'ignore', 'inherit'] });
  child.once('exit', (code) => {
    if (code !== 0 && code !== null) console.error(`the sandbox on port ${port} exited with ${code}`);
  });
  for (let attempt = 0; attempt < 10_000; attempt++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/2025-10-13/sandbox/enclave-keys`)).ok) return { child, startupMs: performance.now() - started };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  throw new Error('the sandbox did not answer within 20 s');
}

const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/** The platform's webhook endpoint, answering 200 to every delivery: both states send their events to it. */
async function webhookEndpoint(): Promise<{ url: string; server: Server; received: () => number }> {
  let received = 0;
  const server = createHttpServer((incoming, answer) => {
    received += 1;
    incoming.resume();
    incoming.on('end', () => answer.writeHead(200).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as { port: number }).port}/webhooks`, server, received: () => received };
}

/**
 * Fills a state directory with `transfers` immediate book transfers (two transactions each), in
 * process, with a webhook endpoint set: every event is delivered and its record stays in the database.
 */
async function fill(stateDir: string, transfers: number, endpoint: string): Promise<{ from: string; to: string }> {
  const sandbox = await createSandbox({ file: join(stateDir, 'sandbox.db'), webhooks: { fetch: () => Promise.resolve(new Response(null, { status: 200 })) } });
  const { alice, platformUsd } = seededPeople(sandbox);
  const config = await sandbox.fetch(new Request(`http://x${sandbox.basePath}/config`, { method: 'PATCH', headers: { Authorization: AUTH, 'Content-Type': 'application/json' }, body: JSON.stringify({ webhookEndpoint: endpoint }) }));
  if (config.status !== 200) throw new Error(`fill: PATCH /config ${config.status} ${await config.text()}`);
  sandbox.fund(platformUsd, transfers * 100 + 1_000_000);
  const body = JSON.stringify({ source: { sourceType: 'ACCOUNT', accountId: platformUsd }, destination: { destinationType: 'ACCOUNT', accountId: alice.wallet }, lockedCurrencySide: 'SENDING', lockedCurrencyAmount: 100, immediatelyExecute: true });
  for (let i = 0; i < transfers; i++) {
    const response = await sandbox.fetch(new Request(`http://x${sandbox.basePath}/quotes`, { method: 'POST', headers: { Authorization: AUTH, 'Content-Type': 'application/json' }, body }));
    if (response.status !== 201) throw new Error(`fill: ${response.status} ${await response.text()}`);
    if (i % 1_000 === 999) await sandbox.flushWebhooks();
  }
  await sandbox.flushWebhooks();
  sandbox.close();
  return { from: platformUsd, to: alice.wallet };
}

interface Running {
  child: ChildProcess;
  startupMs: number;
  send(method: string, path: string, body?: string): Promise<number>;
  close(): Promise<void>;
}

async function run(port: number, stateDir: string): Promise<Running> {
  const { child, startupMs } = await start(port, stateDir);
  const base = `http://127.0.0.1:${port}/2025-10-13`;
  const agent = new Agent({ keepAlive: true, maxSockets: 32 });
  const send = (method: string, path: string, body?: string) =>
    new Promise<number>((resolve, reject) => {
      const call = request(`${base}${path}`, { method, agent, headers: { Authorization: AUTH, ...(body ? { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) } : {}) } }, (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      });
      call.on('error', reject);
      call.end(body);
    });
  return {
    child,
    startupMs,
    send,
    close: async () => {
      agent.destroy();
      await stop(child);
    },
  };
}

const transferBody = (accounts: { from: string; to: string }) =>
  JSON.stringify({ source: { sourceType: 'ACCOUNT', accountId: accounts.from }, destination: { destinationType: 'ACCOUNT', accountId: accounts.to }, lockedCurrencySide: 'SENDING', lockedCurrencyAmount: 100, immediatelyExecute: true });

/** Quote+execute calls answered 201 in `ms` milliseconds with 32 in flight. */
async function burst(sandbox: Running, body: string, ms: number): Promise<{ done: number; seconds: number }> {
  let done = 0;
  const started = performance.now();
  const until = started + ms;
  await Promise.all(Array.from({ length: 32 }, async () => {
    while (performance.now() < until) if ((await sandbox.send('POST', '/quotes', body)) === 201) done++;
  }));
  return { done, seconds: (performance.now() - started) / 1000 };
}

const ROUNDS = 6;

/**
 * Both sandboxes run at once and take turns (one-second bursts, six each, then list calls in
 * alternation), so a change in the machine's load falls on both sides of the ratio alike.
 */
async function measureSideBySide(sides: { stateDir: string; accounts: { from: string; to: string }; history: number; }[]): Promise<ScaleFigures[]> {
  const running: Running[] = [];
  try {
    for (const side of sides) running.push(await run(await freePort(), side.stateDir));
    const bodies = sides.map((side) => transferBody(side.accounts));
    for (const [i, sandbox] of running.entries()) for (let n = 0; n < 200; n++) await sandbox.send('POST', '/quotes', bodies[i]);
    const totals = running.map(() => ({ done: 0, seconds: 0 }));
    for (let round = 0; round < ROUNDS; round++) {
      for (const [i, sandbox] of running.entries()) {
        const { done, seconds } = await burst(sandbox, bodies[i]!, 1_000);
        totals[i]!.done += done;
        totals[i]!.seconds += seconds;
      }
    }
    const times: number[][] = running.map(() => []);
    for (let n = 0; n < 300; n++) {
      for (const [i, sandbox] of running.entries()) {
        const t0 = performance.now();
        await sandbox.send('GET', '/transactions?limit=20');
        times[i]!.push(performance.now() - t0);
      }
    }
    return Promise.all(running.map(async (sandbox, i) => {
      const sorted = times[i]!.sort((a, b) => a - b);
      return { history: sides[i]!.history, startupMs: sandbox.startupMs, quoteExecutePerSecond: totals[i]!.done / totals[i]!.seconds, listP50Ms: sorted[Math.floor(sorted.length / 2)]!, rssMb: await rssMb(sandbox.child.pid!) };
    }));
  } finally {
    await Promise.all(running.map((sandbox) => sandbox.close()));
  }
}

/** The same figures with no history and with `transactions` of it. */
export async function benchSandboxScale(transactions = 100_000): Promise<{ empty: ScaleFigures; full: ScaleFigures; fillSeconds: number; webhooksDelivered: number }> {
  const emptyDir = await mkdtemp(join(tmpdir(), 'wallet-kit-scale-empty-'));
  const fullDir = await mkdtemp(join(tmpdir(), 'wallet-kit-scale-full-'));
  const endpoint = await webhookEndpoint();
  try {
    const accounts = await fill(emptyDir, 0, endpoint.url);
    // A first start may build the bin's bundle: not a start time of either state.
    await (await run(await freePort(), emptyDir)).close();
    const t0 = performance.now();
    const fullAccounts = await fill(fullDir, Math.ceil(transactions / 2), endpoint.url);
    const fillSeconds = (performance.now() - t0) / 1000;
    const [empty, full] = await measureSideBySide([
      { stateDir: emptyDir, accounts, history: 0 },
      { stateDir: fullDir, accounts: fullAccounts, history: transactions },
    ]);
    return { empty: empty!, full: full!, fillSeconds, webhooksDelivered: endpoint.received() };
  } finally {
    endpoint.server.close();
    await rm(emptyDir, { recursive: true, force: true });
    await rm(fullDir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const transactions = Number(process.argv[2] ?? 100_000);
  console.log(JSON.stringify(await benchSandboxScale(transactions), null, 2));
}
