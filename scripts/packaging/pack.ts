// Packs every publishable package as it is published: the files npm packs from the package folder, with the
// manifest a consumer should see. In the workspace each export has a `source` condition pointing at TypeScript,
// which the tests, dev servers, Storybook and scripts resolve; the packed manifest drops it, with `scripts` (only
// the publish guard lives there) and `devDependencies` (they name private workspaces).
// The package folders are never modified: the files are copied to a staging folder and packed from there.
//
//   tsx scripts/packaging/pack.ts [destination]   (default: .release/)
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { publishablePackages, repoRoot, type Manifest } from './workspace.js';

/** An `exports` (or `imports`) map without the workspace's `source` condition, at any depth. */
export function withoutSourceCondition(exportsField: unknown): unknown {
  if (exportsField === null || typeof exportsField !== 'object') return exportsField;
  return Object.fromEntries(
    Object.entries(exportsField)
      .filter(([key]) => key !== 'source')
      .map(([key, value]) => [key, withoutSourceCondition(value)]),
  );
}

/** The manifest as published: the workspace's own, minus what only the workspace uses. */
export function publishedManifest(manifest: Manifest): Manifest {
  const published: Manifest = { ...manifest };
  delete published.scripts;
  delete published.devDependencies;
  if (published.exports !== undefined) published.exports = withoutSourceCondition(published.exports);
  if (published.imports !== undefined) published.imports = withoutSourceCondition(published.imports);
  return published;
}

interface NpmPackAnswer {
  name: string;
  filename: string;
  files: { path: string }[];
}

function npmPack(args: string[], cwd: string): NpmPackAnswer[] {
  // npm prints warnings on stderr (this machine's npmrc has one); its --json answer is on stdout.
  const answer = execFileSync('npm', ['pack', '--json', '--ignore-scripts', ...args], { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 64 << 20 });
  return JSON.parse(answer) as NpmPackAnswer[];
}

export interface PackedPackage {
  /** Folder from the repository root: `packages/key-store`. */
  path: string;
  name: string;
  version: string;
  /** The manifest inside the tarball. */
  manifest: Manifest;
  /** Absolute path of the `.tgz`. */
  tarball: string;
}

/**
 * Packs every publishable package (or those named in `only`) into `destination`: one npm run in all, whatever
 * the number of packages.
 */
export function packPackages(destination: string, only?: readonly string[]): PackedPackage[] {
  const packages = publishablePackages().filter((pkg) => only === undefined || only.includes(pkg.manifest.name));
  const unknown = (only ?? []).filter((name) => !packages.some((pkg) => pkg.manifest.name === name));
  if (unknown.length > 0) throw new Error(`packPackages: no publishable package named ${unknown.join(', ')}`);
  const stage = join(destination, 'stage');
  rmSync(stage, { recursive: true, force: true });
  const staged = packages.map((pkg) => {
    const stagedDir = join(stage, pkg.path);
    // The whole folder but its installed dependencies: npm pack applies `files` and the ignore files to the copy
    // as to the package folder. Listing the files first (`npm pack --dry-run`) cost as much as packing, since a dry
    // run builds each tarball too.
    cpSync(pkg.dir, stagedDir, { recursive: true, filter: (source) => !relative(pkg.dir, source).split(sep).includes('node_modules') });
    const manifest = publishedManifest(pkg.manifest);
    writeFileSync(join(stagedDir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    return { path: pkg.path, manifest, stagedDir };
  });
  const packed = npmPack([...staged.map((pkg) => pkg.stagedDir), '--pack-destination', destination], destination);
  rmSync(stage, { recursive: true, force: true });
  return staged.map((pkg) => {
    const tarball = packed.find((entry) => entry.name === pkg.manifest.name);
    if (tarball === undefined) throw new Error(`npm pack made no tarball for ${pkg.path}`);
    return { path: pkg.path, name: pkg.manifest.name, version: pkg.manifest.version, manifest: pkg.manifest, tarball: join(destination, tarball.filename) };
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const destination = resolve(process.argv[2] ?? join(repoRoot, '.release'));
  mkdirSync(destination, { recursive: true });
  for (const pkg of packPackages(destination)) console.log(pkg.tarball);
}
