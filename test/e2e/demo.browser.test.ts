import { describe, expect, it } from 'vitest';
import { describeEngines, type TestPage as Page } from '../harness/engines/index.js';
import { check, choosePayee, continueAs, enterCode, openDemo as open, receiptCompleted, reviewPayment, setScenario, signInWithEmailCode, signOut, unique, walletShown } from './demo-steps.js';
import { useStack } from './stack.js';

// The demo end to end, as a person uses it: each engine against `npm start` (the demo's back end,
// the Vite front end and the sandbox), queried by role and label. Each main screen is checked with
// axe-core and saved under test/screenshots/. Phone sizes, Arabic and the keyboard: demo-phone.browser.test.ts.

// One demo for every engine: each engine's tests sign up people of their own, and pay from the seeded wallets.
const stack = useStack();

/** A new address signs up and signs in with e-mail codes: a customer the service must onboard before any payment. */
async function signUp(page: Page, name: string): Promise<void> {
  const email = unique(name);
  await continueAs(page, email);
  await page.getByRole('button', { name: /Use e-mail codes/ }).click();
  await page.getByRole('button', { name: `Email a code to ${email}` }).click();
  await enterCode(page, '000000');
  await walletShown(page);
}

/** Accepts the terms, then goes through the verification partner's page (the sandbox's stand-in) and chooses how it ends. */
async function verifyWithPartner(page: Page, choice: 'Pass the identity check' | 'Fail the identity check' | 'Ask for more documents'): Promise<void> {
  await page.getByRole('heading', { name: 'Set up your account' }).waitFor({ timeout: 20_000 });
  await page.getByLabel('I have read and accept the End User Terms').check();
  await page.getByRole('button', { name: 'Accept and continue' }).click();
  await page.getByRole('button', { name: 'Continue with our verification partner' }).click();
  await page.getByRole('heading', { name: 'Sandbox identity check' }).waitFor({ timeout: 20_000 });
  await page.getByRole('button', { name: choice }).click();
  // Back on the demo, still signed in: the wallet's session outlived the trip.
  await walletShown(page);
}

