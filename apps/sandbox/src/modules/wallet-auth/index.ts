import { Hono } from 'hono';
import type { Area } from '../../platform/area.js';
import type { SandboxEnv } from '../../platform/http.js';
import { credentialRoutes } from './credential-routes.js';
import { delegatedKeyRoutes } from './delegated-key-routes.js';
import { delegatedKeysTable } from './delegated-keys.js';
import { credentialsTable, sessionsTable } from './repo.js';
import { sessionRoutes } from './session-routes.js';

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

/** Embedded Wallet Auth as the sandbox serves it (`areas.ts`): credentials, challenges, verification, sessions and delegated keys. */
export const walletAuthArea: Area = {
  name: 'wallet-auth',
  routes: (k) => new Hono<SandboxEnv>().route('/', credentialRoutes(k)).route('/', sessionRoutes(k)).route('/', delegatedKeyRoutes(k)),
  tables: [credentialsTable, sessionsTable, delegatedKeysTable],
};
