import { expect, it } from 'vitest';
import { describeEngines } from '../../../../test/harness/engines/index.js';
import { useWorldPage } from '../../test/world-page.js';

// Finding 9 of issue 20 (9b): a device whose session was ended from another one ("Sign out everywhere else")
// found out only at Confirm, with "This device's signature was not accepted. Sign in again." and no way to.
// Here the stale device is left on the review with nothing telling it (no focus event, no push), then presses
// Confirm: the refusal makes it ask the service, and the guard shows its sign-in with every figure gone.

const PAGE = 'packages/react/test/send.html';
const world = useWorldPage(PAGE, 'send');

/** A money figure as the widgets write one in English: $2,500.00, €12.00, US$3.00, 4.50 EUR. */
const MONEY = /[$€£]\s?\d|\d[\d,]*\.\d\d\s?[A-Z]{3}\b/;

describeEngines('a device whose session was ended elsewhere', (browser) => {
  it('pressing Confirm and send lands on the sign-in step, with no "signature was not accepted" and no money figure left', { timeout: 120_000 }, async () => {
    const page = await browser.newPage();
    await page.goto(world.url());
    await page.waitForFunction(() => window.wkReady === true, undefined, { timeout: 60_000 });
    await page.evaluate(() => window.kitSend.mount({ person: 'elodie', guard: true }));
    await page.getByRole('button', { name: /^Paul Martin/ }).click({ timeout: 30_000 });
    // From the wallet, as in the finding: executing from it is stamped with this device's session key.
    const wallet = await page.evaluate(() => window.kitWorld!.me.wallet);
    await page.getByRole('combobox', { name: 'From' }).selectOption(wallet);
    await page.getByRole('textbox', { name: 'Amount in EUR' }).fill('12.00');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    const confirm = page.getByRole('button', { name: 'Confirm and send' });
    await confirm.waitFor({ timeout: 30_000 });

    // Another device of Élodie's ends this one's session at the service; this page is not told.
    await page.evaluate(async () => {
      const here = window.kitWorld!;
      const other = await here.otherDevice();
      await other.sessions.endSession(here.client.session.getState().record!.session.id);
      other.dispose();
    });
    expect(await page.evaluate(() => window.kitWorld!.client.session.getState().status)).toBe('active');

    await confirm.click();
    await page.getByRole('button', { name: /^Email a code to / }).waitFor({ timeout: 30_000 });
    await page.getByText('You were signed out on this device from another one. Sign in again to continue.').waitFor();
    const text = await page.evaluate(() => document.body.innerText);
    expect(text).not.toMatch(/signature was not accepted/i);
    expect(text).not.toMatch(MONEY);
    expect(await page.getByRole('button', { name: 'Confirm and send' }).count()).toBe(0);
    // Nothing was sent: the quote the review showed was never executed.
    expect(await page.evaluate(() => window.kitWorld!.sandbox.inspect.quotes().filter((quote) => quote.executed))).toEqual([]);
    await page.close();
  });
});
