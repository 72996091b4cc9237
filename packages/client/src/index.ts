/**
 * @wallet-kit/client: typed calls to the service through the integrator backend. Nothing runs at
 * import time, so server-side rendering can import it.
 *
 * @packageDocumentation
 */
export { createClient, type ClientOptions, type ClientSession, type WalletKitClient } from './client.js';
export {
  ClientError,
  ServiceError,
  NetworkError,
  RequestAbortedError,
  type AnyClientErrorCode,
  type BackendErrorCode,
  type ClientErrorCode,
  type ServiceDocumentedCode,
  type ServiceErrorCode,
  type ValidationIssue,
} from './errors.js';
export type { OtpSignIn } from './auth/otp.js';
export type { PreparedPasskeySignIn } from './auth/passkey.js';
export type { OAuthSignIn } from './auth/oauth.js';
export type { KeyFlow } from './auth/keys.js';
export type { PreparedPasskeyCredential, PreparedPasskeySignUp } from './credentials.js';
export type { DocumentUpload } from './documents.js';
export type { OnboardingState, OnboardingStep, PersonalDetails } from './onboarding.js';
export type { IdempotentOptions } from './idempotency.js';
export type { ScaProver, ScaProverStep } from './quotes.js';
export type { TrustProof, TrustProver, TrustProverStep } from './payees.js';
export type { WatchOptions } from './transactions.js';
export type { RevealOptions } from './cards.js';
export type { SignerSource, ExpectedSigners } from './signers.js';
export type { Environment } from './environment.js';
export type { CrossTab } from './session/cross-tab.js';
export type { LiveEvent, LiveEvents, LiveStatus } from './events/hub.js';
export type { SessionEvent, SessionState, SessionStatus, SessionStorageLike, SessionRecord } from './session/types.js';
// The service's shapes (generated from the contract) and the list queries: every one of them is public.
export type * from './types.js';
