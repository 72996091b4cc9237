import { expect, it } from 'vitest';
import { describeEngines, type TestPage } from '../../../../test/harness/engines/index.js';
import { axeViolations, useWorldPage } from '../../test/world-page.js';
import type { PayeeFlow } from '../../test/payees-flows.js';

// The payees area's flows in each engine, against the sandbox and the integrator handler running
// inside the page, driven by role and label as a person would.

const PAGE = 'packages/react/test/payees-flows.html';
const world = useWorldPage(PAGE, 'payees');

describeEngines('payees against the sandbox in the page', (browser) => {
  async function open(flow: PayeeFlow, options: Record<string, unknown> = {}): Promise<TestPage> {
    const page = await world.open(browser);
    await page.evaluate(([name, opts]) => window.payeeFlows.mount(name as PayeeFlow, opts as never), [flow, options] as const);
    return page;
  }

  it('adds Alice’s payee: a CLABE with a wrong control digit is refused as typed, the right one reaches the service', async () => {
    const page = await open('manager', { person: 'alice' });
    await page.getByText('María Rivera').waitFor();
    expect(await page.getByText('032180000118359719').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Add someone to pay' }).click();
    await page.getByLabel('Where they receive money').selectOption('CLABE');
    await page.getByLabel('Account holder’s full name').fill('Luis Pérez');
    await page.getByLabel('CLABE number (18 digits)').fill('014027000005555557');
    await page.getByRole('button', { name: 'Save payee' }).click();
    await page.getByText('This CLABE is not valid. It has 18 digits.').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel('CLABE number (18 digits)').fill('014027000005555558');
    await page.getByRole('button', { name: 'Save payee' }).click();
    await page.getByText('Luis Pérez').waitFor();
    expect(await page.evaluate(() => window.payeeEvents)).toEqual([expect.stringMatching(/^added ExternalAccount:/)]);
    expect(await page.evaluate(() => window.payeeWorld!.sandbox.directory().customers.find((c) => c.platformCustomerId === 'user-us-alice')!.externalAccounts.length)).toBe(6);
    await page.close();
  });

  it('trusts Élodie’s payee with the SMS code, after a wrong one, and removes another after confirming', async () => {
    const page = await open('manager', { person: 'elodie', trust: true });
    await page.getByRole('button', { name: 'Trust Élodie Martin' }).click();
    const code = page.getByLabel('Security code');
    await code.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await code.fill('000000');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('That code is not right. Check it and try again.').waitFor();
    await code.fill('123456');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Trusted: payments to them now skip the security check.').waitFor();
    await page.getByRole('button', { name: 'Remove Paul Martin' }).click();
    await page.getByRole('heading', { name: /Remove Paul Martin\?/ }).waitFor();
    await page.getByRole('button', { name: 'Remove', exact: true }).click();
    await page.getByText('Paul Martin').waitFor({ state: 'detached' });
    await page.close();
  });

  it('accepts Élodie’s invitation through the integrator backend, once, for her own UMA address', async () => {
    const page = await open('invitation', { person: 'elodie' });
    await page.getByText('Alice ($alice@sandbox.wallet-kit.dev) invited you to receive payments.').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Accept the invitation' }).click();
    await page.getByRole('heading', { name: 'Invitation accepted' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => window.payeeEvents)).toEqual([expect.stringMatching(/^claimed /)]);
    await page.close();
  });

  it('approves one of Alice’s agent’s requests and rejects the other with a reason, through the integrator backend', async () => {
    const page = await open('agents', { person: 'alice' });
    // Each request in words: the agent's name, the payee's, the amounts (the euro one converted, with fees).
    await page.getByText(/^Bill payer wants to send \$120\.00 to .+ \(account ending \w{4}\)\.$/).waitFor();
    await page.getByText(/^The recipient gets €/).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Approve $120.00 requested by Bill payer' }).click();
    await page.getByText('Approved: the payment is under way.').waitFor();
    await page.getByRole('button', { name: 'Reject $45.00 requested by Bill payer' }).click();
    await page.getByRole('heading', { name: 'Reject $45.00 requested by Bill payer?' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel('Reason (optional)').fill('I pay this one myself');
    await page.getByRole('button', { name: 'Reject the request' }).click();
    await page.getByText('Nothing is waiting for your approval.').waitFor();
    // The decisions as the service answered them, the rejection with its reason; nothing is left waiting.
    expect(await page.evaluate(() => window.payeeEvents)).toEqual([expect.stringMatching(/^APPROVED AgentAction:\S+ $/), expect.stringMatching(/^REJECTED AgentAction:\S+ I pay this one myself$/)]);
    expect(await page.evaluate(async () => (await window.payeeWorld!.platform('GET', `/agents/approvals?customerId=${window.payeeWorld!.me.id}`)).data)).toEqual([]);
    await page.close();
  });

  it('picks whom to pay in Arabic, right to left, with no axe violation', async () => {
    const page = await open('picker', { person: 'alice', locale: 'ar' });
    // The Arabic catalogs (the widgets' and the area's) arrive as chunks of their own.
    const group = page.getByRole('radiogroup', { name: 'الدفع إلى' });
    await group.getByRole('radio').first().waitFor();
    await page.locator('.wk-root[dir="rtl"]').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await group.getByRole('radio').nth(1).check();
    expect(await page.evaluate(() => window.payeeEvents)).toEqual([expect.stringMatching(/^picked ExternalAccount:/)]);
    await page.close();
  });
});
