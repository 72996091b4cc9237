import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { SCREENSHOTS } from '../../../../test/e2e/stack.js';
import { describeEngines, type TestPage } from '../../../../test/harness/engines/index.js';
import { useStoryPage } from '../../test/story-page.js';

// Issue 20: on a phone the details form's sticky action bar held "Save and continue" and "Choose another way",
// which wrapped to two rows: 96 px of a 568 px screen (and of an 844 px one) stuck over the form while the person
// types. One row of controls now: the primary alone sticks, the other way follows the form, quiet.

const stories = useStoryPage();

/** One row of controls: a button and the bar's padding, with room for a larger font; two rows measured 96 px. */
const ONE_ROW = 64;

/** The bar's box and its primary action's, where the page has scrolled to, and the way forward's. */
const measure = (page: TestPage) =>
  page.evaluate(() => {
    const bar = document.querySelector<HTMLElement>('.wk-details .wk-actions:has([data-variant="primary"])')!;
    const box = bar.getBoundingClientRect();
    const primary = bar.querySelector('[data-variant="primary"]')!.getBoundingClientRect();
    const other = [...document.querySelectorAll('.wk-details button')].find((button) => button.textContent === 'Choose another way')!.getBoundingClientRect();
    return { bar: box.height, barTop: box.top, barBottom: box.bottom, primaryTop: primary.top, primaryBottom: primary.bottom, otherTop: other.top, otherBottom: other.bottom, viewport: window.innerHeight };
  });

describeEngines('onboarding’s details form on a phone', (browser) => {
  it('keeps its sticky bar to one row at 320 x 568 and 390 x 844, the primary action in reach and the other way uncovered, its fields’ text at 16 px or more', { timeout: 120_000 }, async () => {
    const page = await stories.show(browser, 'onboarding/Onboarding.stories.tsx#DetailsNeeded', { width: 320, height: 568 });
    // iOS Safari zooms the page into a field whose text is under 16 px as it takes focus: in an app whose theme
    // sets the kit's text to 14 px, the fields keep 16.
    await page.getByLabel('Full name').waitFor({ timeout: 20_000 });
    const fontSizes = await page.evaluate(() => {
      for (const root of document.querySelectorAll<HTMLElement>('.wk-root')) root.style.setProperty('--wk-font-size-md', '14px');
      return [...document.querySelectorAll('.wk-details .wk-input, .wk-details .wk-select')].map((field) => parseFloat(getComputedStyle(field).fontSize));
    });
    await page.evaluate(() => document.querySelectorAll<HTMLElement>('.wk-root').forEach((root) => root.style.removeProperty('--wk-font-size-md')));
    expect(fontSizes.length).toBeGreaterThan(2);
    expect(Math.min(...fontSizes)).toBeGreaterThanOrEqual(16);
    for (const viewport of [{ width: 320, height: 568 }, { width: 390, height: 844 }]) {
      await page.setViewportSize(viewport);
      await page.getByLabel('Full name').waitFor({ timeout: 20_000 });
      await page.evaluate(() => window.scrollTo(0, 0));
      const top = await measure(page);
      console.warn(`details bar at ${viewport.width} x ${viewport.height}: ${top.bar} px`);
      // The form runs past the fold, the bar stuck to the screen's bottom with the primary action whole in it.
      expect(top.barBottom, `${viewport.width}`).toBeCloseTo(viewport.height, 0);
      expect(top.bar, `${viewport.width}`).toBeLessThanOrEqual(ONE_ROW);
      expect(top.primaryTop, `${viewport.width}`).toBeGreaterThanOrEqual(top.barTop);
      expect(top.primaryBottom, `${viewport.width}`).toBeLessThanOrEqual(viewport.height);
      // At the form's end the other way shows below the bar, not under it.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const end = await measure(page);
      expect(end.otherTop, `${viewport.width}`).toBeGreaterThanOrEqual(end.barBottom - 0.5);
      expect(end.otherBottom, `${viewport.width}`).toBeLessThanOrEqual(viewport.height);
      // What a person sees as the form opens, the bar over it (the viewport: a full page shows no sticking).
      await page.evaluate(() => window.scrollTo(0, 0));
      await mkdir(SCREENSHOTS, { recursive: true });
      await page.screenshot({ path: join(SCREENSHOTS, `onboarding-details-bar-${viewport.width}.${page.engine}.png`) });
    }
    await page.close();
  });
});
