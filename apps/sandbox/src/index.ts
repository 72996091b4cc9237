/** @wallet-kit/sandbox: the service, simulated as a fetch handler with real cryptographic checks. */
export { createSandbox, type Sandbox } from './sandbox.js';
export { createClock, createManualClock, type SandboxClock } from './clock.js';
export { DEFAULT_CREDENTIALS, type SandboxOptions, type WebhookOptions, type PasskeyOptions } from './runtime.js';
export { BASE_PATH } from './app.js';
export { ServiceError } from './errors.js';
export { SANDBOX_OTP_CODE } from './routes/auth.js';
export { SANDBOX_SMS_CODE } from './sca/challenges.js';
export { retryDelayMs, MAX_ATTEMPTS as WEBHOOK_MAX_ATTEMPTS } from './webhooks/deliver.js';
export type { SandboxState, Scenarios } from './model/types.js';
