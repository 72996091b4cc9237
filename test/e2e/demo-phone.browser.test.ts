import { describe, expect, it } from 'vitest';
import { describeEngines, type EngineTest, type Locator, type TestPage as Page } from '../harness/engines/index.js';
import { expectNoInternals } from '../support/internals.js';
import { PHONES, check, checkSeen, choosePayee, enterCode, openDemo, openMenu, receiptCompleted, reviewPayment, signInWithEmailCode, signOut } from './demo-steps.js';
import { useStack } from './stack.js';

// The demo on a phone, in Arabic, and by keyboard alone: each engine against `npm start`. Every
// signed-in screen is measured at 390 x 844 (a common phone) and at 320 px (the narrowest the kit
// supports): nothing may stick out sideways, and the header keeps to one row. The card and receiving are walked
// to their end at each size (320 px in one engine, `browser.once`: CI's time), and the browser's Back mid-send.

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

/** The screen measured at each phone size (then left at 390 px), read for ids and enum values, checked with axe, and saved. */
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
  await expectNoInternals(page, screen);
  await check(page, `phone-${screen}`);
}

/**
 * A step of a journey walked at one phone size, as a person sees it: nothing sticks out sideways, the step's
 * `control` lies within the screen once scrolled to, and no id or enum value is on screen.
 */
