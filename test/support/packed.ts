// The workspace's tarballs packed once per test run for every file that checks them as a consumer would
// (tarballs.test.ts, test-kit.test.ts): packing is some 20-40 s on CI's two cores, and each file paid it apart.
// The global setup only names a fresh directory, so a run without those files pays nothing. The first file to ask
// packs and unpacks into a folder of its own, then renames it into place: a file in another worker sees all of it
// or none of it. A lock directory keeps a second file from packing meanwhile; it waits for the rename instead.
import { mkdir, mkdtemp, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { inject } from 'vitest';
import type { TestProject } from 'vitest/node';
import { packPackages, type PackedPackage } from '../../scripts/packaging/pack.js';
import { repoRoot } from '../../scripts/packaging/workspace.js';
import { consumerFolder } from './tarballs.js';

declare module 'vitest' {
  export interface ProvidedContext {
    packedWorkspace: string;
  }
}

// Packing took 40 s on a machine at load 8; three times that before a waiting file gives up.
const PACK_TIMEOUT_MS = 180_000;

export class PackedWorkspaceError extends Error {
  constructor(
    readonly code: 'NOT_PROVIDED' | 'PACK_FAILED' | 'PACK_TIMEOUT',
    message: string,
  ) {
    super(message);
    this.name = 'PackedWorkspaceError';
  }
}

/** Every publishable package packed, and a consumer folder whose node_modules holds them all unpacked. */
export interface PackedWorkspace {
  packed: PackedPackage[];
  /** Shared by the files of the run: read it, and write only inside a folder of your own (`ownFolder`). */
  consumer: string;
}

/** Global setup: the run's directory, removed at the end. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const directory = await mkdtemp(join(tmpdir(), 'wallet-kit-packed-'));
  project.provide('packedWorkspace', directory);
  return () => rm(directory, { recursive: true, force: true });
}

let ready: Promise<PackedWorkspace> | undefined;

/** The run's packed workspace, packed on the first call of the run in any worker. */
export function packedWorkspace(): Promise<PackedWorkspace> {
  const directory = inject('packedWorkspace');
  if (!directory) throw new PackedWorkspaceError('NOT_PROVIDED', 'no packed-workspace directory: test/support/packed.ts is not a globalSetup of this Vitest project');
  ready ??= packOnce(directory);
  return ready;
}

/** The package's unpacked tarball, inside the consumer's node_modules. */
export const unpackedDir = (workspace: PackedWorkspace, name: string): string => join(workspace.consumer, 'node_modules', name);

/** A fresh folder inside the consumer, where a file's own files can import the packed packages. */
export const ownFolder = (workspace: PackedWorkspace, prefix: string): Promise<string> => mkdtemp(join(workspace.consumer, `${prefix}-`));

interface Listing {
  packed: (Omit<PackedPackage, 'tarball'> & { file: string })[];
}

async function packOnce(directory: string): Promise<PackedWorkspace> {
  const done = join(directory, 'packed');
  try {
    await mkdir(join(directory, 'lock'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    await packedByAnother(directory, done);
    return read(done);
  }
  try {
    const staging = join(directory, `packing-${process.pid}`);
    const packed = packPackages(join(staging, 'tarballs'));
    consumerFolder(packed, join(staging, 'consumer'), join(repoRoot, 'node_modules'));
    const listing: Listing = { packed: packed.map(({ tarball, ...pkg }) => ({ ...pkg, file: basename(tarball) })) };
    await writeFile(join(staging, 'listing.json'), JSON.stringify(listing));
    // The consumer's links to the repository's packages are absolute, so they survive the move.
    await rename(staging, done);
  } catch (error) {
    await writeFile(join(directory, 'failed'), (error as Error).message);
    throw error;
  }
  return read(done);
}

async function read(done: string): Promise<PackedWorkspace> {
  const listing = JSON.parse(await readFile(join(done, 'listing.json'), 'utf8')) as Listing;
  return {
    packed: listing.packed.map(({ file, ...pkg }) => ({ ...pkg, tarball: join(done, 'tarballs', file) })),
    consumer: join(done, 'consumer'),
  };
}

const exists = (path: string) => stat(path).then(() => true, () => false);

async function packedByAnother(directory: string, done: string): Promise<void> {
  const until = Date.now() + PACK_TIMEOUT_MS;
  while (!(await exists(done))) {
    if (await exists(join(directory, 'failed'))) {
      throw new PackedWorkspaceError('PACK_FAILED', `the workspace did not pack (in another test file):\n${await readFile(join(directory, 'failed'), 'utf8')}`);
    }
    if (Date.now() > until) throw new PackedWorkspaceError('PACK_TIMEOUT', `the workspace was not packed within ${PACK_TIMEOUT_MS} ms (by another test file)`);
    await new Promise((next) => setTimeout(next, 250));
  }
}
