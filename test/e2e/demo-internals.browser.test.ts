import { expect, it } from 'vitest';
import { describeEngines } from '../harness/engines/index.js';
import { expectNoInternals } from '../support/internals.js';
import { openDemo, PHONE, signInWithEmailCode } from './demo-steps.js';
import { useStack } from './stack.js';

// Issue 20, finding 3, as a person meets it on a phone (390 x 844): no screen of the demo shows an id
// ("To Account InternalAccount:0000…") or an enum value ("SEPA_INSTANT", a service's reason): the wallet
// with its history, a receipt, card payments on the card tab, and receiving. Other journeys call the
// same `expectNoInternals(page, where)` from test/support/internals.ts at each of their steps.

const stack = useStack();

describeEngines('the demo, read for internals', (browser) => {
  it('shows no id and no enum value on the wallet, a receipt, the card tab with card payments, or receiving', { timeout: 300_000 }, async () => {
    const page = await openDemo(browser, stack, PHONE);
    await signInWithEmailCode(page, 'alice@example.com');
    await page.getByRole('button', { name: /^Add .* test funds$/ }).click({ timeout: 30_000 });
    await page.getByRole('list', { name: 'Activity' }).getByText(/^From /).first().waitFor({ timeout: 60_000 });
    await expectNoInternals(page, 'the wallet, with money in');

    await page.getByRole('tab', { name: 'Card' }).click();
    await page.getByRole('button', { name: /^Buy a coffee/ }).click({ timeout: 30_000 });
    await page.getByRole('button', { name: /^Hotel stay/ }).click({ timeout: 30_000 });
    await page.getByText('HARBOR HOTEL').first().waitFor({ timeout: 30_000 });
    await expectNoInternals(page, 'the card tab, after a coffee and a hotel stay');

    const list = page.getByRole('list', { name: 'Activity' });
    await list.getByRole('button').filter({ hasText: 'HARBOR HOTEL' }).first().click();
    await page.getByRole('heading', { name: 'Receipt' }).waitFor({ timeout: 20_000 });
    await expectNoInternals(page, 'a card payment’s receipt');
    await page.getByRole('button', { name: 'Close', exact: true }).click();
    await list.getByRole('button').filter({ hasText: /^↓/ }).first().click();
    await page.getByRole('heading', { name: 'Receipt' }).waitFor({ timeout: 20_000 });
    await expectNoInternals(page, 'the receipt of money in');
    expect(await page.getByText('You send').count()).toBe(0);
    await page.getByRole('button', { name: 'Close', exact: true }).click();

    await page.getByRole('tab', { name: 'Receive' }).click();
    await page.getByRole('heading', { name: 'Receive money' }).waitFor({ timeout: 20_000 });
    await expectNoInternals(page, 'receiving');
    await page.close();
  });
});
