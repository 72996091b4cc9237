import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEngines, type EngineName, type TestPage } from './harness/engines/index.js';
import { selectedEngines } from './harness/engines/launch.js';
import { internalsIn, READABLE_TEXTS } from './support/internals.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.svg': 'image/svg+xml', '.woff2': 'font/woff2' };

let outDir: string;
let server: Server;
let origin: string;
let storyIds: string[] = [];

beforeAll(async () => {
  // Storybook built exactly as `npm run build-storybook` builds it: offline, telemetry off. Once, for every engine.
  outDir = await mkdtemp(join(tmpdir(), 'wallet-kit-storybook-'));
  await promisify(execFile)(join(root, 'node_modules/.bin/storybook'), ['build', '-o', outDir, '--quiet'], { cwd: root, timeout: 240_000 });
  const index = JSON.parse(await readFile(join(outDir, 'index.json'), 'utf8')) as { entries: Record<string, { id: string; type: string }> };
  // WALLET_KIT_STORIES=onboarding-steplist (a prefix of story ids) visits only those, while working on them.
  const only = process.env['WALLET_KIT_STORIES'] ?? '';
  storyIds = Object.values(index.entries).filter((entry) => entry.type === 'story' && entry.id.startsWith(only)).map((entry) => entry.id);
  server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    void readFile(join(outDir, path === '/' ? 'index.html' : path)).then(
      (body) => response.writeHead(200, { 'Content-Type': TYPES[extname(path)] ?? 'application/octet-stream' }).end(body),
      () => response.writeHead(404).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://localhost:${(server.address() as AddressInfo).port}`;
}, 300_000);

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  if (outDir) await rm(outDir, { recursive: true, force: true });
});

/** Storybook's preview, as far as this test reads it (`window.__STORYBOOK_PREVIEW__`, its channel). */
interface StorybookPreview {
  storeInitializationPromise: Promise<void>;
  currentRender?: { id: string; phase?: string };
  channel: { on(event: string, listener: (payload: Record<string, unknown>) => void): void; emit(event: string, payload: object): void };
}

declare global {
  interface Window {
    __STORYBOOK_PREVIEW__?: StorybookPreview;
    /** What went wrong in the page since the story now shown was asked for. */
    storyProblems?: string[];
  }
}

/**
 * In the page, once: everything that goes wrong is noted, whatever the engine (Storybook's own reports of a story
 * that failed, and any uncaught error), so WebKit, whose driver hears no page events, checks errors as the others do.
 */
async function watchStories(): Promise<void> {
  const preview = window.__STORYBOOK_PREVIEW__!;
  await preview.storeInitializationPromise;
  window.storyProblems = [];
  const note = (problem: string) => window.storyProblems!.push(problem);
  addEventListener('error', (event) => note(event.message));
  addEventListener('unhandledrejection', (event) => note(String((event.reason as Error | undefined)?.message ?? event.reason)));
  preview.channel.on('storyErrored', ({ title, description }) => note(`${String(title)}: ${String(description)}`));
  preview.channel.on('storyThrewException', ({ message }) => note(String(message)));
  preview.channel.on('playFunctionThrewException', ({ message }) => note(`play: ${String(message)}`));
  preview.channel.on('storyMissing', () => note('the story is missing'));
  preview.channel.on('storyFinished', ({ status }) => status === 'error' && note('Storybook reports the story as failed (an error while it rendered or played)'));
}

/** In the page: shows the story in place, as Storybook's own sidebar does (no reload: the bundle is parsed once). */
function showStory(storyId: string): void {
  window.storyProblems = [];
  window.__STORYBOOK_PREVIEW__!.channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
}

/**
 * In the page, once the story has finished (loaders, render, play): what it fetches from the sandbox in the page
 * then shows up. Settled is nothing in the story changing for 300 ms and nothing `aria-busy`, or 5 s (a story
 * that shows a wait on purpose); then any finite animation runs out, so contrast is judged on the settled page.
 */
async function settle(): Promise<void> {
  const story = document.getElementById('storybook-root')!;
  const until = Date.now() + 5_000;
  let changed = Date.now();
  const observer = new MutationObserver(() => (changed = Date.now()));
  observer.observe(story, { subtree: true, childList: true, attributes: true, characterData: true });
  while (Date.now() < until && (Date.now() - changed < 300 || story.querySelector('[aria-busy="true"]'))) await new Promise((next) => setTimeout(next, 50));
  observer.disconnect();
  await Promise.all(document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity).map((animation) => animation.finished.catch(() => undefined)));
}

