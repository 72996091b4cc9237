import { Hono } from 'hono';
import type { Kernel } from '../../kernel/kernel.js';
import type { SandboxEnv } from '../../platform/http.js';
import { credentialRoutes } from './credential-routes.js';
import { delegatedKeyRoutes } from './delegated-key-routes.js';
import { sessionRoutes } from './session-routes.js';

/** Embedded Wallet Auth: credentials, challenges, verification, sessions and delegated keys. */
export function walletAuthRoutes(k: Kernel): Hono<SandboxEnv> {
  return new Hono<SandboxEnv>().route('/', credentialRoutes(k)).route('/', sessionRoutes(k)).route('/', delegatedKeyRoutes(k));
}

export { isCompressedKey, isPublicKey } from './keys.js';
export { provideCardLookup, type CardFunding, type CardLookup } from './card-funding.js';
export { provideContacts, provideWallets, type Contact, type Wallet } from './lookups.js';
export { delegatedKeysTable } from './delegated-keys.js';
export { issueSandboxOidcToken, oidcNonce, sandboxJwks, SANDBOX_OIDC_AUDIENCE, SANDBOX_OIDC_ISSUER } from './oauth.js';
export { SANDBOX_OTP_CODE } from './otp.js';
export {
  activeSessionKeys,
  credentials,
  credentialsOf,
  credentialsTable,
  otpCredentialsFor,
  sessions,
  sessionsTable,
  type AuthMethodType,
  type CredentialRecord,
  type SessionRecord,
} from './repo.js';
