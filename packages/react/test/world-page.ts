import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type AxeCore from 'axe-core';
import { createServer, defaultClientConditions, type ViteDevServer } from 'vite';
import { afterAll, beforeAll } from 'vitest';
import type { EngineBrowser, TestPage } from '../../../test/harness/engines/index.js';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const axeSource = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

export interface WorldPage {
  /** The page's URL on its server (`localhost`). */
  url(): string;
  /** A new tab of `browser` on the page, once its sandbox world says it is ready (`window.wkReady`). */
  open(browser: EngineBrowser): Promise<TestPage>;
}

/**
 * A page whose sandbox, integrator handler and client all run inside it (test/sandbox-world.ts), served from the
 * repository's sources by a Vite server of its own for the calling test file (call it at the file's top level, once,
 * outside `describeEngines`: every engine's tests use the one server). `cacheName` keeps that file's dependency cache
 * apart, and the page is named up front, so no re-optimization reloads it mid-test.
 */
export function useWorldPage(pagePath: string, cacheName: string): WorldPage {
  let vite: ViteDevServer | undefined;
  let origin = '';
  beforeAll(async () => {
    vite = await createServer({
      configFile: false,
      root: repoRoot,
      logLevel: 'warn',
      cacheDir: `node_modules/.vite-react-${cacheName}-test`,
      resolve: { conditions: ['source', ...defaultClientConditions] },
      optimizeDeps: { entries: [pagePath], include: ['@simplewebauthn/server'] },
      server: { host: 'localhost', port: 0, strictPort: false, hmr: false, fs: { allow: [repoRoot] } },
    });
    await vite.listen();
    origin = `http://localhost:${(vite.httpServer!.address() as AddressInfo).port}/`;
  }, 120_000);
  afterAll(async () => {
    await vite?.close();
  });
  const url = () => new URL(pagePath, origin).href;
  return {
    url,
    async open(browser) {
      const page = await browser.newPage();
      await page.goto(url());
      await page.waitForFunction(() => window.wkReady === true);
      return page;
    },
  };
}

/** What axe finds wrong under `#root`, one line per rule with the elements it names. */
export async function axeViolations(page: TestPage): Promise<string[]> {
  await page.addScriptTag({ path: axeSource });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: typeof AxeCore }).axe;
    const results = await axe.run(document.getElementById('root')!);
    return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join('; ')}`);
  });
}
