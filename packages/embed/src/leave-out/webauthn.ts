import type { startAuthentication as StartAuthentication, startRegistration as StartRegistration } from '@simplewebauthn/browser';
import { loadFile } from '../areas/runtime.js';

// Stands in for @wallet-kit/passkey's WebAuthn module in wallet-kit.js: the library
// (@simplewebauthn/browser) comes in wallet-kit.passkey.js, fetched from beside wallet-kit.js when a
// passkey ceremony is first prepared (before the click that runs it), so a page that never meets a
// passkey does not download it. A ceremony run before the file has arrived waits for it.

interface WebAuthn {
  readonly startAuthentication: typeof StartAuthentication;
  readonly startRegistration: typeof StartRegistration;
}

let library: WebAuthn | undefined;
let loading: Promise<WebAuthn> | undefined;

/** Called by wallet-kit.passkey.js with the library. */
export function provideWebAuthn(provided: WebAuthn): void {
  library = provided;
}

function load(): Promise<WebAuthn> {
  if (library) return Promise.resolve(library);
  loading ??= loadFile('passkey').then(
    () => library ?? Promise.reject(new Error('wallet-kit.passkey.js ran without providing WebAuthn')),
    (error: unknown) => {
      loading = undefined; // the next ceremony tries again
      throw error;
    },
  );
  return loading;
}

/** Starts fetching wallet-kit.passkey.js as a ceremony is prepared. */
export function warmUp(): void {
  // A failure here is not lost: the ceremony's run() loads again and rejects with it, as a passkey error the widget shows.
  load().catch(() => undefined);
}

/** @simplewebauthn/browser's, synchronously once the library is here (the user's gesture is kept). */
export const startAuthentication: typeof StartAuthentication = (options) => (library ? library.startAuthentication(options) : load().then((loaded) => loaded.startAuthentication(options)));

/** @simplewebauthn/browser's, synchronously once the library is here. */
export const startRegistration: typeof StartRegistration = (options) => (library ? library.startRegistration(options) : load().then((loaded) => loaded.startRegistration(options)));
