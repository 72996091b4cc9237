import { expect, it } from 'vitest';
import { describeEngines } from '../../../test/harness/engines/index.js';

const GALLERY = 'packages/react/test/gallery.html';

// Issue 20, the phone walk-through: the details form's "Home address" legend (and the amount step's) sat 2 px
// inside the labels under it, the browsers' own padding of a legend: at 390 px the form's left edge looked ragged.
describeEngines('a fieldset’s legend', (browser) => {
  it('starts on the same edge as the labels under it, left to right and right to left', async () => {
    const page = await browser.open(`${GALLERY}?theme=light`);
    await page.waitForSelector('.wk-root');
    const edges = await page.evaluate(() => {
      const measure = (dir: 'ltr' | 'rtl') => {
        const holder = document.createElement('div');
        holder.dir = dir;
        holder.style.width = '358px';
        holder.innerHTML = '<fieldset class="wk-fieldset"><legend class="wk-label">Home address</legend><label class="wk-label">Street and number</label><input class="wk-input"></fieldset>';
        document.querySelector('.wk-root')!.append(holder);
        // Where the words start (a legend's box starts at the edge; its padding moves its words in).
        const words = (element: Element) => {
          const range = document.createRange();
          range.selectNodeContents(element);
          return range.getBoundingClientRect();
        };
        const legend = words(holder.querySelector('legend')!);
        const label = words(holder.querySelector('label')!);
        holder.remove();
        return Math.round(dir === 'ltr' ? legend.left - label.left : label.right - legend.right);
      };
      return { ltr: measure('ltr'), rtl: measure('rtl') };
    });
    expect(edges).toEqual({ ltr: 0, rtl: 0 });
    await page.close();
  });
});
