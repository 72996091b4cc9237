import { afterAll, beforeAll, inject } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { launchChromium, type LaunchedChromium } from './chromium.js';

export const HARNESS_PAGE = 'test/harness/page.html';

export interface BrowserFixture {
  readonly context: BrowserContext;
  /** An absolute URL on the harness server (`localhost`). */
  url(path?: string): string;
  /** A new tab on the harness page, ready for `wk(...)`. */
  open(path?: string): Promise<Page>;
}

/**
 * A real Chromium for the test file that calls it: launched before its tests with a fresh profile,
 * closed and deleted after them. Page errors are printed so a failing test shows why.
 */
export function useBrowser(): BrowserFixture {
  let launched: LaunchedChromium | undefined;
  beforeAll(async () => {
    launched = await launchChromium(inject('chromiumPath'));
  });
  afterAll(async () => {
    await launched?.close();
  });
  const url = (path = HARNESS_PAGE) => new URL(path, inject('harnessUrl')).href;
  return {
    get context() {
      if (!launched) throw new Error('useBrowser(): the browser starts in beforeAll; use it inside a test');
      return launched.context;
    },
    url,
    async open(path = HARNESS_PAGE) {
      const page = await this.context.newPage();
      page.on('pageerror', (error) => console.error(`[page error] ${error.message}`));
      await page.goto(url(path));
      await page.waitForFunction(() => window.wkReady === true);
      return page;
    },
  };
}

// The test kit's own helper, which integrators get from @wallet-kit/sandbox/playwright: the repository's tests use it too.
export { addVirtualAuthenticator, type VirtualAuthenticator, type VirtualAuthenticatorOptions } from '@wallet-kit/sandbox/playwright';
