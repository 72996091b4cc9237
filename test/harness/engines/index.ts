import { afterAll, beforeAll, describe, inject, it, type TestFunction, type TestOptions } from 'vitest';
import { missingCapability, type Capability } from './capabilities.js';
import type { DriverBrowser, EngineName, Permission, VirtualAuthenticator, VirtualAuthenticatorOptions } from './driver.js';
import { engineUnavailable, launchEngine, selectedEngines } from './launch.js';
import { TestPage } from './page.js';

export type { Capability } from './capabilities.js';
export type { EngineName, Permission, VirtualAuthenticator, VirtualAuthenticatorOptions, VirtualCredential } from './driver.js';
export type { Locator, FrameLocator } from './locator.js';
export { TestPage } from './page.js';

export const HARNESS_PAGE = 'test/harness/page.html';

/** `it`, or `it.skip` with the reason in the title. */
export interface EngineTest {
  (title: string, fn: TestFunction, timeout?: number): void;
  (title: string, options: TestOptions, fn: TestFunction): void;
}

/** One engine's browser for the tests of a file: launched before them with a fresh profile, closed after. */
export interface EngineBrowser {
  readonly engine: EngineName;
  /** `Firefox 153.8.0`, once launched. */
  readonly version: string;
  supports(capability: Capability): boolean;
  /** `it` when this engine has every capability named, else a skip whose title says which is missing and why. */
  requires(...capabilities: Capability[]): EngineTest;
  /** `it` where this engine lacks the capability (what a person meets without it), else a skip that says so. */
  without(capability: Capability): EngineTest;
  /**
   * `it` in the first engine the run tries (Chromium unless `WALLET_KIT_ENGINES` says otherwise), else a skip that
   * says so: for a second try of a journey the engines already walk (a narrower phone), where CI's time is short.
   */
  readonly once: EngineTest;
  /** An absolute URL on the harness server (`localhost`). */
  url(path?: string): string;
  /** A new tab on the harness page (or `path`), once it says `wkReady`: ready for `wk(...)`. */
  open(path?: string): Promise<TestPage>;
  /**
   * One tab on the harness page for the file's tests that leave nothing behind in it (no patched globals, no
   * authenticator, their own database names): opened on first use, closed after the file. Do not close it.
   */
  sharedPage(): Promise<TestPage>;
  /** A new blank tab. */
  newPage(): Promise<TestPage>;
  /** A WebAuthn virtual authenticator for the page's ceremonies (`virtual-authenticator`), removed with the page. */
  addVirtualAuthenticator(page: TestPage, options?: VirtualAuthenticatorOptions): Promise<VirtualAuthenticator>;
  /**
   * Grants the origin's pages what a person would allow (Playwright's `context.grantPermissions`). Chromium asks for
   * the clipboard; Firefox lets a page read what it wrote itself, and WebKit reads it from a click
   * (`page.readClipboard()`), without asking anyone.
   */
  grantPermissions(permissions: Permission[], options: { origin: string }): Promise<void>;
}

/** `it.skip`, with `reason` after the title. */
function skipping(reason: string): EngineTest {
  return ((title: string, ...rest: [TestFunction | TestOptions, (TestFunction | number)?]) => it.skip(`${title} ${reason}`, ...(rest as [TestOptions, TestFunction]))) as EngineTest;
}

function engineBrowser(engine: EngineName, first: EngineName | undefined): EngineBrowser {
  let driver: DriverBrowser | undefined;
  let shared: Promise<TestPage> | undefined;
  beforeAll(async () => {
    driver = await launchEngine(engine, { chromiumPath: inject('chromiumPath') });
  });
  afterAll(async () => {
    await driver?.close();
    shared = undefined;
  });
  const launched = () => {
    if (!driver) throw new Error(`[${engine}] the browser starts in beforeAll: use it inside a test`);
    return driver;
  };
  const supports = (capability: Capability) => missingCapability(engine, capability) === undefined;
  const browser: EngineBrowser = {
    engine,
    get version() {
      return launched().version;
    },
    supports,
    requires(...capabilities) {
      const missing = capabilities.find((capability) => !supports(capability));
      if (!missing) return it as EngineTest;
      return skipping(`(skipped: no ${missing}: ${missingCapability(engine, missing)})`);
    },
    without(capability) {
      if (!supports(capability)) return it as EngineTest;
      return skipping(`(skipped: this engine has ${capability}; the path without it runs where it is missing)`);
    },
    once: engine === first ? (it as EngineTest) : skipping(`(skipped: tried once, in ${first ?? 'the first engine'}; every engine walks the journey's other tries)`),
    url: (path = HARNESS_PAGE) => new URL(path, inject('harnessUrl')).href,
    async newPage() {
      const page = new TestPage(engine, await launched().newPage());
      if (page.driver.on) page.on('pageerror', (error) => console.error(`[${engine}] [page error] ${error.message}`));
      return page;
    },
    async open(path = HARNESS_PAGE) {
      const page = await browser.newPage();
      await page.goto(browser.url(path));
      await page.waitForFunction(() => window.wkReady === true);
      return page;
    },
    sharedPage() {
      shared ??= browser.open();
      return shared;
    },
    async addVirtualAuthenticator(page, options = {}) {
      const needed: Capability = options.automaticPresenceSimulation === false ? 'authenticator-withholds-presence' : 'virtual-authenticator';
      const driverBrowser = launched();
      if (!supports(needed) || !driverBrowser.addVirtualAuthenticator) throw new Error(`[${engine}] no ${needed}: ${missingCapability(engine, needed)}`);
      return driverBrowser.addVirtualAuthenticator(page.driver, options);
    },
    async grantPermissions(permissions, { origin }) {
      await launched().grantPermissions?.(permissions, origin);
    },
  };
  return browser;
}

/**
 * The file's browser tests once per engine (`WALLET_KIT_ENGINES`, default all three), one engine after another,
 * each in a `describe` named `[engine] title` so a report says where a test failed. Call it once per file, with
 * the file's other describes inside: the engine's browser is shared by all of them.
 *
 * @example
 * describeEngines('key-store in a browser', (browser) => {
 *   it('keeps a key across a reload', async () => {
 *     const page = await browser.open();
 *     ...
 *   });
 *   browser.requires('virtual-authenticator')('registers a passkey', async () => { ... });
 * });
 */
export function describeEngines(title: string, body: (browser: EngineBrowser) => void): void {
  const { engines, required } = selectedEngines();
  const first = engines.find((engine) => required || engineUnavailable(engine) === undefined);
  for (const engine of engines) {
    const unavailable = required ? undefined : engineUnavailable(engine);
    describe.skipIf(unavailable !== undefined)(`[${engine}] ${title}${unavailable ? ` (skipped: ${unavailable})` : ''}`, () => body(engineBrowser(engine, first)));
  }
}
