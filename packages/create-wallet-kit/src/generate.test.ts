import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readManifest, workspacePackages } from '../../../scripts/packaging/workspace.js';
import { createApp, CreateError } from './generate.js';

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'create-wallet-kit-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('expected a refusal');
};

describe('createApp', () => {
  it('writes the template into a new folder, named after it, with a .gitignore', () => {
    const { dir, name } = createApp('my-app', { cwd: root });
    expect(name).toBe('my-app');
    expect(readdirSync(dir).sort()).toEqual(['.gitignore', 'README.md', 'backend.js', 'index.html', 'package.json', 'server.js', 'src', 'test', 'vite.config.js']);
    expect(readManifest(dir).name).toBe('my-app');
    expect(readFileSync(join(dir, 'README.md'), 'utf8')).toMatch(/^# my-app$/m);
    expect(readFileSync(join(dir, 'index.html'), 'utf8')).toContain('<title>my-app</title>');
  });

  it("pins every @wallet-kit/* dependency at the workspace's current version of that package", () => {
    const { dir } = createApp('pinned', { cwd: root });
    const manifest = readManifest(dir);
    const kit = Object.entries({ ...manifest.dependencies, ...manifest.devDependencies }).filter(([dep]) => dep.startsWith('@wallet-kit/'));
    expect(kit.map(([dep]) => dep).sort()).toEqual(['@wallet-kit/client', '@wallet-kit/react', '@wallet-kit/sandbox', '@wallet-kit/server']);
    const versions = new Map(workspacePackages().map((pkg) => [pkg.manifest.name, pkg.manifest.version]));
    for (const [dep, range] of kit) expect(range, dep).toBe(versions.get(dep));
  });

  it('fills an empty folder that exists', () => {
    mkdirSync(join(root, 'empty'));
    expect(createApp('empty', { cwd: root }).dir).toBe(join(root, 'empty'));
  });

  it('refuses a folder that is not empty, saying what it expected, and writes nothing', () => {
    mkdirSync(join(root, 'taken'));
    writeFileSync(join(root, 'taken', 'notes.txt'), 'mine');
    const error = refusal(() => createApp('taken', { cwd: root }));
    expect(error).toBeInstanceOf(CreateError);
    expect(error).toMatchObject({ code: 'DIRECTORY_NOT_EMPTY', message: expect.stringContaining('expected a new or empty folder') });
    expect(readdirSync(join(root, 'taken'))).toEqual(['notes.txt']);
  });

  it.each([
    ['a name with capitals', 'My-App'],
    ['a name with a space', 'my app'],
    ['a name starting with a dot', '.app'],
    ['node_modules', 'node_modules'],
  ])('refuses %s as the app name, saying what a name must be, and writes nothing', (_what, name) => {
    const error = refusal(() => createApp(name, { cwd: root }));
    expect(error).toMatchObject({ code: 'INVALID_NAME', message: expect.stringContaining('expected lower-case letters') });
    expect(readdirSync(root)).toEqual([]);
  });

  it('refuses a missing name with the command to type', () => {
    expect(refusal(() => createApp(undefined, { cwd: root }))).toMatchObject({ code: 'MISSING_NAME', message: expect.stringContaining('npm create wallet-kit my-app') });
  });
});
