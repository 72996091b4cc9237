import { createReadStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize, sep } from 'node:path';
import { build, defaultClientConditions } from 'vite';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.pdf': 'application/pdf',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * Builds `pagePath` (relative to `root`) into a temporary directory, as one bundle with its lazy chunks: a tab
 * then loads a few files instead of the hundreds of modules a dev server hands out one by one, which is what
 * made WebKit and Firefox slow. Not minified: minifying costs build time and saves the browser nothing here.
 */
export async function buildPage(root: string, pagePath: string): Promise<string> {
  const outDir = await mkdtemp(join(tmpdir(), 'wk-world-'));
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    // The dev server's flavour of the packages (their TypeScript sources), as the harness serves them.
    resolve: { conditions: ['source', ...defaultClientConditions] },
    build: {
      outDir,
      emptyOutDir: false,
      minify: false,
      sourcemap: false,
      reportCompressedSize: false,
      target: 'esnext',
      chunkSizeWarningLimit: Number.POSITIVE_INFINITY,
      rolldownOptions: {
        input: join(root, pagePath),
        // The kit's "use client" marks are for React Server Components hosts; a page bundle has no use for them.
        // sql.js names Node's modules on a path the browser never takes (the dev server drops them the same way).
        onwarn(warning, warn) {
          if (warning.code === 'MODULE_LEVEL_DIRECTIVE' || warning.message.includes('externalized for browser compatibility')) return;
          warn(warning);
        },
      },
    },
  });
  return outDir;
}

export interface StaticServer {
  /** `http://localhost:PORT/`: `localhost`, because WebAuthn refuses an IP address as its RP ID. */
  readonly origin: string;
  close(): Promise<void>;
}

/** Serves the files under `dir` as they are; anything else is a 404. */
export async function serveDirectory(dir: string): Promise<StaticServer> {
  const server: Server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    const file = normalize(join(dir, pathname));
    if (!file.startsWith(dir + sep)) return void response.writeHead(403).end();
    stat(file).then(
      (info) => {
        if (!info.isFile()) return void response.writeHead(404).end();
        response.writeHead(200, { 'Content-Type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream', 'Content-Length': info.size, 'Cache-Control': 'no-cache' });
        if (request.method === 'HEAD') return void response.end();
        createReadStream(file).pipe(response);
      },
      () => void response.writeHead(404).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://localhost:${port}/`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // A browser's keep-alive sockets would hold the close open until they time out.
        server.closeAllConnections();
      }),
  };
}

/** Removes a built page's directory. */
export function removeBuild(dir: string): Promise<void> {
  return rm(dir, { recursive: true, force: true });
}
