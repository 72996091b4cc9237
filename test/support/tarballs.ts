import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, symlinkSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { join, relative } from 'node:path';
import ts from 'typescript';
import type { PackedPackage } from '../../scripts/packaging/pack.js';

/** Extracts an npm tarball (whose files sit under `package/`) into `dir`. */
export function unpack(tarball: string, dir: string): void {
  mkdirSync(dir, { recursive: true });
  execFileSync('tar', ['-xzf', tarball, '-C', dir, '--strip-components=1']);
}

/** Every file under `dir`, as POSIX paths relative to it, sorted. */
export function filesIn(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort();
}

/**
 * A folder where a consumer's code can import the packed packages: `node_modules/@wallet-kit/*` holds the
 * extracted tarballs, and every other package in the repository's node_modules is linked beside them, the way
 * an install from the registry would put the packages' dependencies.
 */
export function consumerFolder(packed: PackedPackage[], dir: string, repoNodeModules: string): string {
  const nodeModules = join(dir, 'node_modules');
  for (const pkg of packed) unpack(pkg.tarball, join(nodeModules, pkg.name));
  // An unscoped package of ours (create-wallet-kit) is also a workspace link in the repository's node_modules.
  const ours = new Set(packed.map((pkg) => pkg.name));
  for (const entry of readdirSync(repoNodeModules)) {
    if (entry === '@wallet-kit' || entry.startsWith('.') || ours.has(entry)) continue;
    symlinkSync(join(repoNodeModules, entry), join(nodeModules, entry));
  }
  return dir;
}

/**
 * The packages a built file imports or requires by name (`react` for `react/jsx-runtime`, `@scope/name` for a
 * scoped subpath), Node built-ins left out. TypeScript's scanner reads them, so strings and comments that merely
 * quote an import (a warning, a doc example) are not mistaken for one.
 */
export function importedPackages(code: string): string[] {
  const names = new Set<string>();
  const { importedFiles, typeReferenceDirectives } = ts.preProcessFile(code, true, true);
  for (const { fileName: specifier } of [...importedFiles, ...typeReferenceDirectives]) {
    // `#name` is the package's own subpath import (its `imports` map), not another package.
    if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('#') || isBuiltin(specifier)) continue;
    const parts = specifier.split('/');
    names.add(specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!);
  }
  return [...names].sort();
}
