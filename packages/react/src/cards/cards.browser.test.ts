import { expect, it } from 'vitest';
import { describeEngines, type TestPage } from '../../../../test/harness/engines/index.js';
import { axeViolations, useWorldPage } from '../../test/world-page.js';

// The cards area in each engine, against the sandbox and the integrator handler inside the page
// (test/sandbox-world.ts), driven by role and label as a person would.

const PAGE = 'packages/react/test/cards.html';
const world = useWorldPage(PAGE, 'cards');

describeEngines('cards against the sandbox in the page', (browser) => {
  async function open(options: Record<string, unknown> = {}): Promise<TestPage> {
    const page = await world.open(browser);
    await page.evaluate((opts) => window.kitCards.mount(opts as never), options);
    return page;
  }

  it('shows the card’s details in the processor’s frame, then hides them again on their own', async () => {
    const page = await open();
    const face = page.getByRole('img', { name: /^Visa card ending in \d{4}$/ });
    const last4 = /(\d{4})$/.exec((await face.getAttribute('aria-label'))!)![1]!;
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Show card details' }).click();
    const frame = page.frameLocator('iframe[title="Card number, expiry date and security code"]');
    const pan = (await frame.locator('#pan').textContent())!.replace(/ /g, '');
    expect(pan).toMatch(/^4\d{15}$/);
    expect(pan.endsWith(last4)).toBe(true);
    expect(await frame.locator('#cvc').textContent()).toMatch(/^\d{3}$/);
    expect(await axeViolations(page)).toEqual([]);
    // revealMs is 5 s on this page: the details go on their own.
    await page.getByText('The card details are hidden again.').waitFor({ timeout: 15_000 });
    expect(await page.locator('iframe').count()).toBe(0);
    await page.close();
  });

  it('runs the step-up for a cardholder in an SCA region, once, then shows the details', async () => {
    const page = await open({ person: 'elodie', scaLogin: true });
    await page.getByRole('button', { name: 'Show card details' }).click();
    await page.frameLocator('iframe').locator('#pan').waitFor();
    expect(await page.evaluate(() => window.kitEvents)).toEqual(['step-up']);
    await page.close();
  });

  it('freezes the card: the face says so, a purchase is declined and the activity says why; unfreezes it; closes it after confirming', async () => {
    const page = await open();
    await page.getByRole('button', { name: 'Freeze card' }).click();
    await page.getByText('The card is frozen.').waitFor();
    await page.locator('.wk-cards-card .wk-status', { hasText: 'Frozen' }).waitFor();
    await page.evaluate(() => window.kitCards.simulate('authorization', { amount: 999, currency: { code: 'USD' }, merchant: { descriptor: 'CORNER SHOP' } }));
    await page.evaluate(() => window.kitCards.refresh());
    await page.getByText('Declined: the card was frozen').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Unfreeze card' }).click();
    await page.getByText('The card works again.').waitFor();
    await page.getByRole('button', { name: 'Close card' }).click();
    await page.getByRole('button', { name: 'Yes, close the card' }).click();
    await page.getByText('This card is closed.').waitFor();
    expect(await page.getByRole('button', { name: 'Show card details' }).count()).toBe(0);
    await page.close();
  });

  it('lists a purchase cleared in part, its refund as its own row, in the person’s language', async () => {
    const page = await open({ locale: 'fr' });
    await page.evaluate(async () => {
      await window.kitCards.simulate('authorization', { amount: 5_000, currency: { code: 'USD' }, merchant: { descriptor: 'BLUE BOTTLE COFFEE SF' } });
      const id = await window.kitCards.newest();
      await window.kitCards.simulate('clearing', { cardTransactionId: id, amount: 3_000 });
      await window.kitCards.simulate('clearing', { cardTransactionId: id, amount: 0 });
      await window.kitCards.simulate('return', { cardTransactionId: id, amount: 1_000 });
      window.kitCards.refresh();
    });
    await page.getByText('Remboursement de BLUE BOTTLE COFFEE SF').waitFor();
    const rows = await page.locator('.wk-activity-row').evaluateAll((items) => items.map((item) => [item.getAttribute('data-direction'), item.getAttribute('data-status')]));
    expect(rows).toEqual([
      ['CREDIT', 'SETTLED'],
      ['DEBIT', 'SETTLED'],
    ]);
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });
});
