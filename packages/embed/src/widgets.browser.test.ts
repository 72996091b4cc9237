import type { Sandbox } from '@wallet-kit/sandbox';
import { createPasskeyChallenges, createServiceHandler } from '@wallet-kit/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeEngines, type TestPage } from '../../../test/harness/engines/index.js';
import { problemsOf } from '../test/host.js';
import { startTestSandbox, useSandboxHost } from '../test/sandbox-page.js';

// The widgets as the BUILT wallet-kit.js runs them (Preact's compat layer in place of React), on a
// plain page under the strict CSP, against the sandbox behind the integrator handler on the same
// origin: the places where a React-compatible runtime usually differs (autoFocus, controlled
// fields, caret events, ids across roots, <dialog>, useSyncExternalStore stores) are driven here.

// One host for every engine; its backend is the handler in front of the sandbox of the engine whose tests run now.
const host = useSandboxHost();
let sandbox: Sandbox;
let elodie: { id: string; wallet: string; eur: string; bankUsd: string; bankEur: string; card: string };

/** A sandbox of its own for each engine (engines run one after another): the tests leave quotes, sessions and a frozen card in it. */
async function startSandbox(): Promise<void> {
  const started = await startTestSandbox();
  sandbox = started.sandbox;
  const seeded = started.elodie;
  elodie = { id: seeded.id, wallet: seeded.wallet, eur: seeded.eur!, bankUsd: seeded.bankUsd!, bankEur: seeded.bankEur!, card: seeded.card! };
  host.serve(
    createServiceHandler({
      ...started.upstream,
      // The integrator's own sign-in, reduced to one person for this page.
      resolveEndUser: () => ({ customerId: elodie.id }),
      environment: 'sandbox',
      passkeyChallenges: createPasskeyChallenges({ now: () => sandbox.now() }),
    }),
  );
}

