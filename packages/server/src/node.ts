import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * A Fetch handler as a Node `http` listener (also an Express middleware: Express requests are
 * Node requests). The URL is rebuilt from `originalUrl` where Express set it, so mounting under a
 * path keeps the full path the handler expects.
 *
 * @example http.createServer(toNodeListener(handler)).listen(3000)
 * @example app.use('/api/service', toNodeListener(handler)) // Express
 */
export function toNodeListener(handler: (request: Request) => Promise<Response>): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    void (async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const path = (req as IncomingMessage & { originalUrl?: string }).originalUrl ?? req.url ?? '/';
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) {
        if (Array.isArray(value)) value.forEach((item) => headers.append(name, item));
        else if (value !== undefined) headers.set(name, value);
      }
      const method = req.method ?? 'GET';
      const request = new Request(new URL(path, `http://${req.headers.host ?? 'localhost'}`), {
        method,
        headers,
        ...(method === 'GET' || method === 'HEAD' || chunks.length === 0 ? {} : { body: Buffer.concat(chunks) }),
      });
      const response = await handler(request);
      res.writeHead(response.status, Object.fromEntries(response.headers));
      res.end(response.body ? Buffer.from(await response.arrayBuffer()) : undefined);
    })().catch((error: unknown) => {
      console.error('wallet-kit server handler failed', error);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ code: 'INTERNAL', reason: 'the handler failed' }));
    });
  };
}
