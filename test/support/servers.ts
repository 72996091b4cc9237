/**
 * Real database servers for tests, started in a temporary directory on a free port and removed
 * afterwards: PostgreSQL from the machine's `pg_config --bindir` (Debian's postgresql package) and
 * `redis-server` (Debian's redis-server package, which .ci/run installs).
 *
 * Where a server is missing, a suite that needs it is skipped with the reason, except under
 * `WALLET_KIT_STORE_SERVERS=required` (CI sets it): there the suite runs, and starting the server
 * fails it with the reason, so CI cannot go green without testing against real servers.
 *
 * @example
 * const skip = skipWithout(redisUnavailable()); // the reason to skip, or undefined to run
 * describe.skipIf(skip !== undefined)(`against Redis${skip ? ` (skipped: ${skip})` : ''}`, () => {
 *   let redis: RunningServer;
 *   beforeAll(async () => { redis = await startRedis(); }, 60_000);
 *   afterAll(() => redis.stop());
 * });
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, chownSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A server this process started: where to reach it, and how to stop it (idempotent; also done at exit). */
export interface RunningServer {
  /** `postgres://wk@127.0.0.1:PORT/postgres` or `redis://127.0.0.1:PORT`. */
  url: string;
  port: number;
  stop(): Promise<void>;
}

const STARTUP_ATTEMPTS = 3;

/** The variable that makes a missing store server a test failure; .ci/run sets it to `required`. */
export const STORE_SERVERS_VARIABLE = 'WALLET_KIT_STORE_SERVERS';

/** Whether the store servers must be there (`required`) or may be missing (unset, or `optional`); a typo is an error, not a silent skip. */
export function storeServersRequired(env: NodeJS.ProcessEnv = process.env): boolean {
  const value = env[STORE_SERVERS_VARIABLE];
  if (value === undefined || value === '' || value === 'optional') return false;
  if (value === 'required') return true;
  throw new Error(`${STORE_SERVERS_VARIABLE}: expected 'required' or 'optional', got ${JSON.stringify(value)}`);
}

/**
 * The reason to skip a suite that needs a server (`unavailable` is why it cannot start, or
 * undefined when it can), or undefined to run it. Under `WALLET_KIT_STORE_SERVERS=required` it is
 * always undefined: the suite runs and fails on the server it cannot start.
 */
export function skipWithout(unavailable: string | undefined, env: NodeJS.ProcessEnv = process.env): string | undefined {
  return storeServersRequired(env) ? undefined : unavailable;
}

/** The error a start throws when the server cannot run here, saying whether CI demanded it. */
function unavailableError(reason: string): Error {
  return new Error(storeServersRequired() ? `${reason}; ${STORE_SERVERS_VARIABLE}=required, so this fails instead of skipping` : reason);
}

function run(file: string, args: string[], options: { uid?: number; gid?: number } = {}): string {
  return execFileSync(file, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], ...options });
}

function postgresBinaries(): { initdb: string; pgCtl: string } | string {
  let bindir: string;
  try {
    bindir = run('pg_config', ['--bindir']).trim();
  } catch {
    return 'pg_config is not on PATH (install Debian\'s postgresql package)';
  }
  const initdb = join(bindir, 'initdb');
  const pgCtl = join(bindir, 'pg_ctl');
  if (!existsSync(initdb) || !existsSync(pgCtl)) return `no initdb or pg_ctl in ${bindir} (install Debian's postgresql package)`;
  return { initdb, pgCtl };
}

/** PostgreSQL refuses to run as root: as root, the server runs as Debian's `postgres` user. */
function postgresUser(): { uid: number; gid: number } | undefined | string {
  if (process.getuid?.() !== 0) return undefined;
  try {
    return { uid: Number(run('id', ['-u', 'postgres'])), gid: Number(run('id', ['-g', 'postgres'])) };
  } catch {
    return 'running as root and there is no postgres user to run PostgreSQL as';
  }
}

/** Why PostgreSQL cannot be started here, or undefined when it can. */
export function postgresUnavailable(): string | undefined {
  const binaries = postgresBinaries();
  if (typeof binaries === 'string') return binaries;
  const user = postgresUser();
  return typeof user === 'string' ? user : undefined;
}