async function stepSeen(page: Page, where: string, control: Locator): Promise<void> {
  await control.evaluate((element) => element.scrollIntoView({ block: 'nearest' }));
  const [box, width, found] = await Promise.all([control.boundingBox(), page.evaluate(() => document.documentElement.clientWidth), sideways(page)]);
  expect(found, `${where}: what sticks out sideways`).toEqual({ overflow: 0, outside: [] });
  expect(box!.x >= 0 && box!.x + box!.width <= width + 0.5, `${where}: the control at x ${Math.round(box!.x)} + ${Math.round(box!.width)}, within ${width} px`).toBe(true);
  await expectNoInternals(page, where);
}

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
      // As a person waits for Confirm to be pressable: Tab walks past a disabled button, out of the page, and a page
      // that lost the window's focus (Firefox) takes no click from Enter when the keys come back to it.
      const confirm = page.getByRole('button', { name: 'Confirm and send' });
      await expect.poll(() => confirm.evaluate((button) => !(button as HTMLButtonElement).disabled), { timeout: 30_000 }).toBe(true);
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

    it('goes back a step with the browser’s Back mid-send, the amount kept, and stays on the demo’s page', { timeout: 120_000 }, async () => {
      const page = await openDemo(browser, stack, PHONES[0]);
      await signInWithEmailCode(page, 'alice@example.com');
      const demo = await page.evaluate(() => location.href);
      await reviewPayment(page, /^Alice Rivera/, '20.00', 'USD');
      await page.evaluate(() => history.back());
      await page.getByRole('heading', { name: 'How much?' }).waitFor({ timeout: 20_000 });
      expect(await page.getByRole('textbox', { name: 'Amount in USD' }).inputValue()).toBe('20.00');
      await expect.poll(() => focused(page)).toBe('How much?');
      expect(await page.getByRole('heading', { name: 'Review your transfer' }).count()).toBe(0);
      await page.evaluate(() => history.back());
      await page.getByRole('heading', { name: 'Who are you paying?' }).waitFor({ timeout: 20_000 });
      await expect.poll(() => focused(page)).toBe('Who are you paying?');
      await page.getByRole('radio', { name: /^Alice Rivera/ }).waitFor({ timeout: 20_000 });
      // Still the demo, still signed in: Back walked the payment's steps, not away from the page.
      expect(await page.evaluate(() => location.href)).toBe(demo);
      expect(await page.getByRole('tab', { name: 'Send' }).getAttribute('aria-selected')).toBe('true');
      await page.close();
    });

    for (const size of PHONES) {
      // At 390 x 844 in every engine; at 320 px once (`browser.once`: CI's time).
      const test: EngineTest = size === PHONES[0] ? it : browser.once;

      test(`uses the card at ${size.width} x ${size.height}: its face, a purchase in Activity by merchant and amount, frozen and unfrozen, its details revealed`, { timeout: 180_000 }, async () => {
        const page = await openDemo(browser, stack, size);
        await signInWithEmailCode(page, 'alice@example.com');
        await page.getByRole('tab', { name: 'Card' }).click();
        const face = page.getByRole('img', { name: /^Visa card ending in \d{4}$/ });
        await face.waitFor({ timeout: 20_000 });
        await page.locator('.wk-cards-card .wk-status', { hasText: 'Active' }).waitFor({ timeout: 20_000 });
        await stepSeen(page, `the card at ${size.width} px`, face);
        await check(page, `phone-${size.width}-card`);

        // A purchase: one more row in the wallet's Activity, newest first, naming the merchant and the amount. The
        // list's first page (20 rows) holds all of this demo's Alice, so the row is counted there.
        const activity = page.getByRole('list', { name: 'Activity', exact: true }).getByRole('listitem');
        const coffees = activity.filter({ hasText: 'BLUE BOTTLE COFFEE' });
        await activity.first().or(page.getByText('No activity yet.')).waitFor({ timeout: 20_000 });
        const [rows, before] = await Promise.all([activity.count(), coffees.count()]);
        expect(rows).toBeLessThan(20);
        const coffee = page.getByRole('button', { name: 'Buy a coffee ($12.50)' });
        await stepSeen(page, `buying a coffee at ${size.width} px`, coffee);
        await coffee.click();
        await expect.poll(() => coffees.count(), { timeout: 30_000 }).toBe(before + 1);
        expect(await activity.first().innerText()).toMatch(/BLUE BOTTLE COFFEE[\s\S]*−\$12\.50/);
        await stepSeen(page, `the purchase in Activity at ${size.width} px`, activity.first());

        const freeze = page.getByRole('button', { name: 'Freeze card' });
        await stepSeen(page, `freezing at ${size.width} px`, freeze);
        await freeze.click();
        await page.getByText('The card is frozen.').waitFor({ timeout: 20_000 });
        await page.locator('.wk-cards-card .wk-status', { hasText: 'Frozen' }).waitFor({ timeout: 20_000 });
        const unfreeze = page.getByRole('button', { name: 'Unfreeze card' });
        await stepSeen(page, `the frozen card at ${size.width} px`, unfreeze);
        await check(page, `phone-${size.width}-card-frozen`);
        await unfreeze.click();
        await page.getByText('The card works again.').waitFor({ timeout: 20_000 });

        const show = page.getByRole('button', { name: 'Show card details' });
        await stepSeen(page, `showing the details at ${size.width} px`, show);
        await show.click();
        const last4 = /(\d{4})$/.exec((await face.getAttribute('aria-label'))!)![1]!;
        const frame = page.locator('iframe[title="Card number, expiry date and security code"]');
        const pan = (await page.frameLocator('iframe[title="Card number, expiry date and security code"]').locator('#pan').textContent({ timeout: 20_000 }))!.replace(/ /g, '');
        expect(pan.endsWith(last4)).toBe(true);
        await stepSeen(page, `the card's details at ${size.width} px`, frame);
        await page.getByRole('button', { name: 'Hide card details' }).click();
        expect(await page.locator('iframe').count()).toBe(0);
        await page.close();
      });

      test(`receives at ${size.width} x ${size.height}: her own IBAN first, then a transfer for a set amount, approved by text message and followed to completion`, { timeout: 180_000 }, async () => {
        const page = await openDemo(browser, stack, size);
        await signInWithEmailCode(page, 'elodie@example.com');
        await page.getByRole('tab', { name: 'Receive' }).click();
        // Her own details first, with no approval asked: what Wise and Revolut give.
        const own = page.getByRole('heading', { name: 'Your account details' });
        await own.waitFor({ timeout: 20_000 });
        await page.getByText('Give these details to anyone who pays you by bank transfer. The money arrives in your EUR account.').waitFor();
        const iban = page.locator('.wk-receive').getByText(/^[A-Z]{2}\d{2}(?: ?[A-Z0-9]{1,4}){3,8}$/).first();
        await iban.waitFor();
        const [ownBox, bankBox] = await Promise.all([own.boundingBox(), page.getByRole('heading', { name: 'By bank transfer' }).boundingBox()]);
        expect(ownBox!.y, 'her own details above a transfer for a set amount').toBeLessThan(bankBox!.y);
        expect(await page.getByRole('heading', { name: 'Approve the request' }).count()).toBe(0);
        expect(await page.getByLabel('Currency you pay in').inputValue()).toBe('EUR');
        await stepSeen(page, `her own IBAN at ${size.width} px`, iban);
        await check(page, `phone-${size.width}-receive-own-details`);

        await page.getByRole('textbox', { name: 'Amount in EUR' }).fill('50');
        const get = page.getByRole('button', { name: 'Get the payment details' });
        await stepSeen(page, `a set amount at ${size.width} px`, get);
        await get.click();
        await page.getByRole('heading', { name: 'Approve the request' }).waitFor({ timeout: 20_000 });
        await page.getByText('You are asking to receive €50.00 in your wallet.').waitFor();
        await stepSeen(page, `approving at ${size.width} px`, page.getByLabel('Verification code').first());
        await enterCode(page, '123456');
        await page.getByRole('heading', { name: 'How to pay' }).first().waitFor({ timeout: 20_000 });
        const simulate = page.getByRole('button', { name: 'Simulate the bank transfer' });
        await stepSeen(page, `how to pay at ${size.width} px`, simulate);
        await check(page, `phone-${size.width}-receive-how-to-pay`);
        await simulate.click();
        // Receive follows its transfer: once the money is in, "Send exactly €50.00 using these details" gives way to the
        // money received, from whom, with its receipt (the kit's one: the page adds none), and focus goes to it.
        const received = page.getByRole('heading', { name: 'Money received' });
        await received.waitFor({ timeout: 30_000 });
        expect(await page.getByText('Send exactly €50.00 using these details.').count(), 'the instructions, once paid').toBe(0);
        expect(await page.getByRole('heading', { name: 'How to pay' }).count()).toBe(0);
        await page.getByText('€50.00 from Sandbox Sender').waitFor();
        expect(await received.evaluate((heading) => (heading.getRootNode() as Document).activeElement === heading), 'focus on the money received').toBe(true);
        expect(await page.locator('.tabpanel .wk-receipt').count(), 'one receipt').toBe(1);
        const status = page.locator('.tabpanel .wk-receipt div.wk-status[role="status"]');
        await expect.poll(() => status.textContent(), { timeout: 30_000 }).toBe('Completed');
        await stepSeen(page, `money in, completed, at ${size.width} px`, status);
        await stepSeen(page, `a way on once received, at ${size.width} px`, page.getByRole('button', { name: 'Receive again' }));
        await checkSeen(page, `phone-${size.width}-receive-received`);
        // Who sent it, as the bank reported (the sandbox's sender), never a bare "Money in" (issue 20, finding 6).
        await page.locator('.tabpanel .wk-receipt').getByText('Sandbox Sender').waitFor();
        await page.close();
      });
    }
  });
});
