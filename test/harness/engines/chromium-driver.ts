import type { Page } from 'playwright-core';
import { launchChromium } from '../chromium.js';
import { FrameNotFoundError, type DriverBrowser, type DriverPage, type PageEventListeners } from './driver.js';

/** Chromium's DevTools protocol names credentials in standard base64; WebAuthn's JSON and the service use base64url. */
const base64url = (base64: string) => Buffer.from(base64, 'base64').toString('base64url');

function chromiumPage(page: Page): DriverPage {
  return {
    async evaluate(expression, frame) {
      if (!frame) return page.evaluate(expression);
      const inner = await (await page.$(frame))?.contentFrame();
      if (!inner) throw new FrameNotFoundError(frame);
      return inner.evaluate(expression);
    },
    async goto(url) {
      await page.goto(url);
    },
    async reload() {
      await page.reload();
    },
    url: async () => page.url(),
    click: (x, y) => page.mouse.click(x, y),
    type: (text) => page.keyboard.type(text),
    press: (key) => page.keyboard.press(key),
    setViewportSize: (size) => page.setViewportSize(size),
    cookies: async () => (await page.context().cookies(page.url())).map(({ name, value }) => ({ name, value })),
    clearCookies: () => page.context().clearCookies({ domain: new URL(page.url()).hostname }),
    screenshot: ({ fullPage }) => page.screenshot({ fullPage }),
    async addInitScript(script) {
      await page.addInitScript(script);
    },
    on<K extends keyof PageEventListeners>(event: K, listener: PageEventListeners[K]) {
      const listen = listener as (...args: string[]) => void;
      if (event === 'pageerror') page.on('pageerror', (error) => listen(error.message));
      else if (event === 'console') page.on('console', (message) => listen(message.type(), message.text()));
      else page.on('request', (request) => listen(request.url(), request.method()));
    },
    close: () => page.close(),
    playwrightPage: page,
  };
}

/** Chromium through playwright-core: the DevTools protocol, and its WebAuthn domain for the virtual authenticator. */
export async function launchChromiumDriver(executablePath: string): Promise<DriverBrowser> {
  const launched = await launchChromium(executablePath);
  const pages = new WeakMap<DriverPage, Page>();
  // A persistent context has no Browser object to ask; its first tab's DevTools session says the version.
  const blank = launched.context.pages()[0] ?? (await launched.context.newPage());
  const { product } = (await (await launched.context.newCDPSession(blank)).send('Browser.getVersion')) as { product: string };
  return {
    engine: 'chromium',
    version: product.replace(/^(Headless)?Chrome\//, 'Chromium '),
    async newPage() {
      const page = await launched.context.newPage();
      const driverPage = chromiumPage(page);
      pages.set(driverPage, page);
      return driverPage;
    },
    async addVirtualAuthenticator(driverPage, options) {
      const cdp = await launched.context.newCDPSession(pages.get(driverPage)!);
      await cdp.send('WebAuthn.enable');
      const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
        options: {
          protocol: 'ctap2',
          transport: 'internal',
          hasResidentKey: true,
          hasUserVerification: true,
          isUserVerified: options.isUserVerified ?? true,
          automaticPresenceSimulation: options.automaticPresenceSimulation ?? true,
        },
      });
      return {
        async setUserVerified(isUserVerified) {
          await cdp.send('WebAuthn.setUserVerified', { authenticatorId, isUserVerified });
        },
        async credentials() {
          const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
          return credentials.map(({ credentialId, rpId, signCount }) => ({ credentialId: base64url(credentialId), rpId, signCount }));
        },
        async remove() {
          await cdp.send('WebAuthn.removeVirtualAuthenticator', { authenticatorId });
        },
      };
    },
    async grantPermissions(permissions, origin) {
      await launched.context.grantPermissions(permissions, { origin });
    },
    close: () => launched.close(),
  };
}
