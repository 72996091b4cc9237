import { execFile } from 'node:child_process';
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';

// The script-tag bundle's example page (packages/embed/example) as an integrator's plain HTML page
// would serve it: the built files beside it, under a strict Content Security Policy.
const CSP = "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'";
const embed = new URL('../../../packages/embed/', import.meta.url);
const FILES: Record<string, [string, string]> = {
  '/embed/': ['example/index.html', 'text/html'],
  '/embed/page.css': ['example/page.css', 'text/css'],
  '/embed/page.js': ['example/page.js', 'text/javascript'],
  '/embed/wallet-kit.js': ['dist/wallet-kit.js', 'text/javascript'],
  '/embed/wallet-kit.fr.js': ['dist/wallet-kit.fr.js', 'text/javascript'],
  '/embed/wallet-kit.ar.js': ['dist/wallet-kit.ar.js', 'text/javascript'],
  '/embed/wallet-kit.qr.js': ['dist/wallet-kit.qr.js', 'text/javascript'],
  // Fetched by wallet-kit.js itself when a passkey ceremony is prepared.
  '/embed/wallet-kit.passkey.js': ['dist/wallet-kit.passkey.js', 'text/javascript'],
  // Fetched by wallet-kit.js itself when a live element (transaction status, balance, activity) first listens.
  '/embed/wallet-kit.events.js': ['dist/wallet-kit.events.js', 'text/javascript'],
};

let built: Promise<void> | undefined;

/**
 * Builds the bundle on first use when `npm run build` has not (a fresh clone runs `npm start` only),
 * in its own process: this one runs Vite in development mode, which a production build must not inherit.
 */
function ensureBuilt(): Promise<void> {
  built ??= stat(fileURLToPath(new URL('dist/wallet-kit.js.sha384', embed))).then(
    () => undefined,
    () =>
      new Promise<void>((resolve, reject) => {
        execFile(process.execPath, [fileURLToPath(new URL('build.mjs', embed))], { env: { ...process.env, NODE_ENV: 'production' } }, (error) =>
          error ? reject(error) : resolve(),
        );
      }),
  );
  return built;
}

export function isEmbedPage(url: string | undefined): boolean {
  return url === '/embed' || (url?.startsWith('/embed/') ?? false);
}

export async function serveEmbedPage(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const path = new URL(req.url ?? '/', 'http://x').pathname;
  if (path === '/embed') return void res.writeHead(308, { Location: '/embed/' }).end();
  const entry = FILES[path];
  if (!entry) return void res.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found');
  await ensureBuilt();
  const integrity = (await readFile(new URL('dist/wallet-kit.js.sha384', embed), 'utf8')).trim();
  const text = (await readFile(new URL(entry[0], embed), 'utf8')).replace('{{WALLET_KIT_INTEGRITY}}', integrity);
  res.writeHead(200, { 'Content-Type': `${entry[1]}; charset=utf-8`, 'Content-Security-Policy': CSP, 'Cache-Control': 'no-store' });
  res.end(text);
}
