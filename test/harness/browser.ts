import { afterAll, beforeAll, inject } from 'vitest';
import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { launchChromium, type LaunchedChromium } from './chromium.js';

export const HARNESS_PAGE = 'test/harness/page.html';

export interface BrowserFixture {
  readonly context: BrowserContext;
  /** An absolute URL on the harness server (`localhost`). */
  url(path?: string): string;
  /** A new tab on the harness page, ready for `wk(...)`. */
  open(path?: string): Promise<Page>;
}

/**
 * A real Chromium for the test file that calls it: launched before its tests with a fresh profile,
 * closed and deleted after them. Page errors are printed so a failing test shows why.
 */
export function useBrowser(): BrowserFixture {
  let launched: LaunchedChromium | undefined;
  beforeAll(async () => {
    launched = await launchChromium(inject('chromiumPath'));
  });
  afterAll(async () => {
    await launched?.close();
  });
  const url = (path = HARNESS_PAGE) => new URL(path, inject('harnessUrl')).href;
  return {
    get context() {
      if (!launched) throw new Error('useBrowser(): the browser starts in beforeAll; use it inside a test');
      return launched.context;
    },
    url,
    async open(path = HARNESS_PAGE) {
      const page = await this.context.newPage();
      page.on('pageerror', (error) => console.error(`[page error] ${error.message}`));
      await page.goto(url(path));
      await page.waitForFunction(() => window.wkReady === true);
      return page;
    },
  };
}

export interface VirtualAuthenticatorOptions {
  hasUserVerification?: boolean;
  isUserVerified?: boolean;
  hasResidentKey?: boolean;
  transport?: 'internal' | 'usb' | 'nfc' | 'ble' | 'hybrid';
  /** false: the user never touches the authenticator, so ceremonies wait until they time out. */
  automaticPresenceSimulation?: boolean;
}

export interface VirtualAuthenticator {
  id: string;
  cdp: CDPSession;
  /** Makes the authenticator pass or refuse user verification from now on (refusal = a cancelled ceremony). */
  setUserVerified(isUserVerified: boolean): Promise<void>;
  credentials(): Promise<Array<{ credentialId: string; rpId?: string; userHandle?: string; signCount: number }>>;
  remove(): Promise<void>;
}

/**
 * Adds a CDP WebAuthn virtual authenticator (CTAP2, platform, resident keys, user verification,
 * automatic presence) to a page. Add it before the ceremony starts.
 */
export async function addVirtualAuthenticator(page: Page, options: VirtualAuthenticatorOptions = {}): Promise<VirtualAuthenticator> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: options.transport ?? 'internal',
      hasResidentKey: options.hasResidentKey ?? true,
      hasUserVerification: options.hasUserVerification ?? true,
      isUserVerified: options.isUserVerified ?? true,
      automaticPresenceSimulation: options.automaticPresenceSimulation ?? true,
    },
  });
  return {
    id: authenticatorId,
    cdp,
    async setUserVerified(isUserVerified) {
      await cdp.send('WebAuthn.setUserVerified', { authenticatorId, isUserVerified });
    },
    async credentials() {
      const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
      return credentials;
    },
    async remove() {
      await cdp.send('WebAuthn.removeVirtualAuthenticator', { authenticatorId });
    },
  };
}
