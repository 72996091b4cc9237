import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { WebKitBinaries } from './binaries.js';
import { FrameNotFoundError, type DriverBrowser, type DriverPage } from './driver.js';
import { clickActions, keyActions, newSession, waitForDriver, WebDriverError, type ElementReference, type WebDriverSession } from './webdriver.js';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** How long one script may hold the session before other tabs get their turn (the script goes on meanwhile). */
const SLICE_MS = 100;

/** Closes the tab `inTab` switched to (after which no tab is current). */
const CLOSE_TAB = () => Promise.resolve();

/**
 * Classic WebDriver has one session per browser and one current tab: a command for another tab waits its turn
 * and switches first. A script runs in its page without blocking the others: it starts, is given a slice, and,
 * if not settled, is asked again later (its result waits in the page, under `window.__wkRuns`).
 */
function scheduler(session: WebDriverSession, firstHandle: string) {
  let current: string | undefined = firstHandle;
  let queue: Promise<unknown> = Promise.resolve();
  return function inTab<T>(handle: string, frame: string | undefined, work: () => Promise<T>): Promise<T> {
    const turn = queue.then(async () => {
      if (current !== handle) await session.command('POST', '/window', { handle });
      current = handle;
      if (work === CLOSE_TAB) {
        current = undefined;
        return session.command('DELETE', '/window') as Promise<T>;
      }
      if (!frame) return work();
      const element = await session.command<ElementReference>('POST', '/element', { using: 'css selector', value: frame }).catch((error: unknown) => {
        throw error instanceof WebDriverError && error.error === 'no such element' ? new FrameNotFoundError(frame) : error;
      });
      await session.command('POST', '/frame', { id: element });
      try {
        return await work();
      } finally {
        await session.command('POST', '/frame/parent');
      }
    });
    queue = turn.catch(() => undefined);
    return turn;
  };
}

type Settled = { pending: true } | { pending: false; value: unknown } | { lost: true };

// The run's promise is raced against a timer rather than polled with one: a sandboxed frame without allow-scripts
// (a card processor's) runs no timers, but settles promises, so a script that needs no timer still answers there.
const startScript = (id: string, expression: string) => `
  const runs = (window.__wkRuns ??= {});
  const run = (runs[${JSON.stringify(id)}] = { pending: true });
  run.promise = Promise.resolve()
    .then(() => (${expression}))
    .then((value) => Object.assign(run, { pending: false, value }), (error) => Object.assign(run, { pending: false, value: JSON.stringify({ error: { name: 'Error', message: String(error) } }) }));
  return ${awaitScript(id)};`;

const awaitScript = (id: string) => `(() => {
    const run = window.__wkRuns?.[${JSON.stringify(id)}];
    if (!run) return { lost: true };
    const slice = new Promise((answer) => setTimeout(answer, ${SLICE_MS}));
    return Promise.race([run.promise, slice]).then(() => {
      if (run.pending) return { pending: true };
      delete window.__wkRuns[${JSON.stringify(id)}];
      return { pending: false, value: run.value };
    });
  })()`;

let nextRun = 0;

/** The viewport's size and the window's around it, as the page sees them. */
type Sizes = [innerWidth: number, innerHeight: number, outerWidth: number, outerHeight: number];
const SIZES = 'return [window.innerWidth, window.innerHeight, window.outerWidth, window.outerHeight]';
/** How long a resize may take to reach the page, and how long in all before the size is asked for again. */
const RESIZE_SETTLE_MS = 2_000;
const RESIZE_TIMEOUT_MS = 10_000;

/**
 * Set Window Rect sizes the window, not the viewport, and answers once GTK has the request: the page hears of the
 * new size later (on a loaded machine, seconds later), and a window still being set up may drop it. So the window
 * is given the viewport plus whatever its frame takes (measured each time), and the page is watched until its
 * viewport is the size asked for; a request that did not take is made again.
 */
async function resizeViewport({ width, height }: { width: number; height: number }, sizes: () => Promise<Sizes>, setWindowRect: (rect: { width: number; height: number }) => Promise<unknown>): Promise<void> {
  const until = Date.now() + RESIZE_TIMEOUT_MS;
  let seen = await sizes();
  while (seen[0] !== width || seen[1] !== height) {
    if (Date.now() >= until) throw new Error(`WebKit: the viewport stayed ${seen[0]} x ${seen[1]}, asked for ${width} x ${height} (window ${seen[2]} x ${seen[3]})`);
    await setWindowRect({ width: width + seen[2] - seen[0], height: height + seen[3] - seen[1] });
    const settled = Math.min(until, Date.now() + RESIZE_SETTLE_MS);
    do {
      seen = await sizes();
      if (seen[0] === width && seen[1] === height) return;
      await new Promise((next) => setTimeout(next, 50));
    } while (Date.now() < settled);
  }
}

