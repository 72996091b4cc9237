import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll } from 'vitest';
import { axeFindings } from '../../../test/harness/axe.js';
import type { EngineBrowser, TestPage } from '../../../test/harness/engines/index.js';
import { buildPage, removeBuild, serveDirectory, type StaticServer } from './world-build.js';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

export interface WorldPage {
  /** The page's URL on its server (`localhost`). */
  url(): string;
  /** A new tab of `browser` on the page, once its sandbox world says it is ready (`window.wkReady`). */
  open(browser: EngineBrowser): Promise<TestPage>;
}

/** Builds of this worker, by page, with how many servers use each: a page named twice is built once. */
const builds = new Map<string, { dir: Promise<string>; users: number }>();

function acquireBuild(pagePath: string): Promise<string> {
  let entry = builds.get(pagePath);
  if (!entry) {
    entry = { dir: buildPage(repoRoot, pagePath), users: 0 };
    builds.set(pagePath, entry);
  }
  entry.users += 1;
  return entry.dir;
}

async function releaseBuild(pagePath: string): Promise<void> {
  const entry = builds.get(pagePath);
  if (!entry || --entry.users > 0) return;
  builds.delete(pagePath);
  const dir = await entry.dir.catch(() => undefined);
  if (dir) await removeBuild(dir);
}

/**
 * A page whose sandbox, integrator handler and client all run inside it (test/sandbox-world.ts), built from the
 * repository's sources once for the calling test file and served as static files by a server of its own (call it
 * at the file's top level, once, outside `describeEngines`: every engine's tests use the one server). A build,
 * not a dev server: each tab then loads a few bundles instead of hundreds of modules one by one, which cost
 * WebKit and Firefox most of a test's time. `cacheName` names the file's page in logs and errors.
 */
export function useWorldPage(pagePath: string, cacheName: string): WorldPage {
  let server: StaticServer | undefined;
  let origin = '';
  beforeAll(async () => {
    const dir = await acquireBuild(pagePath).catch((error: unknown) => {
      throw new Error(`the ${cacheName} world page (${pagePath}) did not build`, { cause: error });
    });
    server = await serveDirectory(dir);
    origin = server.origin;
  }, 180_000);
  afterAll(async () => {
    await server?.close();
    await releaseBuild(pagePath);
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

/** What axe finds wrong under `#root`, one line per rule with the elements it names (see `axeFindings`). */
export const axeViolations = (page: TestPage): Promise<string[]> => axeFindings(page, '#root');

/** What has focus, seen through open shadow roots: its text, its tag, and the outline it draws. */
export function focusedElement(page: TestPage): Promise<{ text: string; tag: string; outline: string }> {
  return page.evaluate(() => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    const style = active ? getComputedStyle(active) : undefined;
    return { text: active?.textContent?.trim() ?? '', tag: active?.tagName.toLowerCase() ?? '', outline: style?.outlineStyle ?? '' };
  });
}
