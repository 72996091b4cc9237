import { expect, it } from 'vitest';
import { describeEngines } from '../../../test/harness/engines/index.js';

const GALLERY = 'packages/react/test/gallery.html';

// Form resets commonly size every control; Tailwind's forms plugin and many hand-written resets do.
const CONTROL_RESET = `
input, select, textarea { display: block; width: 100%; height: 40px; padding: 8px; position: static; margin: 4px 0; overflow: visible; clip-path: none; }
`;

describeEngines('visually hidden', (browser) => {
  it('keeps a visually hidden input out of sight under an unlayered host reset that sizes every input', async () => {
    const page = await browser.open(`${GALLERY}?theme=light&reset=1`);
    await page.waitForSelector('.wk-otp');
    const box = await page.evaluate((reset: string) => {
      const style = document.createElement('style');
      style.textContent = reset;
      document.head.append(style);
      const input = document.createElement('input');
      input.type = 'file';
      input.className = 'wk-visually-hidden';
      document.querySelector('.wk-root')!.append(input);
      const rect = input.getBoundingClientRect();
      return { width: rect.width, height: rect.height, position: getComputedStyle(input).position };
    }, CONTROL_RESET);
    expect(box).toEqual({ width: 1, height: 1, position: 'absolute' });
    await page.close();
  });
});