/** A call with the platform's credentials, straight to the sandbox (what the integrator's backend does). */
async function platform<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await sandbox.fetch(
    new Request(`http://sandbox.test${sandbox.basePath}${path}`, {
      method,
      headers: { Authorization: `Basic ${btoa(`${sandbox.credentials.clientId}:${sandbox.credentials.clientSecret}`)}`, 'Content-Type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    }),
  );
  const answer = (await response.json()) as T;
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(answer)}`);
  return answer;
}

/** Adds an element with these attributes to the page, recording its events (both names) in `window.seen`. */
async function addElement(page: TestPage, tag: string, attributes: Record<string, string>, events: string[]): Promise<void> {
  await page.evaluate(
    ([tagName, attrs, names]) => {
      const seen = ((window as unknown as { seen: string[] }).seen ??= []);
      const element = document.createElement(tagName);
      for (const [name, value] of Object.entries(attrs)) element.setAttribute(name, value);
      for (const name of names) {
        for (const type of [name, name.replace(':', '-')]) {
          element.addEventListener(type, (event) => {
            const detail = (event as CustomEvent<unknown>).detail as { id?: string; code?: string; quote?: { id: string }; transaction?: { status: string } } | string | undefined;
            const summary = typeof detail === 'string' ? detail : detail?.id ?? detail?.code ?? (detail?.quote ? `${detail.quote.id} ${detail.transaction?.status}` : '');
            seen.push(`${type} ${summary}`.trim());
          });
        }
      }
      document.getElementById('main')!.append(element);
    },
    [tag, attributes, events] as const,
  );
}

const seen = (page: TestPage) => page.evaluate(() => (window as unknown as { seen?: string[] }).seen ?? []);

/** The focused element inside an element's shadow root, described by its autocomplete or tag. */
const focusedIn = (page: TestPage, tag: string) =>
  page.evaluate((name) => {
    const active = document.querySelector(name)?.shadowRoot?.activeElement;
    return active ? active.getAttribute('autocomplete') ?? active.outerHTML.slice(0, 120) : null;
  }, tag);

async function signIn(page: TestPage): Promise<void> {
  await addElement(page, 'wallet-kit-sign-in', { 'account-id': elodie.wallet, signers: 'sandbox', methods: '["email"]' }, ['wallet-kit:signed-in', 'wallet-kit:error']);
  await page.getByRole('button', { name: /^Email a code to / }).click();
  await page.getByRole('textbox', { name: 'Verification code' }).waitFor();
  await expect.poll(() => focusedIn(page, 'wallet-kit-sign-in')).toBe('one-time-code');
  await page.keyboard.type('000000');
  await page.getByRole('heading', { name: 'You are signed in' }).waitFor();
}

describeEngines('the widgets inside the built wallet-kit.js', (browser) => {
  beforeAll(startSandbox, 60_000);

  const openPage = () => host.openPage(browser);

  describe('the widgets inside the built wallet-kit.js, on Preact, against the sandbox', () => {
    it('signs Élodie in with an e-mail code after a wrong one: focus moves to the code, letters never enter it, the caret stays at the end', async () => {
      const page = await openPage();
      await addElement(page, 'wallet-kit-sign-in', { 'account-id': elodie.wallet, signers: 'sandbox', methods: '["email"]' }, ['wallet-kit:signed-in', 'wallet-kit:error']);
      await page.getByRole('button', { name: /^Email a code to / }).click();
      const code = page.getByRole('textbox', { name: 'Verification code' });
      await code.waitFor();
      // autoFocus: the field that appeared with the step has the focus (the attribute alone would not do it).
      await expect.poll(() => focusedIn(page, 'wallet-kit-sign-in')).toBe('one-time-code');

      // A controlled field: a letter is refused and does not stay in the field.
      await page.keyboard.type('1a');
      expect(await code.inputValue()).toBe('1');
      // The caret goes back to the end when it moves, so digits arrive in order.
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.type('2');
      await expect.poll(() => code.inputValue()).toBe('12');

      await page.keyboard.type('1111');
      await page.getByText('That code is not right. Check it and try again.').waitFor();
      await expect.poll(() => code.inputValue()).toBe('');
      await code.click();
      await page.keyboard.type('000000');
      await page.getByRole('heading', { name: 'You are signed in' }).waitFor();
      // The refused code is the widget's error event (the service's code as detail), under both names; then the session.
      expect(await seen(page)).toEqual([
        'wallet-kit:error UNAUTHORIZED',
        'wallet-kit-error UNAUTHORIZED',
        expect.stringMatching(/^wallet-kit:signed-in Session:/),
        expect.stringMatching(/^wallet-kit-signed-in Session:/),
      ]);
      // The browser logs the service's 401 for the wrong code; nothing else.
      expect((await problemsOf(page)).filter((problem) => !/status of 401/.test(problem))).toEqual([]);
      await page.close();
    });

    it('confirms a cross-currency quote through two SCA rounds to a completed transfer, typing each code where the focus lands', async () => {
      const page = await openPage();
      await signIn(page);
      const request = {
        source: { sourceType: 'ACCOUNT', accountId: elodie.wallet },
        destination: { destinationType: 'ACCOUNT', accountId: elodie.bankUsd },
        lockedCurrencySide: 'SENDING',
        lockedCurrencyAmount: 3_000,
      };
      await addElement(page, 'wallet-kit-quote-confirmation', { request: JSON.stringify(request), signers: 'sandbox', 'destination-label': 'Élodie’s US account' }, [
        'wallet-kit:completed',
        'wallet-kit:failed',
        'wallet-kit:error',
      ]);
      const confirm = page.getByRole('button', { name: 'Confirm and send' });
      await confirm.waitFor();
      await expect.poll(() => page.getByRole('timer').first().textContent()).toMatch(/^\d+:\d\d$/);
      await page.getByText('Élodie’s US account').waitFor();
      await confirm.click();

      for (const step of ['Approve the payment', 'One more code']) {
        await page.getByRole('heading', { name: step }).waitFor();
        await expect.poll(() => focusedIn(page, 'wallet-kit-quote-confirmation')).toBe('one-time-code');
        await page.keyboard.type('123456');
      }
      await page.getByRole('heading', { name: 'Your transfer is on its way' }).waitFor();
      sandbox.advanceClock(10 * 60_000);
      await page.getByRole('heading', { name: 'Transfer complete' }).waitFor({ timeout: 30_000 });
      const events = await seen(page);
      expect(events.filter((event) => /^wallet-kit:completed Quote:\S+ COMPLETED$/.test(event))).toHaveLength(1);
      expect(events.filter((event) => /^wallet-kit-completed Quote:\S+ COMPLETED$/.test(event))).toHaveLength(1);
      expect(events.filter((event) => /failed|error/.test(event))).toEqual([]);
      expect(await problemsOf(page)).toEqual([]);
      await page.close();
    });

    it('answers a pending quote’s SMS challenge in a modal <wallet-kit-sca-challenge>, and reports Escape as close', async () => {
      const created = await platform<{ id: string }>('POST', '/quotes', {
        source: { sourceType: 'ACCOUNT', accountId: elodie.eur },
        destination: { destinationType: 'ACCOUNT', accountId: elodie.bankEur },
        lockedCurrencySide: 'SENDING',
        lockedCurrencyAmount: 2_500,
      });
      const pending = await platform<{ id: string; status: string }>('POST', `/quotes/${created.id}/execute`, {});
      expect(pending.status).toBe('PENDING_AUTHORIZATION');

      const page = await openPage();
      await addElement(page, 'wallet-kit-sca-challenge', { quote: JSON.stringify(pending), presentation: 'modal', signers: 'sandbox' }, [
        'wallet-kit:authorized',
        'wallet-kit:close',
        'wallet-kit:error',
      ]);
      // showModal(): the dialog is open in the top layer, and the code field inside it has the focus.
      await expect.poll(() => page.evaluate(() => document.querySelector('wallet-kit-sca-challenge')!.shadowRoot!.querySelector('dialog')?.open ?? false)).toBe(true);
      // The dialog moved the focus to its title, which names it; the code field is the next stop.
      await expect.poll(() => focusedIn(page, 'wallet-kit-sca-challenge')).toMatch(/^<div [^>]*role="heading"[^>]*>Approve the payment</);
      await page.keyboard.press('Tab');
      await expect.poll(() => focusedIn(page, 'wallet-kit-sca-challenge')).toBe('one-time-code');
      await page.keyboard.type('123456');
      await expect.poll(() => seen(page)).toContain(`wallet-kit:authorized ${pending.id}`);
      await page.keyboard.press('Escape');
      await expect.poll(() => seen(page)).toContain('wallet-kit:close');
      expect((await seen(page)).filter((event) => event.includes('error'))).toEqual([]);
      expect(await problemsOf(page)).toEqual([]);
      await page.close();
    });

    it('shows Élodie’s identity check as verified, and her contact verification as not needed here (409), from wallet-kit.onboarding.js, with the client’s onboarding calls it brings', async () => {
      const page = await openPage();
      await addElement(page, 'wallet-kit-verification-status', { 'customer-id': elodie.id, signers: 'sandbox' }, ['wallet-kit:change']);
      await page.locator('wallet-kit-verification-status').getByText('Verified').waitFor();
      await addElement(page, 'wallet-kit-contact-verification', { 'customer-id': elodie.id, channel: 'email', signers: 'sandbox' }, ['wallet-kit:verified', 'wallet-kit:error']);
      await page.locator('wallet-kit-contact-verification').getByRole('button', { name: 'E-mail me a code' }).click();
      await page.locator('wallet-kit-contact-verification').getByText('Not needed here: there is nothing to confirm.').waitFor();
      // The browser logs the 409 it was answered; that is the point, not a problem.
      expect((await problemsOf(page)).filter((problem) => !/status of 409/.test(problem))).toEqual([]);
      await page.close();
    });

    it('lists Élodie’s payees to pick from, from wallet-kit.payees.js, and her agents’ requests (none), from wallet-kit.agents.js', async () => {
      const page = await openPage();
      await addElement(page, 'wallet-kit-payee-picker', { 'customer-id': elodie.id, signers: 'sandbox' }, ['wallet-kit:change', 'wallet-kit:error']);
      await addElement(page, 'wallet-kit-agent-actions', { 'customer-id': elodie.id, signers: 'sandbox' }, ['wallet-kit:error']);
      const group = page.locator('wallet-kit-payee-picker').getByRole('radiogroup', { name: 'Pay to' });
      await expect.poll(() => group.getByRole('radio').count()).toBeGreaterThanOrEqual(2);
      await group.getByRole('radio').nth(1).check();
      await page.locator('wallet-kit-agent-actions').getByText('Nothing is waiting for your approval.').waitFor();
      expect(await seen(page)).toEqual([expect.stringMatching(/^wallet-kit:change ExternalAccount:/), expect.stringMatching(/^wallet-kit-change ExternalAccount:/)]);
      expect(await problemsOf(page)).toEqual([]);
      await page.close();
    });

    it('accepts an invitation for Élodie’s UMA address, from wallet-kit.invitations.js, as a wallet-kit:claimed event', async () => {
      const page = await openPage();
      const { code } = await platform<{ code: string }>('POST', '/invitations', { inviterUma: '$alice@sandbox.wallet-kit.dev', firstName: 'Alice', amountToSend: 2_500 });
      await addElement(page, 'wallet-kit-invitation-claim', { code, 'uma-address': '$elodie@sandbox.wallet-kit.dev', signers: 'sandbox' }, ['wallet-kit:claimed', 'wallet-kit:error']);
      const claim = page.locator('wallet-kit-invitation-claim');
      await claim.getByRole('button', { name: 'Accept the invitation' }).click();
      await claim.getByRole('heading', { name: 'Invitation accepted' }).waitFor();
      expect(await seen(page)).toEqual([expect.stringMatching(/^wallet-kit:claimed \S+/), expect.stringMatching(/^wallet-kit-claimed \S+/)]);
      expect(await problemsOf(page)).toEqual([]);
      await page.close();
    });

    it('shows Élodie’s balance from wallet-kit.wallet.js, in euros', async () => {
      const page = await openPage();
      await addElement(page, 'wallet-kit-balance', { 'customer-id': elodie.id, signers: 'sandbox', 'refresh-interval-ms': '0' }, ['wallet-kit:error']);
      const balance = page.locator('wallet-kit-balance');
      await balance.getByText('Available').first().waitFor();
      await expect.poll(() => balance.locator('[part="root"]').textContent()).toMatch(/€/);
      expect(await seen(page)).toEqual([]);
      expect(await problemsOf(page)).toEqual([]);
      await page.close();
    });

    it('keeps ids apart across widgets mounted in one document, and a controlled code field shows only the value it is given', async () => {
      const page = await openPage();
      await page.evaluate(() => {
        const main = document.getElementById('main')!;
        const changes: string[] = [];
        (window as unknown as { changes: string[] }).changes = changes;
        const [first, second] = [document.createElement('div'), document.createElement('div')];
        main.append(first, second);
        window.WalletKit!.mount(first, { component: 'OtpInput', label: 'First code', webOtp: false });
        const controlled = window.WalletKit!.mount(second, { component: 'OtpInput', label: 'Second code', value: '12', onValueChange: (value: string) => changes.push(value), webOtp: false });
        (window as unknown as { controlled: typeof controlled }).controlled = controlled;
      });
      const ids = await page.evaluate(() => [...document.querySelectorAll('#main [id]')].map((element) => element.id));
      expect(new Set(ids).size).toBe(ids.length);

      // Each label names its own field.
      await page.getByText('Second code').click();
      await page.keyboard.type('3');
      const second = page.getByRole('textbox', { name: 'Second code' });
      expect(await page.evaluate(() => (window as unknown as { changes: string[] }).changes)).toEqual(['123']);
      // The page did not take the change: the field still shows the value it was given.
      await expect.poll(() => second.inputValue()).toBe('12');
      await page.evaluate(() => (window as unknown as { controlled: { update(props: object): void } }).controlled.update({ value: '123' }));
      await expect.poll(() => second.inputValue()).toBe('123');
      expect(await page.getByRole('textbox', { name: 'First code' }).inputValue()).toBe('');
      expect(await problemsOf(page)).toEqual([]);
      await page.close();
    });
    it('runs the card elements in German from its language file: a freeze as a DOM event, a decline in the activity, and the reveal asking for the step-up the element cannot run', async () => {
      const page = await openPage();
      await page.addScriptTag({ url: '/wallet-kit.de.js' });
      await addElement(page, 'wallet-kit-card', { 'card-id': elodie.card, signers: 'sandbox', locale: 'de' }, ['wallet-kit:error']);
      await addElement(page, 'wallet-kit-card-controls', { 'card-id': elodie.card, signers: 'sandbox', locale: 'de' }, ['wallet-kit:change', 'wallet-kit:error']);
      await addElement(page, 'wallet-kit-card-activity', { 'customer-id': elodie.id, 'card-id': elodie.card, signers: 'sandbox', locale: 'de' }, ['wallet-kit:error']);
      await page.getByText('Noch keine Kartenzahlungen.').waitFor();
      await page.getByRole('button', { name: 'Karte einfrieren' }).click();
      await page.getByText('Die Karte ist eingefroren.').waitFor();
      expect(await seen(page)).toEqual([`wallet-kit:change ${elodie.card}`, `wallet-kit-change ${elodie.card}`]);
      await platform('POST', `/sandbox/cards/${elodie.card}/simulate/authorization`, { amount: 1_200, currency: { code: 'EUR' }, merchant: { descriptor: 'CAFE DE FLORE' } });
      await page.evaluate(() => document.querySelector('wallet-kit-card-activity')!.setAttribute('refresh-key', '1'));
      await page.getByText('Abgelehnt: Die Karte war eingefroren').waitFor();
      // Élodie is in the EU: the service asks for her SCA login, which only a mount with `stepUp` can run.
      await page.getByRole('button', { name: 'Kartendaten anzeigen' }).click();
      await page.getByText('Bestätigen Sie zuerst, dass Sie es sind; dann werden die Kartendaten angezeigt.').waitFor();
      // The browser logs the service's 409 itself; nothing else may have gone wrong.
      expect((await problemsOf(page)).filter((problem) => !/status of 409/.test(problem))).toEqual([]);
      await page.close();
    });
  });
});
