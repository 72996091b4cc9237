import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createSandbox } from './sandbox.js';
import { StateFile, StateFileError } from './server.js';

describe('the state file', () => {
  it('writes atomically and reads back what was written', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'sandbox-state-'));
    const file = new StateFile(directory);
    expect(await file.load()).toBeUndefined();
    const sandbox = await createSandbox();
    void file.save(() => sandbox.snapshot());
    void file.save(() => sandbox.snapshot());
    await file.flush();
    const loaded = await file.load();
    expect(loaded?.customers).toEqual(sandbox.state.customers);
    expect(JSON.parse(await readFile(file.path, 'utf8')).version).toBe(1);
  });

  it('does not notify listeners when a snapshot is taken, so saving on change cannot loop', async () => {
    const sandbox = await createSandbox();
    let notified = 0;
    sandbox.onChange(() => notified++);
    sandbox.snapshot();
    expect(notified).toBe(0);
  });

  it('reports a corrupt file instead of starting over', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'sandbox-state-'));
    const file = new StateFile(directory);
    await writeFile(file.path, '{"version":1,"platf');
    await expect(file.load()).rejects.toBeInstanceOf(StateFileError);
    await writeFile(file.path, '{"version":2}');
    await expect(file.load()).rejects.toThrow(/not a version 1 sandbox state/);
    expect(await readFile(file.path, 'utf8')).toBe('{"version":2}');
  });
});
