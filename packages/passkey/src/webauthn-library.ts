import type * as SimpleWebAuthn from '@simplewebauthn/browser';

/** The ceremonies of @simplewebauthn/browser that the kit runs. */
export type WebAuthnLibrary = Pick<typeof SimpleWebAuthn, 'startAuthentication' | 'startRegistration' | 'WebAuthnAbortService'>;

/**
 * Fetches @simplewebauthn/browser, a chunk an app's bundler splits off. Only the fetching lives here,
 * so a bundle can fetch it its own way: the script-tag bundle puts a loader of wallet-kit.passkey.js
 * in this module's place.
 */
export const loadWebAuthnLibrary = (): Promise<WebAuthnLibrary> => import('@simplewebauthn/browser');
