import { KeyStoreError } from '@wallet-kit/key-store';

// The script-tag bundle leaves out @noble/curves, which only the deprecated legacy session-key
// flow needs (an IIFE cannot load it on demand): that flow fails here with a typed error.
export const p256 = {
  getPublicKey(): never {
    throw new KeyStoreError(
      'CRYPTO_UNAVAILABLE',
      'the script-tag bundle does not include the legacy session-key flow; use the client-held-key flow (the default) or the npm packages',
    );
  },
};
