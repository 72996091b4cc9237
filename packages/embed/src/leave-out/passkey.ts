import type * as Passkey from '@wallet-kit/passkey';
import { loadFile } from '../areas/runtime.js';

// Stands in for the loaders of @wallet-kit/passkey (the client's passkey-ceremonies.ts and the react
// package's sca/load-passkey.ts) in wallet-kit.js: the ceremonies, with @simplewebauthn/browser, come in
// wallet-kit.passkey.js, fetched from beside wallet-kit.js when a passkey flow is first prepared (before
// the click that runs it), so a page whose users never meet a passkey never downloads them.

let provided: typeof Passkey | undefined;

/** Called by wallet-kit.passkey.js with the ceremonies. */
export function providePasskey(ceremonies: typeof Passkey): void {
  provided = ceremonies;
}

/** wallet-kit.passkey.js's ceremonies, once the file has run. */
export const loadPasskey = (): Promise<typeof Passkey> =>
  loadFile('passkey').then(() => provided ?? Promise.reject(new Error('wallet-kit.passkey.js ran without providing the passkey ceremonies')));
