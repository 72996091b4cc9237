import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { oncePerRun, runDirectorySetup } from '../support/once-per-run.js';

// The demo's front end built for production once per test run, for the end-to-end files to serve (DEMO_WEB_BUILD,
// apps/demo/src/web-build.ts): under the dev server each page load fetched some 240 modules, transformed on demand,
// which WebKitGTK and Firefox took seconds over on CI's two cores, for every page of every test.
// The first file that starts the demo builds (some 10 s, ../support/once-per-run.ts); the others wait for it.

declare module 'vitest' {
  export interface ProvidedContext {
    demoWebBuild: string;
  }
}

const root = fileURLToPath(new URL('../..', import.meta.url));
const BUILD_TIMEOUT_MS = 180_000;

/** Global setup: the run's build directory, removed at the end. */
export default runDirectorySetup('demoWebBuild', 'wallet-kit-demo-web-');

let built: Promise<string> | undefined;
const web = (directory: string) => join(directory, 'web');

/** The directory of the run's production build of the demo's front end, built on the first call of the run. */
export function demoWebBuild(): Promise<string> {
  built ??= oncePerRun('demoWebBuild', "building the demo's front end", BUILD_TIMEOUT_MS, (directory) => build(web(directory))).then(web);
  return built;
}

function build(out: string): Promise<void> {
  const args = ['--conditions=source', '--import', 'tsx', 'apps/demo/src/build-web.ts', out];
  return new Promise((resolve, reject) => {
    execFile(process.execPath, args, { cwd: root, timeout: BUILD_TIMEOUT_MS, env: { ...process.env, NODE_ENV: 'production' } }, (error, stdout, stderr) =>
      error ? reject(new Error(`the demo's front end did not build: ${error.message}\n${stdout}${stderr}`)) : resolve(),
    );
  });
}