function webkitPage(session: WebDriverSession, handle: string, inTab: ReturnType<typeof scheduler>, release: () => Promise<void>): DriverPage {
  const run = <T>(work: () => Promise<T>, frame?: string) => inTab(handle, frame, work);
  const execute = <T>(script: string, frame?: string) => run(() => session.command<T>('POST', '/execute/sync', { script, args: [] }), frame);
  return {
    async evaluate(expression, frame) {
      const id = `run${++nextRun}`;
      let settled = await execute<Settled>(startScript(id, expression), frame);
      while ('pending' in settled && settled.pending) settled = await execute<Settled>(`return ${awaitScript(id)};`, frame);
      if ('lost' in settled) throw new Error('the page navigated away while a script ran in it');
      return settled.value;
    },
    async goto(url) {
      await run(() => session.command('POST', '/url', { url }));
    },
    async reload() {
      await run(() => session.command('POST', '/refresh'));
    },
    url: () => run(() => session.command<string>('GET', '/url')),
    async click(x, y) {
      await run(() => session.command('POST', '/actions', clickActions(x, y)));
    },
    async type(text) {
      await run(() => session.command('POST', '/actions', keyActions([...text], false)));
    },
    async press(key) {
      await run(() => session.command('POST', '/actions', keyActions(key === '+' ? ['+'] : key.split('+'), true)));
    },
    async setViewportSize(size) {
      await resizeViewport(size, () => execute<Sizes>(SIZES), (rect) => run(() => session.command('POST', '/window/rect', rect)));
    },
    async cookies() {
      return (await run(() => session.command<Array<{ name: string; value: string }>>('GET', '/cookie'))).map(({ name, value }) => ({ name, value }));
    },
    async clearCookies() {
      // Classic WebDriver's Delete All Cookies: those of the current document's site. WebKitGTK answers before its
      // cookie store has let them go (a rehearsal read the cookie back right after), so this waits until it has.
      await run(() => session.command('DELETE', '/cookie'));
      for (let tries = 0; ; tries += 1) {
        const left = await run(() => session.command<unknown[]>('GET', '/cookie'));
        if (left.length === 0) return;
        if (tries === 50) throw new Error(`WebKit kept ${left.length} cookie(s) 5 s after Delete All Cookies`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    async screenshot({ fullPage }) {
      if (fullPage) throw new Error('WebKitWebDriver takes screenshots of the viewport only (capability full-page-screenshot)');
      return Buffer.from(await run(() => session.command<string>('GET', '/screenshot')), 'base64');
    },
    close: release,
  };
}

/**
 * MiniBrowser's toolbar holds its window at least 447 px wide; GTK's own stylesheet, shrunk to nothing, lets the
 * viewport go down to a phone's 320 px. Web content keeps its own fonts and sizes.
 */
async function gtkConfig(): Promise<string> {
  const home = await mkdtemp(join(tmpdir(), 'wallet-kit-webkit-'));
  await mkdir(join(home, 'gtk-3.0'));
  await writeFile(join(home, 'gtk-3.0', 'gtk.css'), '* { min-width: 0; min-height: 0; padding: 0; margin: 0; border-width: 0; font-size: 1px; }\n');
  return home;
}

/**
 * Debian's WebKitGTK: MiniBrowser in automation mode, driven by WebKitWebDriver over classic WebDriver (it refuses
 * BiDi), under Xvfb. Tabs share one session, so they share storage, BroadcastChannel and Web Locks as tabs do.
 */
export async function launchWebKitDriver(binaries: WebKitBinaries): Promise<DriverBrowser> {
  const port = await freePort();
  const driverArgs = [`--port=${port}`, '--host=127.0.0.1'];
  const config = await gtkConfig();
  const options = { detached: true, stdio: 'ignore', env: { ...process.env, XDG_CONFIG_HOME: config } } as const;
  const child = binaries.xvfbRun ? spawn(binaries.xvfbRun, ['-a', binaries.driver, ...driverArgs], options) : spawn(binaries.driver, driverArgs, options);
  const stop = () => {
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      // already gone
    }
    void rm(config, { recursive: true, force: true });
  };
  // Xvfb and the driver live in a process group of their own: it goes when this process exits or is told to end
  // (Vitest ends a worker with a signal, after which no 'exit' listener runs), then the signal does its usual work.
  const signals = ['SIGTERM', 'SIGINT', 'SIGHUP'] as const;
  const onSignal = (signal: NodeJS.Signals) => {
    stop();
    if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
  };
  const unhook = () => {
    process.off('exit', stop);
    for (const signal of signals) process.off(signal, onSignal);
  };
  process.once('exit', stop);
  for (const signal of signals) process.once(signal, onSignal);
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitForDriver(base, 30_000, () => child.exitCode === null);
    const session = await newSession(base, { 'webkitgtk:browserOptions': { binary: binaries.miniBrowser, args: ['--automation'] } });
    // The session ends with its last tab, so the first one stays open, blank; every page is a tab of its own.
    const first = await session.command<string>('GET', '/window');
    const inTab = scheduler(session, first);
    return {
      engine: 'webkit',
      version: `WebKitGTK ${String(session.capabilities.browserVersion)}`,
      async newPage() {
        const { handle } = await inTab(first, undefined, () => session.command<{ handle: string }>('POST', '/window/new', { type: 'window' }));
        return webkitPage(session, handle, inTab, async () => {
          await inTab(handle, undefined, CLOSE_TAB);
        });
      },
      async close() {
        await session.command('DELETE', '').catch(() => undefined);
        stop();
        unhook();
      },
    };
  } catch (error) {
    stop();
    unhook();
    throw error;
  }
}
