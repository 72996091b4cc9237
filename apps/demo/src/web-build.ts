import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';

// The front end from a production build (build-web.ts), for DEMO_WEB_BUILD: what the Vite dev server
// answers for the same page, as static files: a file of the build by its path, else the app's index.html
// (a single-page app: any address without a file extension is the app).
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
};

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

export function serveWebBuild(directory: string): (req: IncomingMessage, res: ServerResponse) => Promise<void> {
  const root = resolve(directory);
  return async (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return void res.writeHead(405, { Allow: 'GET, HEAD' }).end();
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    } catch {
      return void res.writeHead(400).end();
    }
    const path = resolve(join(root, pathname));
    if (path !== root && !path.startsWith(root + sep)) return void res.writeHead(404).end();
    let file = path;
    if (!(await isFile(file))) {
      if (extname(pathname) !== '') return void res.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found');
      file = join(root, 'index.html');
    }
    const body = await readFile(file);
    res.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream', 'Content-Length': body.length, 'Cache-Control': 'no-cache' });
    res.end(req.method === 'HEAD' ? undefined : body);
  };
}
