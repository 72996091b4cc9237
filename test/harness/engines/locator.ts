import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { describeSteps, textPattern, type InputFile, type Operation, type Step, type TextOptions } from './query.js';

/** Options of `getByRole`, as Playwright's. */
export interface RoleOptions extends TextOptions {
  name?: string | RegExp;
  checked?: boolean;
  level?: number;
  includeHidden?: boolean;
}

/** A file for `setInputFiles`: a path, or bytes with a name and type (as Playwright takes them). */
export type FilePayload = string | { name: string; mimeType: string; buffer: Buffer };

export interface Timeout {
  timeout?: number;
}

/** What a locator needs of its page: running an operation on what its steps find, and a click at a point. */
export interface LocatorHost {
  operate<T>(frame: string | undefined, steps: readonly Step[], operation: Operation, timeoutMs: number | undefined): Promise<T>;
  evaluateOn<T>(frame: string | undefined, steps: readonly Step[], all: boolean, fn: (...args: never[]) => unknown, arg: unknown): Promise<T>;
  clickAt(frame: string | undefined, point: { x: number; y: number }): Promise<void>;
  pressKey(key: string): Promise<void>;
}

async function inputFile(file: FilePayload): Promise<InputFile> {
  if (typeof file !== 'string') return { name: file.name, mimeType: file.mimeType, base64: file.buffer.toString('base64') };
  return { name: basename(file), mimeType: 'application/octet-stream', base64: (await readFile(file)).toString('base64') };
}

/**
 * Playwright's Locator, the part the browser tests use: a query (steps, resolved in the page each time it is
 * used, so it never goes stale) and what to do with what it finds. Operations on one element are strict (a
 * locator that finds several is an error) and wait (for the element, visible, enabled, not covered) up to their
 * timeout, 30 s unless told.
 */
export class Locator {
  constructor(
    private readonly host: LocatorHost,
    private readonly frame: string | undefined,
    readonly steps: readonly Step[],
  ) {}

  private then_(step: Step): Locator {
    return new Locator(this.host, this.frame, [...this.steps, step]);
  }

  private run<T>(operation: Operation, options: Timeout = {}): Promise<T> {
    return this.host.operate<T>(this.frame, this.steps, operation, options.timeout);
  }

  locator(css: string, options: { hasText?: string | RegExp } = {}): Locator {
    const found = this.then_({ kind: 'css', css });
    return options.hasText === undefined ? found : found.filter({ hasText: options.hasText });
  }

  getByRole(role: string, options: RoleOptions = {}): Locator {
    const { name, exact, ...rest } = options;
    return this.then_({ kind: 'role', role, ...rest, ...(name === undefined ? {} : { name: textPattern(name, { exact }) }) });
  }

  getByText(text: string | RegExp, options: TextOptions = {}): Locator {
    return this.then_({ kind: 'text', text: textPattern(text, options) });
  }

  getByLabel(text: string | RegExp, options: TextOptions = {}): Locator {
    return this.then_({ kind: 'label', text: textPattern(text, options) });
  }

  filter(options: { hasText?: string | RegExp; hasNotText?: string | RegExp }): Locator {
    return this.then_({
      kind: 'filter',
      ...(options.hasText === undefined ? {} : { hasText: textPattern(options.hasText) }),
      ...(options.hasNotText === undefined ? {} : { hasNotText: textPattern(options.hasNotText) }),
    });
  }

  /** What this locator or `other` finds (Playwright's `or`; `other` from the same page or frame). */
  or(other: Locator): Locator {
    return this.then_({ kind: 'or', steps: [...other.steps] });
  }

  first(): Locator {
    return this.then_({ kind: 'nth', index: 0 });
  }

  last(): Locator {
    return this.then_({ kind: 'nth', index: -1 });
  }

  nth(index: number): Locator {
    return this.then_({ kind: 'nth', index });
  }

  /** A person's click at the element's centre; tried again when the page moved under it and it landed elsewhere. */
  async click(options: Timeout = {}): Promise<void> {
    const timeout = options.timeout ?? 30_000;
    const until = Date.now() + timeout;
    // The first try is given the whole timeout, so a locator that never appears reports the timeout the caller set.
    for (let first = true; ; first = false) {
      const point = await this.run<{ x: number; y: number }>({ op: 'clickPoint' }, { timeout: first ? timeout : Math.max(0, until - Date.now()) });
      await this.host.clickAt(this.frame, point);
      // A click that navigated took the document (and its answer) with it: it reached what it clicked.
      if (await this.run<boolean>({ op: 'clickResult' }, { timeout: 0 }).catch(() => true)) return;
      if (Date.now() >= until) throw new Error(`click: ${this.toString()} moved away whenever it was clicked (the page kept shifting under it)`);
    }
  }

  async check(options: Timeout = {}): Promise<void> {
    await this.setChecked(true, options);
  }

