import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEngines } from '../../../../test/harness/engines/index.js';
import { startHarnessServer, type HarnessServer } from '../../../../test/harness/server.js';

// Issue 20, finding 7: at 320 px a row of Activity that waits for approval wrapped its payee one letter a
// line ("Pau/l/Mar/tin") beside "Waiting for your approval". Words may wrap; no word may break.

const PAGE = 'packages/react/test/stories.html';
let server: HarnessServer;

beforeAll(async () => {
  server = await startHarnessServer({ entries: [PAGE] });
});

afterAll(async () => {
  await server?.close();
});

describeEngines('Activity on a 320 px phone', (browser) => {
  it('wraps a waiting payment’s row between words only, and nothing sticks out sideways', { timeout: 120_000 }, async () => {
    const page = await browser.newPage();
    await page.setViewportSize({ width: 320, height: 700 });
    // The first import of the stories may meet Vite optimizing a dependency it found late: once more after a reload.
    let done: true | string = 'not run';
    for (let attempt = 0; attempt < 3 && done !== true; attempt++) {
      await page.goto(new URL(PAGE, server.url).href);
      await page.waitForFunction(() => window.wkReady === true);
      done = await page.evaluate(() => window.wkRun('../src/wallet/Activity.stories.tsx#WaitingOnAPhone', 30_000));
    }
    expect(done).toBe(true);
    await page.getByText('Waiting for your approval').first().waitFor({ timeout: 20_000 });
    const found = await page.evaluate(() => {
      const broken: string[] = [];
      for (const part of document.querySelectorAll('.wk-history-row .wk-history-title, .wk-history-row .wk-status, .wk-history-row .wk-history-amount')) {
        const text = part.textContent ?? '';
        const node = part.firstChild;
        if (!node || node.nodeType !== Node.TEXT_NODE) continue;
        for (const match of text.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          // A word on one line has one box; a word broken across lines has one per line.
          if (range.getClientRects().length > 1) broken.push(`"${match[0]}" in "${text}"`);
        }
      }
      const rows = document.querySelectorAll('.wk-history-row').length;
      return { broken, rows, overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth };
    });
    expect(found.rows).toBeGreaterThan(0);
    expect(found.broken).toEqual([]);
    expect(found.overflow).toBe(0);
    await page.close();
  });
});
