// Bundles the sandbox's HTTP entry (src/cli.ts) with everything it uses into dist/cli.mjs, what a start needs,
// and dist/cli-chunks/, what it loads only when first asked (passkeys' WebAuthn stack): less to compile per start.
// dist/cli-inputs.json lists the project files it was built from, for the staleness check of bin/sandbox.mjs.
import { rm, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const root = fileURLToPath(new URL('../../../', import.meta.url));

export async function bundleSandbox() {
  await rm(`${dist}cli-chunks`, { recursive: true, force: true });
  const { metafile } = await build({
    entryPoints: { cli: fileURLToPath(new URL('../src/cli.ts', import.meta.url)) },
    outdir: dist,
    outExtension: { '.js': '.mjs' },
    chunkNames: 'cli-chunks/[name]-[hash]',
    splitting: true,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    conditions: ['source'],
    // A native module (SQLite), loaded from node_modules at run time.
    external: ['libsql'],
    logLevel: 'warning',
    metafile: true,
    absWorkingDir: root,
    // Some CommonJS dependencies call require(); give every ESM file of the bundle one.
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  });
  // Dependencies are covered by the lockfile (bin/sandbox.mjs); the project's own files are listed one by one.
  const inputs = Object.keys(metafile.inputs).filter((input) => !input.includes('node_modules/'));
  await writeFile(`${dist}cli-inputs.json`, JSON.stringify(inputs));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await bundleSandbox();
