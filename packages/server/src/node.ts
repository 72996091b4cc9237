import type { IncomingMessage, ServerResponse } from 'node:http';
import { ServerError } from './errors.js';
import { consoleLog, type ServerLog } from './log.js';
import { describeValue, functionOption, objectOption } from './options.js';

/** The peer address of each request toNodeListener made, read by `clientAddressOf`: no header can forge it. */
const peers = new WeakMap<Request, string>();

/**
 * The address of the socket a request came from, when `toNodeListener` made the request (undefined
 * otherwise). Behind a proxy it is the proxy's: pass `endUserAddress` to `createServiceHandler` then.
 */
export const clientAddressOf = (request: Request): string | undefined => peers.get(request);

/** Methods the Fetch API refuses to carry in a Request: answered here, before any Request exists. */
const FORBIDDEN_METHODS = new Set(['CONNECT', 'TRACE', 'TRACK']);

/**
 * The request's body as a stream the handler pulls from, so that a handler that caps its body
 * reads no more than its cap. Cancelling it drains the rest unread rather than destroying the
 * socket, so the client still receives the answer (a 413) that cancelled it.
 */
function bodyStream(req: IncomingMessage): ReadableStream<Uint8Array> {
  let finished = false;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      req.on('data', (chunk: Buffer) => {
        controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
        if ((controller.desiredSize ?? 0) <= 0) req.pause();
      });
      req.once('end', () => {
        if (!finished) controller.close();
        finished = true;
      });
      req.once('error', (error) => {
        if (!finished) controller.error(error);
        finished = true;
      });
      req.pause();
    },
    pull() {
      req.resume();
    },
    cancel() {
      finished = true;
      drain(req);
    },
  });
}

function drain(req: IncomingMessage): void {
  req.removeAllListeners('data');
  req.resume();
}

/** Without Content-Length or Transfer-Encoding an HTTP/1.1 request has no body (RFC 9112 §6.3). */
function hasBody(req: IncomingMessage): boolean {
  const length = req.headers['content-length'];
  return req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/** An event stream, written as it comes (every other answer is sent whole, with its length); it ends when either side does. */
async function streamTo(res: ServerResponse, body: ReadableStream<Uint8Array>): Promise<void> {
  res.flushHeaders();
  const reader = body.getReader();
  res.once('close', () => void reader.cancel().catch(() => undefined));
  for (;;) {
    const { done, value } = await reader.read();
    if (done || res.destroyed) break;
    res.write(value);
  }
  res.end();
}

/**
 * A Fetch handler as a Node `http` listener (also an Express middleware: Express requests are
 * Node requests). The URL is rebuilt from `originalUrl` where Express set it, so mounting under a
 * path keeps the full path the handler expects. The body is streamed to the handler, never
 * buffered here, so the handler's size limit holds; TRACE, CONNECT and TRACK answer 405.
 *
 * @example http.createServer(toNodeListener(handler)).listen(3000)
 * @example app.use('/api/service', toNodeListener(handler)) // Express
 */
export function toNodeListener(handler: (request: Request) => Promise<Response>, options: { log?: ServerLog } = {}): (req: IncomingMessage, res: ServerResponse) => void {
  if (typeof handler !== 'function') throw new ServerError('INVALID_ARGUMENT', `toNodeListener: handler: expected a Fetch handler, (request) => Promise<Response>, got ${describeValue(handler)}`);
  objectOption('toNodeListener: options', options, true);
  const log = functionOption('toNodeListener: log', options.log) ?? consoleLog;
  return (req, res) => {
    res.once('finish', () => {
      if (!req.complete) drain(req);
    });
    void (async () => {
      const method = (req.method ?? 'GET').toUpperCase();
      if (FORBIDDEN_METHODS.has(method)) {
        res.writeHead(405, { 'Content-Type': 'application/json', Allow: 'GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE' });
        res.end(JSON.stringify({ code: 'METHOD_NOT_ALLOWED', reason: `${method} is not served here` }));
        return;
      }
      const path = (req as IncomingMessage & { originalUrl?: string }).originalUrl ?? req.url ?? '/';
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) {
        if (Array.isArray(value)) value.forEach((item) => headers.append(name, item));
        else if (value !== undefined) headers.set(name, value);
      }
      const withBody = method !== 'GET' && method !== 'HEAD' && hasBody(req);
      // Aborted when the browser goes away: a stream of events ends with it.
      const gone = new AbortController();
      res.once('close', () => gone.abort());
      const request = new Request(new URL(path, `http://${req.headers.host ?? 'localhost'}`), {
        method,
        headers,
        signal: gone.signal,
        ...(withBody ? { body: bodyStream(req), duplex: 'half' } : {}),
      } as RequestInit);
      if (req.socket.remoteAddress) peers.set(request, req.socket.remoteAddress);
      const response = await handler(request);
      res.writeHead(response.status, Object.fromEntries(response.headers));
      if (response.body && /^text\/event-stream\b/i.test(response.headers.get('Content-Type') ?? '')) await streamTo(res, response.body);
      else res.end(response.body ? Buffer.from(await response.arrayBuffer()) : undefined);
    })().catch((error: unknown) => {
      log({ level: 'error', code: 'INTERNAL', message: 'the handler behind toNodeListener failed', cause: error });
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ code: 'INTERNAL', reason: 'the handler failed' }));
    });
  };
}
