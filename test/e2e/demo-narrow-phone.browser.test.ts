import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEngines } from '../harness/engines/index.js';
import { openDemo } from './demo-steps.js';
import { startStack, type Stack } from './stack.js';

// Found walking the demo on phones. At 320 px (the narrowest the kit supports) the header's brand read
// "Northwind …" beside the Menu button: the name of the wallet is the one word a person checks before typing
// an e-mail address, so it fits whole. And the onboarding's document picker scrolled sideways by 48 px:
// the demo's own rule for inputs (unlayered) gave the kit's visually hidden file inputs the full width.

let stack: Stack;

beforeAll(async () => {
  stack = await startStack();
}, 120_000);

afterAll(async () => {
  await stack?.stop();
});

describeEngines('the demo on a phone, found by walking it', (browser) => {
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

  it('keeps the kit’s visually hidden file inputs (the document picker’s) out of the way: no sideways scroll at 390 px', { timeout: 120_000 }, async () => {
    const page = await openDemo(browser, stack, { width: 390, height: 844 });
    try {
      // The FilePicker's inputs, as the kit renders them, inside the page's own styles.
      const width = await page.evaluate(() => {
        const input = document.createElement('input');
        input.type = 'file';
        input.className = 'wk-visually-hidden';
        document.body.append(input);
        return input.getBoundingClientRect().width;
      });
      expect(width).toBeLessThanOrEqual(1);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBe(0);
    } finally {
      await page.close();
    }
  });
});
