// Builds the script-tag bundle: `dist/wallet-kit.js` (an IIFE that sets `window.WalletKit`),
// `dist/wallet-kit.mjs` (the same as an ES module exporting `WalletKit`), the area files
// (`wallet-kit.cards.js`, ...), the optional language and QR files, and the types; prints each
// script's SHA-384 for `<script integrity=…>`.
//
// An area file carries its widgets and nothing wallet-kit.js holds already: it is built against the
// modules the main file holds, each left external under a key, and the main file
// shares exactly what the area files import from those modules through a table (virtual:wallet-kit-shared)
// computed here. So the page has one Preact, one provider context, one i18n store (src/areas/runtime.ts).
//
// Inside the bundle, `react` and `react-dom` are Preact's compatibility layer (DESIGN decision 12):
// the widgets are the same @wallet-kit/react components, on a runtime of about 5 kB gzip instead of
// React's 60. The npm packages keep React as a peer.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
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

/**
 * The client's call groups (packages/client/src/<file>.ts) that wallet-kit.js does not carry, with the
 * area whose file brings them (src/areas/files/<area>.ts calls provideClientCalls), or `undefined` for
 * those no element uses. The core widgets' groups (auth, quotes, sessions, ...) stay in the main file.
 */
const CLIENT_GROUPS = {
  cards: ['cards', 'cards'],
  payees: ['payees', 'payees'],
  invitations: ['invitations', 'invitations'],
  agents: ['agents', 'agents'],
  onboarding: ['onboarding', 'onboarding'],
  // SendMoney looks an UMA address up.
  lookups: ['lookups', 'wallet'],
  'sandbox-controls': ['sandbox', undefined],
  wallet: ['wallet', undefined],
  'delegated-keys': ['delegatedKeys', undefined],
};

/** Each group of CLIENT_GROUPS as generated code: its `<name>Calls` list, read from its source, forwarded (src/areas/client-calls.ts). */
function clientCallsLeftOut() {
  return Object.entries(CLIENT_GROUPS).map(([file, [group, area]]) => {
    const source = here(`../client/src/${file}.ts`);
    const list = /export const (\w+Calls) = \{([^}]*)\}/.exec(readFileSync(source, 'utf8'));
    if (!list) throw new Error(`${source}: expected \`export const <name>Calls = { ... }\``);
    const names = list[2].split(',').map((entry) => entry.split(':')[0].trim()).filter(Boolean);
    const code = [
      `import { forwardedCalls } from ${JSON.stringify(here('./src/areas/client-calls.ts'))};`,
      `export const ${list[1]} = forwardedCalls(${JSON.stringify(group)}, ${JSON.stringify(area)}, ${JSON.stringify(names)});`,
    ].join('\n');
    return [source, { virtual: `\0wallet-kit-client-calls:${file}`, code }];
  });
}

/** Modules of other packages that the main file replaces, by their resolved path, with what stands in for them. */
const mainLeftOut = new Map([
  // The deprecated legacy session-key flow, and with it base58check, which nothing else in the bundle uses.
  [here('../otp-encrypt/src/session-key.ts'), here('./src/leave-out/legacy-session-key.ts')],
  // en-XA is for tests and Storybook.
  [here('../react/src/i18n/pseudo.ts'), here('./src/leave-out/pseudo-locale.ts')],
  // The catalogs' dynamic imports would all go inline in an IIFE: each language is a file of its own instead.
  [here('../react/src/i18n/load.ts'), here('./src/leave-out/catalog-loader.ts')],
  // Likewise the error catalogs (English built in) and the views that load on demand (only the bundle's own).
  [here('../react/src/i18n/errors/load.ts'), here('./src/leave-out/error-catalogs.ts')],
  [here('../react/src/flow/lazy-views.ts'), here('./src/leave-out/lazy-views.ts')],
  // The identity providers' drawn marks: their initials instead.
  [here('../react/src/sign-in/ProviderMark.tsx'), here('./src/leave-out/provider-mark.tsx')],
  // The pushed updates: the ES module's widgets poll instead (see the stand-in); the script fetches them (below).
  [here('../client/src/events/lazy.ts'), here('./src/leave-out/events.ts')],
  ...clientCallsLeftOut(),
]);

