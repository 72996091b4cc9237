import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { Sandbox } from './sandbox.js';

/** A sandbox served over HTTP, from {@link startServer}. */
export interface RunningServer {
  /** `http://127.0.0.1:<port>/2025-10-13`: the `serviceUrl` to give your backend. */
  url: string;
  /** The port it listens on. */
  port: number;
  /** Stops listening (the sandbox stays open). */
  close(): Promise<void>;
}

/** Serves a sandbox over HTTP; port 0 picks a free one. Settlement and webhook retries run on a one-second tick. */
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
