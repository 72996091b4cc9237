import { expect, it } from 'vitest';
import { describeEngines, type TestPage } from '../../../../test/harness/engines/index.js';
import { axeViolations, useWorldPage } from '../../test/world-page.js';

// Onboarding in each engine: the widget, the client, the integrator handler and the sandbox all in
// the page (test/sandbox-world.ts), a new customer walked through it as a person would.

const PAGE = 'packages/react/test/flows.html';
const world = useWorldPage(PAGE, 'onboarding');

const US = { customerType: 'INDIVIDUAL', region: 'US', fullName: 'Nova Newcomer', birthDate: '1991-04-02', nationality: 'US', address: { line1: '1 Main St', postalCode: '62701', country: 'US' }, identifier: '123-45-6789' };
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array<number>(512).fill(5)]);

/** Moves the sandbox clock past the reviewer's few seconds. */
const review = (page: TestPage) => page.evaluate(() => window.kitWorld!.advance(6_000));

async function acceptTerms(page: TestPage): Promise<void> {
  await page.getByLabel('I have read and accept the End User Terms').check();
  await page.getByRole('button', { name: 'Accept and continue' }).click();
}

async function uploadPassport(page: TestPage): Promise<void> {
  await page.getByRole('button', { name: 'Upload an identity document' }).click();
  await page.getByLabel('Country that issued it').selectOption('US');
  await page.getByLabel('Photo or scan of the document').setInputFiles({ name: 'passport.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: 'Send for verification' }).click();
}

describeEngines('onboarding against the sandbox in the page', (browser) => {
  async function open(options: Record<string, unknown>): Promise<TestPage> {
    const page = await world.open(browser);
    await page.evaluate((opts) => window.kitFlows.mount('onboarding', opts as never), options);
    return page;
  }

  it('takes a new customer from the terms through a photographed passport and the review to a ready account', async () => {
    const page = await open({ newCustomer: US });
    await page.getByText('Before you can send money, read and accept the End User Terms of our payment partner.').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await acceptTerms(page);
    await page.getByRole('button', { name: 'Continue with our verification partner' }).waitFor();
    // Focus follows the step: a keyboard or screen-reader user lands on the new step's heading, not the widget's title.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Verify your identity');
    await uploadPassport(page);
    await page.getByText('We are checking your details').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await review(page);
    await page.getByText('Your account is ready. You can now send money.').waitFor();
    expect(await page.evaluate(() => window.kitEvents)).toContain('complete APPROVED');
    await page.close();
  });

  it('shows a rejected verification with its reason', async () => {
    const page = await open({ newCustomer: { ...US, endUserTermsConsent: { acceptedAt: '2025-01-01T00:00:00Z', ipAddress: '203.0.113.9', termsVersion: 'V1', acceptanceMethod: 'CHECKBOX' } }, scenarios: { verificationOutcome: 'REJECTED' } });
    await uploadPassport(page);
    await page.getByText('We are checking your details').waitFor();
    await review(page);
    await page.getByText('We could not verify your identity.').waitFor();
    await page.getByText('The identity check was not passed.').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });

  it('asks for more documents, takes a clearer one and then approves', async () => {
    const page = await open({ newCustomer: US, scenarios: { verificationOutcome: 'RESOLVE_ERRORS' } });
    await acceptTerms(page);
    await uploadPassport(page);
    await page.getByText('We are checking your details').waitFor();
    await review(page);
    await page.getByText('We need something more from you.').waitFor();
    await page.getByText('A document could not be read. Upload a clear picture of the whole document.').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.evaluate(() => window.kitWorld!.sandbox.setScenarios({ verificationOutcome: 'APPROVED' }));
    await uploadPassport(page);
    await page.getByText('We are checking your details').waitFor();
    await review(page);
    await page.getByText('Your account is ready. You can now send money.').waitFor();
    await page.close();
  });

  it('confirms an EU customer’s e-mail and phone with codes before the identity check, then follows the partner’s hosted page', async () => {
    const page = await open({ newCustomer: { customerType: 'INDIVIDUAL', region: 'FR', email: 'lea@example.fr', phoneNumber: '+33612345670' } });
    await acceptTerms(page);
    for (const [send, sent] of [['E-mail me a code', 'We sent a code to your e-mail address.'], ['Text me a code', 'We sent a code to your phone.']] as const) {
      await page.getByRole('button', { name: send }).click();
      await page.getByText(sent).waitFor();
      await page.keyboard.type('123456');
    }
    await page.getByRole('button', { name: 'Continue with our verification partner' }).click();
    await page.getByText('The verification page is open. Come back here when you have finished.').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    const link = (await page.evaluate(() => window.kitEvents)).find((event) => event.startsWith('link '))!.slice(5);
    // The customer completes the partner's page (here, the sandbox's stand-in for it), then comes back.
    const status = await page.evaluate(async (url) => (await window.kitWorld!.sandbox.fetch(new Request(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ outcome: 'APPROVED' }) }))).status, link);
    expect(status).toBe(200);
    await page.evaluate(() => window.kitFlows.mount('onboarding', { reuse: true } as never));
    await page.getByText('We are checking your details').waitFor();
    await review(page);
    await page.getByText('Your account is ready. You can now send money.').waitFor();
    await page.close();
  });
});
