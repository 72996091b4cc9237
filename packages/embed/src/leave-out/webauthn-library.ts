import { startAuthentication, startRegistration, WebAuthnAbortService } from '@simplewebauthn/browser';
import type { WebAuthnLibrary } from '../../../passkey/src/webauthn-library.js';

// Stands in for @wallet-kit/passkey's loader of @simplewebauthn/browser inside wallet-kit.passkey.js,
// which carries both: the ceremonies take the library by name, so the file holds only what they use.
export const loadWebAuthnLibrary = (): Promise<WebAuthnLibrary> => Promise.resolve({ startAuthentication, startRegistration, WebAuthnAbortService });
