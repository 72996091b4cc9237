import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser } from '../../../test/harness/browser.js';

const CSP = "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'";
const FILES: Record<string, [URL, string]> = {
  '/': [new URL('../example/index.html', import.meta.url), 'text/html'],
  '/page.css': [new URL('../example/page.css', import.meta.url), 'text/css'],
  '/page.js': [new URL('../example/page.js', import.meta.url), 'text/javascript'],
  '/wallet-kit.js': [new URL('../dist/wallet-kit.js', import.meta.url), 'text/javascript'],
  '/wallet-kit.fr.js': [new URL('../dist/wallet-kit.fr.js', import.meta.url), 'text/javascript'],
  '/wallet-kit.qr.js': [new URL('../dist/wallet-kit.qr.js', import.meta.url), 'text/javascript'],
};

let server: Server;
let origin: string;
const browser = useBrowser();

beforeAll(async () => {
  const integrity = (await readFile(new URL('../dist/wallet-kit.js.sha384', import.meta.url), 'utf8')).trim();
  // A plain static host, as an integrator's would be: the built files and the example page, under a strict CSP.
  server = createServer((request, response) => {
    const entry = FILES[new URL(request.url ?? '/', 'http://x').pathname];
    if (!entry) return void response.writeHead(404).end();
    void readFile(entry[0], 'utf8').then((text) => {
      response.writeHead(200, { 'Content-Type': `${entry[1]}; charset=utf-8`, 'Content-Security-Policy': CSP });
      response.end(text.replace('{{WALLET_KIT_INTEGRITY}}', integrity));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://localhost:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

async function openExample(): Promise<{ page: Page; problems: string[] }> {
  const page = await browser.context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`));
  });
  await page.goto(origin);
  await page.waitForFunction(() => customElements.get('wallet-kit-otp-input') !== undefined && typeof window.WalletKit === 'object');
  return { page, problems };
}

declare global {
  interface Window {
    WalletKit: { mount: unknown; widgets: Record<string, string> };
  }
}

describe('the script-tag bundle on a plain HTML page', () => {
  it("runs under script-src 'self'; style-src 'self' with its integrity checked, with no violation and no error", async () => {
    const { page, problems } = await openExample();
    await expect.poll(() => page.getByText('SHOP-7H2K9Q').count()).toBeGreaterThan(0);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('renders custom elements in shadow roots, styled by adopted stylesheets and the host page through --wk-* and ::part()', async () => {
    const { page } = await openExample();
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
    const { page, problems } = await openExample();
    const svg = page.locator('wallet-kit-payment-instructions svg.wk-qr').first();
    await expect.poll(async () => ((await svg.count()) ? svg.getAttribute('data-state') : 'absent')).toBe('ready');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('reports a completed code as a DOM event the page listens to', async () => {
    const { page } = await openExample();
    const input = page.getByLabel('Enter the 6-digit code we sent you');
    await input.click();
    await page.keyboard.type('123456');
    await expect.poll(() => page.locator('#status').textContent()).toBe('Code entered: 123456');
    await page.close();
  });

  it('mounts a widget with WalletKit.mount, and switches language when a language file is loaded', async () => {
    const { page, problems } = await openExample();
    const before = await page.locator('#quote').innerText();
    await page.getByRole('button', { name: 'Afficher en français' }).click();
    await expect.poll(() => page.locator('#quote').innerText()).not.toBe(before);
    expect(await page.locator('#quote').getAttribute('lang')).toBeNull();
    expect(await page.locator('#quote [lang="fr"]').count()).toBeGreaterThan(0);
    expect(problems).toEqual([]);
    await page.close();
  });
});
