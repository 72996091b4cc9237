import { expect } from 'vitest';
import type { EngineBrowser, TestPage as Page } from '../harness/engines/index.js';
import { expectNoInternals } from '../support/internals.js';
import { axeViolations, screenshot, type Stack } from './stack.js';

// What a person does in the demo, step by step, shared by the demo's end-to-end files: queried by
// role and label, in English unless a step says otherwise.

/** The phones the demo is tried on: a common one (390 x 844), and the narrowest the kit supports (320 px). */
export const PHONES = [
  { width: 390, height: 844 },
  { width: 320, height: 640 },
] as const;

/** The common phone, where a journey is tried once. */
export const PHONE = PHONES[0];

/** A fresh address, so each run signs up someone new. */
export const unique = (name: string) => `${name}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

/** The demo opened in a new page with no cookie and no wallet session remembered. */
export function openDemo(browser: EngineBrowser, stack: Stack, viewport = { width: 1280, height: 900 }): Promise<Page> {
  return openDemoAt(browser, stack.url, viewport);
}

/** The demo at `url` (its origin: `localhost` or `127.0.0.1`, two devices to the browser) in a fresh new page. */
export async function openDemoAt(browser: EngineBrowser, url: string, viewport = { width: 1280, height: 900 }): Promise<Page> {
  const page = await browser.newPage();
  await page.setViewportSize(viewport);
  // The origin's cookies and storage cleared on its robots.txt, so the app itself loads once (a load of the dev
  // server's 240-odd modules took 2 s in Chromium and 5 s in Firefox on a loaded machine).
  await page.goto(new URL('robots.txt', url).href);
  await page.clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.goto(url);
  await page.getByRole('heading', { name: 'Sign up or sign in' }).waitFor({ timeout: 45_000 });
  return page;
}

/** Checks the page with axe-core and saves a screenshot of it. */
export async function check(page: Page, name: string): Promise<void> {
  await new Promise((settled) => setTimeout(settled, 300)); // let transitions and live regions settle
  expect(await axeViolations(page), `axe on ${name}`).toEqual([]);
  await screenshot(page, name);
}

/** `check`, after what a person sees first: nothing sticking out sideways, and no id or enum value on screen. */
export async function checkSeen(page: Page, name: string): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), `${name}: sideways overflow`).toBe(0);
  await expectNoInternals(page, name);
  await check(page, name);
}

export async function continueAs(page: Page, email: string, region: 'United States' | 'European Union' = 'United States'): Promise<void> {
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('radio', { name: region }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
}

export async function enterCode(page: Page, code: string): Promise<void> {
  const field = page.getByLabel('Verification code');
  await field.waitFor();
  await field.fill(code);
}

/** The wallet's history is on screen: the person is in. */
export const walletShown = (page: Page) => page.getByRole('heading', { name: 'Activity', exact: true }).waitFor({ timeout: 30_000 });

export async function signInWithEmailCode(page: Page, email: string): Promise<void> {
  await continueAs(page, email);
  await page.getByRole('button', { name: `Email a code to ${email}` }).click();
  await enterCode(page, '000000');
  await walletShown(page);
}

/** The header's tools: behind the Menu button on a phone, in the header on a wide screen. */
export async function openMenu(page: Page): Promise<void> {
  const menu = page.getByRole('button', { name: 'Menu' });
  if ((await menu.isVisible()) && (await menu.getAttribute('aria-expanded')) !== 'true') await menu.click();
}

export async function setScenario(page: Page, label: string, on: boolean): Promise<void> {
  await openMenu(page);
  await page.getByRole('button', { name: 'Scenarios' }).click();
  const toggle = page.getByRole('switch', { name: label });
  await expect.poll(() => toggle.isEnabled()).toBe(true);
  if ((await toggle.isChecked()) !== on) await toggle.click();
  await expect.poll(() => toggle.isChecked()).toBe(on);
  await page.keyboard.press('Escape');
  // The Menu button exists only where the header folds (below 1024 px).
  const menu = page.getByRole('button', { name: 'Menu' });
  if ((await menu.isVisible()) && (await menu.getAttribute('aria-expanded')) === 'true') await page.keyboard.press('Escape');
}

export async function signOut(page: Page): Promise<void> {
  await openMenu(page);
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  // Signing out ends the session at the backend first; beside another file's browser on two cores that took over 30 s.
  // WebKit twice waited past 60 s in CI (never when run alone, nor beside busy loops): what the page last fetched,
  // and what it shows, go into the error, for the next reader.
  await page
    .getByRole('heading', { name: 'Sign up or sign in' })
    .waitFor({ timeout: 60_000 })
    .catch(async (error: unknown) => {
      const seen = await page
        .evaluate(() => ({
          fetched: performance.getEntriesByType('resource').slice(-12).map((entry) => `${entry.name} ${Math.round(entry.startTime)}+${Math.round(entry.duration)} ms`),
          now: Math.round(performance.now()),
          shown: document.body.innerText.slice(0, 400),
        }))
        .catch((reason: unknown) => String(reason));
      throw new Error(`${String(error)}; the page: ${JSON.stringify(seen)}`);
    });
}

/** In <SendMoney>'s slot, the payees area's <PayeePicker>: a payee chosen, then Next. */
export async function choosePayee(page: Page, payee: RegExp): Promise<void> {
  await page.getByRole('radio', { name: payee }).first().check();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
}

/** In <SendMoney>: a saved payee, an amount in the account's currency, Continue: the quote is on screen. */
export async function reviewPayment(page: Page, payee: RegExp, amount: string, currency: string): Promise<void> {
  await choosePayee(page, payee);
  await page.getByRole('textbox', { name: `Amount in ${currency}` }).fill(amount);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await page.getByRole('heading', { name: 'Review your transfer' }).first().waitFor({ timeout: 20_000 });
}

/**
 * The receipt <SendMoney> ends on, followed until the payment completes; `underway` accepts a payment
 * still on its way (a wire or ACH payout settles later on the sandbox's clock).
 */
export async function receiptCompleted(page: Page, underway = false): Promise<void> {
  const status = page.locator('.wk-send .wk-receipt div.wk-status[role="status"]');
  await expect.poll(() => status.textContent(), { timeout: 30_000 }).toMatch(underway ? /^(Processing|Completed)$/ : /^Completed$/);
}
