/**
 * @wallet-kit/passkey: gesture-safe WebAuthn ceremonies for wallet sign-in and SCA, with typed errors.
 *
 * @packageDocumentation
 */
export {
  prepareWalletPasskeyRegistration,
  registerWalletPasskey,
  prepareWalletPasskeyAssertion,
  assertWalletPasskey,
  type WalletPasskeyRegistration,
} from './wallet.js';
export { prepareScaPasskeyEnrollment, enrollScaPasskey, prepareScaPasskeyAssertion, assertScaPasskey } from './sca.js';
export { passkeySupport, webauthnAvailable, type PasskeySupport } from './support.js';
export { cancelPasskeyCeremony } from './webauthn.js';
export type { PreparedCeremony } from './ceremony.js';
export type {
  PasskeyAttestation,
  PasskeyAssertion,
  PasskeyAuthChallenge,
  ScaPasskeyEnrollmentStart,
  ScaPasskeyChallenge,
  ScaPasskeyEnrollment,
  ScaPasskeyAuthorization,
} from './types.js';
export { PasskeyError, type PasskeyErrorCode } from './errors.js';
