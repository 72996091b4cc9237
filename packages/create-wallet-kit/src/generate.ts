// Writes a new app from the template folder beside this package's build: the app's name filled in, and the
// @wallet-kit/* packages pinned at this package's own version (Changesets versions the kit as one fixed group).
import { cpSync, existsSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export type CreateErrorCode = 'MISSING_NAME' | 'INVALID_NAME' | 'DIRECTORY_NOT_EMPTY' | 'NOT_A_DIRECTORY';

export class CreateError extends Error {
  override readonly name = 'CreateError';
  constructor(
    readonly code: CreateErrorCode,
    message: string,
  ) {
    super(message);
  }
}

const packageRoot = fileURLToPath(new URL('..', import.meta.url));
export const TEMPLATE_DIR = join(packageRoot, 'template');
export const KIT_VERSION = (JSON.parse(readFileSync(join(packageRoot, 'package.json'), 'utf8')) as { version: string }).version;

// npm's rules for a new package's name, which the app's package.json takes from its folder.
const NPM_NAME = /^[a-z0-9][a-z0-9._-]*$/;
const RESERVED = new Set(['node_modules', 'favicon.ico']);
const EXAMPLE = 'npm create wallet-kit my-app';

/** The app's name from the folder asked for, or a CreateError saying what a name must look like. */
export function appNameOf(target: string | undefined): string {
  if (!target?.trim()) throw new CreateError('MISSING_NAME', `Expected the new app's folder, as in \`${EXAMPLE}\`.`);
  const name = basename(resolve(target));
  if (!NPM_NAME.test(name) || name.length > 214 || RESERVED.has(name)) {
    throw new CreateError(
      'INVALID_NAME',
      `"${name}" cannot name an npm package: expected lower-case letters, digits, "-", "_" or "." (not first), as in \`${EXAMPLE}\`.`,
    );
  }
  return name;
}

function refuseOccupied(dir: string): void {
  if (!existsSync(dir)) return;
  if (!statSync(dir).isDirectory()) throw new CreateError('NOT_A_DIRECTORY', `${dir} is a file: expected a new or empty folder for the app.`);
  if (readdirSync(dir).length > 0) throw new CreateError('DIRECTORY_NOT_EMPTY', `${dir} is not empty: expected a new or empty folder, so that nothing of yours is overwritten.`);
}

export interface CreateOptions {
  /** Where a relative target is resolved; the current directory by default. */
  readonly cwd?: string;
  /** The version the @wallet-kit/* dependencies are pinned to; this package's own by default. */
  readonly kitVersion?: string;
}

export interface CreatedApp {
  readonly dir: string;
  readonly name: string;
}

/** Copies the template into `target` (new or empty), or throws a CreateError having written nothing. */
export function createApp(target: string | undefined, options: CreateOptions = {}): CreatedApp {
  const name = appNameOf(target);
  const dir = resolve(options.cwd ?? process.cwd(), target!);
  refuseOccupied(dir);
  cpSync(TEMPLATE_DIR, dir, { recursive: true });
  // npm leaves every .gitignore out of a published package, so the template holds it under another name.
  renameSync(join(dir, 'gitignore'), join(dir, '.gitignore'));
  writeManifest(dir, name, options.kitVersion ?? KIT_VERSION);
  fillName(join(dir, 'README.md'), name);
  fillName(join(dir, 'index.html'), name);
  return { dir, name };
}

function writeManifest(dir: string, name: string, kitVersion: string): void {
  const file = join(dir, 'package.json');
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as { name: string; dependencies?: Record<string, string>; devDependencies?: Record<string, string> };
  manifest.name = name;
  for (const deps of [manifest.dependencies, manifest.devDependencies]) {
    for (const dep of Object.keys(deps ?? {})) if (dep.startsWith('@wallet-kit/')) deps![dep] = kitVersion;
  }
  writeFileSync(file, `${JSON.stringify(manifest, null, 2)}\n`);
}

function fillName(file: string, name: string): void {
  writeFileSync(file, readFileSync(file, 'utf8').replaceAll('{{name}}', name));
}
