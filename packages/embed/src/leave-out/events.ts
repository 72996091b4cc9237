import type { LiveEvents } from '../../../client/src/events/hub.js';

// Stands in for the client's pushed updates in the ES module (wallet-kit.mjs): the client's lazy wrapper, and
// with it the hub it loads. A bundle that imports the module has no script address to fetch
// wallet-kit.events.js from (wallet-kit.js does: src/leave-out/live-events.ts), so its widgets poll, as the
// client's do whenever the stream is down.
const never = (): LiveEvents & { dispose(): void } => ({ subscribe: () => () => undefined, status: () => 'down', onStatus: () => () => undefined, dispose: () => undefined });

export const liveEvents = (): LiveEvents & { dispose(): void } => never();