/**
 * What only the script file (wallet-kit.js) leaves out: the passkey ceremonies (@wallet-kit/passkey with
 * @simplewebauthn/browser), which it fetches as wallet-kit.passkey.js when a passkey flow is first
 * prepared; both packages that load them do so through one module, swapped here. The ES module keeps
 * them: a bundler splits its own chunks, and there is no script address to fetch a file from.
 */
const scriptLeftOut = new Map([
  ...mainLeftOut,
  [here('../client/src/passkey-ceremonies.ts'), here('./src/leave-out/passkey.ts')],
  [here('../react/src/sca/load-passkey.ts'), here('./src/leave-out/passkey.ts')],
  // The pushed updates' stream reader, parser and cross-tab relay come in wallet-kit.events.js, fetched by the first listener.
  [here('../client/src/events/lazy.ts'), here('./src/leave-out/live-events.ts')],
]);

/**
 * The messages of the views the bundle leaves out (src/leave-out/lazy-views.ts: credentials and sessions,
 * SCA enrollment, the wallet export), taken out of its English catalog, which every page downloads. The
 * build fails if the bundle's own code still names one (a widget of the bundle that came to use them).
 */
const LEFT_OUT_MESSAGES = ['credentials', 'sessions', 'enroll', 'export'];
const catalogFolder = here('../react/src/i18n/locales/');

/**
 * Turns each `import('literal')` into a static import, as `Promise.resolve(...)` of what it read. In one
 * file the module is there either way; left dynamic, the bundler wraps it, and every module it reaches,
 * in a function run on first import (about 150 modules in wallet-kit.js, each a closure with its
 * top-level bindings hoisted out as variables), which costs about 5% of the file.
 */
