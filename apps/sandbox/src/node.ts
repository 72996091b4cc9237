import { existsSync } from 'node:fs';
import { mkdir, readFile, rename } from 'node:fs/promises';
import { join } from 'node:path';
import { createSandbox, type Sandbox, type SandboxOptions } from './sandbox.js';

export { startServer, type RunningServer } from './server.js';

/** What {@link openStateDirectory} opened. */
export interface StateDirectory {
  /** The sandbox on that state. */
  sandbox: Sandbox;
  /** The database file. */
  file: string;
  /** Whether the state was there before (or carried over from a legacy file). */
  restored: boolean;
  /** The legacy `state.json` carried over into the database, if there was one. */
  imported?: string;
}

/**
 * A sandbox whose state lives in `directory/sandbox.db`, created on first use. A `state.json` left
 * by a sandbox from before the database is carried over once and kept aside as `state.json.imported`.
 *
 * @example const { sandbox } = await openStateDirectory('.sandbox', { passkeys: { origins: ['http://localhost:5173'] } });
 */
export async function openStateDirectory(directory: string, options: Omit<SandboxOptions, 'file' | 'legacyState'> = {}): Promise<StateDirectory> {
  await mkdir(directory, { recursive: true });
  const file = join(directory, 'sandbox.db');
  const existed = existsSync(file);
  const legacy = join(directory, 'state.json');
  const legacyState = !existed && existsSync(legacy) ? (JSON.parse(await readFile(legacy, 'utf8')) as unknown) : undefined;
  const sandbox = await createSandbox({ ...options, file, ...(legacyState === undefined ? {} : { legacyState }) });
  if (legacyState === undefined) return { sandbox, file, restored: existed };
  await rename(legacy, `${legacy}.imported`);
  return { sandbox, file, restored: true, imported: legacy };
}