async function axeViolations(page: TestPage): Promise<string[]> {
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Element): Promise<{ violations: Array<{ id: string; nodes: unknown[] }> }> } }).axe;
    const result = await axe.run(document.querySelector('#storybook-root')!);
    return result.violations.map((violation) => `${violation.id} (${violation.nodes.length})`);
  });
}

/** How long a story may take to finish (loaders make a sandbox world in the page), on a loaded CI machine. */
const STORY_TIMEOUT_MS = 120_000;
/**
 * Two pages take turns: while one waits on its story, the other renders; more only share the two cores. Firefox puts
 * pages in tabs, and a tab behind another is hidden: its frames nearly stop (4 a second, with the harness's prefs),
 * with them the animations `settle` waits for, and one wait in such a page outlasted the driver's 180 s. So Firefox
 * shows one page at a time.
 */
const pagesFor = (engine: EngineName) => (engine === 'firefox' ? 1 : 2);

/**
 * axe-core judges the markup and the computed styles, which the engines share: it runs in Chromium (or in each engine
 * named when Chromium is not), and Firefox and WebKit render and play every story, their errors and texts checked.
 * Each flow's browser test runs axe in all three; here, over about 300 stories, it is much of each engine's share of CI.
 */
const axeEngines = new Set<EngineName>(selectedEngines().engines.includes('chromium') ? ['chromium'] : selectedEngines().engines);

/**
 * The stories an engine visits. Chromium (with axe) visits every one; the other engines named share the rest, taking
 * turns down the list, so each story is also rendered and played in one of Firefox and WebKit. Their engine-specific
 * paths (no WebAuthn in WebKit, Firefox's focus and forms) each have a flow test of their own in all three engines;
 * visiting every story in both doubled the file's share of CI on a machine whose two cores were already full.
 */
function storiesFor(engine: EngineName, ids: readonly string[]): string[] {
  if (axeEngines.has(engine)) return [...ids];
  const sharing = selectedEngines().engines.filter((named) => !axeEngines.has(named));
  const turn = sharing.indexOf(engine);
  return ids.filter((_, index) => index % sharing.length === turn);
}

describeEngines('every Storybook story', (browser) => {
  it('renders without an error, passes axe-core (colour contrast included) and shows no id nor enum value', async () => {
    const withAxe = axeEngines.has(browser.engine);
    expect(storyIds.length).toBeGreaterThan(0);
    const axeSource = await readFile(join(root, 'node_modules/axe-core/axe.min.js'), 'utf8');
    const failures: string[] = [];
    const queue = storiesFor(browser.engine, storyIds);
    const visitEach = async () => {
      const page = await browser.newPage();
      await page.goto(`${origin}/iframe.html?viewMode=story`);
      await page.waitForFunction(() => window.__STORYBOOK_PREVIEW__?.storeInitializationPromise !== undefined);
      await page.evaluate(watchStories);
      if (withAxe) await page.addScriptTag({ content: axeSource });
      for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
        await page.evaluate(showStory, id);
        try {
          await page.waitForFunction(
            (id) => {
              const render = window.__STORYBOOK_PREVIEW__!.currentRender;
              return render?.id === id && ['finished', 'errored', 'aborted'].includes(render.phase ?? '');
            },
            id,
            { timeout: STORY_TIMEOUT_MS },
          );
        } catch {
          failures.push(`${id}: not finished within ${STORY_TIMEOUT_MS / 1000} s (phase ${await page.evaluate(() => window.__STORYBOOK_PREVIEW__!.currentRender?.phase)})`);
          continue;
        }
        await page.evaluate(settle);
        // Issue 20, item 2: no story shows a person an id or an enum value (shadow roots included), once settled.
        const leaks = internalsIn(await page.evaluate<string[]>(READABLE_TEXTS));
        const problems = [...(withAxe ? await axeViolations(page) : []), ...(await page.evaluate(() => window.storyProblems!)), ...leaks];
        if (problems.length) failures.push(`${id}: ${problems.join(', ')}`);
      }
      await page.close();
    };
    await Promise.all(Array.from({ length: pagesFor(browser.engine) }, visitEach));
    expect(failures.sort(), `${failures.length} stories:\n${failures.join('\n')}`).toEqual([]);
  }, 1_800_000);
});
