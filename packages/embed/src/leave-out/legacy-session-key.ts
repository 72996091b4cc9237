import { KeyStoreError } from '@wallet-kit/key-store';

// Stands in for @wallet-kit/otp-encrypt's session-key module in the script-tag bundle: the deprecated
// legacy session-key flow needs @noble/curves (see legacy-curves.ts) and base58check, which no other
// flow uses. It fails with the same typed error, before any work.
export function decryptSessionSigningKey(): Promise<never> {
  return Promise.reject(
    new KeyStoreError(
      'CRYPTO_UNAVAILABLE',
      'the script-tag bundle does not include the legacy session-key flow; use the client-held-key flow (the default) or the npm packages',
    ),
  );
}