function staticImports() {
  // Comments are matched too, to be left alone (a doc comment's @example may show an import()). An import
  // that only reads one export (`.then((module) => module.View)`, or React.lazy's `({ default: module.View })`)
  // takes that name, not the whole namespace.
  const dynamic = /\/\*[\s\S]*?\*\/|\/\/[^\n]*|\bimport\(\s*(['"])([^'"`]+)\1\s*\)(?:\.then\(\s*\(?\s*([\w$]+)\s*\)?\s*=>\s*(?:\3\.([\w$]+)|\(\{\s*default:\s*\3\.([\w$]+)\s*\}\))\s*\))?/g;
  return {
    name: 'wallet-kit-static-imports',
    enforce: 'pre',
    transform(code, id) {
      if (id.startsWith('\0') || !/\.[cm]?[jt]sx?$/.test(id.split('?')[0]) || !code.includes('import(')) return null;
      const imports = [];
      const body = code.replace(dynamic, (whole, quote, source, _module, name, component) => {
        if (!source) return whole;
        const local = `__walletKitStatic${imports.length}`;
        const taken = name ?? component;
        imports.push(taken ? `import { ${taken} as ${local} } from ${JSON.stringify(source)};` : `import * as ${local} from ${JSON.stringify(source)};`);
        // React.lazy's `{ default: Component }`, as the import's .then made it.
        return component ? `Promise.resolve({ default: ${local} })` : `Promise.resolve(${local})`;
      });
      return { code: `${imports.join('')}${body}`, map: null };
    },
  };
}

/**
 * The widgets' CSS, split by area for the script tag: what the kit's stylesheet marks `/* @area <name> ... *\/ ...
 * /* @end area *\/` comes in that area's file (`styles.css?inline&area=<name>`, wrapped in the kit's layer, added by
 * addWidgetStyles), not in wallet-kit.js, which every page downloads. React apps import the whole stylesheet.
 */
const stylesheet = here('../react/src/styles/wallet-kit.css');
const AREA_CSS = /\/\* @area (\w+)[^*]*\*\/([\s\S]*?)\/\* @end area \*\//g;
function areaStyles() {
  return {
    name: 'wallet-kit-area-styles',
    enforce: 'pre',
    load(id) {
      const [path, query = ''] = id.split('?');
      if (path !== stylesheet) return null;
      const css = readFileSync(stylesheet, 'utf8');
      const area = new URLSearchParams(query).get('area');
      if (!area) return css.replace(AREA_CSS, '');
      const own = [...css.matchAll(AREA_CSS)].filter((match) => match[1] === area).map((match) => match[2]);
      if (!own.length) this.error(`build.mjs: the stylesheet marks nothing for the area ${area}`);
      return `@layer wallet-kit {\n${own.join('\n')}\n}\n`;
    },
  };
}

function withoutLeftOutMessages() {
  const entry = new RegExp(`^ {2}'(?:${LEFT_OUT_MESSAGES.join('|')})\\.[^']*': .*,\\n`, 'gm');
  const named = new RegExp(`['"\`](?:${LEFT_OUT_MESSAGES.join('|')})\\.[a-zA-Z]`);
  return {
    name: 'wallet-kit-left-out-messages',
    enforce: 'pre',
    // Out of every language's catalog too: a language file carries only what the bundle's views can show.
    transform: (code, id) => (id.startsWith(catalogFolder) ? code.replace(entry, '') : null),
    generateBundle(_, bundle) {
      for (const chunk of Object.values(bundle)) {
        const found = chunk.type === 'chunk' ? named.exec(chunk.code) : null;
        if (found) this.error(`build.mjs: the bundle names the message ${found[0].slice(1)}… that LEFT_OUT_MESSAGES takes out of its English catalog`);
      }
    },
  };
}

/** Files that wallet-kit.js fetches for itself, never named by a page: built like the area files, shared only with the script file. */
const SCRIPT_COMPANIONS = ['passkey', 'events'];

/**
 * What an area file replaces: its react area's declaration (`react/src/<area>/area.ts`), whose
 * languages load as chunks, by one whose languages come in the language files (src/locales/),
 * English built in. The declaration's exported name is read from the source.
 */
function areaLeftOut(area) {
  // The passkey companion carries @simplewebauthn/browser by the names the ceremonies use: its dynamic
  // import (a chunk of its own in an app) would keep the whole namespace in one file.
  if (area === 'passkey') return new Map([[here('../passkey/src/webauthn-library.ts'), here('./src/leave-out/webauthn-library.ts')]]);
  if (SCRIPT_COMPANIONS.includes(area)) return new Map();
  const declaration = areaDeclaration(area);
  // SendMoney's "New payee" is the payees area's own form: it comes from wallet-kit.payees.js, fetched when pressed.
  if (area === 'wallet') return new Map([declaration, [here('../react/src/wallet/send/load-new-payee.ts'), here('./src/leave-out/new-payee.ts')]]);
  return new Map([declaration]);
}

/** An area's declaration with its languages from the language files, keyed by the module it stands in for. */
function areaDeclaration(area) {
  const source = here(`../react/src/${area}/area.ts`);
  const name = /export const (\w+) = defineArea\b/.exec(readFileSync(source, 'utf8'))?.[1];
  if (!name) throw new Error(`${source}: expected \`export const <name> = defineArea(...)\``);
  const code = [
    `import { defineArea } from ${JSON.stringify(here('../react/src/areas/define-area.ts'))};`,
    `import { en } from ${JSON.stringify(here(`../react/src/${area}/messages/en.ts`))};`,
    `import { languageFileLoaders } from ${JSON.stringify(here('./src/leave-out/area-languages.ts'))};`,
    `export const ${name} = defineArea(${JSON.stringify(area)}, { en, load: languageFileLoaders(${JSON.stringify(area)}, ${JSON.stringify(LANGUAGES)}) });`,
  ].join('\n');
  return [source, { virtual: `\0wallet-kit-area-languages:${area}`, code }];
}

/**
 * Modules that no core widget uses but several area files would each carry a copy of: the main file holds
 * them once (the shared table takes the names the areas use), and the areas take them from it.
 */
const AREA_HELPERS = [
  // The money widgets' session notice: every widget of the cards and wallet areas.
  here('../react/src/session/signed-in-only.tsx'),
];

/** One file per area, `wallet-kit.<area>.js`, from src/areas/files/<area>.ts. */
export const AREA_FILES = readdirSync(here('./src/areas/files'))
  .filter((file) => file.endsWith('.ts'))
  .map((file) => file.slice(0, -'.ts'.length))
  .sort();

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
 * With `shareFrom` (an area file's build), every module the main file's graph holds becomes an
 * external import under its key instead.
 */
export function leaveOut(leftOut = mainLeftOut, shareFrom = undefined) {
  const seen = new Set();
  return {
    name: 'wallet-kit-leave-out',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || source.startsWith('\0')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || resolved.external) return null;
      if (leftOut.has(resolved.id)) seen.add(resolved.id);
      const replacement = leftOut.get(resolved.id);
      const id = (typeof replacement === 'object' ? replacement.virtual : replacement) ?? resolved.id;
      if (shareFrom?.has(id)) return { id: sharedKey(id), external: true };
      return id === resolved.id ? null : id;
    },
    load: (id) => [...leftOut.values()].find((replacement) => typeof replacement === 'object' && replacement.virtual === id)?.code ?? null,
    buildEnd(error) {
      if (error) return;
      const missing = [...leftOut.keys()].filter((id) => !seen.has(id));
      if (missing.length) this.error(`build.mjs leaves out modules the bundle no longer imports: ${missing.join(', ')}; update its maps`);
    },
  };
}

const repository = here('../..');
/** A module's key in the shared table: its path in the repository (stable across machines), no extension. */
const sharedKey = (id) => relative(repository, id).replace(/\\/g, '/').replace(/\.[cm]?[jt]sx?$/, '');
const SHARED_TABLE = 'virtual:wallet-kit-shared';

const RE_EXPORT = /export\s*(?:type\s*)?(?:\*|\{[^}]*\})\s*(?:as\s+[\w$]+\s*)?from\s*(['"])[^'"]+\1\s*;?/g;
/** Whether a module's code is nothing but re-exports and side-effect imports (a barrel such as an index). */
const onlyReExports = (code) =>
  typeof code === 'string' &&
  code
    .replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, '')
    .replace(RE_EXPORT, '')
    .replace(/import\s*(['"])[^'"]+\1\s*;?/g, '')
    .replace(/(['"])use client\1\s*;?/g, '')
    .trim() === '';

/**
 * The main file's table of shared modules (virtual:wallet-kit-shared): for each key an area file
 * imports, an object of exactly the names it imports (tree shaking keeps nothing more), or the whole
 * namespace where one is used. `graph`, when given, receives the id of every module the main file holds.
 */
function sharedTable(exposed = new Map(), graph = undefined) {
  return {
    name: 'wallet-kit-shared-table',
    resolveId: (source) => (source === SHARED_TABLE ? `\0${SHARED_TABLE}` : null),
    load(id) {
      if (id !== `\0${SHARED_TABLE}`) return null;
      const imports = [];
      const entries = [];
      [...exposed.entries()].forEach(([key, { id: moduleId, names }], index) => {
        const from = JSON.stringify(moduleId);
        if (names === '*') {
          imports.push(`import * as m${index} from ${from};`);
          entries.push(`${JSON.stringify(key)}: m${index}`);
          return;
        }
        const list = [...names].sort();
        imports.push(`import { ${list.map((name, n) => `${name} as m${index}_${n}`).join(', ')} } from ${from};`);
        entries.push(`${JSON.stringify(key)}: { ${list.map((name, n) => `${JSON.stringify(name)}: m${index}_${n}`).join(', ')} }`);
      });
      return `${imports.join('\n')}\nexport const shared = { ${entries.join(', ')} };\n`;
    },
    generateBundle(_, bundle) {
      if (!graph) return;
      // What the main file really holds, and the barrels that re-export it: an area takes those from
      // it by name and bundles the rest (a module of the graph that tree shaking dropped renders
      // nothing, and sharing it would add it to the main file for the areas' sake).
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        for (const [id, module] of Object.entries(chunk.modules)) {
          if (id.startsWith('\0')) continue;
          if (module.renderedLength > 0 || onlyReExports(this.getModuleInfo(id)?.code)) graph.add(id);
        }
      }
    },
  };
}

function integrityOf(file) {
  const integrity = `sha384-${createHash('sha384').update(readFileSync(file)).digest('base64')}`;
  writeFileSync(`${file}.sha384`, `${integrity}\n`);
  return integrity;
}

/**
 * The CSS minifier (Lightning CSS) declares `--lightningcss-light` and `--lightningcss-dark` beside every
 * `color-scheme`, for its `light-dark()` fallback; the kit's stylesheet never uses `light-dark()`, so each page would
 * download them for nothing.
 */
function withoutColorSchemeFallback() {
  return {
    name: 'wallet-kit-without-color-scheme-fallback',
    renderChunk: (code) => ({ code: code.replace(/--lightningcss-(?:light|dark):(?:initial| );/g, ''), map: null }),
  };
}

/**
 * Vite's settings for one file of the bundle. `write: false` keeps the output in memory
 * (bench/embed-widgets.mjs builds variants that way).
 */
export function fileConfig({ entry, format, fileName, alias = [], plugins = [], write = true, integrity = {}, comments }) {
  return {
    configFile: false,
    // Always a production build, whatever NODE_ENV the calling process has.
    mode: 'production',
    logLevel: 'warn',
    resolve: { conditions: ['source', ...defaultClientConditions], alias },
    define: {
      'process.env.NODE_ENV': JSON.stringify('production'),
      __WALLET_KIT_EMBED_VERSION__: JSON.stringify(version),
      // The SHA-384 of each companion file wallet-kit.js fetches by itself (it pins them).
      __WALLET_KIT_FILE_INTEGRITY__: JSON.stringify(integrity),
    },
    plugins: [...plugins, withoutColorSchemeFallback()],
    build: {
      outDir,
      emptyOutDir: false,
      write,
      target: 'es2022',
      minify: true,
      lib: { entry: here(entry), formats: [format], fileName: () => fileName, ...(format === 'iife' ? { name: 'WalletKitBundle' } : {}) },
      // One file in either format: the lazy imports (QR encoder, passkey ceremonies) go inline.
      rolldownOptions: {
        output: { codeSplitting: false, minify: true, ...(comments ? { comments } : {}) },
        // The widgets' "use client" marks them for React Server Components; inside one script-tag file it means nothing.
        onLog: (level, log, handler) => (log.code === 'MODULE_LEVEL_DIRECTIVE' && /"use client"/.test(log.message) ? undefined : handler(level, log)),
      },
    },
  };
}

/**
 * The main file's settings: Preact for React, the left-out modules swapped, the shared table with
 * `exposed` (key -> { id, names }) for the area files; `graph` receives the ids of the modules it holds.
 */
export const mainFile = ({ exposed, graph, ...options }) =>
  fileConfig({
    ...options,
    alias: [...(options.alias ?? []), ...preactForReact, ...mainAlias],
    plugins: [leaveOut(options.format === 'iife' ? scriptLeftOut : mainLeftOut), staticImports(), withoutLeftOutMessages(), areaStyles(), sharedTable(exposed, graph), ...(options.plugins ?? [])],
  });

/** An area file's settings: its entry as an ES module whose imports of the main file's modules stay external. */
const areaFile = (area, graph) =>
  fileConfig({ entry: `./src/areas/files/${area}.ts`, format: 'es', fileName: `wallet-kit.${area}.js`, alias: [...preactForReact, ...mainAlias], plugins: [leaveOut(areaLeftOut(area), graph), staticImports(), areaStyles()], write: false,
    // An area file is a script run by wallet-kit.js, never bundled again: the bundler's /* @__PURE__ */ marks
    // (one per element in JSX, 1.3% of wallet-kit.wallet.js) would tell nothing to anyone.
    comments: { legal: true, annotation: false, jsdoc: false } });

const IMPORT = /^\s*import\s*(?:([\w$]+)\s*,?\s*)?(?:\*\s*as\s*([\w$]+)\s*)?(?:\{([^}]*)\}\s*)?(?:from\s*)?"([^"]+)";?/;

/**
 * Turns an area's ES module into the script that waits for the main file: its imports of shared
 * modules become `shared(key)`, a look-up in the table wallet-kit.js runs it with (src/areas/runtime.ts),
 * and `exposed` records which names of which module it takes.
 */
function wrapArea(area, chunk, keyToId, exposed) {
  let code = chunk.code;
  const lines = [];
  const take = (key, names) => {
    const id = keyToId.get(key);
    if (!id) throw new Error(`wallet-kit.${area}.js imports ${key}, which is not a module of wallet-kit.js`);
    const entry = exposed.get(key) ?? { id, names: new Set() };
    if (names === '*' || entry.names === '*') entry.names = '*';
    else names.forEach((name) => entry.names.add(name));
    exposed.set(key, entry);
  };
  for (let match = IMPORT.exec(code); match; match = IMPORT.exec(code)) {
    const [statement, defaultName, namespace, named, key] = match;
    const required = `shared(${JSON.stringify(key)})`;
    if (namespace) {
      take(key, '*');
      lines.push(`const ${namespace}=${required};`);
    }
    const pairs = (named ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => part.split(/\s+as\s+/));
    if (defaultName) pairs.push(['default', defaultName]);
    if (pairs.length) {
      take(key, pairs.map(([name]) => name));
      lines.push(`const{${pairs.map(([name, local = name]) => (name === local ? name : `${name}:${local}`)).join(',')}}=${required};`);
    }
    // A bare `import "key"` of a main-file module: wallet-kit.js has run it already; nothing to take.
    if (!namespace && !pairs.length && !keyToId.has(key)) throw new Error(`wallet-kit.${area}.js imports ${key}, which is not a module of wallet-kit.js`);
    code = code.slice(statement.length);
  }
  code = code.replace(/\bimport\("([^"]+)"\)/g, (whole, key) => {
    if (!keyToId.has(key)) return whole;
    take(key, '*');
    return `Promise.resolve(shared(${JSON.stringify(key)}))`;
  });
  const left = [...chunk.imports].filter((key) => !keyToId.has(key));
  if (left.length || chunk.exports.length) throw new Error(`wallet-kit.${area}.js: imports left unresolved (${left.join(', ')}) or exports (${chunk.exports.join(', ')})`);
  // What is left must be a classic script's function body: an import or export statement the rewriting
  // above missed, or an import.meta, would be a syntax error on the page, so it fails the build here.
  try {
    new Function('shared', `${lines.join('')}${code}`);
  } catch (error) {
    throw new Error(`wallet-kit.${area}.js is not a valid script once wrapped: ${error.message}`, { cause: error });
  }
  return `/* wallet-kit.${area}.js ${version}: needs wallet-kit.js ${version} on the page, before or after it. */\n(globalThis.WalletKitAreas=globalThis.WalletKitAreas||[]).push({area:${JSON.stringify(area)},version:${JSON.stringify(version)},run:function(shared){"use strict";${lines.join('')}${code}\n}});\n`;
}

/**
 * Builds every area and companion file against the main file's graph, in memory: each one's code
 * and integrity, and the modules (with the names) the script file and the ES module must share.
 */
export async function buildAreas(graph) {
  checkAreaWidgets();
  const keyToId = new Map([...graph].map((id) => [sharedKey(id), id]));
  const exposed = { script: new Map(), module: new Map() };
  const files = {};
  const integrity = {};
  for (const area of AREA_FILES) {
    const [output] = [await build(areaFile(area, graph))].flat();
    const chunk = output.output.find((item) => item.type === 'chunk');
    const own = new Map();
    files[area] = wrapArea(area, chunk, keyToId, own);
    // Pinned in wallet-kit.js: the companions it fetches by itself. An area file's integrity is the page's to give
    // (its own <script integrity>, or load(area, { integrity })), which keeps 0.4 kB of hashes out of wallet-kit.js.
    if (SCRIPT_COMPANIONS.includes(area)) integrity[area] = `sha384-${createHash('sha384').update(files[area]).digest('base64')}`;
    for (const target of SCRIPT_COMPANIONS.includes(area) ? [exposed.script] : [exposed.script, exposed.module]) merge(target, own);
  }
  return { files, exposed, integrity };
}

/**
 * Fails the build when src/registry.ts and the area files disagree: an area widget no file registers
 * (its element would wait for ever), a file registering a name the registry does not give that area,
 * or an area with no file.
 */
function checkAreaWidgets() {
  const registry = readFileSync(here('./src/registry.ts'), 'utf8');
  const expected = new Map();
  for (const [, name, area] of registry.matchAll(/^ {2}([A-Za-z]+): \{\n {4}tag: '[^']+',\n {4}area: '([a-z]+)',/gm)) expected.set(area, [...(expected.get(area) ?? []), name]);
  const problems = [];
  for (const area of AREA_FILES.filter((file) => !SCRIPT_COMPANIONS.includes(file))) {
    const source = readFileSync(here(`./src/areas/files/${area}.ts`), 'utf8');
    const registered = /registerArea\('([a-z]+)', \{([^}]*)\}\)/.exec(source);
    const names = (registered?.[2] ?? '').split(',').map((entry) => entry.split(':')[0].trim()).filter(Boolean);
    if (registered?.[1] !== area) problems.push(`src/areas/files/${area}.ts must call registerArea('${area}', { ... })`);
    const given = expected.get(area) ?? [];
    if (names.sort().join() !== given.sort().join()) problems.push(`src/areas/files/${area}.ts registers ${names.join(', ') || 'nothing'}; src/registry.ts gives the ${area} area ${given.join(', ') || 'nothing'}`);
    expected.delete(area);
  }
  for (const area of expected.keys()) problems.push(`src/registry.ts names the area ${area}, which has no src/areas/files/${area}.ts`);
  if (problems.length) throw new Error(`build.mjs: the area widgets disagree:\n${problems.join('\n')}`);
}

function merge(target, exposures) {
  for (const [key, { id, names }] of exposures) {
    const entry = target.get(key) ?? { id, names: new Set() };
    entry.names = names === '*' || entry.names === '*' ? '*' : new Set([...entry.names, ...names]);
    target.set(key, entry);
  }
}

/** The main file's module ids, from a first build with nothing shared yet. */
export async function mainGraph(options = {}) {
  const graph = new Set();
  await build(mainFile({ entry: './src/global.ts', format: 'iife', fileName: 'wallet-kit.js', write: false, graph, ...options }));
  for (const id of AREA_HELPERS) graph.add(id);
  return graph;
}

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

function writeScript(fileName, code) {
  const file = `${outDir}/${fileName}`;
  mkdirSync(outDir, { recursive: true });
  writeFileSync(file, code);
  console.log(`packages/embed/dist/${fileName}  integrity="${integrityOf(file)}"`);
}

/** wallet-kit.js and wallet-kit.mjs (English built in), the area files, the optional language and QR files, and the types. */
export async function buildEmbed() {
  rmSync(outDir, { recursive: true, force: true });
  const { files, exposed, integrity } = await buildAreas(await mainGraph());
  const main = await buildFile(mainFile({ entry: './src/global.ts', format: 'iife', fileName: 'wallet-kit.js', exposed: exposed.script, integrity }));
  await buildFile(mainFile({ entry: './src/index.ts', format: 'es', fileName: 'wallet-kit.mjs', exposed: exposed.module, integrity }));
  for (const [area, code] of Object.entries(files)) writeScript(`wallet-kit.${area}.js`, code);
  for (const locale of LANGUAGES) await buildFile(fileConfig({ entry: `./src/locales/${locale}.ts`, format: 'iife', fileName: `wallet-kit.${locale}.js`, plugins: [withoutLeftOutMessages()] }));
  await buildFile(fileConfig({ entry: './src/qr.ts', format: 'iife', fileName: 'wallet-kit.qr.js' }));
  writeTypes();
  return main;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildEmbed();
