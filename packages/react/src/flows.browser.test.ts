import { expect, it } from 'vitest';
import { describeEngines, type TestPage } from '../../../test/harness/engines/index.js';
import { axeViolations, focusedElement as focused, useWorldPage } from '../test/world-page.js';
import type { Flow } from '../test/flows.js';

// The widgets' whole flows in each engine, against the sandbox and the integrator handler running
// inside the page (test/sandbox-world.ts), driven by role and label as a person would.

const PAGE = 'packages/react/test/flows.html';
const world = useWorldPage(PAGE, 'flows');

const events = (page: TestPage) => page.evaluate(() => window.kitEvents);

describeEngines('flows against the sandbox in the page', (browser) => {
  const withAuthenticator = browser.requires('virtual-authenticator');

  async function open(flow: Flow, options: Record<string, unknown> = {}): Promise<TestPage> {
    const page = await world.open(browser);
    await page.evaluate(([name, opts]) => window.kitFlows.mount(name as Flow, opts as never), [flow, options] as const);
    return page;
  }

  /** Enrols an SCA passkey on a virtual authenticator, then confirms Élodie's quote: the first round's passkey step is next. */
  async function enrolAndConfirm(): Promise<TestPage> {
    const page = await open('enroll');
    await browser.addVirtualAuthenticator(page);
    await page.getByRole('button', { name: 'Use a passkey' }).click();
    await page.getByRole('button', { name: 'Add a passkey' }).click();
    await page.getByRole('heading', { name: 'Payment approval is set up' }).waitFor();
    expect(await events(page)).toContain('enrolled PASSKEY');
    // This device made the passkey: the payment asks for it by itself.
    await page.evaluate(() => window.kitFlows.mount('confirm', { reuse: true, signedIn: true, withFactors: true }));
    await page.getByRole('button', { name: 'Use a text message code instead' }).waitFor();
    await page.getByRole('button', { name: 'Confirm and send' }).click();
    return page;
  }

  it('signs Élodie in with an e-mail code, after a wrong one', async () => {
    const page = await open('sign-in');
    await page.getByRole('button', { name: /^Email a code to / }).click();
    const code = page.getByRole('textbox', { name: 'Verification code' });
    await code.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await code.fill('111111');
    await page.getByText('That code is not right. Check it and try again.').waitFor();
    expect(await code.inputValue()).toBe('');
    await code.fill('000000');
    await page.getByRole('heading', { name: 'You are signed in' }).waitFor();
    expect(await events(page)).toEqual(expect.arrayContaining([expect.stringMatching(/^signed-in Session:/)]));
    expect(await page.evaluate(() => window.kitWorld!.client.session.getState().status)).toBe('active');
    await page.close();
  });

  it('confirms Élodie’s cross-currency quote through two SCA rounds to a completed transfer', async () => {
    const page = await open('confirm', { signedIn: true });
    const confirm = page.getByRole('button', { name: 'Confirm and send' });
    await confirm.waitFor();
    expect(await page.getByRole('timer').first().textContent()).toMatch(/^\d+:\d\d$/);
    expect(await axeViolations(page)).toEqual([]);
    await confirm.click();

    await page.getByRole('heading', { name: 'Approve the payment' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('textbox', { name: 'Verification code' }).fill('123456');
    await page.getByRole('heading', { name: 'One more code' }).waitFor();
    await page.getByRole('textbox', { name: 'Verification code' }).fill('123456');
    await page.getByRole('heading', { name: 'Your transfer is on its way' }).waitFor();

    // The payout settles on the sandbox's clock.
    await page.evaluate(() => window.kitWorld!.advance(10 * 60_000));
    await page.getByRole('heading', { name: 'Transfer complete' }).waitFor({ timeout: 20_000 });
    expect((await events(page)).filter((event) => event.startsWith('completed'))).toHaveLength(1);
    // Under StrictMode: one quote, executed once, one transaction.
    const sandboxState = await page.evaluate(() => {
      const inspect = window.kitWorld!.sandbox.inspect;
      return { quotes: inspect.quotes().map((quote) => quote.executed), outgoing: inspect.transactions({ type: 'OUTGOING' }).length };
    });
    expect(sandboxState).toEqual({ quotes: [true], outgoing: 1 });
    await page.close();
  });

  it('follows Alice’s completed payout that the bank later returns (no SCA in the US)', async () => {
    const page = await open('confirm', { person: 'alice', signedIn: true, scenarios: { bankReturn: true } });
    await page.getByRole('button', { name: 'Confirm and send' }).click();
    await page.getByRole('heading', { name: 'Your transfer is on its way' }).waitFor();
    // Settled on the sandbox's clock; the return comes 30 s later.
    await page.evaluate(() => {
      const world = window.kitWorld!;
      const tx = world.sandbox.inspect.transactions({ type: 'OUTGOING' })[0]!;
      world.advance((tx.settlementTimelineSeconds ?? 5) * 1000 + 1_000);
    });
    await page.getByRole('heading', { name: 'Transfer complete' }).waitFor({ timeout: 20_000 });
    await page.evaluate(() => window.kitWorld!.advance(31_000));
    // A bank return is called a return, not a failure (issue 16); the event stays `failed`.
    await page.getByRole('heading', { name: 'Payment returned' }).waitFor({ timeout: 20_000 });
    expect((await events(page)).filter((event) => /^(completed|failed)/.test(event)).map((event) => event.split(' ')[0])).toEqual(['completed', 'failed']);
  });

  it('re-quotes when the quote expires, shows what changed, and executes only the new terms', async () => {
    // Quotes that live a minute (the sandbox's quote-expiry scenario), then the sandbox's clock moved past it.
    const page = await open('confirm', { signedIn: true, scenarios: { quoteExpiresInSeconds: 60 } });
    await page.getByRole('button', { name: 'Confirm and send' }).waitFor();
    const firstId = await page.evaluate(() => window.kitWorld!.sandbox.inspect.quotes().map((quote) => quote.id));
    await page.evaluate(() => window.kitWorld!.advance(61_000));
    // The sandbox's rates hold still, so the new quote's terms are the old ones, and the widget says so
    // rather than "the terms have changed".
    await page.getByText('The previous quote expired. The new one has the same terms.').waitFor();
    await page.getByRole('button', { name: 'Confirm and send' }).click();
    await page.getByRole('heading', { name: 'Approve the payment' }).waitFor();
    const executed = await page.evaluate(() => window.kitWorld!.sandbox.inspect.quotes().filter((quote) => quote.status !== 'PENDING' && quote.status !== 'EXPIRED').map((quote) => quote.id));
    expect(executed).toHaveLength(1);
    expect(firstId).not.toContain(executed[0]);
    await page.close();
  });

  it('re-quotes after QUOTE_RATE_UNAVAILABLE and asks again before executing', async () => {
    const page = await open('confirm', { signedIn: true });
    await page.getByRole('button', { name: 'Confirm and send' }).waitFor();
    await page.evaluate(() => window.kitWorld!.sandbox.setScenarios({ rateUnavailable: true }));
    await page.getByRole('button', { name: 'Confirm and send' }).click();
    await page.getByText('The quoted rate was refused, but the new quote has the same terms.').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.evaluate(() => window.kitWorld!.sandbox.setScenarios({ rateUnavailable: false }));
    await page.getByRole('button', { name: 'Confirm and send' }).click();
    await page.getByRole('heading', { name: 'Approve the payment' }).waitFor();
    await page.close();
  });

  it('after too many wrong SCA codes shows the 429’s wait live, then sends the code again by itself (no silent "Checking...")', async () => {
    const page = await open('confirm', { signedIn: true });
    await page.getByRole('button', { name: 'Confirm and send' }).click();
    const code = page.getByRole('textbox', { name: 'Verification code' });
    for (let attempt = 0; attempt < 3; attempt++) {
      await code.fill('000000');
      await page.getByText('That code is not right. Check it and try again.').waitFor();
      await page.getByText('More wrong codes will pause payment approvals for a while.').waitFor();
      await page.waitForFunction(() => (document.querySelector('.wk-otp-input') as HTMLInputElement).value === '');
    }
    await code.fill('000000');
    await page.getByText('Too many tries in a row. We will send your answer again when the wait is over.').waitFor();
    expect(await page.getByRole('timer').nth(1).textContent()).toMatch(/^0:[0-3]\d$/);
    expect(await code.isDisabled()).toBe(true);
    const sent = () => page.evaluate(() => window.kitWorld!.sandbox.inspect.quotes()[0]!.id);
    const quoteId = await sent();
    await page.evaluate(() => window.kitWorld!.advance(30_000));
    // The wait over, the same code went again (still a wrong one): the answer comes, the field opens.
    await page.getByText('That code is not right. Check it and try again.').waitFor();
    await expect.poll(() => code.isDisabled()).toBe(false);
    expect(await page.evaluate((id) => window.kitWorld!.sandbox.inspect.quotes().find((quote) => quote.id === id)!.status, quoteId)).toBe('PENDING_AUTHORIZATION');
    await page.close();
  });

  it('says until when approvals are paused on a lock (423), counts down, then asks for the code again', async () => {
    const page = await open('confirm', { signedIn: true });
    await page.getByRole('button', { name: 'Confirm and send' }).click();
    const code = page.getByRole('textbox', { name: 'Verification code' });
    await code.waitFor();
    await page.evaluate(() => window.kitWorld!.sandbox.fixtures.lockSca(window.kitWorld!.me.id, window.kitWorld!.now() + 90_000));
    await code.fill('123456');
    await page.getByRole('heading', { name: 'Approvals are paused' }).waitFor();
    await page.getByText(/^Too many wrong tries\. For your security, you can approve payments again at .+\. Nothing was sent\.$/).waitFor();
    expect(await page.getByRole('timer').textContent()).toMatch(/^1:[23]\d$/);
    expect(await page.getByRole('button', { name: 'Cancel' }).isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.evaluate(() => window.kitWorld!.advance(90_000));
    await code.fill('123456');
    await page.getByRole('heading', { name: 'One more code' }).waitFor();
    await page.close();
  });

  browser.requires('webauthn')('on a device without Élodie’s SCA passkey asks for a text message code and says where it went, the passkey a press away', async () => {
    const page = await world.open(browser);
    await page.evaluate(() => {
      localStorage.removeItem('wallet-kit:sca-passkeys');
      return window.kitFlows.mount('confirm', { signedIn: true, withFactors: true, prepare: 'fakeScaPasskey' });
    });
    // Nothing on this device made or used her passkey: a code by text message, never a passkey prompt that cannot finish.
    await page.getByRole('button', { name: 'Use a passkey instead' }).waitFor();
    await page.getByRole('button', { name: 'Confirm and send' }).click();
    await page.getByRole('heading', { name: 'Approve the payment' }).waitFor();
    await page.getByText(/^Enter the code we sent by text message to ••• ••• ••\d\d\.$/).waitFor();
    await page.getByRole('textbox', { name: 'Verification code' }).fill('123456');
    await page.getByText(/^For your security, this payment needs one more code\. We sent it by text message to ••• ••• ••\d\d\.$/).waitFor();
    await page.getByRole('textbox', { name: 'Verification code' }).fill('123456');
    await page.getByRole('heading', { name: 'Your transfer is on its way' }).waitFor();
    await page.close();
  });

  browser.without('webauthn')('without WebAuthn offers codes only: no passkey choice in sign-in, payment approval set-up or a payment with a passkey enrolled, and no error', async () => {
    const page = await open('sign-in', { person: 'alice' });
    await page.getByRole('button', { name: /^Email a code to / }).waitFor();
    expect(await page.getByRole('button', { name: /passkey/i }).count()).toBe(0);
    await page.evaluate(() => window.kitFlows.mount('enroll'));
    await page.getByRole('button', { name: 'Use an authenticator app' }).waitFor();
    expect(await page.getByRole('button', { name: /passkey/i }).count()).toBe(0);
    // Élodie enrolled a passkey on another device: here the payment asks for a code, and says nothing of a passkey.
    await page.evaluate(() => window.kitFlows.mount('confirm', { person: 'elodie', signedIn: true, withFactors: true, prepare: 'fakeScaPasskey' }));
    await page.getByRole('button', { name: 'Confirm and send' }).click();
    await page.getByRole('heading', { name: 'Approve the payment' }).waitFor();
    await page.getByText(/^Enter the code we sent by text message to ••• ••• ••\d\d\.$/).waitFor();
    expect(await page.getByRole('button', { name: /passkey/i }).count()).toBe(0);
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('textbox', { name: 'Verification code' }).fill('123456');
    await page.getByRole('heading', { name: 'One more code' }).waitFor();
    expect((await events(page)).filter((event) => event.startsWith('error'))).toEqual([]);
    await page.close();
  });

  withAuthenticator('when the passkey prompt fails, keeps focus on its button beside the error, and goes on with a text message code on a new quote of the same terms', async () => {
    const page = await world.open(browser);
    const authenticator = await browser.addVirtualAuthenticator(page);
    await authenticator.setUserVerified(false);
    await page.evaluate(() => window.kitFlows.mount('confirm', { signedIn: true, withFactors: true, scaFactor: 'PASSKEY', prepare: 'fakeScaPasskey' }));
    await page.getByRole('button', { name: 'Confirm and send' }).click();
    const usePasskey = page.getByRole('button', { name: 'Use my passkey' });
    await expect.poll(() => usePasskey.getAttribute('aria-disabled'), { timeout: 10_000 }).toBeNull();
    await usePasskey.click();
    await page.getByText('The passkey request was cancelled or timed out. Try again.').waitFor();
    // Focus stayed where the person was: on the passkey button, now offering another try.
    // A wait, not a timing check: on a loaded machine the error and the focus land after expect.poll's default 1 s.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent), { timeout: 10_000 }).toBe('Try my passkey again');
    expect(await axeViolations(page)).toEqual([]);
    const first = await page.evaluate(() => window.kitWorld!.sandbox.inspect.quotes().map((quote) => quote.id));
    await page.getByRole('button', { name: 'Use a text message code instead' }).click();
    await page.getByRole('textbox', { name: 'Verification code' }).fill('123456');
    await page.getByRole('heading', { name: 'One more code' }).waitFor();
    const quotes = await page.evaluate(() => window.kitWorld!.sandbox.inspect.quotes().map((quote) => ({ id: quote.id, status: quote.status })));
    // The first quote waits to lapse with nothing moved; the new one is the one approved.
    expect(quotes.find((quote) => quote.id === first[0])!.status).toBe('PENDING_AUTHORIZATION');
    expect(quotes).toHaveLength(2);
    await page.close();
  });

  it('reveals Élodie’s recovery phrase (sealed to a key made in the page, opened here), hides it, and copies it with a warning', async () => {
    const page = await open('export', { signedIn: true });
    await browser.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(page.url()).origin });
    await page.getByRole('button', { name: 'I understand, show my phrase' }).click();
    // The phrase shows only after a fresh sign-in.
    await page.getByRole('button', { name: /^Email a code to / }).click();
    await page.getByRole('textbox', { name: 'Verification code' }).fill('000000');
    const words = page.getByRole('list', { name: 'Recovery phrase' }).getByRole('listitem');
    await words.first().waitFor();
    expect([12, 24]).toContain(await words.count());
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Copy Recovery phrase' }).click();
    await page.getByText(/The phrase is on your clipboard/).waitFor();
    const copied = await page.readClipboard();
    expect(copied.split(' ')).toHaveLength(await words.count());
    await page.getByRole('button', { name: 'Hide the phrase' }).click();
    await page.getByText('The phrase is hidden.').waitFor();
    expect(await page.getByRole('list', { name: 'Recovery phrase' }).count()).toBe(0);
    await page.close();
  });

  it('enrolls an authenticator app for Élodie with a real TOTP code, and shows the recovery codes once', async () => {
    const page = await open('enroll');
    await page.getByRole('button', { name: 'Use an authenticator app' }).click();
    await page.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    const secret = (await page.locator('.wk-mono').first().textContent())!;
    const code = await page.evaluate(([base32]) => window.kitFlows.totp(base32!, window.kitWorld!.now()), [secret]);
    await page.getByRole('textbox', { name: 'Code from your authenticator app' }).fill(code);
    const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await codes.first().waitFor();
    expect(await codes.count()).toBe(8);
    await page.getByRole('button', { name: 'I have saved them' }).click();
    await page.getByRole('heading', { name: 'Payment approval is set up' }).waitFor();
    expect(await events(page)).toContain('enrolled TOTP');
    await page.close();
  });

  it('lists Alice’s credentials and sessions, and ends the session of another device at the service', async () => {
    const page = await open('credentials', { person: 'alice', signedIn: 2 });
    const methods = page.getByRole('list', { name: 'Sign-in methods' });
    await methods.getByText(/^E-mail code to /).waitFor();
    await methods.getByText(/^Text message code to /).waitFor();
    const sessions = page.getByRole('list', { name: 'Signed-in sessions' }).getByRole('listitem');
    await page.getByText(/This device/).waitFor();
    expect(await sessions.count()).toBe(2);
    expect(await axeViolations(page)).toEqual([]);
    const other = sessions.filter({ hasNotText: 'This device' });
    await other.getByRole('button').click();
    await page.waitForFunction(() => document.querySelectorAll('.wk-credentials .wk-items')[1]!.children.length === 1);
    const stillOpen = await page.evaluate(() => window.kitWorld!.sandbox.inspect.sessionsOf(window.kitWorld!.me.wallet).filter((session) => !session.revoked && !session.expired).length);
    expect(stillOpen).toBe(1);
    await page.close();
  });

  it('guards the session: signs out cleanly at the service and shows the sign-in again', async () => {
    const page = await open('guard', { person: 'alice', signedIn: true });
    await page.getByText('The wallet').waitFor();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByText('You are signed out.').waitFor();
    await page.getByRole('button', { name: /^Email a code to / }).waitFor();
    // The device forgets the session first, then ends it at the service with the key still in hand: the sign-in
    // shows before the service's answer, so the service's side is waited for, not read once.
    await expect.poll(() => page.evaluate(() => window.kitWorld!.sandbox.inspect.sessionsOf(window.kitWorld!.me.wallet).every((session) => session.revoked))).toBe(true);
    expect(await events(page)).toContain('signed-out');
    await page.close();
  });

  it('warns a minute before the session ends, and extends it at the service', async () => {
    const page = await open('guard', { person: 'alice', signedIn: true, session: { autoRefresh: false } });
    await page.getByText('The wallet').waitFor();
    const before = await page.evaluate(() => window.kitWorld!.client.session.getState().record!.session.id);
    await page.evaluate(() => window.kitWorld!.advance(14 * 60_000 + 10_000));
    const dialog = page.getByRole('dialog', { name: 'Your session is about to end' });
    await dialog.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Stay signed in' }).click();
    await dialog.waitFor({ state: 'detached' });
    const after = await page.evaluate(() => window.kitWorld!.client.session.getState().record!.session.id);
    expect(after).not.toBe(before);
    await page.close();
  });

  withAuthenticator('signs in with a passkey from the click (prepared before it), on a virtual authenticator', async () => {
    const page = await open('sign-in', { person: 'alice', signedIn: true });
    const authenticator = await browser.addVirtualAuthenticator(page);
    await page.evaluate(async () => {
      const world = window.kitWorld!;
      const prepared = await world.client.credentials.preparePasskeyCredential({
        accountId: world.me.wallet,
        nickname: 'Test laptop',
        rp: { name: 'Wallet Kit tests' },
        user: { id: world.me.id, name: 'alice@example.com', displayName: 'Alice' },
      });
      await prepared.run();
      await world.client.session.signOut();
    });
    expect(await authenticator.credentials()).toHaveLength(1);
    await page.evaluate(() => window.kitFlows.mount('sign-in', { person: 'alice', reuse: true, methods: ['passkey'] }));
    const button = page.getByRole('button', { name: 'Sign in with a passkey' });
    await expect.poll(() => button.isEnabled()).toBe(true);
    await button.click();
    await page.getByRole('heading', { name: 'You are signed in' }).waitFor();
    expect(await events(page)).toEqual([expect.stringMatching(/^signed-in Session:/)]);
    await page.close();
  });

  withAuthenticator('enrolls an SCA passkey, then approves both rounds of Élodie’s quote with it, each from a click', async () => {
    const page = await enrolAndConfirm();
    for (const step of ['Approve the payment', 'Confirm once more']) {
      await page.getByRole('heading', { name: step }).waitFor();
      const usePasskey = page.getByRole('button', { name: 'Use my passkey' });
      await expect.poll(() => usePasskey.isEnabled()).toBe(true);
      await usePasskey.click();
    }
    await page.getByRole('heading', { name: 'Your transfer is on its way' }).waitFor();
    await page.close();
  });

  withAuthenticator('after each passkey approval moves focus to the next round’s heading, then to the result, never to the page body, with no ring drawn for it', async () => {
    const page = await enrolAndConfirm();
    const usePasskey = page.getByRole('button', { name: 'Use my passkey' });
    // Approved by keyboard, the way :focus-visible's heuristics would draw a ring on what the step focuses next.
    for (const next of ['Confirm once more', 'Your transfer is on its way']) {
      await expect.poll(() => usePasskey.isEnabled(), { timeout: 10_000 }).toBe(true);
      await usePasskey.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => focused(page), { timeout: 15_000 }).toMatchObject({ text: next, outline: 'none' });
      expect((await focused(page)).tag).not.toBe('body');
    }
    await page.close();
  });
});
