import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEngines, type TestPage } from '../../../test/harness/engines/index.js';
import { problemsOf, startStaticHost, warningsOf, type StaticHost } from '../test/host.js';

// What a page can get wrong, and what a page's scripts rely on, with the built files under the strict CSP.

let host: StaticHost;
const testFile = (name: string, type: string): [URL, string] => [new URL(`../test/${name}`, import.meta.url), type];

beforeAll(async () => {
  host = await startStaticHost({
    '/': testFile('blank.html', 'text/html'),
    '/twice.html': testFile('twice.html', 'text/html'),
    '/ready-listener.js': testFile('ready-listener.js', 'text/javascript'),
    '/module-page.js': testFile('module-page.js', 'text/javascript'),
  });
});
afterAll(() => host?.close());

interface Rendered {
  tag: string;
  /** data-state of what the element rendered at the top of its shadow root. */
  state: string | null;
  text: string;
  errors: string[];
}

/** Each element's observed attributes (its own and the shared ones), as the page's registry has them. */
const observedAttributes = (page: TestPage) =>
  page.evaluate(() =>
    Object.fromEntries(Object.values(window.WalletKit!.widgets).map((tag) => [tag, (customElements.get(tag) as unknown as { observedAttributes: string[] }).observedAttributes])),
  ) as Promise<Record<string, string[]>>;

const SHARED = ['base-url', 'signers', 'theme', 'locale'];

