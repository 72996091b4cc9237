import type { LiveEvents } from '../../../client/src/events/hub.js';

// Stands in for the client's pushed updates in the script-tag files for now (the client's lazy wrapper, and
// with it the hub it loads): the stream, its parser and the cross-tab relay (about 2 kB gzip) would take
// wallet-kit.js over its 60 kB budget, and it has no companion file for them yet. Its widgets poll, as the
// client's do whenever the stream is down.
const never = (): LiveEvents & { dispose(): void } => ({ subscribe: () => () => undefined, status: () => 'down', onStatus: () => () => undefined, dispose: () => undefined });

export const liveEvents = (): LiveEvents & { dispose(): void } => never();
