import { beforeAll, expect, it } from 'vitest';
import { describeEngines, type TestPage } from '../../../test/harness/engines/index.js';
import { problemsOf } from '../test/host.js';
import { addElement, serveElodie, useSandboxHost } from '../test/sandbox-page.js';

// The script tag's `history` attribute (issue 20, item 8): present, <wallet-kit-send-money> and <wallet-kit-receive>
// turn on the widgets' opt-in Back through the browser's history, as the `history` prop does in React; absent, they
// leave the page's history to its router. The built wallet-kit.js against the sandbox, as widgets.browser.test.ts.

const host = useSandboxHost();
let elodie: { id: string; wallet: string };

// Whether the page's history holds a step entry. It is pushed by an effect, after the step's heading is drawn
// (Preact runs effects after the next frame): read once effects have run, so that "none" means none, not "not yet".
async function stepEntry(page: TestPage): Promise<boolean> {
  const frame = () => page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => setTimeout(done, 0))));
  await frame();
  await frame();
  return page.evaluate(() => (history.state as Record<string, unknown> | null)?.['wallet-kit:step'] !== undefined);
}

async function signIn(page: TestPage): Promise<void> {
  await addElement(page, 'wallet-kit-sign-in', { 'account-id': elodie.wallet, signers: 'sandbox', methods: '["email"]' }, { replace: true });
  await page.getByRole('button', { name: /^Email a code to / }).click();
  await page.getByRole('textbox', { name: 'Verification code' }).fill('000000');
  await page.getByRole('heading', { name: 'You are signed in' }).waitFor();
}

describeEngines('the history attribute of the script-tag elements', (browser) => {
  // A sandbox of its own for each engine (engines run one after another).
  beforeAll(async () => {
    elodie = await serveElodie(host);
  }, 60_000);

  it('on <wallet-kit-send-money>, pushes a step entry and the browser’s Back goes to the previous step with the amount kept; absent, pushes none', { timeout: 120_000 }, async () => {
    const page = await host.openPage(browser);
    await signIn(page);
    for (const attribute of [{}, { history: '' }] as Record<string, string>[]) {
      await addElement(page, 'wallet-kit-send-money', { 'customer-id': elodie.id, signers: 'sandbox', ...attribute }, { replace: true });
      const send = page.locator('wallet-kit-send-money');
      await send.getByRole('button', { name: /^Paul Martin/ }).click({ timeout: 30_000 });
      await send.getByRole('textbox', { name: 'Amount in EUR' }).fill('7.25');
      expect(await stepEntry(page)).toBe('history' in attribute);
    }
    await page.evaluate(() => history.back());
    const send = page.locator('wallet-kit-send-money');
    await send.getByRole('heading', { name: 'Who are you paying?' }).waitFor();
    await send.getByRole('button', { name: /^Paul Martin/ }).click();
    expect(await send.getByRole('textbox', { name: 'Amount in EUR' }).inputValue()).toBe('7.25');
    expect(await problemsOf(page)).toEqual([]);
    await page.close();
  });

  it('on <wallet-kit-receive>, takes the browser’s Back from the approval to the form with the amount kept; absent, pushes none', { timeout: 120_000 }, async () => {
    const page = await host.openPage(browser);
    await signIn(page);
    for (const attribute of [{}, { history: '' }] as Record<string, string>[]) {
      await addElement(page, 'wallet-kit-receive', { 'customer-id': elodie.id, signers: 'sandbox', ...attribute }, { replace: true });
      const receive = page.locator('wallet-kit-receive');
      await receive.getByRole('textbox', { name: 'Amount in EUR' }).fill('50.00', { timeout: 30_000 });
      await receive.getByRole('button', { name: 'Get the payment details' }).click();
      await receive.getByRole('heading', { name: 'Approve the request' }).waitFor({ timeout: 30_000 });
      expect(await stepEntry(page)).toBe('history' in attribute);
    }
    await page.evaluate(() => history.back());
    const receive = page.locator('wallet-kit-receive');
    await receive.getByRole('button', { name: 'Get the payment details' }).waitFor();
    expect(await receive.getByRole('textbox', { name: 'Amount in EUR' }).inputValue()).toBe('50.00');
    expect(await problemsOf(page)).toEqual([]);
    await page.close();
  });
});
