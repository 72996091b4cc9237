import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { SandboxState } from './model/types.js';
import type { Sandbox } from './sandbox.js';

/** A state file that is unreadable or not a sandbox state: reported, never silently replaced. */
export class StateFileError extends Error {
  readonly code = 'STATE_FILE_CORRUPT';
  constructor(
    readonly path: string,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'StateFileError';
  }
}

/**
 * The sandbox's state on disk, written atomically: a temporary file in the same directory, then a
 * rename over the old one, so a crash leaves either the old state or the new, never half of one.
 */
export class StateFile {
  readonly path: string;
  private writing: Promise<void> = Promise.resolve();
  private pending: (() => SandboxState) | undefined;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(readonly directory: string) {
    this.path = join(directory, 'state.json');
  }

  async load(): Promise<SandboxState | undefined> {
    let text: string;
    try {
      text = await readFile(this.path, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw new StateFileError(this.path, `cannot read ${this.path}: ${(error as Error).message}`, { cause: error });
    }
    let state: unknown;
    try {
      state = JSON.parse(text);
    } catch (error) {
      throw new StateFileError(this.path, `${this.path} is not valid JSON (${(error as Error).message})`, { cause: error });
    }
    const s = state as Partial<SandboxState> | null;
    if (typeof s !== 'object' || s === null || s.version !== 1 || typeof s.platform !== 'object' || typeof s.keys !== 'object' || !Array.isArray(s.ledger)) {
      throw new StateFileError(this.path, `${this.path} is not a version 1 sandbox state`);
    }
    return s as SandboxState;
  }

  /**
   * Saves soon: changes within `delayMs` collapse into one write, so a busy sandbox does not
   * serialize its whole state on every request. `flush()` writes at once (on exit).
   */
  save(snapshot: () => SandboxState, delayMs = 250): Promise<void> {
    this.pending = snapshot;
    this.timer ??= setTimeout(() => void this.flush(), delayMs);
    return this.writing;
  }

  flush(): Promise<void> {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
    const snapshot = this.pending;
    this.pending = undefined;
    if (!snapshot) return this.writing;
    this.writing = this.writing.then(async () => {
      await mkdir(this.directory, { recursive: true });
      const temporary = `${this.path}.${process.pid}.tmp`;
      await writeFile(temporary, JSON.stringify(snapshot()), { mode: 0o600 });
      await rename(temporary, this.path);
    });
    return this.writing;
  }
}

export interface RunningServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

/** Serves a sandbox over HTTP; port 0 picks a free one. Settlement runs on a one-second tick. */
export function startServer(sandbox: Sandbox, options: { port?: number; hostname?: string } = {}): Promise<RunningServer> {
  const hostname = options.hostname ?? '127.0.0.1';
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: (request: Request) => sandbox.fetch(request), port: options.port ?? 8787, hostname }, (info: AddressInfo) => {
      const tick = setInterval(() => sandbox.tick(), 1000);
      tick.unref();
      resolve({
        url: `http://${hostname}:${info.port}${sandbox.basePath}`,
        port: info.port,
        close: () =>
          new Promise<void>((done, fail) => {
            clearInterval(tick);
            server.close((error?: Error) => (error ? fail(error) : done()));
          }),
      });
    });
    server.once('error', reject);
  });
}
