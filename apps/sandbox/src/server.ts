import { IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve, type Http2Bindings, type HttpBindings } from '@hono/node-server';
import { hostBodyReaders, type TooLarge } from './platform/http.js';
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
function closeUnread(request: Request, incoming: IncomingMessage, outgoing: NodeJS.EventEmitter, readDirectly: boolean): void {
  // A body read straight from the stream (readIncoming) was already stopped there, and counts as consumed to Node.
  if (!readDirectly && !request.bodyUsed && request.body !== null) request.body.getReader().releaseLock();
  outgoing.once('finish', () => incoming.socket.end());
}

/**
 * A request's body read straight from Node's stream, up to `max` bytes and no further (platform/http.ts readBody,
 * whose cap it keeps): reading stops, and the stream is paused, at the first chunk past the cap.
 */
function readIncoming(incoming: IncomingMessage, max: number, tooLarge: TooLarge): Promise<Uint8Array<ArrayBuffer>> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const finish = (error?: unknown) => {
      if (settled) return;
      settled = true;
      incoming.off('data', onData).off('end', onEnd).off('error', onError).off('close', onClose);
      if (error !== undefined) {
        incoming.pause();
        reject(error);
        return;
      }
      const body = new Uint8Array(size);
      let offset = 0;
      for (const chunk of chunks) {
        body.set(chunk, offset);
        offset += chunk.byteLength;
      }
      resolve(body);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.byteLength;
      if (size > max) finish(tooLarge(`more than ${max} bytes`));
      else chunks.push(chunk);
    };
    const onEnd = () => finish();
    // A sender that closed the connection once its whole request was parsed (Node then destroys the request) still
    // has its body read, from what Node buffered, as Hono's own reader does.
    const recovered = (): boolean => {
      if (!incoming.complete) return false;
      for (let chunk = incoming.read() as Buffer | null; chunk !== null && size <= max; chunk = incoming.read() as Buffer | null) onData(chunk);
      const declared = incoming.headers['content-length'];
      return size <= max && (declared === undefined || Number(declared) === size);
    };
    const onError = (error: Error) => finish(recovered() ? undefined : error);
    const onClose = () => finish(recovered() ? undefined : new Error('the connection closed before the request body ended'));
    if (incoming.readableEnded) return finish();
    incoming.on('data', onData).on('end', onEnd).on('error', onError).on('close', onClose);
  });
}

/** Serves a sandbox over HTTP; port 0 picks a free one. Settlement and webhook retries run on a one-second tick. */
export function startServer(sandbox: Sandbox, options: { port?: number; hostname?: string } = {}): Promise<RunningServer> {
  const hostname = options.hostname ?? '127.0.0.1';
  return new Promise((resolve, reject) => {
    const fetch = async (request: Request, env: HttpBindings | Http2Bindings) => {
      const { incoming } = env;
      let readDirectly = false;
      if (incoming instanceof IncomingMessage) {
        hostBodyReaders.set(request, (max, tooLarge) => {
          readDirectly = true;
          return readIncoming(incoming, max, tooLarge);
        });
      }
      const response = await sandbox.fetch(request);
      if (incoming instanceof IncomingMessage && !incoming.complete) closeUnread(request, incoming, env.outgoing, readDirectly);
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
