import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useBrowser } from './harness/browser.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.svg': 'image/svg+xml', '.woff2': 'font/woff2' };

let outDir: string;
let server: Server;
let origin: string;
let storyIds: string[] = [];
const browser = useBrowser();

beforeAll(async () => {
  // Storybook built exactly as `npm run build-storybook` builds it: offline, telemetry off.
  outDir = await mkdtemp(join(tmpdir(), 'wallet-kit-storybook-'));
  await promisify(execFile)(join(root, 'node_modules/.bin/storybook'), ['build', '-o', outDir, '--quiet'], { cwd: root, timeout: 240_000 });
  const index = JSON.parse(await readFile(join(outDir, 'index.json'), 'utf8')) as { entries: Record<string, { id: string; type: string }> };
  storyIds = Object.values(index.entries).filter((entry) => entry.type === 'story').map((entry) => entry.id);
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

// Most of a story's time is waiting (page load, the network going idle), so four pages take turns.
const PAGES = 4;

describe('every Storybook story', () => {
  it('renders without an error and passes axe-core, colour contrast included', async () => {
    expect(storyIds.length).toBeGreaterThan(0);
    const axeSource = await readFile(join(root, 'node_modules/axe-core/axe.min.js'), 'utf8');
    const failures: string[] = [];
    const queue = [...storyIds];
    const visitEach = async () => {
      const page = await browser.context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
        errors.length = 0;
        await page.goto(`${origin}/iframe.html?id=${encodeURIComponent(id)}&viewMode=story`);
        await page.waitForSelector('#storybook-root > *, #storybook-docs > *', { timeout: 30_000 });
        // Stories that fetch from the in-browser sandbox settle in a moment; give their first render time.
        await page.waitForLoadState('networkidle');
        // Contrast is judged on the settled page: a fade still running (slower with four pages at once) is not a finding.
        await page.evaluate(() => Promise.all(document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity).map((animation) => animation.finished.catch(() => undefined))));
        await page.addScriptTag({ content: axeSource });
        const violations = await page.evaluate(async () => {
          const result = await (window as unknown as { axe: { run(context: Element): Promise<{ violations: Array<{ id: string; nodes: unknown[] }> }> } }).axe.run(document.querySelector('#storybook-root')!);
          return result.violations.map((violation) => `${violation.id} (${violation.nodes.length})`);
        });
        if (violations.length || errors.length) failures.push(`${id}: ${[...violations, ...errors].join(', ')}`);
      }
      await page.close();
    };
    await Promise.all(Array.from({ length: PAGES }, visitEach));
    expect(failures.sort()).toEqual([]);
  }, 600_000);
});
