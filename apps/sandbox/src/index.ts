/** @wallet-kit/sandbox: the service, simulated as a fetch handler with real cryptographic checks, on SQLite. */
export { createSandbox, DEFAULT_CREDENTIALS, type Sandbox, type SandboxOptions, type WorldDirectory } from './sandbox.js';
export { createClock, createManualClock, type SandboxClock } from './kernel/clock.js';
export type { OidcIssuer, PasskeyOptions } from './kernel/kernel.js';
export type { WebhookOptions } from './kernel/webhooks.js';
export type { ScenarioSettings as Scenarios } from './kernel/scenarios.js';
export { BASE_PATH } from './app.js';
export { ServiceError as SandboxServiceError, type ErrorCode as SandboxErrorCode } from './platform/errors.js';
export { StoreError, type StoreErrorCode } from './store/driver.js';
export { SANDBOX_OTP_CODE, SANDBOX_OIDC_AUDIENCE, SANDBOX_OIDC_ISSUER } from './modules/wallet-auth/index.js';
export { SANDBOX_SMS_CODE } from './modules/sca/index.js';
export { retryDelayMs, MAX_ATTEMPTS as WEBHOOK_MAX_ATTEMPTS } from './kernel/webhooks.js';
export { seededPeople, type PersonHandles, type SeededPeople } from './people.js';
export type { SandboxFixtures, SandboxInspector } from './sandbox.js';
