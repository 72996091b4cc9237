/**
 * @wallet-kit/otp-encrypt/enclave: the enclave's side of the service's HPKE, for the sandbox and
 * tests: sign bundles, open `encryptedOtpBundle`s, seal session keys and wallet exports. It uses
 * WebCrypto and @hpke/core only, so it runs in Node and in a browser (Storybook) alike.
 *
 * @packageDocumentation
 */
export { createEnclaveSigner, createEnclaveTargetKey, signBundle, type EnclaveSigner } from './keys.js';
export { createTargetBundle, openOtpBundle, type OpenedOtpBundle } from './otp.js';
export { sealSessionSigningKey, sealWalletExport } from './seal.js';
