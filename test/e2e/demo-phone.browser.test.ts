import { describe, expect, it } from 'vitest';
import { describeEngines, type TestPage as Page } from '../harness/engines/index.js';
import { PHONES, check, choosePayee, enterCode, openDemo, openMenu, receiptCompleted, signInWithEmailCode, signOut } from './demo-steps.js';
import { useStack } from './stack.js';

// The demo on a phone, in Arabic, and by keyboard alone: each engine against `npm start`. Every
// signed-in screen is measured at 390 x 844 (a common phone) and at 320 px (the narrowest the kit
// supports): nothing may stick out sideways, and the header keeps to one row.

const stack = useStack();

/** What sticks out sideways: the page's own overflow, and each visible element past either edge. */
async function sideways(page: Page): Promise<{ overflow: number; outside: string[] }> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const outside: string[] = [];
    for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
      const box = element.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue; // visually hidden text, empty wrappers
      if (box.right > width + 0.5 || box.left < -0.5) {
        const name = `${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? `.${element.className.trim().split(/\s+/).join('.')}` : ''}`;
        outside.push(`${name} [${Math.round(box.left)}, ${Math.round(box.right)}] "${(element.textContent ?? '').trim().slice(0, 40)}"`);
      }
    }
    return { overflow: document.documentElement.scrollWidth - width, outside: outside.slice(0, 8) };
  });
}

/** The screen measured at each phone size (then left at 390 px), checked with axe, and saved. */
async function fitsPhones(page: Page, screen: string): Promise<void> {
  for (const size of PHONES) {
    await page.setViewportSize(size);
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    const found = await sideways(page);
    expect(found, `${screen} at ${size.width} px`).toEqual({ overflow: 0, outside: [] });
    // One row: the brand and the menu button side by side, not stacked.
    const header = await page.locator('header.header').boundingBox();
    expect(header!.height, `${screen}: the header's height at ${size.width} px`).toBeLessThan(72);
    // Each tab's word on one line, within its tab.
    const tabs = await page
      .locator('[role="tab"]')
      .evaluateAll((items) => items.filter((item) => item.scrollWidth > item.clientWidth || item.getBoundingClientRect().height > 56).map((item) => item.textContent));
    expect(tabs, `${screen}: tabs that do not fit at ${size.width} px`).toEqual([]);
  }
  await page.setViewportSize(PHONES[0]);
  await check(page, `phone-${screen}`);
}

/** The element with focus, in words: its text, else its label. */
/** What a screen reader would call the focused element: its text, else its aria-label, else its label's text. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement as HTMLInputElement | null;
    return (active?.textContent?.trim() || active?.getAttribute('aria-label') || active?.labels?.[0]?.textContent?.trim()) ?? '';
  });

/** Presses Tab until the element with focus matches `target` (at most `max` presses), as a keyboard user does. */
async function tabTo(page: Page, target: RegExp, max = 40): Promise<void> {
  for (let presses = 0; presses < max; presses += 1) {
    await page.keyboard.press('Tab');
    if (target.test(await focused(page))) return;
  }
  throw new Error(`${max} presses of Tab never reached ${target}; focus is on "${await focused(page)}"`);
}

