import { readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type RequestListener, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestPage } from '../../../test/harness/engines/index.js';

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

/**
 * The test's probe, served first in every page of the host (before the page's own scripts, under the same CSP): it
 * notes what must not happen (uncaught errors, console errors, CSP violations, a script or file that failed to
 * load) and the console's warnings, in the page, so every engine reports them alike (WebKit's driver hears no page
 * events and runs no init scripts). `?languages=de-CH,fr` on the page's URL stands in for the browser's languages.
 */
const PROBE_PATH = '/__wallet-kit-test-probe.js';
const PROBE = `(() => {
  const seen = (window.__pageProblems = { problems: [], warnings: [] });
  const text = (values) => values.map((value) => (value instanceof Error ? value.message : typeof value === 'string' ? value : String(value))).join(' ');
  for (const [level, list] of [['error', seen.problems], ['warn', seen.warnings]]) {
    const original = console[level].bind(console);
    console[level] = (...values) => {
      list.push(text(values));
      original(...values);
    };
  }
  addEventListener('error', (event) => {
    const target = event.target;
    if (target && target !== window) seen.problems.push('Failed to load resource: ' + (target.src || target.href || target.tagName));
    else seen.problems.push('page error: ' + event.message);
  }, true);
  addEventListener('unhandledrejection', (event) => seen.problems.push('page error: ' + ((event.reason && event.reason.message) || String(event.reason))));
  document.addEventListener('securitypolicyviolation', (event) => seen.problems.push('CSP violation: ' + event.violatedDirective + ' ' + event.blockedURI));
  const languages = new URLSearchParams(location.search).get('languages');
  if (languages) {
    const preferred = languages.split(',');
    Object.defineProperty(navigator, 'languages', { get: () => preferred });
    Object.defineProperty(navigator, 'language', { get: () => preferred[0] });
  }
})();
`;

/** A request the host answered, as the page's network sent it. */
export interface HostRequest {
  method: string;
  path: string;
  body: string;
}

export interface StaticHost {
  /** `http://localhost:PORT` (WebAuthn and the widgets' same-origin backend need a real host name). */
  readonly origin: string;
  /** Every request since the host started (empty it to start again), in the order they came. */
  readonly requests: HostRequest[];
  close(): Promise<void>;
}

/** Reads a request's body (the host has no body of its own to cap: only the test's pages call it). */
function bodyOf(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

/**
 * A plain static host on localhost: `files` by path (`{{WALLET_KIT_INTEGRITY}}` replaced by the built
 * file's hash, the test's probe first in every HTML page), every answer under the strict CSP, and
 * `/api/service/*` passed to `backend` when given. It keeps the requests it answered.
 */
export async function startStaticHost(files: Record<string, [URL, string]>, backend?: RequestListener): Promise<StaticHost> {
  const integrity = (await readFile(dist('wallet-kit.js.sha384'), 'utf8')).trim();
  const requests: HostRequest[] = [];
  const serve = async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const path = url.pathname;
    if (backend && path.startsWith('/api/service/')) {
      requests.push({ method: request.method ?? 'GET', path, body: '' });
      return backend(request, response);
    }
    requests.push({ method: request.method ?? 'GET', path, body: await bodyOf(request) });
    if (path === PROBE_PATH) return void response.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Content-Security-Policy': STRICT_CSP }).end(PROBE);
    const entry = files[path] ?? BUILT_FILES[path];
    if (!entry) return void response.writeHead(404).end();
    let text = (await readFile(entry[0], 'utf8')).replace('{{WALLET_KIT_INTEGRITY}}', integrity);
    if (entry[1] === 'text/html') text = text.replace('<head>', `<head>\n    <script src="${PROBE_PATH}"></script>`);
    response.writeHead(200, { 'Content-Type': `${entry[1]}; charset=utf-8`, 'Content-Security-Policy': STRICT_CSP });
    response.end(text);
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
    requests,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

/** What the page's probe noted so far: what must not happen (`problems`), and the console's warnings. */
export function pageProblems(page: TestPage): Promise<{ problems: string[]; warnings: string[] }> {
  return page.evaluate(() => (window as unknown as { __pageProblems: { problems: string[]; warnings: string[] } }).__pageProblems);
}

/** What must not happen, as the page's probe noted it so far. */
export async function problemsOf(page: TestPage): Promise<string[]> {
  return (await pageProblems(page)).problems;
}

/** The console's warnings, as the page's probe noted them so far. */
export async function warningsOf(page: TestPage): Promise<string[]> {
  return (await pageProblems(page)).warnings;
}
