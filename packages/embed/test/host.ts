import { readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type RequestListener, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';

/** The policy every embed test page is served under: nothing inline, nothing from elsewhere. */
export const STRICT_CSP = "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'";

const dist = (file: string) => new URL(`../dist/${file}`, import.meta.url);

/** The tags of the optional language files, one per catalog, as build.mjs builds them from src/locales/. */
export const LANGUAGE_FILES: readonly string[] = readdirSync(new URL('../src/locales/', import.meta.url))
  .filter((file) => file.endsWith('.ts'))
  .map((file) => file.slice(0, -'.ts'.length))
  .sort();

/** The area files, one per src/areas/files/<area>.ts, as build.mjs builds them. */
export const AREA_FILES: readonly string[] = readdirSync(new URL('../src/areas/files/', import.meta.url))
  .filter((file) => file.endsWith('.ts'))
  .map((file) => file.slice(0, -'.ts'.length))
  .sort();

/** The built files, as an integrator's static host serves them. */
export const BUILT_FILES: Record<string, [URL, string]> = {
  '/wallet-kit.js': [dist('wallet-kit.js'), 'text/javascript'],
  '/wallet-kit.mjs': [dist('wallet-kit.mjs'), 'text/javascript'],
  ...Object.fromEntries(LANGUAGE_FILES.map((tag): [string, [URL, string]] => [`/wallet-kit.${tag}.js`, [dist(`wallet-kit.${tag}.js`), 'text/javascript']])),
  ...Object.fromEntries(AREA_FILES.map((area): [string, [URL, string]] => [`/wallet-kit.${area}.js`, [dist(`wallet-kit.${area}.js`), 'text/javascript']])),
  '/wallet-kit.qr.js': [dist('wallet-kit.qr.js'), 'text/javascript'],
};

export interface StaticHost {
  /** `http://localhost:PORT` (WebAuthn and the widgets' same-origin backend need a real host name). */
  readonly origin: string;
  close(): Promise<void>;
}

/**
 * A plain static host on localhost: `files` by path (`{{WALLET_KIT_INTEGRITY}}` replaced by the built
 * file's hash), every answer under the strict CSP, and `/api/service/*` passed to `backend` when given.
 */
export async function startStaticHost(files: Record<string, [URL, string]>, backend?: RequestListener): Promise<StaticHost> {
  const integrity = (await readFile(dist('wallet-kit.js.sha384'), 'utf8')).trim();
  const serve = async (request: IncomingMessage, response: ServerResponse) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    if (backend && path.startsWith('/api/service/')) return backend(request, response);
    const entry = files[path] ?? BUILT_FILES[path];
    if (!entry) return void response.writeHead(404).end();
    const text = await readFile(entry[0], 'utf8');
    response.writeHead(200, { 'Content-Type': `${entry[1]}; charset=utf-8`, 'Content-Security-Policy': STRICT_CSP });
    response.end(text.replace('{{WALLET_KIT_INTEGRITY}}', integrity));
  };
  const server = createServer((request, response) => {
    serve(request, response).catch((error: unknown) => {
      console.error('embed test host:', error);
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  return {
    origin: `http://localhost:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

/**
 * Collects what must not happen on a page: uncaught errors, console errors, CSP violations (reported
 * to the console by a listener added before any script runs).
 */
export async function watchProblems(page: Page): Promise<string[]> {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`));
  });
  return problems;
}
