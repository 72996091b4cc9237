import type { startAuthentication as StartAuthentication, startRegistration as StartRegistration, WebAuthnAbortService as AbortService } from '@simplewebauthn/browser';
import { loadFile } from '../areas/runtime.js';

// Stands in for @wallet-kit/passkey's loader of @simplewebauthn/browser in wallet-kit.js: the library
// comes in wallet-kit.passkey.js, fetched from beside wallet-kit.js (the passkey package's webauthn.ts
// still decides when: as a ceremony is first prepared, before the click that runs it).

interface WebAuthnLibrary {
  readonly startAuthentication: typeof StartAuthentication;
  readonly startRegistration: typeof StartRegistration;
  readonly WebAuthnAbortService: typeof AbortService;
}

let provided: WebAuthnLibrary | undefined;

/** Called by wallet-kit.passkey.js with the library. */
export function provideWebAuthn(library: WebAuthnLibrary): void {
  provided = library;
}

/** wallet-kit.passkey.js's library, once the file has run. */
export const loadWebAuthnLibrary = (): Promise<WebAuthnLibrary> =>
  loadFile('passkey').then(() => provided ?? Promise.reject(new Error('wallet-kit.passkey.js ran without providing WebAuthn')));
