import type { EventHubOptions, LiveEvents } from '../../../client/src/events/hub.js';
import type { AuthSessionLike } from '../../../client/src/session/types.js';
import { loadFile } from '../areas/runtime.js';

// Stands in for the client's lazy events (client/src/events/lazy.ts) in wallet-kit.js: the stream reader, its
// parser and the cross-tab relay come in wallet-kit.events.js, fetched from beside wallet-kit.js by the first
// listener (a live widget's mount). Until it has run the status is 'down' and the widgets poll. Kept this small
// because every page downloads it (wallet-kit.js is within bytes of its budget): the companion takes this object
// over, and each call made before it came is made again on it.

export type Hub = LiveEvents & { dispose(): void };
type TakeOver = (options: EventHubOptions<AuthSessionLike>, hub: Hub) => void;

let takeOver: TakeOver | undefined;

/** Called by wallet-kit.events.js. */
export const provideEvents = (given: TakeOver): void => void (takeOver = given);

export function liveEvents(options: EventHubOptions<AuthSessionLike>): Hub {
  let loading: Promise<void> | undefined;
  const hub = { status: () => 'down', dispose() {} } as Hub;
  for (const method of ['subscribe', 'onStatus'] as const) {
    hub[method] = (...args: unknown[]) => {
      loading ??= loadFile('events').then(() => takeOver!(options, hub));
      // Once taken over, `hub[method]` is the hub's own. A failed load is tried again by the next listener; meanwhile the widgets poll.
      const stop = loading.then(
        () => (hub[method] as (...args: unknown[]) => () => void)(...args),
        () => void (loading = undefined),
      );
      // Stopped before the file came: it listens for one turn, then stops.
      return () => void stop.then((stopListening) => stopListening?.());
    };
  }
  return hub;
}
