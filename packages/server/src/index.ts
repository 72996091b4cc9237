/** @wallet-kit/server: the integrator backend's side of the kit (Node and any Fetch-API runtime). */
export { createPasskeyChallenges, memoryChallengeStore, PASSKEY_CHALLENGE_LIFETIME_MS, type ChallengeStore, type PasskeyChallenges } from './passkey-challenge.js';
export { verifyWebhook, createWebhookHandler, memorySeenStore, type WebhookEnvelope, type SeenStore } from './webhook.js';
export { ServerError, type ServerErrorCode } from './errors.js';
