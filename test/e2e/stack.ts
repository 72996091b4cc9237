import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll } from 'vitest';
import { axeFindings } from '../harness/axe.js';
import type { TestPage } from '../harness/engines/index.js';
import { demoWebBuild } from './web-build.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
export const SCREENSHOTS = join(root, 'test', 'screenshots');

export interface Stack {
  url: string;
  output(): string;
  stop(): Promise<void>;
}

/** A port nothing listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, 'localhost', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * How the demo serves its front end to a test: `build`, a production build of it made once per run (web-build.ts),
 * loads in a few requests; `dev`, Vite's dev server as `npm start` runs it for a person, transforms some 240 modules
 * on demand for each page load. The back end, the sandbox and the origin are the same either way. Files use `build`
 * unless they test `npm start` itself; WALLET_KIT_E2E_WEB=dev puts every file on the dev server.
 */
export type DemoWeb = 'build' | 'dev';

export interface StackOptions {
  web?: DemoWeb;
}

/**
 * `npm start` for the tests of one file (or of one describe): started before them, stopped after. What it returns
 * stands for the demo once it is up, so tests read `stack.url` and pass `stack` along as they would the demo itself.
 */
export function useStack(options: StackOptions = {}, timeoutMs = 240_000): Stack {
  let started: Stack | undefined;
  beforeAll(async () => {
    started = await startStack(options);
  }, timeoutMs);
  afterAll(async () => {
    await started?.stop();
  });
  const up = () => {
    if (!started) throw new Error('the demo is not up: use the stack inside a test, after its beforeAll');
    return started;
  };
  return {
    get url() {
      return up().url;
    },
    output: () => up().output(),
    stop: () => up().stop(),
  };
}

/**
 * `npm start` as a person runs it, on a free port with a fresh sandbox state: resolves once it
 * prints its URL. `stop()` ends the whole process group (npm, the start script, the demo).
 * Under `web: 'build'` (the default) its front end is the run's production build (DEMO_WEB_BUILD), built first if
 * no file of the run has yet.
 */
export async function startStack({ web = 'build' }: StackOptions = {}, timeoutMs = 60_000): Promise<Stack> {
  const webBuild = web === 'build' && process.env.WALLET_KIT_E2E_WEB !== 'dev' ? await demoWebBuild() : undefined;
  const port = await freePort();
  const stateDir = await mkdtemp(join(tmpdir(), 'wallet-kit-demo-'));
  const child: ChildProcess = spawn(process.platform === 'win32' ? 'npm.cmd' : 'npm', ['start'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), SANDBOX_STATE_DIR: stateDir, BROWSER: 'none', ...(webBuild && { DEMO_WEB_BUILD: webBuild }) },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      try {
        process.kill(-child.pid!, 'SIGTERM');
      } catch {
        // already gone
      }
      const timer = setTimeout(() => {
        try {
          process.kill(-child.pid!, 'SIGKILL');
        } catch {
          // already gone
        }
      }, 10_000);
      await exited;
      clearTimeout(timer);
    }
    await rm(stateDir, { recursive: true, force: true });
  };

  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`npm start printed no URL within ${timeoutMs} ms:\n${output}`)), timeoutMs);
    const look = () => {
      const match = /Wallet Kit demo: (http:\/\/localhost:\d+\/)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    };
    child.stdout!.on('data', look);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`npm start exited with ${code}:\n${output}`));
    });
  }).catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  return { url, output: () => output, stop };
}

/** axe-core in the page: every rule that applies, on the whole document (see `axeFindings`). */
export const axeViolations = (page: TestPage): Promise<string[]> => axeFindings(page);

/**
 * Saves a screenshot of the page for reviewers, under test/screenshots/, named for its engine (`name.webkit.png`):
 * the whole page where the engine's driver can take one, else the viewport.
 */
export async function screenshot(page: TestPage, name: string): Promise<void> {
  await mkdir(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.${page.engine}.png`), fullPage: page.supports('full-page-screenshot') });
}
