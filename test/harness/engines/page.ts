import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { missingCapability, type Capability } from './capabilities.js';
import { FrameNotFoundError, type Cookie, type DriverPage, type EngineName, type PageEventListeners, type ViewportSize } from './driver.js';
import { callExpression, evaluateExpression, evaluateWithEngine } from './evaluate.js';
import { FrameLocator, Locator, type LocatorHost, type RoleOptions, type Timeout } from './locator.js';
import { describeSteps, type Operation, type OperationResult, type Step, type TextOptions } from './query.js';

const DEFAULT_TIMEOUT_MS = 30_000;
/**
 * What each driver says when the document a script ran in went away (Chromium and Firefox; WebKit: webkit-driver.ts),
 * or was replaced between the check for the in-page engine and its use (Firefox, during a reload).
 */
const NAVIGATED = /Execution context was destroyed|navigated away while a script ran|frame was detached|no such frame|Cannot find context|window\.__wkEngine is undefined/i;
/** How long the page keeps trying an operation before answering "not yet" (then Node asks again). */
const SLICE_MS = 250;

/** What Playwright's `waitForFunction` resolves with: here the value itself, behind Playwright's `jsonValue()`. */
export interface JsonHandle<T> {
  jsonValue(): Promise<T>;
}

/** Playwright's event objects, as far as the tests read them. */
export interface PageEvents {
  pageerror: (error: Error) => void;
  console: (message: { type(): string; text(): string }) => void;
  request: (request: { url(): string; method(): string }) => void;
}

/**
 * One tab, in any engine: Playwright's Page, the part the browser tests use, on a driver (driver.ts). Locators,
 * waits and form filling run in the page through the in-page engine; clicks and keys are the driver's trusted input.
 */
export class TestPage implements LocatorHost {
  private lastUrl = 'about:blank';
  readonly keyboard = {
    type: (text: string) => this.driver.type(text),
    press: (key: string) => this.driver.press(key),
  };

  constructor(
    readonly engine: EngineName,
    readonly driver: DriverPage,
    private readonly onClose: () => Promise<void> = async () => undefined,
  ) {}

  /** Whether this page's engine has the capability (as `browser.supports`). */
  supports(capability: Capability): boolean {
    return missingCapability(this.engine, capability) === undefined;
  }

  async goto(url: string): Promise<void> {
    await this.driver.goto(url);
    this.lastUrl = url;
  }

  async reload(): Promise<void> {
    await this.driver.reload();
  }

  /** The URL this page was last sent to (by `goto`); `currentUrl()` asks the browser. */
  url(): string {
    return this.lastUrl;
  }

  currentUrl(): Promise<string> {
    return this.driver.url();
  }

  /** `fn(arg)` in the page; its result comes back as JSON carries it. */
  evaluate<R, A = undefined>(fn: ((arg: A) => R | Promise<R>) | string, arg?: A): Promise<R> {
    return evaluateExpression<R>(this.driver, typeof fn === 'string' ? fn : callExpression(fn, arg));
  }

  /** Waits until `fn(arg)` is truthy in the page (asked every 50 ms), and gives its value. */
  async waitForFunction<R, A = undefined>(fn: (arg: A) => R | Promise<R>, arg?: A, options: Timeout = {}): Promise<JsonHandle<R>> {
    const timeout = options.timeout ?? DEFAULT_TIMEOUT_MS;
    const until = Date.now() + timeout;
    const poll = `(async (check, arg, until) => { for (;;) { const value = await check(arg); if (value || Date.now() >= until) return value; await new Promise((next) => setTimeout(next, 50)); } })(${fn.toString()}, ${arg === undefined ? 'undefined' : JSON.stringify(arg)}, Date.now() + ${SLICE_MS})`;
    for (;;) {
      const value = await evaluateExpression<R>(this.driver, poll);
      if (value) return { jsonValue: async () => value };
      if (Date.now() >= until) throw new Error(`waitForFunction: not truthy within ${timeout} ms: ${fn.toString().slice(0, 200)}`);
    }
  }

