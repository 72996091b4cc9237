import { fileURLToPath } from 'node:url';
import type { AddressInfo } from 'node:net';
import { createServer, defaultClientConditions, type ViteDevServer } from 'vite';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

export interface HarnessServer {
  /** `http://localhost:PORT/`: `localhost`, because WebAuthn refuses an IP address as its RP ID. */
  url: string;
  close(): Promise<void>;
}

/**
 * A Vite dev server over the whole repository, resolving workspace packages to their sources,
 * so a page can import any package without a build. Dependencies are found by crawling the
 * harness page up front, so no mid-test re-optimization reloads a page.
 */
export async function startHarnessServer(options: { entries?: string[]; headers?: Record<string, string> } = {}): Promise<HarnessServer> {
  const server: ViteDevServer = await createServer({
    configFile: false,
    root: repoRoot,
    logLevel: 'warn',
    resolve: { conditions: ['source', ...defaultClientConditions] },
    optimizeDeps: { entries: ['test/harness/page.html', ...(options.entries ?? [])] },
    server: { host: 'localhost', port: 0, strictPort: false, hmr: false, fs: { allow: [repoRoot] }, headers: options.headers ?? {} },
  });
  await server.listen();
  const { port } = server.httpServer!.address() as AddressInfo;
  return { url: `http://localhost:${port}/`, close: () => server.close() };
}
