// Bundles the sandbox's HTTP entry (src/cli.ts) with everything it uses into dist/cli.mjs.
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

export async function bundleSandbox() {
  await build({
    entryPoints: [fileURLToPath(new URL('../src/cli.ts', import.meta.url))],
    outfile: fileURLToPath(new URL('../dist/cli.mjs', import.meta.url)),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    conditions: ['source'],
    // A native module (SQLite), loaded from node_modules at run time.
    external: ['libsql'],
    logLevel: 'warning',
    // Some CommonJS dependencies call require(); give the ESM bundle one.
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await bundleSandbox();