  /** Waits for the document's load, or for no new request to start for 500 ms (`networkidle`, seen from the page). */
  async waitForLoadState(state: 'load' | 'domcontentloaded' | 'networkidle' = 'load', options: Timeout = {}): Promise<void> {
    await this.waitForFunction(
      (state) => {
        if (state === 'domcontentloaded') return document.readyState !== 'loading';
        if (document.readyState !== 'complete') return false;
        if (state === 'load') return true;
        const count = performance.getEntriesByType('resource').length;
        const seen = ((window as unknown as { __wkIdle?: { count: number; since: number } }).__wkIdle ??= { count, since: Date.now() });
        if (seen.count !== count) Object.assign(seen, { count, since: Date.now() });
        return Date.now() - seen.since >= 500;
      },
      state,
      options,
    );
  }

  locator(css: string, options: { hasText?: string | RegExp } = {}): Locator {
    return new Locator(this, undefined, []).locator(css, options);
  }

  getByRole(role: string, options: RoleOptions = {}): Locator {
    return new Locator(this, undefined, []).getByRole(role, options);
  }

  getByText(text: string | RegExp, options: TextOptions = {}): Locator {
    return new Locator(this, undefined, []).getByText(text, options);
  }

  getByLabel(text: string | RegExp, options: TextOptions = {}): Locator {
    return new Locator(this, undefined, []).getByLabel(text, options);
  }

  frameLocator(css: string): FrameLocator {
    return new FrameLocator(this, css);
  }

  /** Waits for the first element `css` finds (not strict, as Playwright's). */
  async waitForSelector(css: string, options: Timeout & { state?: 'attached' | 'detached' | 'visible' | 'hidden' } = {}): Promise<void> {
    await this.locator(css).first().waitFor(options);
  }

  /** The browser's cookies for the page's current URL, HttpOnly ones too. */
  cookies(): Promise<Cookie[]> {
    return this.driver.cookies();
  }

  /**
   * Chromium's Playwright page under this one, for the test kit's Playwright helpers (they drive Playwright's own
   * engines); capability `devtools-protocol`.
   */
  playwright<Page>(): Page {
    if (this.driver.playwrightPage === undefined) throw new Error(`${this.engine}: no Playwright page under this one (capability devtools-protocol)`);
    return this.driver.playwrightPage as Page;
  }

  /** Deletes the browser's cookies for the page's current URL, HttpOnly ones too (a person clearing the site's data). */
  clearCookies(): Promise<void> {
    return this.driver.clearCookies();
  }

  setViewportSize(size: ViewportSize): Promise<void> {
    return this.driver.setViewportSize(size);
  }

  async screenshot(options: { path?: string; fullPage?: boolean } = {}): Promise<Buffer> {
    const png = await this.driver.screenshot({ fullPage: options.fullPage });
    if (options.path) {
      await mkdir(dirname(options.path), { recursive: true });
      await writeFile(options.path, png);
    }
    return png;
  }

  /** A script from a URL (as a <script> element, under the page's CSP), or a file's or string's source (evaluated through the driver). */
  async addScriptTag(options: { url?: string; path?: string; content?: string }): Promise<void> {
    if (options.url) {
      await this.evaluate((src) => {
        return new Promise<void>((loaded, failed) => {
          const script = Object.assign(document.createElement('script'), { src });
          script.onload = () => loaded();
          script.onerror = () => failed(new Error(`the script ${src} did not load`));
          document.head.append(script);
        });
      }, options.url);
      return;
    }
    const source = options.content ?? (await readFile(options.path!, 'utf8'));
    await evaluateExpression(this.driver, `(() => { ${source}\n})()`);
  }

  /**
   * What a paste would give: the clipboard's text, read in a click handler (WebKit reads the clipboard only on a
   * person's gesture; Chromium needs `browser.grantPermissions(['clipboard-read'])` first).
   */
  async readClipboard(): Promise<string> {
    await this.evaluate(() => {
      const button = Object.assign(document.createElement('button'), { textContent: 'Paste (test)' });
      button.style.cssText = 'position:fixed;inset-block-start:0;inset-inline-start:0;z-index:2147483647';
      button.addEventListener('click', () => {
        (window as unknown as { __wkPasted: Promise<string> }).__wkPasted = navigator.clipboard.readText();
        button.remove();
      });
      document.body.append(button);
    });
    await this.getByRole('button', { name: 'Paste (test)' }).click();
    return this.evaluate(() => (window as unknown as { __wkPasted: Promise<string> }).__wkPasted);
  }

