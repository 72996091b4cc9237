import type { EngineName } from './driver.js';

/**
 * What a test may need beyond the page interface's common ground. A test that cannot run in an engine is skipped on
 * one of these, never on the engine's name, and its title says why (`browser.requires(...)` in index.ts).
 */
export type Capability =
  /** `navigator.credentials` and `PublicKeyCredential`: passkeys at all. */
  | 'webauthn'
  /** A WebAuthn virtual authenticator the test controls (Chromium's DevTools WebAuthn domain, Firefox's Marionette). */
  | 'virtual-authenticator'
  /** A virtual authenticator nobody touches, so a ceremony waits until its timeout (or an abort). */
  | 'authenticator-withholds-presence'
  /** A sign-in with an empty allowCredentials picks among several passkeys of the site by itself. */
  | 'passkey-chooser-answered'
  /** A script that runs before the page's own in every document (`page.addInitScript`). */
  | 'init-scripts'
  /** The page's uncaught errors, console messages and requests (`page.on`). */
  | 'page-events'
  /** A screenshot of the whole page, past the viewport. */
  | 'full-page-screenshot'
  /** Chrome's DevTools protocol through a Playwright page: what the test kit's published Playwright helpers speak. */
  | 'devtools-protocol'
  /** A control reached with Tab matches `:focus-visible`, so the test can read the ring the page draws for it. */
  | 'focus-visible-by-tab'
  /** Focus scrolls a control it reaches wholly into view, keeping the control's `scroll-margin` clear. */
  | 'scroll-margin-on-focus';

const NO_WEBAUTHN = "Debian's WebKitGTK is built without WebAuthn (navigator.credentials is undefined)";
const CLASSIC = 'WebKitWebDriver speaks classic WebDriver only (it refuses BiDi)';

/** Each engine's gaps, with the reason a skipped test's title gives. */
const GAPS: Record<EngineName, Partial<Record<Capability, string>>> = {
  chromium: {},
  firefox: {
    'authenticator-withholds-presence':
      "Firefox's virtual authenticator (Marionette's WebAuthn:AddVirtualAuthenticator) answers at once: with isUserConsenting false it refuses (NotAllowedError) instead of leaving the prompt open until the timeout",
    'passkey-chooser-answered': 'with two passkeys for the site and an empty allowCredentials, Firefox opens an account chooser that nothing answers in a virtual-authenticator run',
    'devtools-protocol': "Firefox is driven over WebDriver BiDi and Marionette; the test kit's Playwright helper needs a Playwright page with a DevTools session",
  },
  webkit: {
    webauthn: NO_WEBAUTHN,
    'virtual-authenticator': NO_WEBAUTHN,
    'authenticator-withholds-presence': NO_WEBAUTHN,
    'passkey-chooser-answered': NO_WEBAUTHN,
    'init-scripts': `${CLASSIC}, which has no script to run before a page's own`,
    'page-events': `${CLASSIC}, which reports no page errors, console messages or requests`,
    'full-page-screenshot': `${CLASSIC}, whose screenshots are of the viewport`,
    'devtools-protocol': `${CLASSIC}; the test kit's Playwright helper needs a Playwright page with a DevTools session`,
    'focus-visible-by-tab':
      "seen under Xvfb: the send page's Continue, reached with Tab, is the active element but matches neither :focus nor :focus-visible (a plain page's input does; cause not found)",
    'scroll-margin-on-focus':
      'seen under Xvfb: WebKitGTK scrolls a field reached with Tab only partly into view (its bottom 9 px past the viewport) and keeps no scroll-margin clear',
  },
};

/** Why `engine` lacks `capability`, or undefined when it has it. */
export function missingCapability(engine: EngineName, capability: Capability): string | undefined {
  return GAPS[engine][capability];
}
