// The demo in one process: the sandbox (in process, its state on disk), the integrator's back end
// under /api, and the Vite dev server in middleware mode for the front end (or its production build,
// under DEMO_WEB_BUILD), all on one port of `localhost` (WebAuthn refuses IP addresses as relying-party ids).
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createServer as createHttpServer, type Server } from 'node:http';
import { join } from 'node:path';
import { createServer as createViteServer, type ViteDevServer } from 'vite';
import { isEmbedPage, serveEmbedPage } from './embed-page.js';
import { webConfig } from './web-config.js';
import { serveWebBuild } from './web-build.js';
import { toNodeListener } from '@wallet-kit/server';
import { StoreError } from '@wallet-kit/sandbox';
import { openStateDirectory } from '@wallet-kit/sandbox/node';
import { createDemoBackend, deliverWebhooksTo, PROCESSOR_PATH, WEBHOOK_PATH } from './backend/app.js';

async function cookieSecret(directory: string): Promise<string> {
  const path = join(directory, 'demo-cookie-secret');
  try {
    return (await readFile(path, 'utf8')).trim();
  } catch {
    const secret = randomBytes(32).toString('base64url');
    await mkdir(directory, { recursive: true });
    await writeFile(path, secret, { mode: 0o600 });
    return secret;
  }
}

async function main(): Promise<void> {
  const port = process.env.PORT === undefined ? 5173 : Number(process.env.PORT);
  if (!Number.isInteger(port) || port <= 0 || port > 65535) throw new Error(`PORT: expected a port number, got ${JSON.stringify(process.env.PORT)}`);
  const origin = `http://localhost:${port}`;
  const directory = process.env.SANDBOX_STATE_DIR ?? join(process.env.INIT_CWD ?? process.cwd(), '.sandbox');

  // SCA passkeys are checked against exact origins: the one this page is served from.
  // The card processor's reveal pages are served by the back end, on this origin.
  // The platform's webhooks go to the back end's endpoint in this process (no socket); it pushes them to browsers.
  const receiver: { backend?: (request: Request) => Promise<Response> } = {};
  const webhooks = { fetch: (request: Request) => (receiver.backend ? receiver.backend(request) : Promise.resolve(new Response(null, { status: 503 }))) };
  const { sandbox, file, restored } = await openStateDirectory(directory, { passkeys: { rpId: 'localhost', origins: [origin] }, cardRevealBaseUrl: `${origin}${PROCESSOR_PATH}`, webhooks });
  const tick = setInterval(() => sandbox.tick(), 1000);

  receiver.backend = createDemoBackend({ sandbox, cookieSecret: await cookieSecret(directory) });
  await deliverWebhooksTo(sandbox, `${origin}${WEBHOOK_PATH}`);
  const api = toNodeListener(receiver.backend);
  const http = createHttpServer();
  // DEMO_WEB_BUILD names a production build of the front end (build-web.ts) to serve in place of the dev server:
  // the end-to-end tests' way to load the page in a few requests, not some 240 transformed on demand (test/e2e/stack.ts).
  const webBuild = process.env.DEMO_WEB_BUILD;
  const vite = webBuild ? undefined : await startViteDevServer(http);
  const serveBuilt = webBuild ? serveWebBuild(webBuild) : undefined;
  http.on('request', (req, res) => {
    if (req.url?.startsWith('/api/')) api(req, res);
    else if (isEmbedPage(req.url)) {
      serveEmbedPage(req, res).catch((error: unknown) => {
        console.error('demo: the script-tag page failed', error);
        if (!res.headersSent) res.writeHead(500).end();
      });
    } else if (serveBuilt) {
      serveBuilt(req, res).catch((error: unknown) => {
        console.error('demo: the built front end failed', error);
        if (!res.headersSent) res.writeHead(500).end();
      });
    } else vite!.middlewares(req, res);
  });
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(port, 'localhost', () => resolve());
  });

  console.log(`Wallet Kit demo: ${origin}/`);
  console.log(`  sandbox in process, state in ${file}${restored ? ' (restored)' : ' (new world)'}; codes: e-mail 000000, SCA SMS 123456`);
  console.log('  try alice@example.com (US) or elodie@example.com (EU, SCA), or any new address; Ctrl-C stops everything');

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    clearInterval(tick);
    http.closeAllConnections();
    await Promise.allSettled([vite?.close(), new Promise((done) => http.close(done))]);
    // Every change was committed as it happened; closing releases the state file for the next start.
    sandbox.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

function startViteDevServer(http: Server): Promise<ViteDevServer> {
  return createViteServer({
    ...webConfig,
    appType: 'spa',
    logLevel: 'warn',
    // Dependencies are crawled from the page up front (and the ones loaded on demand named), so a
    // first visit never stops halfway for a re-optimization and a reload.
    optimizeDeps: { entries: ['index.html'], include: ['@noble/curves/nist.js', 'uqr', '@simplewebauthn/browser', '@hpke/core', 'idb-keyval', 'zustand'] },
    server: { middlewareMode: true, hmr: { server: http }, warmup: { clientFiles: ['./src/web/main.tsx'] } },
  });
}

main().catch((error: unknown) => {
  if (error instanceof StoreError) {
    console.error(`demo: ${error.message}`);
    console.error('demo: move the state directory away (or set SANDBOX_STATE_DIR) to start a new world.');
  } else if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
    console.error(`demo: port ${process.env.PORT ?? 5173} is in use; start with another, e.g. PORT=5174 npm start`);
  } else {
    console.error('demo: failed to start:', error);
  }
  process.exit(1);
});
