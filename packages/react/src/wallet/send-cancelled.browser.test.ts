import { expect, it } from 'vitest';
import { describeEngines, type TestPage } from '../../../../test/harness/engines/index.js';
import { axeViolations } from '../../../../test/e2e/stack.js';
import { useWorldPage } from '../../test/world-page.js';

// Issue 20, item 8 on a phone (390 x 844), in real browsers against the sandbox inside the page: the
// approval of a payment cancelled ("Payment cancelled", nothing sent), its Back leads to the amount with
// the payee and the amount kept, and focus is on that step's heading, drawing no ring.

const world = useWorldPage('packages/react/test/send.html', 'send');

/** What has focus, seen through open shadow roots: its text, and the outline it draws. */
/** axe on the page, but for the test page's own outline (it has no level-one heading: the widget sits in a host page). */
const widgetViolations = async (page: TestPage) => (await axeViolations(page)).filter((violation) => !violation.startsWith('page-has-heading-one'));

const focused = (page: TestPage) =>
  page.evaluate(() => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    const style = active ? getComputedStyle(active) : undefined;
    return { text: active?.textContent?.trim() ?? '', outline: style?.outlineStyle ?? '' };
  });

describeEngines('a payment whose approval was cancelled, on a phone', (browser) => {
  it('goes Back to the amount with the payee and the amount kept, focus on its heading', { timeout: 120_000 }, async () => {
    const page = await browser.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(world.url());
    await page.waitForFunction(() => window.wkReady === true, undefined, { timeout: 60_000 });
    await page.evaluate(() => window.kitSend.mount({ person: 'elodie' }));
    await page.getByRole('button', { name: /^Paul Martin/ }).click({ timeout: 30_000 });
    await page.getByRole('textbox', { name: 'Amount in EUR' }).fill('9.40');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.getByRole('button', { name: 'Confirm and send' }).click({ timeout: 30_000 });
    await page.getByLabel('Verification code').waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('heading', { name: 'Payment cancelled' }).waitFor({ timeout: 30_000 });
    expect(await widgetViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('heading', { name: 'How much?' }).waitFor({ timeout: 30_000 });
    await expect.poll(() => focused(page)).toEqual({ text: 'How much?', outline: 'none' });
    expect(await page.getByRole('textbox', { name: 'Amount in EUR' }).inputValue()).toBe('9.40');
    expect(await page.evaluate(() => document.body.innerText)).toContain('Paul Martin');
    expect(await widgetViolations(page)).toEqual([]);
    await page.close();
  });
});
