import { loadWebAuthnLibrary, type WebAuthnLibrary } from './webauthn-library.js';

/**
 * The browser's WebAuthn ceremonies, through @simplewebauthn/browser, fetched when a ceremony is
 * prepared (`warmUp()`, ahead of the click that runs it), so a page that never meets a passkey does
 * not download it. Once it is here the ceremony starts synchronously and the user's gesture is kept;
 * a ceremony run before it arrived waits for it.
 */
let library: WebAuthnLibrary | undefined;
let loading: Promise<WebAuthnLibrary> | undefined;

function load(): Promise<WebAuthnLibrary> {
  if (library) return Promise.resolve(library);
  loading ??= loadWebAuthnLibrary().then(
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
export const startAuthentication: WebAuthnLibrary['startAuthentication'] = (options) => (library ? library.startAuthentication(options) : load().then((loaded) => loaded.startAuthentication(options)));

/** @simplewebauthn/browser's, synchronously once the library is here. */
export const startRegistration: WebAuthnLibrary['startRegistration'] = (options) => (library ? library.startRegistration(options) : load().then((loaded) => loaded.startRegistration(options)));

/**
 * Ends the ceremony under way, if any (its promise rejects with `PASSKEY_ABORTED`): the person chose
 * another way to approve, or cancelled, while the browser's prompt was still open.
 */
export function cancelPasskeyCeremony(): void {
  library?.WebAuthnAbortService.cancelCeremony();
}
