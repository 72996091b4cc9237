/**
 * What a harness page can load with `wk(name)`. Vite resolves these at the page, so test code
 * serialized into `page.evaluate` never carries an import of its own.
 */
export const modules = {
  'key-store': () => import('@wallet-kit/key-store'),
  'key-store/encoding': () => import('@wallet-kit/key-store/encoding'),
  'stamp-signer': () => import('@wallet-kit/stamp-signer'),
  'otp-encrypt': () => import('@wallet-kit/otp-encrypt'),
  'otp-encrypt/enclave': () => import('@wallet-kit/otp-encrypt/enclave'),
  passkey: () => import('@wallet-kit/passkey'),
  'otp-encrypt/vector-checks': () => import('../../packages/otp-encrypt/test/vector-checks.js'),
};

export type HarnessModules = typeof modules;
export type HarnessModuleName = keyof HarnessModules;