  /** Runs before the page's own scripts in every document it loads (capability `init-scripts`). */
  async addInitScript<A>(fn: ((arg: A) => unknown) | string, arg?: A): Promise<void> {
    if (!this.driver.addInitScript) throw new Error(`${this.engine}: the driver cannot run a script before a page's own (capability init-scripts)`);
    await this.driver.addInitScript(typeof fn === 'string' ? fn : callExpression(fn, arg));
  }

  /** Playwright's page events (capability `page-events`). */
  on<K extends keyof PageEvents>(event: K, listener: PageEvents[K]): void {
    if (!this.driver.on) throw new Error(`${this.engine}: the driver reports no page events (capability page-events)`);
    const forward: { [E in keyof PageEventListeners]: PageEventListeners[E] } = {
      pageerror: (message) => (listener as PageEvents['pageerror'])(new Error(message)),
      console: (type, text) => (listener as PageEvents['console'])({ type: () => type, text: () => text }),
      request: (url, method) => (listener as PageEvents['request'])({ url: () => url, method: () => method }),
    };
    this.driver.on(event, forward[event]);
  }

  async close(): Promise<void> {
    await this.onClose();
    await this.driver.close();
  }

  // LocatorHost: what locators ask of their page.

  async operate<T>(frame: string | undefined, steps: readonly Step[], operation: Operation, timeoutMs = DEFAULT_TIMEOUT_MS): Promise<T> {
    const until = Date.now() + timeoutMs;
    // In a frame the page does not wait between tries: a sandboxed frame may run no timers (WebKit's do not).
    const slice = frame ? 0 : Math.min(SLICE_MS, timeoutMs);
    const expression = `window.__wkEngine.run(${JSON.stringify(steps)}, ${JSON.stringify(operation)}, ${slice})`;
    for (;;) {
      const result = await evaluateWithEngine<OperationResult>(this.driver, expression, frame).catch((error: unknown) => {
        if (error instanceof FrameNotFoundError) return { done: false as const, waitingFor: `the frame ${frame}` };
        // A wait outlives a navigation, as Playwright's do: the next document is asked again.
        if (NAVIGATED.test(String((error as Error)?.message))) return { done: false as const, waitingFor: 'the page to finish navigating' };
        throw error;
      });
      if (result.done) return result.value as T;
      if (Date.now() >= until) {
        const shown = frame ? '' : await this.shownText();
        throw new Error(`${operation.op}: timed out after ${timeoutMs} ms on ${frame ? `frameLocator('${frame}').` : ''}${describeSteps(steps)}, waiting for ${result.waitingFor}${shown}`);
      }
      await sleep(frame ? 50 : 10);
    }
  }

  /** For a timeout's message: the words the page's main region shows, so a failure in CI says where the page was. */
  private async shownText(): Promise<string> {
    const text = await evaluateWithEngine<string>(this.driver, `((document.querySelector('main') ?? document.body)?.innerText ?? '').replace(/\\s+/g, ' ').slice(0, 600)`, undefined).catch(() => '');
    return text ? `; the page shows: ${JSON.stringify(text)}` : '';
  }

  evaluateOn<T>(frame: string | undefined, steps: readonly Step[], all: boolean, fn: (...args: never[]) => unknown, arg: unknown): Promise<T> {
    const elements = `window.__wkEngine.${all ? 'all' : 'one'}(${JSON.stringify(steps)})`;
    return evaluateWithEngine<T>(this.driver, `(${fn.toString()})(${elements}, ${arg === undefined ? 'undefined' : JSON.stringify(arg)})`, frame);
  }

  async clickAt(frame: string | undefined, point: { x: number; y: number }): Promise<void> {
    if (!frame) return this.driver.click(point.x, point.y);
    // A point in an iframe's viewport is offset by where the frame's content box sits in the page.
    const offset = await this.evaluate((css) => {
      const element = document.querySelector(css)!;
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return { x: box.left + element.clientLeft + parseFloat(style.paddingLeft), y: box.top + element.clientTop + parseFloat(style.paddingTop) };
    }, frame);
    await this.driver.click(offset.x + point.x, offset.y + point.y);
  }

  pressKey(key: string): Promise<void> {
    return this.driver.press(key);
  }
}
