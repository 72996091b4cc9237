/**
 * wallet-kit.passkey.js: @simplewebauthn/browser for the passkey ceremonies, which wallet-kit.js
 * fetches from beside itself when a ceremony is first prepared (src/leave-out/webauthn-library.ts). Not an
 * area a page loads: no element comes with it.
 */
import { startAuthentication, startRegistration, WebAuthnAbortService } from '@simplewebauthn/browser';
import { provideWebAuthn } from '../../leave-out/webauthn-library.js';

provideWebAuthn({ startAuthentication, startRegistration, WebAuthnAbortService });