  async uncheck(options: Timeout = {}): Promise<void> {
    await this.setChecked(false, options);
  }

  async setChecked(checked: boolean, options: Timeout = {}): Promise<void> {
    if ((await this.isChecked(options)) === checked) return;
    await this.click(options);
    if ((await this.isChecked(options)) !== checked) throw new Error(`${this.toString()}: clicking did not ${checked ? 'check' : 'uncheck'} it`);
  }

  fill(value: string, options: Timeout = {}): Promise<void> {
    return this.run({ op: 'fill', value }, options);
  }

  async press(key: string, options: Timeout = {}): Promise<void> {
    await this.focus(options);
    await this.host.pressKey(key);
  }

  focus(options: Timeout = {}): Promise<void> {
    return this.run({ op: 'focus' }, options);
  }

  selectOption(values: string | string[], options: Timeout = {}): Promise<string[]> {
    return this.run({ op: 'selectOption', values: typeof values === 'string' ? [values] : values }, options);
  }

  async setInputFiles(files: FilePayload | FilePayload[], options: Timeout = {}): Promise<void> {
    const list = await Promise.all((Array.isArray(files) ? files : [files]).map(inputFile));
    await this.run({ op: 'setInputFiles', files: list }, options);
  }

  textContent(options: Timeout = {}): Promise<string | null> {
    return this.run({ op: 'read', what: 'textContent' }, options);
  }

  innerText(options: Timeout = {}): Promise<string> {
    return this.run({ op: 'read', what: 'innerText' }, options);
  }

  inputValue(options: Timeout = {}): Promise<string> {
    return this.run({ op: 'read', what: 'inputValue' }, options);
  }

  getAttribute(name: string, options: Timeout = {}): Promise<string | null> {
    return this.run({ op: 'attribute', name }, options);
  }

  /** Every matching element's textContent now (no waiting). */
  allTextContents(): Promise<string[]> {
    return this.evaluateAll((elements) => elements.map((element) => element.textContent ?? ''));
  }

  isChecked(options: Timeout = {}): Promise<boolean> {
    return this.run({ op: 'read', what: 'checked' }, options);
  }

  isEnabled(options: Timeout = {}): Promise<boolean> {
    return this.run({ op: 'read', what: 'enabled' }, options);
  }

  async isDisabled(options: Timeout = {}): Promise<boolean> {
    return !(await this.isEnabled(options));
  }

  /** Whether it is visible now (no waiting; false when nothing matches). */
  isVisible(): Promise<boolean> {
    return this.run({ op: 'isVisible' }, { timeout: 0 });
  }

  /** How many elements match now (no waiting). */
  count(): Promise<number> {
    return this.run({ op: 'count' }, { timeout: 0 });
  }

  /** Its box in the page's viewport (CSS pixels), null when it has none. */
  boundingBox(options: Timeout = {}): Promise<{ x: number; y: number; width: number; height: number } | null> {
    return this.run({ op: 'read', what: 'boundingBox' }, options);
  }

  async waitFor(options: Timeout & { state?: 'attached' | 'detached' | 'visible' | 'hidden' } = {}): Promise<void> {
    await this.run({ op: 'wait', state: options.state ?? 'visible' }, options);
  }

  /** `fn(element, arg)` in the page, once the element is there. */
  async evaluate<R, A = undefined>(fn: (element: Element, arg: A) => R | Promise<R>, arg?: A, options: Timeout = {}): Promise<R> {
    await this.run({ op: 'wait', state: 'attached' }, options);
    return this.host.evaluateOn<R>(this.frame, this.steps, false, fn, arg);
  }

  /** `fn(elements, arg)` in the page, with every element that matches now. */
  evaluateAll<R, A = undefined>(fn: (elements: Element[], arg: A) => R | Promise<R>, arg?: A): Promise<R> {
    return this.host.evaluateOn<R>(this.frame, this.steps, true, fn, arg);
  }

  toString(): string {
    return `${this.frame ? `frameLocator('${this.frame}').` : ''}${describeSteps(this.steps)}`;
  }
}

/** Playwright's FrameLocator: locators inside the iframe a CSS selector finds in the page. */
export class FrameLocator {
  constructor(
    private readonly host: LocatorHost,
    private readonly frame: string,
  ) {}

  private root(): Locator {
    return new Locator(this.host, this.frame, []);
  }

  locator(css: string, options: { hasText?: string | RegExp } = {}): Locator {
    return this.root().locator(css, options);
  }

  getByRole(role: string, options: RoleOptions = {}): Locator {
    return this.root().getByRole(role, options);
  }

  getByText(text: string | RegExp, options: TextOptions = {}): Locator {
    return this.root().getByText(text, options);
  }

  getByLabel(text: string | RegExp, options: TextOptions = {}): Locator {
    return this.root().getByLabel(text, options);
  }
}
