#!/usr/bin/env node
// `npm run sandbox`: runs the sandbox from a pre-bundled file, so a start compiles no TypeScript. The bundle is
// rebuilt (esbuild, ~0.15 s) whenever a project file it was built from (dist/cli-inputs.json) or the lockfile
// (its dependencies) is newer than it, or gone.
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const app = fileURLToPath(new URL('..', import.meta.url));
const root = join(app, '..', '..');
const bundle = join(app, 'dist', 'cli.mjs');

const modified = (path) => statSync(path, { throwIfNoEntry: false })?.mtimeMs;

function isStale() {
  const built = modified(bundle);
  if (built === undefined) return true;
  let inputs;
  try {
    inputs = JSON.parse(readFileSync(join(app, 'dist', 'cli-inputs.json'), 'utf8'));
  } catch {
    return true;
  }
  return [...inputs, 'package-lock.json'].some((input) => {
    const time = modified(join(root, input));
    return time === undefined || time > built;
  });
}

if (isStale()) {
  const { bundleSandbox } = await import('./bundle.mjs');
  await bundleSandbox();
}
await import(bundle);
