import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEngines } from '../harness/engines/index.js';
import { openDemo } from './demo-steps.js';
import { startStack, type Stack } from './stack.js';

// At 320 px (the narrowest the kit supports) the header's brand read "Northwind …" beside the Menu button:
// the name of the wallet is the one word a person checks before typing an e-mail address, so it fits whole.

let stack: Stack;

beforeAll(async () => {
  stack = await startStack();
}, 120_000);

afterAll(async () => {
  await stack?.stop();
});

describeEngines('the demo’s header on the narrowest phone', (browser) => {
  it('shows the brand’s whole name beside the Menu button at 320 px', { timeout: 120_000 }, async () => {
    const page = await openDemo(browser, stack, { width: 320, height: 640 });
    try {
      await page.getByRole('button', { name: 'Menu' }).waitFor();
      const name = page.locator('header.header .brand-name');
      const [clipped, height] = await name.evaluate((element) => [element.scrollWidth > element.clientWidth, element.getBoundingClientRect().height]);
      expect(clipped, 'the brand’s name cut short').toBe(false);
      // On one line, the header's single row kept.
      expect(height).toBeLessThan(40);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBe(0);
    } finally {
      await page.close();
    }
  });
});
