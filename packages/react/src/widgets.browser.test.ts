import { expect, it } from 'vitest';
import { describeEngines } from '../../../test/harness/engines/index.js';
import { axeViolations } from '../test/world-page.js';

const GALLERY = 'packages/react/test/gallery.html';

describeEngines('widgets', (browser) => {
  it.each([
    ['light', 'en', false],
    ['dark', 'en', false],
    ['light', 'ar', false],
    ['dark', 'fr', true],
    ['light', 'en', true],
  ])('pass axe, colour contrast included: theme %s, locale %s, host reset %s', async (theme, locale, reset) => {
    const page = await browser.open(`${GALLERY}?theme=${theme}&locale=${locale}&reset=${reset ? 1 : 0}`);
    await page.waitForSelector('.wk-otp');
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });

  it('keep their boxes, button faces and spacing under an unlayered host reset', async () => {
    const page = await browser.open(`${GALLERY}?theme=light&reset=1`);
    await page.waitForSelector('.wk-otp');
    // Some of the gallery's widgets show their buttons once their view (loaded on demand) has arrived.
    await page.waitForSelector('.wk-button-face');
    const styles = await page.evaluate(() => {
      const css = (selector: string) => getComputedStyle(document.querySelector(selector)!);
      return {
        slotShadow: css('.wk-otp-slot').boxShadow,
        faceBackground: css('.wk-button-face').backgroundColor,
        facePadding: css('.wk-button-face').paddingInlineStart,
        cardPadding: css('.wk-card').paddingInlineStart,
        rootFont: css('.wk-root').fontFamily,
        rootScheme: css('.wk-root').colorScheme,
      };
    });
    // Borders are box-shadows and button surfaces inner spans, which `border-width: 0` and
    // `button { background: transparent; padding: 0 }` do not reach.
    expect(styles.slotShadow).not.toBe('none');
    expect(styles.faceBackground).not.toBe('rgba(0, 0, 0, 0)');
    expect(styles.facePadding).toBe('12px');
    expect(styles.cardPadding).toBe('16px');
    expect(styles.rootFont).toContain('system-ui');
    expect(styles.rootScheme).toBe('light');
    await page.close();
  });

  it('fill every box from one autofill of the single input', async () => {
    const page = await browser.open(`${GALLERY}?theme=light`);
    const input = page.locator('.wk-otp-input').first();
    await input.fill('');
    await input.fill('123456');
    const slots = await page.locator('.wk-otp').first().locator('.wk-otp-slot').allTextContents();
    expect(slots).toEqual(['1', '2', '3', '4', '5', '6']);
    await page.close();
  });
});
