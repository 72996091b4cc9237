// The WebAuthn virtual authenticator of the Playwright helpers (`@wallet-kit/sandbox/playwright`): Chromium's
// DevTools protocol through the page's context, typed by the few methods used, so no Playwright import.

/** The part of Playwright's `CDPSession` the virtual authenticator uses. */
export interface CdpSessionLike {
  /** As Playwright's `cdpSession.send`. */
  send(method: string, params?: object): Promise<unknown>;
}

/** The part of Playwright's `Page` the virtual authenticator uses: its context opens a DevTools session on it. */
export interface CdpPageLike<Page> {
  /** As Playwright's `page.context`. */
  context(): BrowserContextLike<Page>;
}

/** The part of Playwright's `BrowserContext` the virtual authenticator uses. */
export interface BrowserContextLike<Page> {
  /** As Playwright's `browserContext.newCDPSession`. */
  newCDPSession(page: Page): Promise<CdpSessionLike>;
}

/** Options of {@link addVirtualAuthenticator}: Chromium's WebAuthn.addVirtualAuthenticator settings. */
export interface VirtualAuthenticatorOptions {
  /** Default true. */
  hasUserVerification?: boolean;
  /** Default true; false makes every ceremony a refusal (as a person cancelling). */
  isUserVerified?: boolean;
  /** Default true (passkeys are discoverable credentials). */
  hasResidentKey?: boolean;
  /** Default `'internal'` (a platform authenticator: Touch ID, Windows Hello). */
  transport?: 'internal' | 'usb' | 'nfc' | 'ble' | 'hybrid';
  /** Default true; false means nobody touches the authenticator, so ceremonies wait until they time out. */
  automaticPresenceSimulation?: boolean;
}

/** A credential a virtual authenticator holds (Chromium's WebAuthn.Credential). */
export interface VirtualCredential {
  /** The credential id, base64. */
  credentialId: string;
  /** The relying party it was made for. */
  rpId?: string;
  /** The user handle, base64. */
  userHandle?: string;
  /** How many times it signed. */
  signCount: number;
}

/** A virtual authenticator on a page, from {@link addVirtualAuthenticator}. */
export interface VirtualAuthenticator {
  /** Chromium's id for it. */
  id: string;
  /** The DevTools session it lives in. */
  cdp: CdpSessionLike;
  /** Makes it pass or refuse user verification from now on (a refusal reads as a cancelled ceremony). */
  setUserVerified(isUserVerified: boolean): Promise<void>;
  /** The credentials it holds: a passkey made by the page appears here. */
  credentials(): Promise<VirtualCredential[]>;
  /** Removes it from the page. */
  remove(): Promise<void>;
}

/**
 * Adds a WebAuthn virtual authenticator (CTAP2, platform, resident keys, user verification, automatic
 * presence) to a Chromium page, so passkey sign-up, sign-in and SCA run with no person. Add it before the
 * ceremony starts; serve the app on `http://localhost` (WebAuthn refuses IP addresses).
 *
 * @example
 * await addVirtualAuthenticator(page);
 * await page.getByRole('button', { name: 'Create a passkey' }).click();
 */
export async function addVirtualAuthenticator<Page extends CdpPageLike<Page>>(page: Page, options: VirtualAuthenticatorOptions = {}): Promise<VirtualAuthenticator> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = (await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: options.transport ?? 'internal',
      hasResidentKey: options.hasResidentKey ?? true,
      hasUserVerification: options.hasUserVerification ?? true,
      isUserVerified: options.isUserVerified ?? true,
      automaticPresenceSimulation: options.automaticPresenceSimulation ?? true,
    },
  })) as { authenticatorId: string };
  return {
    id: authenticatorId,
    cdp,
    async setUserVerified(isUserVerified) {
      await cdp.send('WebAuthn.setUserVerified', { authenticatorId, isUserVerified });
    },
    async credentials() {
      const { credentials } = (await cdp.send('WebAuthn.getCredentials', { authenticatorId })) as { credentials: VirtualCredential[] };
      return credentials;
    },
    async remove() {
      await cdp.send('WebAuthn.removeVirtualAuthenticator', { authenticatorId });
    },
  };
}
