import type { AuthSessionLike } from '../session/types.js';
import type { EventHubOptions, LiveEvents } from './hub.js';

type Hub = LiveEvents & { dispose(): void };

/**
 * `client.events` that weighs nothing until something listens: the stream reader, its parser and the
 * cross-tab relay (about 2 kB gzip) load on the first `subscribe`, so an app that never listens (a sign-in
 * page) does not carry them. Until then, and if they cannot load, the status is 'down': the widgets poll.
 */
export function lazyEvents(load: () => Promise<Hub>): Hub {
  let hub: Hub | undefined;
  let loading: Promise<void> | undefined;
  let disposed = false;
  const waiting = new Set<(hub: Hub) => void>();

  const start = () => {
    loading ??= load().then(
      (loaded) => {
        if (disposed) return loaded.dispose();
        hub = loaded;
        for (const connect of [...waiting]) connect(loaded);
        waiting.clear();
      },
      () => {
        // Asked again by the next listener; meanwhile the widgets poll.
        loading = undefined;
      },
    );
  };

  /** Runs `connect` on the hub once it is there; the returned stop works before and after. */
  const attach = (connect: (hub: Hub) => () => void): (() => void) => {
    let stop: (() => void) | undefined;
    let stopped = false;
    const run = (loaded: Hub) => {
      if (!stopped) stop = connect(loaded);
    };
    if (hub) run(hub);
    else waiting.add(run);
    return () => {
      stopped = true;
      waiting.delete(run);
      stop?.();
    };
  };

  return {
    subscribe(listener, options) {
      const stop = attach((loaded) => loaded.subscribe(listener, options));
      start();
      return stop;
    },
    status: () => hub?.status() ?? 'down',
    onStatus: (listener) => attach((loaded) => loaded.onStatus(listener)),
    dispose() {
      disposed = true;
      waiting.clear();
      hub?.dispose();
    },
  };
}

/** The client's events: the hub of `options`, loaded on the first listener. */
export function liveEvents<S extends AuthSessionLike>(options: EventHubOptions<S>): Hub {
  return lazyEvents(() => import('./hub.js').then((module) => module.createEventHub(options)));
}
