import type { LiveEvent, LiveEvents } from './hub.js';

/** What woke a waiting watch: an event it cares about, the stream going up or down, the wait ending, or its signal. */
export type Wake = LiveEvent | 'status' | 'timeout' | 'aborted';

export interface Inbox {
  /** The next event queued, else waits up to `ms` (through the client's sleep, so tests can drive it) for one. */
  next(ms: number): Promise<Wake>;
  close(): void;
}

/** Events a watch cares about, queued from its start, so none is lost while the watch yields. */
export function eventInbox(events: LiveEvents, accept: (event: LiveEvent) => boolean, sleep: (ms: number, signal?: AbortSignal) => Promise<void>, signal: AbortSignal | undefined): Inbox {
  const queue: LiveEvent[] = [];
  let statusChanged = false;
  let waker: AbortController | undefined;
  const stopEvents = events.subscribe((event) => {
    if (!accept(event)) return;
    queue.push(event);
    waker?.abort();
  });
  const stopStatus = events.onStatus(() => {
    statusChanged = true;
    waker?.abort();
  });
  const onAbort = () => waker?.abort();
  signal?.addEventListener('abort', onAbort);
  return {
    async next(ms) {
      for (;;) {
        if (signal?.aborted) return 'aborted';
        const queued = queue.shift();
        if (queued) return queued;
        if (statusChanged) {
          statusChanged = false;
          return 'status';
        }
        waker = new AbortController();
        try {
          await sleep(Math.min(ms, 2 ** 31 - 1), waker.signal);
          if (!waker.signal.aborted) return 'timeout';
        } catch {
          // woken: look again
        } finally {
          waker = undefined;
        }
      }
    },
    close() {
      stopEvents();
      stopStatus();
      signal?.removeEventListener('abort', onAbort);
    },
  };
}
