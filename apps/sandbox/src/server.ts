import { IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve, type Http2Bindings, type HttpBindings } from '@hono/node-server';
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

/**
 * A body the sandbox left unread (refused past its cap, or sent to a route that reads none) is never drained:
 * the rest stays unread and the socket's sending half closes once the answer is out (a lingering close, RFC 9112
 * §9.6), so the sender reads the answer and no one can make the server read, or hold, more than the cap
 * (platform/http.ts readBody). Taking the body's stream keeps Node from reading it to the end (its `_dump`), and
 * `autoCleanupIncoming: false` keeps Hono's own cleanup from reading up to 64 MB. A peer that keeps the socket
 * open is dropped at the keep-alive timeout.
 */
function closeUnread(request: Request, incoming: IncomingMessage, outgoing: NodeJS.EventEmitter): void {
  if (!request.bodyUsed && request.body !== null) request.body.getReader().releaseLock();
  outgoing.once('finish', () => incoming.socket.end());
}

/** Serves a sandbox over HTTP; port 0 picks a free one. Settlement and webhook retries run on a one-second tick. */
export function startServer(sandbox: Sandbox, options: { port?: number; hostname?: string } = {}): Promise<RunningServer> {
  const hostname = options.hostname ?? '127.0.0.1';
  return new Promise((resolve, reject) => {
    const fetch = async (request: Request, env: HttpBindings | Http2Bindings) => {
      const response = await sandbox.fetch(request);
      if (env.incoming instanceof IncomingMessage && !env.incoming.complete) closeUnread(request, env.incoming, env.outgoing);
      return response;
    };
    const server = serve({ fetch, autoCleanupIncoming: false, port: options.port ?? 8787, hostname }, (info: AddressInfo) => {
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
