import { expect, it } from 'vitest';
import { describeEngines, type TestPage } from '../../../../test/harness/engines/index.js';
import type { SendPageOptions } from '../../test/send-page.js';
import { focusedElement as focused, useWorldPage } from '../../test/world-page.js';

// Sending and receiving on a phone (issue 20), in real browsers against the sandbox inside the page
// (test/sandbox-world.ts): the primary action of each step within the screen at 390 x 844 and 320 px,
// focus on each step's result with no ring drawn for it, and the browser's Back inside the flow.

const PAGE = 'packages/react/test/send.html';
const PHONES = [
  { width: 390, height: 844 },
  { width: 320, height: 640 },
] as const;
const world = useWorldPage(PAGE, 'send');

/** The ring the focused control draws: its outline (style and width) and its box shadow. */
const ring = (page: TestPage) =>
  page.evaluate(() => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    const style = getComputedStyle(active!);
    return { text: active?.textContent?.trim() ?? '', outline: style.outlineStyle, width: parseFloat(style.outlineWidth), shadow: style.boxShadow };
  });

/** Where a button is on screen, without scrolling: its top and bottom against the viewport's height. */
const onScreen = (page: TestPage, name: string) =>
  page.evaluate((label) => {
    const button = [...document.querySelectorAll('button')].find((element) => element.textContent?.trim() === label);
    const box = button?.getBoundingClientRect();
    return box ? { top: Math.round(box.top), bottom: Math.round(box.bottom), viewport: window.innerHeight } : undefined;
  }, name);

const settle = (page: TestPage) => page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

