import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import puppeteer, { type Page } from 'puppeteer-core';
import { FrameNotFoundError, type DriverBrowser, type DriverPage, type PageEventListeners, type VirtualAuthenticator } from './driver.js';
import { connectMarionette, type Marionette } from './marionette.js';

// Prefs for the virtual authenticator (Firefox's soft token, no USB keys) and for Marionette on a free port, which
// Firefox writes to MarionetteActivePort in the profile. Puppeteer's own profile prefs keep Firefox off the network.
const PREFS = {
  'security.webauth.webauthn_enable_softtoken': true,
  'security.webauth.webauthn_enable_usbtoken': false,
  'marionette.port': 0,
  // Tests open pages side by side (Storybook plays two at once), each a tab, and a tab behind another is hidden:
  // Firefox then ran its timers about once a second and its frames once a second (measured: 2 ticks of a 10 ms
  // interval and 3 frames in 2 s), and stories on that page stalled past their timeouts. Windows instead of tabs are
  // visible, but only the front one takes keyboard focus, and typing into the others failed. So tabs, unthrottled.
  'dom.min_background_timeout_value': 4,
  'dom.min_background_timeout_value_without_budget_throttling': 4,
  'dom.timeout.enable_budget_timer_throttling': false,
  'layout.throttled_frame_rate': 60,
};

/** Chord keys as puppeteer wants them: `Shift+Tab` is Shift down, Tab pressed, Shift up; its BiDi keyboard knows Space as ' '. */
async function pressChord(page: Page, chord: string): Promise<void> {
  const keys = chord.split('+').map((key) => (key === 'Space' ? ' ' : key)) as Parameters<Page['keyboard']['press']>[0][];
  const key = keys.pop()!;
  for (const modifier of keys) await page.keyboard.down(modifier);
  await page.keyboard.press(key);
  for (const modifier of keys.reverse()) await page.keyboard.up(modifier);
}

function firefoxPage(page: Page, onClose: () => Promise<void>): DriverPage {
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
    press: (key) => pressChord(page, key),
    setViewportSize: (size) => page.setViewport(size),
    cookies: async () => (await page.cookies()).map(({ name, value }) => ({ name, value })),
    async clearCookies() {
      await page.deleteCookie(...(await page.cookies()));
    },
    screenshot: async ({ fullPage }) => Buffer.from(await page.screenshot({ fullPage, type: 'png' })),
    async addInitScript(script) {
      await page.evaluateOnNewDocument(script);
    },
    on<K extends keyof PageEventListeners>(event: K, listener: PageEventListeners[K]) {
      const listen = listener as (...args: string[]) => void;
      // As Playwright reports them: an error's message without its name in front, console.warn as 'warning'.
      if (event === 'pageerror') page.on('pageerror', (error) => listen(error instanceof Error ? error.message.replace(/^\w*Error: /, '') : String(error)));
      else if (event === 'console') page.on('console', (message) => listen(message.type() === 'warn' ? 'warning' : message.type(), message.text()));
      else page.on('request', (request) => listen(request.url(), request.method()));
    },
    async close() {
      await onClose();
      await page.close();
    },
  };
}

async function marionettePort(profile: string): Promise<number> {
  const file = join(profile, 'MarionetteActivePort');
  for (let attempt = 0; attempt < 100 && !existsSync(file); attempt++) await sleep(100);
  return Number(readFileSync(file, 'utf8'));
}

/**
 * Firefox headless through puppeteer-core over WebDriver BiDi (no geckodriver), with Marionette alongside for
 * WebAuthn. Firefox's virtual authenticators belong to the browser, not a tab: each is removed with its page.
 */
export async function launchFirefoxDriver(executablePath: string): Promise<DriverBrowser> {
  const profile = await mkdtemp(join(tmpdir(), 'wallet-kit-firefox-'));
  const browser = await puppeteer.launch({ browser: 'firefox', executablePath, headless: true, userDataDir: profile, extraPrefsFirefox: PREFS, args: ['--marionette'] });
  let marionette: Promise<Marionette> | undefined;
  const authenticatorsOf = new WeakMap<DriverPage, Set<VirtualAuthenticator>>();
  const version = (await browser.version()).replace(/^firefox\//i, 'Firefox ');
  return {
    engine: 'firefox',
    version,
    async newPage() {
      const authenticators = new Set<VirtualAuthenticator>();
      const page = firefoxPage(await browser.newPage(), async () => {
        for (const authenticator of authenticators) await authenticator.remove();
      });
      authenticatorsOf.set(page, authenticators);
      return page;
    },
    async addVirtualAuthenticator(page, options) {
      if (options.automaticPresenceSimulation === false) throw new Error('Firefox: a virtual authenticator cannot withhold user presence (capability authenticator-withholds-presence)');
      marionette ??= marionettePort(profile).then((port) => connectMarionette(port));
      const session = await marionette;
      const { value: authenticatorId } = await session.send<{ value: string }>('WebAuthn:AddVirtualAuthenticator', {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserConsenting: true,
        isUserVerified: options.isUserVerified ?? true,
      });
      const authenticators = authenticatorsOf.get(page)!;
      const authenticator: VirtualAuthenticator = {
        async setUserVerified(isUserVerified) {
          await session.send('WebAuthn:SetUserVerified', { authenticatorId, isUserVerified });
        },
        async credentials() {
          const { value } = await session.send<{ value: Array<{ credentialId: string; rpId?: string; signCount: number }> }>('WebAuthn:GetCredentials', { authenticatorId });
          return value.map(({ credentialId, rpId, signCount }) => ({ credentialId, rpId, signCount }));
        },
        async remove() {
          if (!authenticators.delete(authenticator)) return;
          await session.send('WebAuthn:RemoveVirtualAuthenticator', { authenticatorId });
        },
      };
      authenticators.add(authenticator);
      return authenticator;
    },
    async close() {
      (await marionette)?.close();
      await browser.close();
      // Firefox's content processes may still be writing the profile as the browser exits (ENOTEMPTY was seen).
      await rm(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    },
  };
}