describeEngines('the demo', (browser) => {
  const openDemo = () => open(browser, stack);

  describe('the demo, end to end', () => {
    it('signs up with an e-mail code (a wrong code first), funds the wallet and signs out', { timeout: 120_000 }, async () => {
      const page = await openDemo();
      await check(page, '01-landing');
      const email = unique('erin');
      await continueAs(page, email);
      await page.getByRole('heading', { name: 'Secure your new wallet' }).waitFor();
      await check(page, '02-secure-new-wallet');

      await page.getByRole('button', { name: /Use e-mail codes/ }).click();
      await page.getByRole('button', { name: `Email a code to ${email}` }).click();
      await setScenario(page, 'Wrong code', true);
      await enterCode(page, '000000');
      await expect.poll(() => page.getByText('That code is not right. Check it and try again.').isVisible()).toBe(true);
      await check(page, '03-sign-in-wrong-code');
      await enterCode(page, '000000');

      await walletShown(page);
      // Focus did not fall to the page's body when the sign-in gave way to the wallet.
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Your wallet');
      await expect.poll(() => page.getByText('No activity yet').isVisible()).toBe(true);
      await check(page, '04-dashboard-new');

      await page.getByRole('button', { name: 'Add $100.00 test funds' }).click();
      // The kit's <Balance> and <Activity> read again at once (the demo changes their refreshKey).
      await expect.poll(() => page.getByRole('region', { name: 'Wallet' }).locator('.wk-balance-amount').textContent()).toContain('$100.00');
      const rows = page.locator('.wk-activity .wk-history-row');
      await expect.poll(() => rows.count()).toBe(1);
      expect(await rows.first().textContent()).toContain('+$100.00');
      await signOut(page);
      await page.close();
    });

    it("onboards a new customer before the first payment: the terms, the partner's identity check, the review, then the send form", { timeout: 120_000 }, async () => {
      const page = await openDemo();
      await signUp(page, 'olga');
      await page.getByText('Before you can send money, read and accept the End User Terms of our payment partner.').waitFor();
      expect(await page.getByRole('heading', { name: 'Send money' }).count()).toBe(0);
      await check(page, '16-onboarding-terms');
      await verifyWithPartner(page, 'Pass the identity check');
      // The review lasts a few seconds of the sandbox's clock: a slow engine may come back after it has ended.
      const reviewing = page.getByText('We are checking your details');
      const sendForm = page.getByRole('heading', { name: 'Send money' });
      await reviewing.or(sendForm).first().waitFor({ timeout: 20_000 });
      if (await reviewing.count()) await check(page, '17-onboarding-review');
      // Approved: the widget reports it complete and the demo puts the kit's <SendMoney> in its place.
      await page.getByRole('heading', { name: 'Send money' }).waitFor({ timeout: 30_000 });
      await signOut(page);
      await page.close();
    });

    it('shows a rejected verification, and one that needs more documents, with their reasons', { timeout: 120_000 }, async () => {
      const page = await openDemo();
      await signUp(page, 'rita');
      await verifyWithPartner(page, 'Fail the identity check');
      await page.getByText('We could not verify your identity.').waitFor({ timeout: 30_000 });
      await page.getByText('The identity check was not passed.').waitFor();
      await check(page, '18-onboarding-rejected');
      await signOut(page);

      await signUp(page, 'mona');
      await verifyWithPartner(page, 'Ask for more documents');
      await page.getByText('We need something more from you.').waitFor({ timeout: 30_000 });
      await page.getByText('A document is missing.').waitFor();
      await check(page, '19-onboarding-more-documents');
      await signOut(page);
      await page.close();
    });

    browser.requires('virtual-authenticator')('signs up with a passkey in one click, then signs in with it', { timeout: 120_000 }, async () => {
      const page = await openDemo();
      await browser.addVirtualAuthenticator(page);
      const email = unique('pat');
      await continueAs(page, email);
      const create = page.getByRole('button', { name: /Create a passkey/ });
      await expect.poll(() => create.isEnabled()).toBe(true);
      await create.click();
      // Created, added and used at once: the wallet, with no second button to press.
      await walletShown(page);
      await check(page, '05-passkey-signed-up');
      await signOut(page);

      await continueAs(page, email);
      const again = page.getByRole('button', { name: 'Sign in with a passkey' });
      await expect.poll(() => again.isEnabled()).toBe(true);
      await again.click();
      await walletShown(page);
      await signOut(page);
      await page.close();
    });

    it('sends across currencies as the EU customer, passing two SCA rounds, and ends on the receipt', { timeout: 120_000 }, async () => {
      const page = await openDemo();
      await signInWithEmailCode(page, 'elodie@example.com');
      await choosePayee(page, /^Paul Martin/);
      await page.getByRole('heading', { name: 'How much?' }).waitFor();
      await check(page, '06-send-amount');
      await page.getByRole('textbox', { name: 'Amount in EUR' }).fill('20.00');
      await page.getByRole('button', { name: 'Continue', exact: true }).click();
      await page.getByRole('heading', { name: 'Review your transfer' }).first().waitFor();
      await check(page, '06-quote-review');
      await page.getByRole('button', { name: 'Confirm and send' }).click();

      // The rounds are one step for a person: "Approve the payment", then "One more code", saying where the code went.
      await page.getByRole('heading', { name: 'Approve the payment' }).waitFor();
      await page.getByText(/^Enter the code we sent by text message to ••• ••• ••\d\d\.$/).waitFor();
      await check(page, '07-sca-step-1');
      await enterCode(page, '123456');
      await page.getByRole('heading', { name: 'One more code' }).waitFor();
      expect(await page.getByText(/of 2$/).count()).toBe(0);
      await enterCode(page, '123456');
      await receiptCompleted(page, true);
      // No going back once the money has left.
      expect(await page.getByRole('button', { name: 'Back' }).count()).toBe(0);
      await check(page, '08-receipt');
      await signOut(page);
      await page.close();
    });

    it('re-quotes after the quote expires and sends on the new terms', { timeout: 120_000 }, async () => {
      const page = await openDemo();
      await signInWithEmailCode(page, 'alice@example.com');
      await setScenario(page, 'Quote expiring', true);
      await reviewPayment(page, /^Alice Rivera/, '5.00', 'USD');
      // Renewed on the same terms, or on new ones (each changed value marked): either way, said so.
      await page.getByText(/^(Your quote was renewed|The terms have changed)$/).waitFor({ timeout: 40_000 });
      const confirmNew = page.getByRole('button', { name: /^Confirm (the new terms|and send)$/ });
      await setScenario(page, 'Quote expiring', false);
      await check(page, '09-requoted');
      await expect.poll(() => confirmNew.isEnabled()).toBe(true);
      await confirmNew.click();
      await receiptCompleted(page);
      await page.close();
    });

    it('offers fresh terms when the rate is refused at confirmation', { timeout: 120_000 }, async () => {
      const page = await openDemo();
      await signInWithEmailCode(page, 'alice@example.com');
      await setScenario(page, 'Rate refused', true);
      await reviewPayment(page, /^Alice Rivera/, '3.00', 'USD');
      await page.getByRole('button', { name: 'Confirm and send' }).click();
      // "The terms have changed" only where a value did; a quote on the same terms is said to be renewed.
      await page.getByText(/^(Your quote was renewed|The terms have changed)$/).waitFor({ timeout: 20_000 });
      const confirmNew = page.getByRole('button', { name: /^Confirm (the new terms|and send)$/ });
      await confirmNew.click();
      await receiptCompleted(page);
      await page.close();
    });

    it('receives: the UMA address with its QR code, then a bank transfer in by its instructions, followed to completion', { timeout: 120_000 }, async () => {
      const page = await openDemo();
      await signInWithEmailCode(page, 'alice@example.com');
      await page.getByRole('tab', { name: 'Receive' }).click();
      await page.getByRole('img', { name: 'QR code of your UMA address' }).waitFor();
      await page.getByLabel('Currency you pay in').selectOption('MXN');
      await page.getByRole('textbox', { name: 'Amount in MXN' }).fill('500');
      await page.getByRole('button', { name: 'Get the payment details' }).click();
      // The payment's own step heading (its instructions carry a "How to pay" title of their own too).
      await page.getByRole('heading', { name: 'How to pay' }).first().waitFor();
      await check(page, '10-payment-instructions');
      await page.getByRole('button', { name: 'Simulate the bank transfer' }).click();
      const status = page.locator('.tabpanel .wk-receipt div.wk-status[role="status"]');
      await expect.poll(() => status.textContent(), { timeout: 30_000 }).toBe('Completed');
      await page.close();
    });

    it('watches a payout complete, then come back from the bank', { timeout: 120_000 }, async () => {
      const page = await openDemo();
      await signInWithEmailCode(page, 'alice@example.com');
      await reviewPayment(page, /^Alice Rivera/, '7.00', 'USD');
      await page.getByRole('button', { name: 'Confirm and send' }).click();
      await receiptCompleted(page);

      // The history (the kit's <Activity>) has it at once; its receipt opens in place, focus on it.
      const row = page.locator('.wk-activity .wk-history-row', { hasText: '−$7.00' }).first();
      await row.waitFor({ timeout: 10_000 });
      await row.click();
      const receipt = page.locator('.wk-activity .wk-receipt');
      await expect.poll(() => page.evaluate(() => document.activeElement?.closest('.wk-activity .wk-receipt') !== null)).toBe(true);
      const status = receipt.locator('div.wk-status[role="status"]');
      await expect.poll(() => status.textContent(), { timeout: 20_000 }).toBe('Completed');
      await page.getByRole('button', { name: 'Simulate a bank return' }).click();
      // A return called a return, in the receipt and in the list alike.
      await expect.poll(() => status.textContent(), { timeout: 20_000 }).toBe('Returned');
      await receipt.getByText('This payment was completed, then returned by the receiving bank.').waitFor();
      await expect.poll(() => row.locator('.wk-status').textContent(), { timeout: 20_000 }).toBe('Returned');
      await check(page, '11-bank-return');
      // Escape closes the receipt and gives focus back to its row (the sandbox's button is gone with the
      // payment's completion, so Escape is pressed from the receipt's own Close button).
      await page.locator('.wk-activity .wk-history-detail').getByRole('button', { name: 'Close' }).focus();
      await page.keyboard.press('Escape');
      await expect.poll(() => receipt.count()).toBe(0);
      expect(await page.evaluate(() => document.activeElement?.classList.contains('wk-history-row'))).toBe(true);
      await page.close();
    });

    browser.requires('virtual-authenticator')('adds a passkey and removes it', { timeout: 120_000 }, async () => {
      const page = await openDemo();
      await browser.addVirtualAuthenticator(page);
      await signInWithEmailCode(page, 'alice@example.com');
      await page.getByRole('tab', { name: 'Security' }).click();
      await page.getByRole('heading', { name: 'Sign-in methods' }).waitFor();

      const add = page.getByRole('button', { name: 'Add a passkey' });
      await expect.poll(() => add.isEnabled(), { timeout: 20_000 }).toBe(true);
      await add.click();
      const removePasskey = page.getByRole('button', { name: /^Remove Passkey/ });
      await removePasskey.first().waitFor({ timeout: 20_000 });
      await check(page, '12-security');
      const before = await removePasskey.count();
      await removePasskey.first().click();
      await expect.poll(() => removePasskey.count(), { timeout: 20_000 }).toBe(before - 1);
      await page.close();
    });

    browser.without('webauthn')('without WebAuthn offers e-mail codes to a new wallet and no passkey to add, and shows no error', { timeout: 120_000 }, async () => {
      const page = await openDemo();
      const email = unique('wendy');
      await continueAs(page, email);
      await page.getByRole('heading', { name: 'Secure your new wallet' }).waitFor();
      expect(await page.getByRole('button', { name: /passkey/i }).count()).toBe(0);
      await page.getByRole('button', { name: /Use e-mail codes/ }).click();
      await page.getByRole('button', { name: `Email a code to ${email}` }).click();
      await enterCode(page, '000000');
      await walletShown(page);
      await page.getByRole('tab', { name: 'Security' }).click();
      await page.getByRole('heading', { name: 'Sign-in methods' }).waitFor();
      await page.getByRole('button', { name: 'I understand, show my phrase' }).waitFor();
      expect(await page.getByRole('button', { name: /passkey/i }).count()).toBe(0);
      expect(await page.getByRole('alert').count()).toBe(0);
      await check(page, '12-security-without-webauthn');
      await signOut(page);
      await page.close();
    });

    it('ends another session of the wallet and exports the wallet', { timeout: 120_000 }, async () => {
      // Another device signed in to the same wallet, its session left open.
      const other = await openDemo();
      await signInWithEmailCode(other, 'alice@example.com');
      await other.close();
      const page = await openDemo();
      await signInWithEmailCode(page, 'alice@example.com');
      await page.getByRole('tab', { name: 'Security' }).click();
      await page.getByRole('heading', { name: 'Sign-in methods' }).waitFor();

      // End the other device's session (or another an earlier test left open).
      const end = page
        .getByRole('listitem')
        .filter({ hasNotText: 'This device' })
        .getByRole('button', { name: /^End the session ending at/ });
      await end.first().waitFor({ timeout: 20_000 });
      const sessions = await end.count();
      expect(sessions).toBeGreaterThan(0);
      await end.first().click();
      await expect.poll(() => end.count(), { timeout: 20_000 }).toBeLessThan(sessions);

      await page.getByRole('button', { name: 'I understand, show my phrase' }).click();
      const phrase = page.getByRole('list', { name: 'Recovery phrase' });
      // The phrase shows only after a fresh sign-in: the session opened at the start of this test may
      // already count as one; otherwise the widget asks for a new code first.
      const again = page.getByRole('button', { name: 'Email a code to alice@example.com' });
      await phrase.or(again).first().waitFor({ timeout: 20_000 });
      if (await again.isVisible()) {
        await again.click();
        await enterCode(page, '000000');
      }
      await phrase.waitFor({ timeout: 20_000 });
      expect(await phrase.getByRole('listitem').count()).toBe(12);
      await check(page, '13-recovery-phrase');
      await page.getByRole('button', { name: 'Hide the phrase' }).click();
      await page.close();
    });

    it('uses a card on the wallet: a purchase, a partial clearing, a refund and a decline on the frozen card; its details behind the reveal', { timeout: 120_000 }, async () => {
      const page = await openDemo();
      await signInWithEmailCode(page, 'alice@example.com');
      await page.getByRole('tab', { name: 'Card' }).click();
      const face = page.getByRole('img', { name: /^Visa card ending in \d{4}$/ });
      await face.waitFor({ timeout: 20_000 });
      await page.locator('.wk-cards-card .wk-status', { hasText: 'Active' }).waitFor({ timeout: 20_000 });
      // The engines share the file's stack, and so Alice's card: an engine after the first finds its payments.
      const cardActivity = page.getByRole('list', { name: 'Card activity' });
      await cardActivity.or(page.getByText('No card payments yet.')).first().waitFor();
      const before = await page.locator('.wk-activity-row').count();
      await check(page, '20-card');

      // The wallet's history names card payments by merchant too: the card's own activity is read here.
      // CardActivity's first page holds 10 rows.
      const rowCount = () => page.locator('.wk-activity-row').count();
      const after = (added: number) => Math.min(10, before + added);
      await page.getByRole('button', { name: 'Buy a coffee ($12.50)' }).click();
      await expect.poll(rowCount, { timeout: 20_000 }).toBe(after(1));
      await cardActivity.getByText('BLUE BOTTLE COFFEE', { exact: true }).first().waitFor();
      await page.getByRole('button', { name: 'Hotel stay: $180.00 of $300.00 charged' }).click();
      await cardActivity.getByText('$180.00 of $300.00 charged so far').first().waitFor();
      await page.getByRole('button', { name: 'Refund the coffee' }).click();
      await expect.poll(rowCount, { timeout: 20_000 }).toBe(after(3));
      await page.getByRole('button', { name: 'Freeze, then buy' }).click();
      await page.getByText('Declined: the card was frozen').first().waitFor();
      await page.locator('.wk-cards-card .wk-status', { hasText: 'Frozen' }).waitFor();
      await expect.poll(rowCount, { timeout: 20_000 }).toBe(after(4));
      // Read until the decline is on top: for the third engine the first page is already full (10 rows), so the count
      // above cannot say the decline has arrived, and a read in between saw the three before it on top.
      const rows = () => page.locator('.wk-activity-row').evaluateAll((items) => items.slice(0, 4).map((item) => `${item.getAttribute('data-direction')} ${item.getAttribute('data-status')}`));
      await expect.poll(rows, { timeout: 20_000 }).toEqual(['DEBIT DECLINED', 'CREDIT SETTLED', 'DEBIT PARTIALLY_SETTLED', 'DEBIT REFUNDED']);
      await check(page, '21-card-activity');

      await page.getByRole('button', { name: 'Unfreeze card' }).click();
      await page.getByText('The card works again.').waitFor();
      await page.getByRole('button', { name: 'Show card details' }).click();
      const last4 = /(\d{4})$/.exec((await face.getAttribute('aria-label'))!)![1]!;
      const pan = (await page.frameLocator('iframe[title="Card number, expiry date and security code"]').locator('#pan').textContent())!.replace(/ /g, '');
      expect(pan.endsWith(last4)).toBe(true);
      await check(page, '22-card-details');
      await page.getByRole('button', { name: 'Hide card details' }).click();
      expect(await page.locator('iframe').count()).toBe(0);
      await signOut(page);
      await page.close();
    });

    it('switches the widgets to French and Arabic, and the page to the dark theme', { timeout: 120_000 }, async () => {
      const page = await openDemo();
      await continueAs(page, 'alice@example.com');
      await page.getByRole('heading', { name: 'Sign in to your wallet' }).waitFor();
      await page.getByLabel('Language').selectOption('fr');
      await page.getByRole('heading', { name: 'Connectez-vous à votre portefeuille' }).waitFor();
      // The page itself follows: its own words, and its language on the document.
      await page.getByRole('button', { name: 'Thème sombre' }).waitFor();
      expect(await page.locator('html').getAttribute('lang')).toBe('fr');
      await page.getByLabel('Langue').selectOption('ar');
      const arabic = page.getByRole('heading', { name: 'سجّل الدخول إلى محفظتك' });
      await arabic.waitFor();
      expect(await page.locator('.wk-root[dir="rtl"]').count()).toBeGreaterThan(0);
      expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(['ar', 'rtl']);
      await page.getByRole('button', { name: 'المظهر الداكن' }).click();
      await expect.poll(() => page.locator('html').getAttribute('data-theme')).toBe('dark');
      await check(page, '14-arabic-dark');
      await page.getByLabel('اللغة').selectOption('en');
      await page.getByRole('button', { name: 'Email a code to alice@example.com' }).click();
      await enterCode(page, '000000');
      await walletShown(page);
      await page.getByRole('tab', { name: 'Receive' }).click();
      await check(page, '15-dashboard-dark');
      await page.getByRole('button', { name: 'Dark theme' }).click();
      await signOut(page);
      await page.close();
    });

    it('serves a plain HTML page with the script-tag bundle under a strict CSP, with no violation and no axe finding', { timeout: 120_000 }, async () => {
      const url = new URL('embed/', stack.url).href;
      expect((await fetch(url)).headers.get('content-security-policy')).toContain("script-src 'self'");
      const page = await browser.newPage();
      // Errors and CSP violations, heard where the driver reports page events and runs init scripts. (WebKit's does
      // not: there the embed package's own tests watch this bundle under the same policy from inside the page.)
      const problems: string[] = [];
      if (browser.supports('page-events') && browser.supports('init-scripts')) {
        page.on('console', (message) => {
          if (message.type() === 'error') problems.push(message.text());
        });
        page.on('pageerror', (error) => problems.push(error.message));
        await page.addInitScript(() => {
          document.addEventListener('securitypolicyviolation', (event) => console.error(`CSP violation: ${event.violatedDirective}`));
        });
      }
      await page.goto(url);
      await expect.poll(() => page.getByText('SHOP-7H2K9Q').count(), { timeout: 60_000 }).toBeGreaterThan(0);
      await page.getByLabel('Enter the 6-digit code we sent you').click();
      await page.keyboard.type('123456');
      await expect.poll(() => page.locator('#status').textContent()).toBe('Code entered: 123456');
      await check(page, 'script-tag-page');
      expect(problems).toEqual([]);
      await page.close();
    });
  });
});
