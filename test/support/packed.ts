// The workspace's tarballs packed once per test run for every file that checks them as a consumer would
// (tarballs.test.ts, test-kit.test.ts): packing is some 20-40 s on CI's two cores, and each file paid it apart.
// The first file to ask packs and unpacks (./once-per-run.ts); the files of other workers wait for it.
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { packPackages, type PackedPackage } from '../../scripts/packaging/pack.js';
import { repoRoot } from '../../scripts/packaging/workspace.js';
import { oncePerRun, runDirectorySetup } from './once-per-run.js';
import { consumerFolder } from './tarballs.js';

declare module 'vitest' {
  export interface ProvidedContext {
    packedWorkspace: string;
  }
}

// Packing took 40 s on a machine at load 8; three times that before a waiting file gives up.
const PACK_TIMEOUT_MS = 180_000;

/** Every publishable package packed, and a consumer folder whose node_modules holds them all unpacked. */
export interface PackedWorkspace {
  packed: PackedPackage[];
  /** Shared by the files of the run: read it, and write only inside a folder of your own (`ownFolder`). */
  consumer: string;
}

/** Global setup: the run's directory, removed at the end. */
export default runDirectorySetup('packedWorkspace', 'wallet-kit-packed-');

let ready: Promise<PackedWorkspace> | undefined;

/** The run's packed workspace, packed on the first call of the run in any worker. */
export function packedWorkspace(): Promise<PackedWorkspace> {
  ready ??= oncePerRun('packedWorkspace', 'packing the workspace', PACK_TIMEOUT_MS, pack).then(read);
  return ready;
}

/** The package's unpacked tarball, inside the consumer's node_modules. */
export const unpackedDir = (workspace: PackedWorkspace, name: string): string => join(workspace.consumer, 'node_modules', name);

/** A fresh folder inside the consumer, where a file's own files can import the packed packages. */
export const ownFolder = (workspace: PackedWorkspace, prefix: string): Promise<string> => mkdtemp(join(workspace.consumer, `${prefix}-`));

interface Listing {
  packed: (Omit<PackedPackage, 'tarball'> & { file: string })[];
}

async function pack(directory: string): Promise<void> {
  const packed = packPackages(join(directory, 'tarballs'));
  consumerFolder(packed, join(directory, 'consumer'), join(repoRoot, 'node_modules'));
  const listing: Listing = { packed: packed.map(({ tarball, ...pkg }) => ({ ...pkg, file: basename(tarball) })) };
  await writeFile(join(directory, 'listing.json'), JSON.stringify(listing));
}

async function read(directory: string): Promise<PackedWorkspace> {
  const listing = JSON.parse(await readFile(join(directory, 'listing.json'), 'utf8')) as Listing;
  return {
    packed: listing.packed.map(({ file, ...pkg }) => ({ ...pkg, tarball: join(directory, 'tarballs', file) })),
    consumer: join(directory, 'consumer'),
  };
}
