// Work that test files share, done once per test run (the packed tarballs, the demo's production build). A
// globalSetup only names a fresh directory, so a run without those files pays nothing. Files run in parallel
// processes: the first to ask takes a lock directory and does the work; the others wait for its `done` (or
// `failed`) mark.
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject, type ProvidedContext } from 'vitest';
import type { TestProject } from 'vitest/node';

type DirectoryKey = { [K in keyof ProvidedContext]: ProvidedContext[K] extends string ? K : never }[keyof ProvidedContext];

export class OncePerRunError extends Error {
  constructor(
    readonly code: 'NOT_PROVIDED' | 'FAILED' | 'TIMEOUT',
    message: string,
  ) {
    super(message);
    this.name = 'OncePerRunError';
  }
}

/** A globalSetup that provides a fresh directory as `key`, removed at the end of the run. */
export const runDirectorySetup =
  (key: DirectoryKey, prefix: string) =>
  async (project: TestProject): Promise<() => Promise<void>> => {
    const directory = await mkdtemp(join(tmpdir(), prefix));
    project.provide(key, directory);
    return () => rm(directory, { recursive: true, force: true });
  };

/**
 * Runs `work` in `key`'s directory in the first file of the run to ask, and waits there for it in the others (up to
 * `timeoutMs`); `what` names the work in errors. The caller keeps the promise, so a file asks at most once.
 */
export async function oncePerRun(key: DirectoryKey, what: string, timeoutMs: number, work: (directory: string) => Promise<void>): Promise<string> {
  const directory = inject(key);
  if (!directory) throw new OncePerRunError('NOT_PROVIDED', `no directory for ${what}: its setup file is not a globalSetup of this Vitest project`);
  try {
    await mkdir(join(directory, 'lock'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    await doneByAnother(directory, what, timeoutMs);
    return directory;
  }
  try {
    await work(directory);
  } catch (error) {
    await writeFile(join(directory, 'failed'), (error as Error).message);
    throw error;
  }
  await writeFile(join(directory, 'done'), '');
  return directory;
}

const exists = (path: string) => stat(path).then(() => true, () => false);

async function doneByAnother(directory: string, what: string, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await exists(join(directory, 'done')))) {
    if (await exists(join(directory, 'failed'))) throw new OncePerRunError('FAILED', `${what} failed (in another test file):\n${await readFile(join(directory, 'failed'), 'utf8')}`);
    if (Date.now() > until) throw new OncePerRunError('TIMEOUT', `${what} was not done within ${timeoutMs} ms (by another test file)`);
    await new Promise((next) => setTimeout(next, 250));
  }
}