describeEngines('the demo on a phone', (browser) => {
  describe('the demo on a phone', () => {
    it('fits every signed-in screen of an EU customer into 390 and 320 px: the wallet, the menu, a send with its SCA and receipt, receiving, the card and security', { timeout: 240_000 }, async () => {
      const page = await openDemo(browser, stack, PHONES[0]);
      await fitsPhones(page, 'landing');
      await signInWithEmailCode(page, 'elodie@example.com');
      await page.getByRole('button', { name: 'Add €100.00 test funds' }).click();
      await fitsPhones(page, 'wallet');

      await openMenu(page);
      await page.getByRole('button', { name: 'Scenarios' }).click();
      await page.getByRole('switch', { name: 'Wrong code' }).waitFor();
      await fitsPhones(page, 'menu-scenarios');
      await page.keyboard.press('Escape');
      // The scenarios close first, focus on their button; the menu then closes, focus on its own.
      expect(await focused(page)).toMatch(/^Scenarios/);
      await page.keyboard.press('Escape');
      expect(await focused(page)).toMatch(/Menu$/);

      await choosePayee(page, /^Paul Martin/);
      await fitsPhones(page, 'send-amount');
      await page.getByRole('textbox', { name: 'Amount in EUR' }).fill('20.00');
      await page.getByRole('button', { name: 'Continue', exact: true }).click();
      await page.getByRole('heading', { name: 'Review your transfer' }).first().waitFor({ timeout: 20_000 });
      await fitsPhones(page, 'send-review');
      // The payment under way is the whole screen, its action within it: the balance and the history wait.
      const confirm = await page.getByRole('button', { name: 'Confirm and send' }).boundingBox();
      expect(confirm!.y + confirm!.height).toBeLessThanOrEqual(PHONES[0].height);
      expect(await page.getByRole('heading', { name: 'Activity', exact: true }).isVisible()).toBe(false);

      await page.getByRole('button', { name: 'Confirm and send' }).click();
      await page.getByRole('heading', { name: 'Approve the payment' }).waitFor({ timeout: 20_000 });
      await fitsPhones(page, 'send-sca');
      await enterCode(page, '123456');
      await page.getByRole('heading', { name: 'One more code' }).waitFor({ timeout: 20_000 });
      await enterCode(page, '123456');
      await receiptCompleted(page, true);
      await fitsPhones(page, 'send-receipt');

      // The success screen is the whole screen on a phone: another payment brings the balance and history back.
      await page.getByRole('button', { name: 'Send another payment' }).click();
      await page.locator('.wk-activity .wk-history-row').first().click();
      await page.locator('.wk-activity .wk-receipt').waitFor();
      await fitsPhones(page, 'history-receipt');
      await page.keyboard.press('Escape');

      await page.getByRole('tab', { name: 'Receive' }).click();
      await page.getByLabel('Currency you pay in').selectOption('EUR');
      await page.getByRole('textbox', { name: 'Amount in EUR' }).fill('50');
      await page.getByRole('button', { name: 'Get the payment details' }).click();
      // EU: the details are withheld until the payment is approved.
      await enterCode(page, '123456');
      await page.getByRole('heading', { name: 'How to pay' }).waitFor({ timeout: 20_000 });
      await fitsPhones(page, 'receive-instructions');

      await page.getByRole('tab', { name: 'Card' }).click();
      await page.locator('.wk-cards-card').waitFor({ timeout: 20_000 });
      await fitsPhones(page, 'card');

      await page.getByRole('tab', { name: 'Security' }).click();
      await page.getByRole('heading', { name: 'Sign-in methods' }).waitFor({ timeout: 20_000 });
      await fitsPhones(page, 'security');
      await signOut(page);
      await page.close();
    });

    it('turns the whole page right to left in Arabic: the document, the demo’s words and the widgets, still within 390 and 320 px', { timeout: 120_000 }, async () => {
      const page = await openDemo(browser, stack, PHONES[0]);
      await signInWithEmailCode(page, 'alice@example.com');
      await openMenu(page);
      await page.getByLabel('Language').selectOption('ar');
      expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(['ar', 'rtl']);
      await page.getByRole('tab', { name: 'إرسال' }).waitFor();
      await page.getByRole('button', { name: 'القائمة' }).click();
      // The widgets turn with the page (their catalogs load on demand).
      await page.locator('.wk-send[dir="rtl"]').waitFor();
      await expect.poll(() => page.locator('.wk-send .wk-step-title').first().textContent(), { timeout: 20_000 }).toBe('لمن تدفع؟');
      // Right to left: the history's amounts sit at the left edge, its icons at the right.
      const row = page.locator('.wk-history-row').first();
      if ((await row.count()) > 0) {
        const icon = await row.locator('.wk-history-icon').boundingBox();
        const amount = await row.locator('.wk-history-amount').boundingBox();
        expect(icon!.x).toBeGreaterThan(amount!.x);
      }
      await fitsPhones(page, 'arabic-wallet');
      await page.getByRole('tab', { name: 'استلام' }).click();
      await page.locator('.wk-receive').waitFor();
      await fitsPhones(page, 'arabic-receive');
      await page.getByRole('button', { name: 'القائمة' }).click();
      await page.getByLabel('اللغة').selectOption('en');
      // Back in English before signing out: the demo's words and the widgets' catalogs swap asynchronously.
      await page.getByRole('tab', { name: 'Send' }).waitFor({ timeout: 20_000 });
      await signOut(page);
      await page.close();
    });

    it('sends money by keyboard alone, focus on each new step’s heading: payee, amount, review, receipt', { timeout: 120_000 }, async () => {
      const page = await openDemo(browser, stack, PHONES[0]);
      await signInWithEmailCode(page, 'alice@example.com');
      // After the sign-in, focus is on the wallet's heading, not lost on the page's body.
      await expect.poll(() => focused(page)).toBe('Your wallet');

      // The payees area's picker is a radio group: Space chooses, Next confirms. The send view loads on
      // demand: a person waits for it to show before reaching for it.
      await page.getByRole('radio', { name: /Alice Rivera/ }).waitFor();
      await tabTo(page, /^Alice Rivera/);
      await page.keyboard.press('Space');
      await tabTo(page, /^Next$/);
      await page.keyboard.press('Enter');
      await expect.poll(() => focused(page)).toBe('How much?');
      await tabTo(page, /^Amount in USD$/);
      await page.keyboard.type('2.00');
      await page.keyboard.press('Enter');
      await expect.poll(() => focused(page), { timeout: 20_000 }).toBe('Review your transfer');
      await tabTo(page, /^Confirm and send$/);
      await page.keyboard.press('Enter');
      await receiptCompleted(page);
      await expect.poll(() => focused(page)).toBe('Payment sent');
      await tabTo(page, /^Send another payment$/);
      await page.keyboard.press('Enter');
      await expect.poll(() => focused(page)).toBe('Who are you paying?');
      // Money left: the picker starts again with nothing chosen.
      expect(await page.getByRole('radio', { checked: true }).count()).toBe(0);
      await page.close();
    });
  });
});
