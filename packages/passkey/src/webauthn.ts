/**
 * The browser's WebAuthn ceremonies, through @simplewebauthn/browser, in a module of their own: a
 * bundle that loads the library later (the script-tag bundle does, from wallet-kit.passkey.js) puts
 * its stand-in here. `warmUp()` is called when a ceremony is prepared, ahead of the click that runs
 * it, so the library is there before the prompt and the user's gesture is kept.
 */
export { startAuthentication, startRegistration } from '@simplewebauthn/browser';

/** Here the library came with this module: nothing to load. */
export function warmUp(): void {}
