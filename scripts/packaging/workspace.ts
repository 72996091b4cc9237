// The workspace's packages as publishing sees them: every workspace with a package.json that is not private.
// The sandbox becomes one of them the day its package.json drops `"private": true`; nothing here lists names.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** The fields of a package.json that packing and its checks read. */
export interface Manifest {
  name: string;
  version: string;
  private?: boolean;
  license?: string;
  homepage?: string;
  bugs?: { url?: string };
  repository?: { type?: string; url?: string; directory?: string };
  engines?: { node?: string };
  keywords?: string[];
  sideEffects?: boolean | string[];
  files?: string[];
  exports?: unknown;
  scripts?: Record<string, string>;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  [field: string]: unknown;
}

export interface WorkspacePackage {
  /** Absolute folder. */
  dir: string;
  /** Folder from the repository root: `packages/key-store`. */
  path: string;
  manifest: Manifest;
}

export function readManifest(dir: string): Manifest {
  return JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as Manifest;
}

/** Every workspace folder (packages/*, apps/*) with its manifest, private ones included. */
export function workspacePackages(): WorkspacePackage[] {
  return ['packages', 'apps'].flatMap((parent) =>
    readdirSync(join(repoRoot, parent), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(join(repoRoot, parent, entry.name, 'package.json')))
      .map((entry) => {
        const dir = join(repoRoot, parent, entry.name);
        return { dir, path: relative(repoRoot, dir), manifest: readManifest(dir) };
      }),
  );
}

/** The packages that `npm run release` publishes, sorted by folder. */
export function publishablePackages(): WorkspacePackage[] {
  return workspacePackages()
    .filter((pkg) => pkg.manifest.private !== true)
    .sort((a, b) => a.path.localeCompare(b.path));
}

export interface ExportTarget {
  /** `'.'`, `'./encoding'`. */
  subpath: string;
  /** `'./dist/index.d.cts'`. */
  target: string;
  /** The conditions on the way to it, outermost first: `['require', 'types']`. */
  conditions: string[];
}

/** Every file target an `exports` map names. */
export function exportTargets(exportsField: unknown, subpath = '.', conditions: string[] = []): ExportTarget[] {
  if (typeof exportsField === 'string') return [{ subpath, target: exportsField, conditions }];
  if (exportsField === null || typeof exportsField !== 'object') return [];
  return Object.entries(exportsField).flatMap(([key, value]) =>
    key.startsWith('.') ? exportTargets(value, key, conditions) : exportTargets(value, subpath, [...conditions, key]),
  );
}
