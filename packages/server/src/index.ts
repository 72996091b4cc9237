/** @wallet-kit/server: the integrator backend's side of the kit (Node and any Fetch-API runtime). */
export { createServiceHandler, type ServiceHandlerOptions, type EndUser } from './handler.js';
export { END_USER_ROUTES, SANDBOX_KEY_ROUTES, SANDBOX_CONTROL_ROUTES, type RouteRule } from './routes.js';
export { createPasskeyChallenges, memoryChallengeStore, PASSKEY_CHALLENGE_LIFETIME_MS, type ChallengeStore, type PasskeyChallenges } from './passkey-challenge.js';
export { verifyWebhook, createWebhookHandler, memorySeenStore, type WebhookEnvelope, type SeenStore } from './webhook.js';
export { toNodeListener } from './node.js';
export { ServerError, type ServerErrorCode } from './errors.js';
