import type * as SimpleWebAuthn from '@simplewebauthn/browser';

/**
 * The browser's WebAuthn ceremonies, through @simplewebauthn/browser, in a module of their own: the
 * library is a chunk an app's bundler splits off, fetched when a ceremony is prepared (`warmUp()`,
 * ahead of the click that runs it), so a page that never meets a passkey does not download it. Once
 * it is here the ceremony starts synchronously and the user's gesture is kept; a ceremony run before
 * it arrived waits for it. The script-tag bundle puts its own stand-in here (wallet-kit.passkey.js).
 */
type WebAuthn = typeof SimpleWebAuthn;

let library: WebAuthn | undefined;
let loading: Promise<WebAuthn> | undefined;

function load(): Promise<WebAuthn> {
  if (library) return Promise.resolve(library);
  loading ??= import('@simplewebauthn/browser').then(
    (loaded) => (library = loaded),
    (error: unknown) => {
      loading = undefined; // the next ceremony tries again
      throw error;
    },
  );
  return loading;
}

/** Starts fetching the library as a ceremony is prepared. */
export function warmUp(): void {
  // A failure here is not lost: the ceremony's run() loads again and rejects with it, as a passkey error.
  load().catch(() => undefined);
}

/** @simplewebauthn/browser's, synchronously once the library is here. */
export const startAuthentication: WebAuthn['startAuthentication'] = (options) => (library ? library.startAuthentication(options) : load().then((loaded) => loaded.startAuthentication(options)));

/** @simplewebauthn/browser's, synchronously once the library is here. */
export const startRegistration: WebAuthn['startRegistration'] = (options) => (library ? library.startRegistration(options) : load().then((loaded) => loaded.startRegistration(options)));
