// Builds the script-tag bundle: `dist/wallet-kit.js` (an IIFE that sets `window.WalletKit`),
// `dist/wallet-kit.mjs` (the same as an ES module exporting `WalletKit`), the optional language and
// QR files, and the types; prints each script's SHA-384 for `<script integrity=…>`.
//
// Inside the bundle, `react` and `react-dom` are Preact's compatibility layer (DESIGN decision 12):
// the widgets are the same @wallet-kit/react components, on a runtime of about 5 kB gzip instead of
// React's 60. The npm packages keep React as a peer.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build, defaultClientConditions } from 'vite';

const here = (path) => fileURLToPath(new URL(path, import.meta.url));
const outDir = here('./dist');
const { version } = JSON.parse(readFileSync(here('./package.json'), 'utf8'));

/** React's entry points, served by Preact (src/preact/react.ts adds what compat leaves out). */
const preactForReact = [
  { find: /^react$/, replacement: here('./src/preact/react.ts') },
  { find: /^react-dom$/, replacement: here('./src/preact/react.ts') },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
];

/** Modules of other packages that the bundle replaces, by their resolved path, with what stands in for them. */
const leftOut = new Map([
  // The deprecated legacy session-key flow, and with it base58check, which nothing else in the bundle uses.
  [here('../otp-encrypt/src/session-key.ts'), here('./src/leave-out/legacy-session-key.ts')],
  // en-XA is for tests and Storybook.
  [here('../react/src/i18n/pseudo.ts'), here('./src/leave-out/pseudo-locale.ts')],
  // The catalogs' dynamic imports would all go inline in an IIFE: each language is a file of its own instead.
  [here('../react/src/i18n/load.ts'), here('./src/leave-out/catalog-loader.ts')],
  // Likewise the cards area's languages: each comes in its language's file.
  [here('../react/src/cards/area.ts'), here('./src/leave-out/cards-area.ts')],
  // The client's onboarding and delegated-key calls: no element here uses them (the onboarding widgets are not in
  // the bundle, which they would take past its budget).
  [here('../client/src/onboarding.ts'), here('./src/leave-out/client-onboarding.ts')],
  [here('../client/src/delegated-keys.ts'), here('./src/leave-out/client-onboarding.ts')],
]);

/** One optional file per shipped catalog, `wallet-kit.<tag>.js`, each registering its catalog (src/locales/). */
export const LANGUAGES = readdirSync(here('./src/locales'))
  .filter((file) => file.endsWith('.ts'))
  .map((file) => file.slice(0, -'.ts'.length))
  .sort();

const mainAlias = [
  // key-store loads @noble/curves on demand for the legacy flow; an IIFE cannot load anything on demand.
  { find: /^@noble\/curves\/nist\.js$/, replacement: here('./src/leave-out/legacy-curves.ts') },
  // The QR encoder comes from the optional wallet-kit.qr.js; see src/leave-out/qr-encoder.ts.
  { find: /^uqr$/, replacement: here('./src/leave-out/qr-encoder.ts') },
];

/**
 * Swaps the modules in `leftOut` for their stand-ins, and fails the build when one of them is no
 * longer imported (a rename elsewhere would otherwise bring the whole module back unnoticed).
 */
export function leaveOut() {
  const seen = new Set();
  return {
    name: 'wallet-kit-leave-out',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || source.startsWith('\0')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || !leftOut.has(resolved.id)) return null;
      seen.add(resolved.id);
      return leftOut.get(resolved.id) ?? null;
    },
    buildEnd(error) {
      if (error) return;
      const missing = [...leftOut.keys()].filter((id) => !seen.has(id));
      if (missing.length) this.error(`build.mjs leaves out modules the bundle no longer imports: ${missing.join(', ')}; update leftOut`);
    },
  };
}

function integrityOf(file) {
  const integrity = `sha384-${createHash('sha384').update(readFileSync(file)).digest('base64')}`;
  writeFileSync(`${file}.sha384`, `${integrity}\n`);
  return integrity;
}

/**
 * Vite's settings for one file of the bundle. `write: false` keeps the output in memory
 * (bench/embed-widgets.mjs builds variants that way).
 */
export function fileConfig({ entry, format, fileName, alias = [], plugins = [], write = true }) {
  return {
    configFile: false,
    // Always a production build, whatever NODE_ENV the calling process has.
    mode: 'production',
    logLevel: 'warn',
    resolve: { conditions: ['source', ...defaultClientConditions], alias },
    define: { 'process.env.NODE_ENV': JSON.stringify('production'), __WALLET_KIT_EMBED_VERSION__: JSON.stringify(version) },
    plugins,
    build: {
      outDir,
      emptyOutDir: false,
      write,
      target: 'es2022',
      minify: true,
      lib: { entry: here(entry), formats: [format], fileName: () => fileName, ...(format === 'iife' ? { name: 'WalletKitBundle' } : {}) },
      // One file in either format: the lazy imports (QR encoder, passkey ceremonies) go inline.
      rolldownOptions: {
        output: { codeSplitting: false, minify: true },
        // The widgets' "use client" marks them for React Server Components; inside one script-tag file it means nothing.
        onLog: (level, log, handler) => (log.code === 'MODULE_LEVEL_DIRECTIVE' && /"use client"/.test(log.message) ? undefined : handler(level, log)),
      },
    },
  };
}

/** The main file's settings: Preact for React, the left-out modules swapped. */
export const mainFile = (options) => fileConfig({ ...options, alias: [...(options.alias ?? []), ...preactForReact, ...mainAlias], plugins: [leaveOut(), ...(options.plugins ?? [])] });

async function buildFile(config) {
  await build(config);
  const fileName = config.build.lib.fileName();
  const file = `${outDir}/${fileName}`;
  const integrity = integrityOf(file);
  console.log(`packages/embed/dist/${fileName}  integrity="${integrity}"`);
  return { file, integrity };
}

/**
 * dist/wallet-kit.d.ts is src/types.ts (declarations only) plus the ES module's export;
 * dist/react.d.ts adds the elements to React's JSX.
 */
function writeTypes() {
  const types = readFileSync(here('./src/types.ts'), 'utf8');
  const entry = "\n/** The page's WalletKit (the first copy loaded): mount widgets, register languages. */\nexport declare const WalletKit: WalletKitApi;\nexport default WalletKit;\n";
  writeFileSync(`${outDir}/wallet-kit.d.ts`, types + entry);
  writeFileSync(`${outDir}/react.d.ts`, readFileSync(here('./src/jsx-react.ts'), 'utf8').replace("from './types.js'", "from './wallet-kit.js'"));
}

/** wallet-kit.js and wallet-kit.mjs (English built in), the optional language and QR files, and the types. */
export async function buildEmbed() {
  rmSync(outDir, { recursive: true, force: true });
  const main = await buildFile(mainFile({ entry: './src/global.ts', format: 'iife', fileName: 'wallet-kit.js' }));
  await buildFile(mainFile({ entry: './src/index.ts', format: 'es', fileName: 'wallet-kit.mjs' }));
  for (const locale of LANGUAGES) await buildFile(fileConfig({ entry: `./src/locales/${locale}.ts`, format: 'iife', fileName: `wallet-kit.${locale}.js` }));
  await buildFile(fileConfig({ entry: './src/qr.ts', format: 'iife', fileName: 'wallet-kit.qr.js' }));
  writeTypes();
  return main;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildEmbed();
