// Builds the one file `dist/wallet-kit.js`: an IIFE with React inside that exposes `window.WalletKit`,
// plus optional language files, and prints each file's SHA-384 for `<script integrity=…>`.
import { createHash } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build, defaultClientConditions } from 'vite';

const outDir = fileURLToPath(new URL('./dist', import.meta.url));

const mainAlias = {
  // Only the legacy session-key flow uses @noble/curves (~17 kB gzip); see src/no-legacy-keys.ts.
  '@noble/curves/nist.js': fileURLToPath(new URL('./src/no-legacy-keys.ts', import.meta.url)),
  // The QR encoder comes from the optional wallet-kit.qr.js; see src/qr-shim.ts.
  uqr: fileURLToPath(new URL('./src/qr-shim.ts', import.meta.url)),
};

async function buildFile(entry, name, fileName, alias = {}) {
  await build({
    configFile: false,
    // Always a production build, whatever NODE_ENV the calling process has.
    mode: 'production',
    logLevel: 'warn',
    resolve: { conditions: ['source', ...defaultClientConditions], alias },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      outDir,
      emptyOutDir: false,
      target: 'es2022',
      minify: true,
      lib: { entry: fileURLToPath(new URL(entry, import.meta.url)), name, formats: ['iife'], fileName: () => fileName },
    },
  });
  const file = `${outDir}/${fileName}`;
  const integrity = `sha384-${createHash('sha384').update(readFileSync(file)).digest('base64')}`;
  writeFileSync(`${file}.sha384`, `${integrity}\n`);
  console.log(`packages/embed/dist/${fileName}  integrity="${integrity}"`);
  return { file, integrity };
}

/** wallet-kit.js (English built in) and the optional language files beside it. */
export async function buildEmbed() {
  rmSync(outDir, { recursive: true, force: true });
  const main = await buildFile('./src/index.ts', 'WalletKit', 'wallet-kit.js', mainAlias);
  for (const locale of ['fr', 'ar']) await buildFile(`./src/locales/${locale}.ts`, `WalletKitLocale_${locale}`, `wallet-kit.${locale}.js`);
  await buildFile('./src/qr.ts', 'WalletKitQr', 'wallet-kit.qr.js');
  return main;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildEmbed();
