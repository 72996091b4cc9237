import { answerSca, signInSandboxUser, TestKitError, type PageLike } from '@wallet-kit/sandbox/playwright';
import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { describeEngines, type TestPage } from '../../../test/harness/engines/index.js';
import { addElement, serveElodie, useSandboxHost } from '../test/sandbox-page.js';

// The test kit's Playwright helpers (@wallet-kit/sandbox/playwright) driving the script-tag elements, whose widgets
// render in open shadow roots, against the sandbox behind the integrator handler (as widgets.browser.test.ts).

const host = useSandboxHost();
let elodie: { id: string; wallet: string };

describeEngines('the Playwright helpers on the script-tag elements', (browser) => {
  // A sandbox of its own for each engine (engines run one after another).
  beforeAll(async () => {
    elodie = await serveElodie(host);
  }, 60_000);

  // What an integrator passes: Playwright's own page where the engine runs under Playwright, else the harness's.
  const helperPage = (page: TestPage): PageLike => (page.supports('devtools-protocol') ? page.playwright<Page>() : page);

  it('sign in, answer both SCA rounds of a cross-currency SendMoney as answer then authorized, and name what the page shows when nothing comes', { timeout: 120_000 }, async () => {
    const page = await host.openPage(browser);
    const kit = helperPage(page);

    await addElement(page, 'wallet-kit-sign-in', { 'account-id': elodie.wallet, signers: 'sandbox', methods: '["email"]' }, { replace: true });
    await signInSandboxUser(kit, { code: '111111', timeoutMs: 15_000 }).then(
      () => expect.fail('a wrong code signed in'),
      (error: unknown) => {
        expect(error).toBeInstanceOf(TestKitError);
        expect(error).toMatchObject({ code: 'SIGN_IN_FAILED', message: expect.stringContaining('shows an error: That code is not right') });
      },
    );
    await addElement(page, 'wallet-kit-sign-in', { 'account-id': elodie.wallet, signers: 'sandbox', methods: '["email"]' }, { replace: true });
    await signInSandboxUser(kit);
    expect(await page.locator('wallet-kit-sign-in .wk-sign-in').getAttribute('data-state')).toBe('signed-in');

    // No challenge on the page: the error says what it shows instead (the signed-in step's heading), no ids.
    const missing = await answerSca(kit, { timeoutMs: 1_000 }).catch((error: unknown) => error);
    expect(missing).toBeInstanceOf(TestKitError);
    expect(missing).toMatchObject({ code: 'SCA_FAILED', message: expect.stringMatching(/the page shows: ".*You are signed in.*"/) });
    expect((missing as Error).message).not.toMatch(/Customer:|InternalAccount:/);

    await addElement(page, 'wallet-kit-send-money', { 'customer-id': elodie.id, signers: 'sandbox' }, { replace: true });
    const send = page.locator('wallet-kit-send-money');
    // Paul Martin is paid in US dollars: a conversion, so two SCA rounds for Élodie (in the EU).
    await send.getByRole('button', { name: /^Paul Martin/ }).click();
    await send.getByRole('textbox', { name: 'Amount in EUR' }).fill('12.00');
    await send.getByRole('button', { name: 'Continue', exact: true }).click();
    await send.getByRole('button', { name: 'Confirm and send' }).click();
    expect(await answerSca(kit)).toBe('answer');
    expect(await answerSca(kit)).toBe('authorized');
    await send.getByRole('heading', { name: 'Payment sent' }).waitFor();
    await page.close();
  });
});