/** Why Redis cannot be started here, or undefined when it can. */
export function redisUnavailable(): string | undefined {
  try {
    run('redis-server', ['--version']);
    return undefined;
  } catch {
    return 'redis-server is not installed (apt-get install -y redis-server)';
  }
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Another process may take the free port between the probe and the start: try a few ports. */
async function withRetries(what: string, start: () => Promise<RunningServer>): Promise<RunningServer> {
  const failures: unknown[] = [];
  for (let attempt = 0; attempt < STARTUP_ATTEMPTS; attempt++) {
    try {
      return await start();
    } catch (error) {
      failures.push(error);
    }
  }
  throw new AggregateError(failures, `could not start ${what} after ${STARTUP_ATTEMPTS} attempts`);
}

/** Starts a throwaway PostgreSQL (trust authentication, user `wk`, no fsync) in a new temporary directory. */
export async function startPostgres(): Promise<RunningServer> {
  const binaries = postgresBinaries();
  const user = postgresUser();
  if (typeof binaries === 'string' || typeof user === 'string') throw unavailableError(postgresUnavailable()!);
  return withRetries('PostgreSQL', async () => {
    const directory = mkdtempSync(join(tmpdir(), 'wk-postgres-'));
    if (user) chownSync(directory, user.uid, user.gid);
    const data = join(directory, 'data');
    const as = user ?? {};
    const port = await freePort();
    const ctl = (...args: string[]) => run(binaries.pgCtl, ['-D', data, ...args], as);
    try {
      run(binaries.initdb, ['-D', data, '-A', 'trust', '-U', 'wk', '--no-sync', '-E', 'UTF8', '--locale=C'], as);
      ctl('-o', `-p ${port} -k ${directory} -c listen_addresses=127.0.0.1 -c fsync=off`, '-l', join(directory, 'log'), '-w', '-t', '60', 'start');
    } catch (error) {
      const log = existsSync(join(directory, 'log')) ? readFileSync(join(directory, 'log'), 'utf8') : '';
      rmSync(directory, { recursive: true, force: true });
      throw new Error(`PostgreSQL did not start on port ${port}: ${log.slice(-2000)}`, { cause: error });
    }
    let stopped = false;
    const stopNow = () => {
      if (stopped) return;
      stopped = true;
      try {
        ctl('-m', 'immediate', '-w', 'stop');
      } finally {
        rmSync(directory, { recursive: true, force: true });
      }
    };
    process.once('exit', stopNow);
    return {
      url: `postgres://wk@127.0.0.1:${port}/postgres`,
      port,
      async stop() {
        process.removeListener('exit', stopNow);
        stopNow();
      },
    };
  });
}

/** Starts a throwaway `redis-server` (no persistence) in a new temporary directory. */
export async function startRedis(): Promise<RunningServer> {
  const reason = redisUnavailable();
  if (reason) throw unavailableError(reason);
  return withRetries('Redis', async () => {
    const directory = mkdtempSync(join(tmpdir(), 'wk-redis-'));
    const port = await freePort();
    const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--dir', directory, '--save', '', '--appendonly', 'no'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      await readyLine(child, 'Ready to accept connections');
    } catch (error) {
      child.kill('SIGKILL');
      rmSync(directory, { recursive: true, force: true });
      throw error;
    }
    const stopNow = () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      rmSync(directory, { recursive: true, force: true });
    };
    process.once('exit', stopNow);
    return {
      url: `redis://127.0.0.1:${port}`,
      port,
      async stop() {
        process.removeListener('exit', stopNow);
        if (child.exitCode === null && child.signalCode === null) {
          const exited = new Promise((resolve) => child.once('exit', resolve));
          child.kill('SIGTERM');
          await exited;
        }
        rmSync(directory, { recursive: true, force: true });
      },
    };
  });
}

function readyLine(child: ChildProcess, line: string): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(line)) {
        child.stdout?.off('data', onData);
        // Keep reading so a full pipe never blocks the server.
        child.stdout?.resume();
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => void (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`redis-server exited (${code}) before it was ready: ${output.slice(-2000)}`)));
    child.once('error', reject);
  });
}
