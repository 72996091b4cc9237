import { expect, it } from 'vitest';
import { describeEngines, type TestPage } from '../../../../test/harness/engines/index.js';
import { axeViolations, useWorldPage } from '../../test/world-page.js';

// The wallet area in each engine, against the sandbox and the integrator handler inside the page
// (test/sandbox-world.ts), driven by role and label as a person would.

const world = useWorldPage('packages/react/test/wallet.html', 'wallet');

/** How far the page sticks out sideways (0: it fits), and the widgets' elements past either edge. */
async function sideways(page: TestPage): Promise<{ overflow: number; outside: string[] }> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const outside = [...document.querySelectorAll<HTMLElement>('.wk-root *')]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 1 && box.height > 1 && (box.right > width + 0.5 || box.left < -0.5);
      })
      .map((element) => `${element.className} "${(element.textContent ?? '').slice(0, 30)}"`);
    return { overflow: document.documentElement.scrollWidth - width, outside: outside.slice(0, 6) };
  });
}

/** The page fits at 390 and at 320 px wide, with no axe finding. */
async function fits(page: TestPage, what: string): Promise<void> {
  for (const width of [390, 320]) {
    await page.setViewportSize({ width, height: 800 });
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    expect(await sideways(page), `${what} at ${width} px`).toEqual({ overflow: 0, outside: [] });
  }
  expect(await axeViolations(page), `axe on ${what}`).toEqual([]);
}

const focusedText = (page: TestPage) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

describeEngines('the wallet area against the sandbox in the page', (browser) => {
  async function open(options: Record<string, unknown> = {}, viewport = { width: 390, height: 844 }): Promise<TestPage> {
    const page = await browser.newPage();
    await page.setViewportSize(viewport);
    await page.goto(world.url());
    await page.waitForFunction(() => window.wkReady === true);
    await page.evaluate((opts) => window.kitWallet.mount(opts as never), options);
    return page;
  }

  it('sends across currencies as the EU customer: payee, amount, review, two SCA rounds, the receipt; the balance and history follow at once', async () => {
    const page = await open({ person: 'elodie' });
    const send = page.locator('.wk-send');
    await send.getByRole('button', { name: /^Paul Martin/ }).click();
    await expect.poll(() => focusedText(page)).toBe('How much?');
    await fits(page, 'the amount step');
    // Sent from the account that can pay most: her EUR account, not the smaller wallet.
    const before = await page.getByRole('region', { name: 'EUR account' }).locator('.wk-balance-amount').textContent();
    await send.getByRole('textbox', { name: 'Amount in EUR' }).fill('12.00');
    await send.getByRole('button', { name: 'Continue', exact: true }).click();
    await send.getByRole('button', { name: 'Confirm and send' }).waitFor({ timeout: 20_000 });
    await fits(page, 'the review');
    await send.getByRole('button', { name: 'Confirm and send' }).click();
    // SCA says what is approved, and where the code went; its rounds are one step for a person, never counted.
    await send.getByRole('heading', { name: 'Approve the payment' }).waitFor({ timeout: 20_000 });
    expect(await send.getByText(/Step \d of \d/).count()).toBeLessThanOrEqual(1);
    await fits(page, 'the first SCA step');
    await send.getByLabel('Verification code').fill('123456');
    await send.getByRole('heading', { name: 'One more code' }).waitFor({ timeout: 20_000 });
    await send.getByLabel('Verification code').fill('123456');
    const status = send.locator('.wk-receipt div.wk-status[role="status"]');
    await expect.poll(() => status.textContent(), { timeout: 30_000 }).toMatch(/^(Processing|Completed)$/);
    await expect.poll(() => focusedText(page)).toBe('Payment sent');
    expect(await send.getByRole('button', { name: 'Back' }).count()).toBe(0);
    await fits(page, 'the receipt');
    await expect.poll(() => page.getByRole('region', { name: 'EUR account' }).locator('.wk-balance-amount').textContent()).not.toBe(before);
    await expect.poll(() => page.locator('.wk-activity .wk-history-row').first().textContent()).toMatch(/^↑To Paul Martin.*−€12\.00/);
    await page.close();
  });

  it('refuses more than the balance before any quote, and fills in the whole balance with Max', async () => {
    const page = await open();
    const send = page.locator('.wk-send');
    await send.getByRole('button', { name: /^Alice Rivera/ }).click();
    const field = send.getByRole('textbox', { name: 'Amount in USD' });
    await field.fill('99999999');
    await send.getByRole('button', { name: 'Continue', exact: true }).click();
    await send.getByText(/^That is more than you have/).waitFor();
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    await send.getByRole('button', { name: 'Max' }).click();
    expect(await field.inputValue()).toMatch(/^\d+\.\d{2}$/);
    await page.close();
  });

  it('opens a receipt from the history in place, focus on it, and Escape gives focus back to its row', async () => {
    const page = await open({ fund: true });
    const row = page.locator('.wk-activity .wk-history-row').first();
    await row.waitFor({ timeout: 20_000 });
    await row.click();
    await expect.poll(() => focusedText(page)).toBe('Receipt');
    await fits(page, 'a receipt in the history');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.evaluate(() => document.activeElement?.classList.contains('wk-history-row'))).toBe(true);
    await page.close();
  });

  it('gives payment instructions for a bank transfer in, focus on them, and tells the app', async () => {
    const page = await open();
    const receive = page.locator('.wk-receive');
    await receive.getByRole('img', { name: 'QR code of your UMA address' }).waitFor();
    await receive.getByLabel('Currency you pay in').selectOption('MXN');
    await receive.getByRole('textbox', { name: 'Amount in MXN' }).fill('500');
    await receive.getByRole('button', { name: 'Get the payment details' }).click();
    // The transfer's details, after the account's own (which come first, under their own heading).
    await receive.getByRole('heading', { name: 'How to pay' }).last().waitFor({ timeout: 20_000 });
    await expect.poll(() => focusedText(page)).toBe('How to pay');
    expect(await page.evaluate(() => window.kitEvents)).toEqual([expect.stringMatching(/^instructions Quote:/)]);
    await fits(page, 'the payment instructions');
    await page.close();
  });

  it('reads right to left in Arabic at 320 px, amounts and addresses isolated', async () => {
    const page = await open({ locale: 'ar', fund: true }, { width: 320, height: 700 });
    await page.locator('.wk-send[dir="rtl"]').waitFor();
    await expect.poll(() => page.locator('.wk-send .wk-title').textContent(), { timeout: 20_000 }).toBe('إرسال المال');
    const row = page.locator('.wk-history-row').first();
    await row.waitFor({ timeout: 20_000 });
    const icon = await row.locator('.wk-history-icon').boundingBox();
    const amount = await row.locator('.wk-history-amount').boundingBox();
    // The icon starts the row on the right, the amount ends it on the left.
    expect(icon!.x).toBeGreaterThan(amount!.x);
    expect(await row.locator('.wk-history-amount').evaluate((element) => element.tagName)).toBe('BDI');
    await fits(page, 'the wallet in Arabic');
    await page.close();
  });
});
