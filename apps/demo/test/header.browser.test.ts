import { expect, it } from 'vitest';
import { describeEngines, type TestPage } from '../../../test/harness/engines/index.js';

// Issue 20, finding 15: at 1280 px the demo's header showed a dead "Menu" button, cut the brand to
// "Northwind Wal…" and wrapped "Dark theme" and "Sign out" onto two lines.
const PAGE = 'apps/demo/test/header.html';

/** Each header control's text, and whether it fits on one line and shows whole. */
function layout(page: TestPage) {
  return page.evaluate(() => {
    const header = document.querySelector('header')!;
    const visible = (element: Element) => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden';
    const controls = [...header.querySelectorAll('button, select, .brand-name, .user-email')].filter(visible);
    return {
      headerHeight: header.getBoundingClientRect().height,
      overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      controls: controls.map((element) => {
        const style = getComputedStyle(element);
        const lineHeight = parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.4;
        const box = element.getBoundingClientRect();
        const text = element.querySelector('.wk-button-face')?.textContent ?? element.textContent ?? '';
        return { text: text.trim(), cut: element.scrollWidth > element.clientWidth + 1, lines: Math.round((box.height - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom) - parseFloat(style.borderTopWidth) - parseFloat(style.borderBottomWidth)) / lineHeight) };
      }),
    };
  });
}

describeEngines('the demo header', (browser) => {
  it('sticks out nowhere at tablet widths, folded or not', async () => {
    const page = await browser.newPage();
    await page.goto(browser.url(PAGE));
    await page.waitForFunction(() => window.wkReady === true && document.querySelector('header') !== null);
    for (const width of [721, 768, 900, 1024]) {
      await page.setViewportSize({ width, height: 800 });
      const { overflow, controls } = await layout(page);
      expect({ width, overflow, wrapped: controls.filter((control) => control.lines > 1).map((control) => control.text) }).toEqual({ width, overflow: 0, wrapped: [] });
    }
    await page.close();
  });

  it('fits a 1280 px screen on one row: every control whole and on one line, and no Menu button with nothing to open', async () => {
    const page = await browser.newPage();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(browser.url(PAGE));
    await page.waitForFunction(() => window.wkReady === true && document.querySelector('header') !== null);
    const { controls, overflow } = await layout(page);
    expect(controls.map((control) => control.text)).not.toContainEqual(expect.stringMatching(/Menu/));
    expect(controls.filter((control) => control.cut || control.lines > 1)).toEqual([]);
    expect(controls.map((control) => control.text)).toEqual(expect.arrayContaining(['Northwind Wallet', 'Sign out', expect.stringMatching(/Dark theme/)]));
    expect(overflow).toBe(0);
    await page.close();
  });

  it('folds its tools behind a Menu button that opens them on a phone', async () => {
    const page = await browser.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(browser.url(PAGE));
    await page.waitForFunction(() => window.wkReady === true && document.querySelector('header') !== null);
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.click();
    await page.getByRole('button', { name: 'Sign out' }).waitFor();
    expect((await layout(page)).overflow).toBe(0);
    await page.close();
  });
});
