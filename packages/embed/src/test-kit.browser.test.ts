import { createClock, createSandbox, seededPeople, type Sandbox } from '@wallet-kit/sandbox';
import { answerSca, signInSandboxUser, TestKitError, type PageLike } from '@wallet-kit/sandbox/playwright';
import { createServiceHandler, toNodeListener } from '@wallet-kit/server';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEngines, type TestPage } from '../../../test/harness/engines/index.js';
import { startStaticHost, type StaticHost } from '../test/host.js';

// The test kit's Playwright helpers (@wallet-kit/sandbox/playwright) driving the script-tag elements, whose widgets
// render in open shadow roots, against the sandbox behind the integrator handler (as widgets.browser.test.ts).

let host: StaticHost;
let sandbox: Sandbox;
let handler: (request: Request) => Promise<Response>;
let elodie: { id: string; wallet: string };

beforeAll(async () => {
  host = await startStaticHost({ '/': [new URL('../test/blank.html', import.meta.url), 'text/html'] }, (request, response) => toNodeListener(handler)(request, response));
});
afterAll(() => host?.close());

/** A sandbox of its own for each engine (engines run one after another). */
async function startSandbox(): Promise<void> {
  sandbox = await createSandbox({ clock: createClock(), strictSignatures: true });
  const seeded = seededPeople(sandbox).elodie;
  elodie = { id: seeded.id, wallet: seeded.wallet };
  handler = createServiceHandler({
    serviceUrl: `http://sandbox.test${sandbox.basePath}`,
    clientId: sandbox.credentials.clientId,
    clientSecret: sandbox.credentials.clientSecret,
    resolveEndUser: () => ({ customerId: elodie.id }),
    fetch: (input, init) => sandbox.fetch(new Request(input, init)),
    environment: 'sandbox',
  });
}

async function addElement(page: TestPage, tag: string, attributes: Record<string, string>): Promise<void> {
  await page.evaluate(
    ([tagName, attrs]) => {
      const element = document.createElement(tagName);
      for (const [name, value] of Object.entries(attrs)) element.setAttribute(name, value);
      document.getElementById('main')!.replaceChildren(element);
    },
    [tag, attributes] as const,
  );
}

describeEngines('the Playwright helpers on the script-tag elements', (browser) => {
  beforeAll(startSandbox, 60_000);

  // What an integrator passes: Playwright's own page where the engine runs under Playwright, else the harness's.
  const helperPage = (page: TestPage): PageLike => (page.supports('devtools-protocol') ? page.playwright<Page>() : page);

  it('sign in, answer both SCA rounds of a cross-currency SendMoney as answer then authorized, and name what the page shows when nothing comes', { timeout: 120_000 }, async () => {
    const page = await browser.newPage();
    await page.goto(host.origin);
    await page.waitForFunction(() => window.WalletKit !== undefined);
    const kit = helperPage(page);

    await addElement(page, 'wallet-kit-sign-in', { 'account-id': elodie.wallet, signers: 'sandbox', methods: '["email"]' });
    await signInSandboxUser(kit, { code: '111111', timeoutMs: 15_000 }).then(
      () => expect.fail('a wrong code signed in'),
      (error: unknown) => {
        expect(error).toBeInstanceOf(TestKitError);
        expect(error).toMatchObject({ code: 'SIGN_IN_FAILED', message: expect.stringContaining('shows an error: That code is not right') });
      },
    );
    await addElement(page, 'wallet-kit-sign-in', { 'account-id': elodie.wallet, signers: 'sandbox', methods: '["email"]' });
    await signInSandboxUser(kit);
    expect(await page.locator('wallet-kit-sign-in .wk-sign-in').getAttribute('data-state')).toBe('signed-in');

    // No challenge on the page: the error says what it shows instead (the signed-in step's heading), no ids.
    const missing = await answerSca(kit, { timeoutMs: 1_000 }).catch((error: unknown) => error);
    expect(missing).toBeInstanceOf(TestKitError);
    expect(missing).toMatchObject({ code: 'SCA_FAILED', message: expect.stringMatching(/the page shows: ".*You are signed in.*"/) });
    expect((missing as Error).message).not.toMatch(/Customer:|InternalAccount:/);

    await addElement(page, 'wallet-kit-send-money', { 'customer-id': elodie.id, signers: 'sandbox' });
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