describeEngines('sending and receiving on a phone', (browser) => {
  async function open(options: SendPageOptions, viewport: { width: number; height: number } = PHONES[0]): Promise<TestPage> {
    const page = await browser.newPage();
    await page.setViewportSize(viewport);
    await page.goto(world.url());
    await page.waitForFunction(() => window.wkReady === true, undefined, { timeout: 60_000 });
    await page.evaluate((given) => window.kitSend.mount(given), options);
    return page;
  }

  async function toAmount(page: TestPage, amount: string): Promise<void> {
    await page.getByRole('button', { name: /^Paul Martin/ }).click({ timeout: 30_000 });
    await page.getByRole('textbox', { name: 'Amount in EUR' }).fill(amount);
  }

  for (const phone of PHONES) {
    it(`keeps each step's primary action within a ${phone.width} x ${phone.height} screen, under the balance: Continue, then Confirm and send`, { timeout: 120_000 }, async () => {
      const page = await open({ person: 'elodie' }, phone);
      await toAmount(page, '12.00');
      await settle(page);
      const next = await onScreen(page, 'Continue');
      expect(next!.top).toBeGreaterThanOrEqual(0);
      expect(next!.bottom).toBeLessThanOrEqual(next!.viewport);
      await page.getByRole('button', { name: 'Continue', exact: true }).click();
      await page.getByRole('button', { name: 'Confirm and send' }).waitFor({ timeout: 30_000 });
      await settle(page);
      const confirm = await onScreen(page, 'Confirm and send');
      expect(confirm!.top).toBeGreaterThanOrEqual(0);
      expect(confirm!.bottom).toBeLessThanOrEqual(confirm!.viewport);
      await page.close();
    });
  }

  it('moves focus to each step and to the success screen after SCA, never to the page body, with no ring drawn for it', { timeout: 120_000 }, async () => {
    const page = await open({ person: 'elodie' });
    const paul = page.getByRole('button', { name: /^Paul Martin/ });
    await paul.waitFor({ timeout: 30_000 });
    // By keyboard, as focus-visible's heuristics treat a step reached with Enter.
    await paul.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => focused(page)).toEqual({ text: 'How much?', tag: 'div', outline: 'none' });
    await page.getByRole('textbox', { name: 'Amount in EUR' }).fill('12.00');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Confirm and send' }).click({ timeout: 30_000 });
    await page.getByLabel('Verification code').fill('123456', { timeout: 30_000 });
    await page.getByRole('heading', { name: 'One more code' }).waitFor({ timeout: 30_000 });
    await page.getByLabel('Verification code').fill('123456');
    await expect.poll(() => focused(page), { timeout: 30_000 }).toMatchObject({ text: 'Payment sent', outline: 'none' });
    await page.getByText(/^€12\.00 to Paul Martin/).waitFor();
    // The receipt below loads after: the success screen keeps focus.
    await page.locator('.wk-receipt .wk-status[data-status]').waitFor({ timeout: 30_000 });
    expect((await focused(page)).text).toBe('Payment sent');
    await page.close();
  });

  browser.requires('focus-visible-by-tab')('draws a ring on a control reached with Tab: focus-visible keeps the keyboard’s ring where a step’s heading draws none', { timeout: 120_000 }, async () => {
    const page = await open({ person: 'elodie' });
    await toAmount(page, '12.00');
    await page.getByRole('textbox', { name: 'Amount in EUR' }).click();
    const unfocused = await page.evaluate(() => getComputedStyle([...document.querySelectorAll('button')].find((button) => button.textContent?.trim() === 'Continue')!).boxShadow);
    // Tab by Tab from the amount, as a person on a keyboard goes, until Continue has focus.
    for (let press = 0; press < 10 && (await ring(page)).text !== 'Continue'; press += 1) await page.keyboard.press('Tab');
    const drawn = await ring(page);
    expect(drawn.text).toBe('Continue');
    const outlined = drawn.outline !== 'none' && drawn.width > 0;
    const shadowed = drawn.shadow !== 'none' && drawn.shadow !== unfocused;
    expect({ outlined, shadowed }, JSON.stringify(drawn)).not.toEqual({ outlined: false, shadowed: false });
    await page.close();
  });

  it('goes to the previous step with the browser’s Back when history is on, the amount kept, and never back into a payment that left', { timeout: 120_000 }, async () => {
    const page = await open({ person: 'elodie', history: true });
    const start = await page.evaluate(() => history.length);
    await toAmount(page, '7.25');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.getByRole('button', { name: 'Confirm and send' }).waitFor({ timeout: 30_000 });
    await page.evaluate(() => history.back());
    await page.getByRole('heading', { name: 'How much?' }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Amount in EUR' }).inputValue()).toBe('7.25');
    await page.evaluate(() => history.back());
    await page.getByRole('heading', { name: 'Who are you paying?' }).waitFor();
    // Still on the page: the two steps forward were entries of its own address, now gone back over.
    expect(await page.evaluate(() => location.pathname)).toBe(`/${PAGE}`);
    // The widget's own Back takes its entry off again: the page's history and the flow agree.
    await toAmount(page, '7.25');
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await page.getByRole('heading', { name: 'Who are you paying?' }).waitFor();
    await expect.poll(() => page.evaluate(() => (history.state as Record<string, unknown> | null)?.['wallet-kit:step'] === undefined)).toBe(true);
    expect(await page.evaluate(() => history.length)).toBeGreaterThanOrEqual(start);
    await page.close();
  });

  it('goes back from Receive’s approval to its form with the browser’s Back when history is on, the amount kept, and pushes nothing when it is off', { timeout: 120_000 }, async () => {
    const page = await open({ person: 'elodie', widget: 'receive', history: true });
    const start = await page.evaluate(() => history.length);
    await page.getByRole('textbox', { name: 'Amount in EUR' }).fill('50.00', { timeout: 30_000 });
    await page.getByRole('button', { name: 'Get the payment details' }).click();
    await page.getByRole('heading', { name: 'Approve the request' }).waitFor({ timeout: 30_000 });
    expect(await page.evaluate(() => history.length)).toBe(start + 1);
    await page.evaluate(() => history.back());
    await page.getByRole('button', { name: 'Get the payment details' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Approve the request' }).count()).toBe(0);
    expect(await page.getByRole('textbox', { name: 'Amount in EUR' }).inputValue()).toBe('50.00');
    // Still on the page: the step forward was an entry of its own address, now gone back over.
    expect(await page.evaluate(() => location.pathname)).toBe(`/${PAGE}`);
    await page.close();

    // Off (the default): the approval adds no entry, the host's router keeps the history to itself.
    const off = await open({ person: 'elodie', widget: 'receive' });
    const before = await off.evaluate(() => history.length);
    await off.getByRole('textbox', { name: 'Amount in EUR' }).fill('50.00', { timeout: 30_000 });
    await off.getByRole('button', { name: 'Get the payment details' }).click();
    await off.getByRole('heading', { name: 'Approve the request' }).waitFor({ timeout: 30_000 });
    expect(await off.evaluate(() => history.length)).toBe(before);
    expect(await off.evaluate(() => (history.state as Record<string, unknown> | null)?.['wallet-kit:step'])).toBeUndefined();
    await off.close();
  });

  it('shows the account’s own IBAN first on Receive, with no approval asked, in euros', { timeout: 120_000 }, async () => {
    const page = await open({ person: 'elodie', widget: 'receive' });
    await page.getByText('Give these details to anyone who pays you by bank transfer. The money arrives in your EUR account.').waitFor({ timeout: 30_000 });
    expect(await page.getByRole('heading', { name: 'Approve the request' }).count()).toBe(0);
    expect(await page.getByLabel('Currency you pay in').inputValue()).toBe('EUR');
    await page.close();
  });
});
