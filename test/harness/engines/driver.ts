/**
 * What a browser engine's driver does for the page interface (page.ts): the few things that need the engine's
 * own protocol. Finding elements, waiting for them and everything else lives in the page (in-page/), the same
 * for every engine. A driver that cannot do something leaves it out and says why in capabilities.ts.
 */

export type EngineName = 'chromium' | 'firefox' | 'webkit';

export const ENGINES: readonly EngineName[] = ['chromium', 'firefox', 'webkit'];

/** Options of a virtual authenticator (the W3C WebAuthn §11 "Add Virtual Authenticator" parameters). */
export interface VirtualAuthenticatorOptions {
  /** Default true; false makes every ceremony a refusal (as a person cancelling). */
  isUserVerified?: boolean;
  /**
   * Default true; false: nobody touches the authenticator, so a ceremony waits until it times out. Needs the
   * `authenticator-withholds-presence` capability.
   */
  automaticPresenceSimulation?: boolean;
}

/** A credential a virtual authenticator holds. */
export interface VirtualCredential {
  /** base64url, as the service and WebAuthn's JSON name it (Chromium's DevTools protocol says base64). */
  credentialId: string;
  rpId?: string;
  signCount: number;
}

/** A WebAuthn virtual authenticator: passkey ceremonies in the page run against it with no person. */
export interface VirtualAuthenticator {
  /** Passes or refuses user verification from now on (a refusal reads as a cancelled ceremony). */
  setUserVerified(isUserVerified: boolean): Promise<void>;
  /** The credentials it holds: a passkey the page made appears here. */
  credentials(): Promise<VirtualCredential[]>;
  /** Removes it (also done when its page closes). */
  remove(): Promise<void>;
}

export interface Cookie {
  name: string;
  value: string;
}

/** Thrown by a driver asked to evaluate in an iframe the page does not have (yet): a locator waits for it. */
export class FrameNotFoundError extends Error {
  constructor(readonly frame: string) {
    super(`no frame matches ${frame}`);
    this.name = 'FrameNotFoundError';
  }
}

export interface ViewportSize {
  width: number;
  height: number;
}

/** Events a driver may report from a page; each is a capability (`page-events`). */
export interface PageEventListeners {
  pageerror: (message: string) => void;
  console: (type: string, text: string) => void;
  request: (url: string, method: string) => void;
}

export interface DriverPage {
  /**
   * Evaluates a JavaScript expression in the page, or in the iframe the CSS selector `frame` finds in it, and
   * resolves with its value once it settles. The expression always yields a string (page.ts makes it so).
   */
  evaluate(expression: string, frame?: string): Promise<unknown>;
  goto(url: string): Promise<void>;
  reload(): Promise<void>;
  url(): Promise<string>;
  /** A trusted click of the primary button at a point of the viewport, in CSS pixels (user activation included). */
  click(x: number, y: number): Promise<void>;
  /** Types text into whatever has focus, key by key. */
  type(text: string): Promise<void>;
  /** Presses one key or a chord, in Playwright's names: `Enter`, `Escape`, `Tab`, `ArrowLeft`, `Shift+Tab`. */
  press(key: string): Promise<void>;
  setViewportSize(size: ViewportSize): Promise<void>;
  /** The browser's cookies for the page's current URL (HttpOnly ones too). */
  cookies(): Promise<Cookie[]>;
  /** Deletes the browser's cookies for the page's current URL (HttpOnly ones too). */
  clearCookies(): Promise<void>;
  /** Chromium's Playwright page, for the test kit's own Playwright helpers (`devtools-protocol`). */
  readonly playwrightPage?: unknown;
  /** A PNG of the viewport, or of the whole page where the driver can (`full-page-screenshot`). */
  screenshot(options: { fullPage?: boolean }): Promise<Buffer>;
  /** Runs `script` in every document this page loads from now on, before the page's own scripts (`init-scripts`). */
  addInitScript?(script: string): Promise<void>;
  /** Reports the page's uncaught errors, console messages and requests (`page-events`). */
  on?<K extends keyof PageEventListeners>(event: K, listener: PageEventListeners[K]): void;
  close(): Promise<void>;
}

export interface DriverBrowser {
  readonly engine: EngineName;
  /** The engine and its version, as a report names it: `Firefox 153.8.0`. */
  readonly version: string;
  newPage(): Promise<DriverPage>;
  /** A WebAuthn virtual authenticator for this page (`virtual-authenticator`). */
  addVirtualAuthenticator?(page: DriverPage, options: VirtualAuthenticatorOptions): Promise<VirtualAuthenticator>;
  /** Grants the origin's pages a permission a person would grant; a driver whose engine asks nobody leaves it out. */
  grantPermissions?(permissions: Permission[], origin: string): Promise<void>;
  close(): Promise<void>;
}

/** Permissions a test grants, in Playwright's names. */
export type Permission = 'clipboard-read' | 'clipboard-write';
