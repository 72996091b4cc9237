/**
 * @wallet-kit/server: the integrator backend's side of the kit (Node and any Fetch-API runtime).
 *
 * @packageDocumentation
 */
export { createServiceHandler, EVENTS_PATH, type ServiceHandler, type ServiceHandlerOptions, type EndUser, type HandlerLimits, type SessionsRevoked } from './handler.js';
export { createEvents, type EventsOptions, type WalletEvents } from './events/events.js';
export { memoryEventBus, type EventBus } from './events/bus.js';
export type { SequencedEvent } from './events/sse.js';
export type { UserEvent } from './events/webhook-events.js';
export { DEFAULT_LIMITS } from './pipeline/limits.js';
export type { RefusalCode } from './pipeline/call.js';
export { END_USER_ROUTES, SANDBOX_KEY_ROUTES, SANDBOX_CONTROL_ROUTES, UPLOAD_ROUTES, type RouteRule } from './routes.js';
export { createPasskeyChallenges, PASSKEY_CHALLENGE_LIFETIME_MS, type PasskeyChallenges } from './passkey-challenge.js';
export {
  verifyWebhook,
  createWebhookHandler,
  WEBHOOK_MAX_BODY_BYTES,
  WEBHOOK_SEEN_TTL_MS,
  type WebhookAnswerCode,
  type WebhookEnvelope,
  type WebhookHandlerOptions,
} from './webhook.js';
export { memoryStore } from './store/memory.js';
export type { StateStore } from './store/state-store.js';
export type { ServerLog, ServerLogEntry } from './log.js';
export { clientAddressOf, toNodeListener } from './node.js';
export {
  createProvisioner,
  describePayee,
  type PayeeDescription,
  type Provisioner,
  type ProvisionerOptions,
  type CustomerToCreate,
  type ProvisionedCustomer,
  type ProvisionedEndUser,
  type ProvisionedPayee,
  type ProvisionedWallet,
} from './provision.js';
export { ServerError, type ServerErrorCode } from './errors.js';