/** Adds one element per tag with the given attributes, lets them render, and reads what each shows. */
function renderAll(page: TestPage, attributesByTag: Record<string, Record<string, string>>): Promise<Rendered[]> {
  return page.evaluate(async (attributes) => {
    const main = document.getElementById('main')!;
    main.replaceChildren();
    const results: { tag: string; element: HTMLElement; errors: string[] }[] = [];
    for (const tag of Object.values(window.WalletKit!.widgets)) {
      const element: HTMLElement = document.createElement(tag);
      const errors: string[] = [];
      element.addEventListener('wallet-kit:error', (event) => errors.push(String((event as CustomEvent<{ code?: string }>).detail?.code)));
      for (const [name, value] of Object.entries(attributes[tag] ?? {})) element.setAttribute(name, value);
      main.append(element);
      results.push({ tag, element, errors });
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    return results.map(({ tag, element, errors }) => {
      const top = element.shadowRoot?.querySelector('[part="root"] > *');
      return { tag, state: top?.getAttribute('data-state') ?? null, text: (top?.textContent ?? '').trim(), errors };
    });
  }, attributesByTag);
}

/** The same value in every attribute of each element (the shared ones too, unless `own` only). */
async function everyAttribute(page: TestPage, value: (attribute: string) => string, own = false): Promise<Record<string, Record<string, string>>> {
  const observed = await observedAttributes(page);
  return Object.fromEntries(Object.entries(observed).map(([tag, names]) => [tag, Object.fromEntries(names.filter((name) => !own || !SHARED.includes(name)).map((name) => [name, value(name)]))]));
}

describeEngines('the custom elements', (browser) => {
  async function openPage(path = '/'): Promise<TestPage> {
    const page = await browser.newPage();
    await page.goto(new URL(path, host.origin).href);
    await page.waitForFunction(() => window.WalletKit !== undefined);
    return page;
  }

  describe('custom elements with missing or malformed attributes', () => {
    it('render an empty element, or the widget when it needs nothing, with no attribute at all, and nothing throws', async () => {
      const page = await openPage();
      const rendered = await renderAll(page, {});
      expect(rendered).toEqual([
        { tag: 'wallet-kit-sign-in', state: 'empty', text: '', errors: [] },
        { tag: 'wallet-kit-quote-confirmation', state: 'empty', text: '', errors: [] },
        { tag: 'wallet-kit-sca-challenge', state: 'empty', text: '', errors: [] },
        { tag: 'wallet-kit-transaction-status', state: 'empty', text: '', errors: [] },
        { tag: 'wallet-kit-otp-input', state: 'empty', text: expect.stringContaining('Verification code'), errors: [] },
        { tag: 'wallet-kit-quote-summary', state: 'empty', text: '', errors: [] },
        { tag: 'wallet-kit-payment-instructions', state: 'empty', text: '', errors: [] },
        { tag: 'wallet-kit-card', state: 'empty', text: '', errors: [] },
        { tag: 'wallet-kit-card-controls', state: 'empty', text: '', errors: [] },
        { tag: 'wallet-kit-card-activity', state: 'empty', text: '', errors: [] },
        { tag: 'wallet-kit-contact-verification', state: 'empty', text: '', errors: [] },
        { tag: 'wallet-kit-verification-status', state: 'empty', text: '', errors: [] },
        { tag: 'wallet-kit-payee-manager', state: 'empty', text: '', errors: [] },
        { tag: 'wallet-kit-payee-picker', state: 'empty', text: '', errors: [] },
        { tag: 'wallet-kit-invitation-claim', state: 'empty', text: '', errors: [] },
        { tag: 'wallet-kit-agent-actions', state: 'empty', text: '', errors: [] },
        { tag: 'wallet-kit-balance', state: 'empty', text: '', errors: [] },
        { tag: 'wallet-kit-activity', state: 'empty', text: '', errors: [] },
        { tag: 'wallet-kit-transaction-receipt', state: 'empty', text: '', errors: [] },
        { tag: 'wallet-kit-send-money', state: 'empty', text: '', errors: [] },
        { tag: 'wallet-kit-receive', state: 'empty', text: '', errors: [] },
      ]);
      expect(await problemsOf(page)).toEqual([]);
      await page.close();
    });

    it('show the error state and dispatch wallet-kit:error for unreadable attributes (bad JSON, a number that is not one, an unknown theme)', async () => {
      const page = await openPage();
      const unreadable: Record<string, string> = { theme: 'purple', locale: 'not a tag!', signers: 'staging' };
      const rendered = await renderAll(page, await everyAttribute(page, (name) => unreadable[name] ?? '{"unterminated'));
      for (const element of rendered) {
        expect(element, element.tag).toEqual({ tag: element.tag, state: 'error', text: 'Something went wrong. Try again.', errors: ['INVALID_ATTRIBUTE'] });
      }
      expect(await problemsOf(page)).toEqual([]);
      await page.close();
    });

    it('show the error state for well-formed JSON of the wrong shape, and never throw into the page', async () => {
      const page = await openPage();
      const shapes = { '{}': '{}', '[]': '[]', null: 'null', number: '42', nested: '{"sendingCurrency":{},"destination":7}' };
      for (const [shape, value] of Object.entries(shapes)) {
        const rendered = await renderAll(page, await everyAttribute(page, () => value, true));
        for (const element of rendered) {
          // Either the widget made sense of it (its own state), or the element shows the error state and says why.
          if (element.state === 'error') expect(element.errors.length, `${element.tag} with ${shape}`).toBeGreaterThan(0);
          expect(element.state, `${element.tag} with ${shape}`).not.toBeNull();
        }
      }
      // The flows given ids of nothing ask the backend (there is none on this host: 404s, logged by the browser).
      expect((await problemsOf(page)).filter((problem) => !/Failed to load resource/.test(problem))).toEqual([]);
      await page.close();
    });

    it('leave the error state for the widget once the page sets a readable attribute', async () => {
      const page = await openPage();
      await page.evaluate(() => {
        const element = document.createElement('wallet-kit-otp-input');
        element.setAttribute('length', 'six');
        document.getElementById('main')!.append(element);
      });
      const top = page.locator('wallet-kit-otp-input [part="root"] > *');
      await expect.poll(() => top.getAttribute('data-state')).toBe('error');
      await page.evaluate(() => document.querySelector('wallet-kit-otp-input')!.setAttribute('length', '4'));
      await expect.poll(() => top.getAttribute('data-state')).toBe('empty');
      expect(await page.locator('wallet-kit-otp-input .wk-otp-slot').count()).toBe(4);
      expect(await problemsOf(page)).toEqual([]);
      await page.close();
    });
  });

  describe('loading the bundle', () => {
    it('keeps the first copy when the script comes twice or the ES module is imported beside it, warns, and signals ready once', async () => {
      const page = await openPage('/twice.html');
      await page.waitForFunction(() => (window as unknown as { moduleResult?: unknown }).moduleResult !== undefined);
      const result = await page.evaluate(() => ({
        readyEvents: (window as unknown as { readyEvents: unknown[] }).readyEvents,
        module: (window as unknown as { moduleResult: unknown }).moduleResult,
        defined: customElements.get('wallet-kit-otp-input') !== undefined,
      }));
      expect(result).toEqual({
        readyEvents: [
          { name: 'wallet-kit:ready', sameAsGlobal: true },
          { name: 'wallet-kit-ready', sameAsGlobal: true },
        ],
        module: { sameAsGlobal: true, ready: true },
        defined: true,
      });
      expect((await warningsOf(page)).filter((warning) => warning.includes('a second copy of wallet-kit.js'))).toHaveLength(2);
      expect(await problemsOf(page)).toEqual([]);
      await page.close();
    });

    it('exposes ready, the widgets and the version on window.WalletKit', async () => {
      const page = await openPage();
      const api = await page.evaluate(async () => ({
        ready: (await window.WalletKit!.ready) === window.WalletKit,
        widgets: window.WalletKit!.widgets,
        version: window.WalletKit!.version,
      }));
      expect(api).toEqual({
        ready: true,
        widgets: {
          SignIn: 'wallet-kit-sign-in',
          QuoteConfirmation: 'wallet-kit-quote-confirmation',
          ScaChallenge: 'wallet-kit-sca-challenge',
          TransactionStatus: 'wallet-kit-transaction-status',
          OtpInput: 'wallet-kit-otp-input',
          QuoteSummary: 'wallet-kit-quote-summary',
          PaymentInstructions: 'wallet-kit-payment-instructions',
          Card: 'wallet-kit-card',
          CardControls: 'wallet-kit-card-controls',
          CardActivity: 'wallet-kit-card-activity',
          ContactVerification: 'wallet-kit-contact-verification',
          VerificationStatus: 'wallet-kit-verification-status',
          PayeeManager: 'wallet-kit-payee-manager',
          PayeePicker: 'wallet-kit-payee-picker',
          InvitationClaim: 'wallet-kit-invitation-claim',
          AgentActions: 'wallet-kit-agent-actions',
          Balance: 'wallet-kit-balance',
          Activity: 'wallet-kit-activity',
          TransactionReceipt: 'wallet-kit-transaction-receipt',
          SendMoney: 'wallet-kit-send-money',
          Receive: 'wallet-kit-receive',
        },
        version: expect.stringMatching(/^\d+\.\d+\.\d+/),
      });
      await page.close();
    });
  });
});
