import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';
import type { TestProject } from 'vitest/node';

// The demo's front end built for production once per test run, for the end-to-end files to serve (DEMO_WEB_BUILD,
// apps/demo/src/web-build.ts): under the dev server each page load fetched some 240 modules, transformed on demand,
// which WebKitGTK and Firefox took seconds over on CI's two cores, for every page of every test.
// The global setup only names a fresh directory; the first file that starts the demo builds into it (some 10 s),
// so a run without an end-to-end file pays nothing. Files run in parallel processes: a lock directory makes one
// of them build while the others wait for its `done` (or `failed`) mark.

declare module 'vitest' {
  export interface ProvidedContext {
    demoWebBuild: string;
  }
}

const root = fileURLToPath(new URL('../..', import.meta.url));
const BUILD_TIMEOUT_MS = 180_000;

/** Global setup: the run's build directory, removed at the end. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const directory = await mkdtemp(join(tmpdir(), 'wallet-kit-demo-web-'));
  project.provide('demoWebBuild', directory);
  return () => rm(directory, { recursive: true, force: true });
}

let built: Promise<string> | undefined;

/** The directory of the run's production build of the demo's front end, built on the first call of the run. */
export function demoWebBuild(): Promise<string> {
  built ??= buildOnce(inject('demoWebBuild'));
  return built;
}

async function buildOnce(directory: string): Promise<string> {
  const out = join(directory, 'web');
  try {
    await mkdir(join(directory, 'lock'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    await builtByAnother(directory);
    return out;
  }
  try {
    await build(out);
  } catch (error) {
    await writeFile(join(directory, 'failed'), (error as Error).message);
    throw error;
  }
  await writeFile(join(directory, 'done'), '');
  return out;
}

const exists = (path: string) => stat(path).then(() => true, () => false);

async function builtByAnother(directory: string): Promise<void> {
  const until = Date.now() + BUILD_TIMEOUT_MS;
  while (!(await exists(join(directory, 'done')))) {
    if (await exists(join(directory, 'failed'))) throw new Error(`the demo's front end did not build:\n${await readFile(join(directory, 'failed'), 'utf8')}`);
    if (Date.now() > until) throw new Error(`the demo's front end was not built within ${BUILD_TIMEOUT_MS} ms (by another test file)`);
    await new Promise((next) => setTimeout(next, 250));
  }
}

function build(out: string): Promise<void> {
  const args = ['--conditions=source', '--import', 'tsx', 'apps/demo/src/build-web.ts', out];
  return new Promise((resolve, reject) => {
    execFile(process.execPath, args, { cwd: root, timeout: BUILD_TIMEOUT_MS, env: { ...process.env, NODE_ENV: 'production' } }, (error, stdout, stderr) =>
      error ? reject(new Error(`the demo's front end did not build: ${error.message}\n${stdout}${stderr}`)) : resolve(),
    );
  });
}
