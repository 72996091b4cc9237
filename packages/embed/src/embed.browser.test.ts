import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEngines, type TestPage } from '../../../test/harness/engines/index.js';
import { problemsOf, startStaticHost, type StaticHost } from '../test/host.js';

const example = (file: string): [URL, string] => [new URL(`../example/${file}`, import.meta.url), file.endsWith('.html') ? 'text/html' : file.endsWith('.css') ? 'text/css' : 'text/javascript'];

let host: StaticHost;

// A plain static host, as an integrator's would be: the built files and the example page, under a strict CSP.
beforeAll(async () => {
  host = await startStaticHost({ '/': example('index.html'), '/page.css': example('page.css'), '/page.js': example('page.js') });
});
afterAll(() => host?.close());

describeEngines('the script-tag bundle on a plain HTML page', (browser) => {
  async function openExample(): Promise<TestPage> {
    const page = await browser.newPage();
    await page.goto(host.origin);
    await page.waitForFunction(() => customElements.get('wallet-kit-otp-input') !== undefined && typeof window.WalletKit === 'object');
    return page;
  }

  it("runs under script-src 'self'; style-src 'self' with its integrity checked, with no violation and no error", async () => {
    const page = await openExample();
    await expect.poll(() => page.getByText('SHOP-7H2K9Q').count()).toBeGreaterThan(0);
    expect(await problemsOf(page)).toEqual([]);
    await page.close();
  });

  it('renders custom elements in shadow roots, styled by adopted stylesheets and the host page through --wk-* and ::part()', async () => {
    const page = await openExample();
    await expect.poll(() => page.getByText('SHOP-7H2K9Q').count()).toBeGreaterThan(0);
    const styling = await page.evaluate(() => {
      const host = document.querySelector('wallet-kit-payment-instructions')!;
      const shadow = host.shadowRoot!;
      const root = shadow.querySelector('[part="root"]')!;
      return {
        adopted: shadow.adoptedStyleSheets.length,
        styleElements: document.querySelectorAll('style').length + shadow.querySelectorAll('style').length,
        inlineStyleAttributes: [...shadow.querySelectorAll('[style]')].filter((element) => element.getAttribute('style')).length,
        accent: getComputedStyle(root).getPropertyValue('--wk-color-accent').trim(),
        partOutline: getComputedStyle(root).outlineStyle,
      };
    });
    expect(styling).toEqual({ adopted: 1, styleElements: 0, inlineStyleAttributes: 0, accent: '#5b3df5', partOutline: 'solid' });
    await page.close();
  });

  it('draws a PIX QR code with the optional wallet-kit.qr.js, still under the strict policy', async () => {
    const page = await openExample();
    const svg = page.locator('wallet-kit-payment-instructions svg.wk-qr').first();
    await expect.poll(async () => ((await svg.count()) ? svg.getAttribute('data-state') : 'absent')).toBe('ready');
    expect(await problemsOf(page)).toEqual([]);
    await page.close();
  });

  it('reports a completed code as a DOM event the page listens to', async () => {
    const page = await openExample();
    const input = page.getByLabel('Enter the 6-digit code we sent you');
    await input.click();
    await page.keyboard.type('123456');
    await expect.poll(() => page.locator('#status').textContent()).toBe('Code entered: 123456');
    await page.close();
  });

  it('mounts a widget with WalletKit.mount, and switches language when a language file is loaded', async () => {
    const page = await openExample();
    const before = await page.locator('#quote').innerText();
    await page.getByRole('button', { name: 'Afficher en français' }).click();
    await expect.poll(() => page.locator('#quote').innerText()).not.toBe(before);
    expect(await page.locator('#quote').getAttribute('lang')).toBeNull();
    expect(await page.locator('#quote [lang="fr"]').count()).toBeGreaterThan(0);
    expect(await problemsOf(page)).toEqual([]);
    await page.close();
  });
});
