// The CommonJS twin of each publishable package's build: beside every dist/**/*.js that tsc emitted (ESM), a .cjs
// of the same module and a .d.cts of its types, for the `require` condition of the exports maps (Jest in CommonJS
// mode, older tools). `npm run build` runs it after `tsc -b`.
//
// One .cjs per module, never one bundle per entry: an error class must exist once, or `instanceof` fails between
// two entries of a package. Relative imports become requires of the sibling .cjs. A dependency that Node can
// require stays a require; one that ships only ESM (today @noble/curves 2, loaded on demand for legacy keys) is
// inlined, since Jest's CommonJS mode cannot load ESM at all. `npm run build` runs it with require(esm) off, as in
// Jest: otherwise Node resolves a dependency's `module-sync` condition (msw's) to ESM, and it would be inlined too.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, extname, isAbsolute, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { exportTargets, publishablePackages, type WorkspacePackage } from './workspace.js';

/** The packages whose exports map has a `require` condition, i.e. that promise a CommonJS entry. */
export function packagesWithCommonJs(): WorkspacePackage[] {
  return publishablePackages().filter((pkg) => exportTargets(pkg.manifest.exports).some((entry) => entry.conditions.includes('require')));
}

function filesUnder(dir: string, suffix: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(suffix))
    .map((entry) => join(entry.parentPath, entry.name));
}

function nearestPackageType(file: string): string {
  for (let dir = dirname(file); dir !== dirname(dir); dir = dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest)) return (JSON.parse(readFileSync(manifest, 'utf8')) as { type?: string }).type ?? 'commonjs';
  }
  return 'commonjs';
}

/** Whether `require(specifier)` from `resolveDir` reaches CommonJS (true), or ESM or nothing (false). */
function requiresAsCommonJs(specifier: string, resolveDir: string): boolean {
  let resolved: string;
  try {
    resolved = createRequire(join(resolveDir, 'noop.js')).resolve(specifier);
  } catch {
    return false;
  }
  if (!isAbsolute(resolved)) return true; // a Node built-in
  const extension = extname(resolved);
  if (extension === '.cjs' || extension === '.json' || extension === '.node') return true;
  if (extension === '.mjs') return false;
  return nearestPackageType(resolved) !== 'module';
}

const relativePath = /^\.\.?\//;

const commonJsImports: Plugin = {
  name: 'wallet-kit-commonjs-imports',
  setup(builder) {
    builder.onResolve({ filter: /.*/ }, (args) => {
      if (args.kind === 'entry-point') return undefined;
      const insideDependency = args.importer.includes('/node_modules/');
      if (relativePath.test(args.path)) return insideDependency ? undefined : { path: args.path.replace(/\.js$/, '.cjs'), external: true };
      // `#name` is the package's own subpath import, which its `imports` map resolves at run time (to a .cjs under `require`).
      if (args.path.startsWith('node:') || args.path.startsWith('@wallet-kit/') || args.path.startsWith('#')) return { path: args.path, external: true };
      return requiresAsCommonJs(args.path, args.resolveDir) ? { path: args.path, external: true } : undefined;
    });
  },
};

/** A declaration file's `from './x.js'` and `import('./x.js')` pointed at its CommonJS twin `./x.cjs`. */
export function toCommonJsDeclaration(text: string): string {
  return text
    .replace(/((?:from|import)\s*\(?\s*)(['"])(\.{1,2}\/[^'"]+?)\.js\2/g, '$1$2$3.cjs$2')
    .replace(/^\/\/# sourceMappingURL=.*$/m, '');
}

export async function buildCommonJs(pkg: WorkspacePackage): Promise<void> {
  const dist = join(pkg.dir, 'dist');
  const modules = existsSync(dist) ? filesUnder(dist, '.js') : [];
  if (modules.length === 0) throw new Error(`${pkg.path}/dist has no .js files: run \`tsc -b\` first`);
  await build({
    entryPoints: modules,
    outdir: dist,
    outbase: dist,
    outExtension: { '.js': '.cjs' },
    bundle: true,
    format: 'cjs',
    platform: 'node',
    target: 'node20',
    // Jest's CommonJS mode has no import(): lazy imports become lazy requires.
    supported: { 'dynamic-import': false },
    sourcemap: true,
    // The maps point at src/, which ships; inlined dependencies' sources stay out of the tarball.
    sourcesContent: false,
    logLevel: 'warning',
    plugins: [commonJsImports],
  });
  for (const declaration of filesUnder(dist, '.d.ts')) {
    writeFileSync(declaration.replace(/\.d\.ts$/, '.d.cts'), toCommonJsDeclaration(readFileSync(declaration, 'utf8')));
  }
  const missing = exportTargets(pkg.manifest.exports)
    .filter((entry) => entry.conditions.includes('require') && !existsSync(join(pkg.dir, entry.target)))
    .map((entry) => entry.target);
  if (missing.length > 0) throw new Error(`${pkg.path}: the exports map requires ${missing.join(', ')}, which the build did not produce`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const pkg of packagesWithCommonJs()) await buildCommonJs(pkg);
}
