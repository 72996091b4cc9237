import type { CrossTab } from '../session/cross-tab.js';
import type { SessionManager } from '../session/manager.js';
import type { AuthSessionLike } from '../session/types.js';
import type { StreamMessage } from './parse.js';
import { readStream, StreamRefusedError } from './stream.js';

/** One event of the signed-in user, as the backend's `GET {basePath}/events` sends it. */
export interface LiveEvent {
  /** Its number in the customer's sequence (what `Last-Event-ID` sends back). */
  id: string;
  /** Whose event it is: a tab drops what is not its signed-in user's. */
  customerId: string;
  /** The webhook's type (`OUTGOING_PAYMENT.COMPLETED`), `session.revoked`, or `resync` (read everything again). */
  type: string;
  /** ISO 8601, when it happened (the webhook's timestamp). */
  timestamp: string;
  /** What the user may see of the resource (the backend's allowlist). */
  data: Record<string, unknown>;
}

/** `up` while a stream delivers (in this tab or another): widgets poll only while it is `down`. */
export type LiveStatus = 'up' | 'down';

/** `client.events`: the signed-in user's pushed updates, over one connection per browser. */
export interface LiveEvents {
  /**
   * Hears the signed-in user's events; the first listener opens the browser's one connection (or joins
   * the tab that holds it). `customerId`: only that customer's events, and the tab drops any other's.
   * @example const stop = client.events.subscribe((event) => reload(), { customerId });
   */
  subscribe(listener: (event: LiveEvent) => void, options?: { customerId?: string }): () => void;
  /** Whether events are arriving now. */
  status(): LiveStatus;
  /** Told when the status changes; not when it goes down because the user signed out (nothing is to be read again then). */
  onStatus(listener: (status: LiveStatus) => void): () => void;
}

export interface EventHubOptions<S extends AuthSessionLike> {
  /** `{baseUrl}/events`. */
  url: string;
  fetch?: typeof fetch;
  crossTab: CrossTab;
  /** The Web Lock whose holder keeps the connection. */
  lockName: string;
  sessions: Pick<SessionManager<S>, 'getState' | 'subscribe' | 'clear' | 'verify'>;
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
  /** First wait before reconnecting; doubled up to `maxRetryMs`, back to this once a stream opens. Default 1 s. */
  retryMs?: number;
  maxRetryMs?: number;
  /** A stream silent this long is dropped and opened again. Default 45 s (the backend beats every 15). */
  idleMs?: number;
}

declare const process: { env: Record<string, string | undefined> } | undefined;

type Message = { type: 'live-event'; event: LiveEvent } | { type: 'live-status'; status: LiveStatus } | { type: 'live-hello' } | { type: 'live-absent' };

interface Subscription {
  listener: (event: LiveEvent) => void;
  customerId: string | undefined;
}

function parseEvent(message: StreamMessage): LiveEvent | undefined {
  try {
    const event = JSON.parse(message.data) as Partial<LiveEvent>;
    if (typeof event?.customerId !== 'string' || typeof event.type !== 'string' || !event.data || typeof event.data !== 'object') return undefined;
    return { id: message.id ?? String(event.id), customerId: event.customerId, type: event.type, timestamp: String(event.timestamp), data: event.data };
  } catch {
    return undefined;
  }
}

/**
 * One connection per browser: the tab holding the Web Lock reads the stream and passes each event
 * over the BroadcastChannel; the others wait on the lock, so one of them takes over when that tab
 * closes, from the last id any tab saw. Reconnects back off and send `Last-Event-ID`.
 */
export function createEventHub<S extends AuthSessionLike>(options: EventHubOptions<S>): LiveEvents & { dispose(): void } {
  const { crossTab, sessions } = options;
  const firstRetry = options.retryMs ?? 1_000;
  const maxRetry = Math.max(firstRetry, options.maxRetryMs ?? 30_000);
  const subscriptions = new Set<Subscription>();
  const statusListeners = new Set<(status: LiveStatus) => void>();
  let status: LiveStatus = 'down';
  let lastEventId: string | undefined;
  let leading: AbortController | undefined;
  // The session a 401 was answered for: not asked again until another one starts.
  let refusedFor: string | undefined;
  // A backend that serves no events (403 ROUTE_NOT_ALLOWED from createServiceHandler, a 404, a web page): no live
  // updates here, whoever signs in, in any tab; the widgets poll. Asked again on the next page load.
  let absent = false;
  let sessionId = sessions.getState().record?.session.id;
  let disposed = false;

  const signedIn = () => {
    const state = sessions.getState();
    return (state.status === 'active' || state.status === 'refreshing') && state.record !== undefined;
  };

  function setStatus(next: LiveStatus, broadcast: boolean): void {
    if (broadcast) crossTab.post({ type: 'live-status', status: next } satisfies Message);
    if (next === status) return;
    status = next;
    // Down tells every listener to read once at once (what the stream may have missed): not on a device
    // signed out, whose widgets give way to the sign-in step and have nothing left to read.
    if (status === 'up' || signedIn()) statusListeners.forEach((listener) => listener(status));
  }

  /** The tab's own user: the customer its widgets listen for (they all show the signed-in one). */
  function ownCustomer(): string | undefined {
    let own: string | undefined;
    for (const subscription of subscriptions) own = subscription.customerId ?? own;
    return own;
  }

  function deliver(event: LiveEvent): void {
    if (!signedIn()) return;
    lastEventId = event.id;
    const own = ownCustomer();
    if (own !== undefined && event.customerId !== own) return;
    if (event.type === 'session.revoked') return revoked(event);
    for (const subscription of [...subscriptions]) {
      if (subscription.customerId === undefined || subscription.customerId === event.customerId) subscription.listener(event);
    }
  }

  function revoked(event: LiveEvent): void {
    const current = sessions.getState().record?.session.id;
    if (event.data.sessionId === current) void sessions.clear('revoked');
    // A credential removed may have been this session's: the service says whether it still lives.
    else if (event.data.credentialId !== undefined) void sessions.verify();
  }

  async function lead(signal: AbortSignal): Promise<void> {
    let wait = firstRetry;
    const connectedAs = sessions.getState().record?.session.id;
    while (!signal.aborted && signedIn() && !absent && refusedFor !== connectedAs) {
      try {
        await readStream({
          url: options.url,
          fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
          lastEventId,
          signal,
          idleMs: options.idleMs ?? 45_000,
          onOpen: () => {
            wait = firstRetry;
            setStatus('up', true);
          },
          onMessage(message) {
            const event = parseEvent(message);
            if (!event || signal.aborted) return;
            crossTab.post({ type: 'live-event', event } satisfies Message);
            deliver(event);
          },
          onRetry: (ms) => (wait = Math.min(Math.max(ms, firstRetry), maxRetry)),
        });
      } catch (error) {
        if (error instanceof StreamRefusedError && error.status !== 429 && error.status < 500) {
          // Signed out at the backend while this device thinks otherwise: the session may have ended elsewhere.
          if (error.status === 401) {
            refusedFor = connectedAs;
            void sessions.verify();
          } else noEvents(error.status);
        }
      }
      setStatus('down', true);
      if (signal.aborted || absent || refusedFor === connectedAs) break;
      // Jitter, so a backend restart is not met by every browser in the same second.
      await options.sleep(wait / 2 + Math.random() * (wait / 2), signal).catch(() => undefined);
      wait = Math.min(wait * 2, maxRetry);
    }
  }

  function noEvents(status?: number): void {
    absent = true;
    if (status === undefined) return;
    crossTab.post({ type: 'live-absent' } satisfies Message);
    // Said once: nothing asks again in this page, nor in the tabs told. NODE_ENV is read here, not through
    // isDevelopment(): a bundler folds it, so a production build (the script tag's) carries neither test nor words.
    if (typeof process === 'object' && process.env.NODE_ENV === 'development') console.warn(`[wallet-kit] ${options.url} answered ${status}: this backend serves no live events, so the widgets poll. To push updates, give createServiceHandler its events (createEvents); to not ask, createClient({ events: false }).`);
  }

  function startLeading(): void {
    if (leading || disposed || absent || subscriptions.size === 0 || !signedIn() || refusedFor === sessions.getState().record?.session.id) return;
    const controller = new AbortController();
    leading = controller;
    void crossTab
      .withLock(options.lockName, () => (controller.signal.aborted ? Promise.resolve() : lead(controller.signal)))
      .catch(() => undefined)
      .finally(() => {
        if (leading === controller) leading = undefined;
      });
  }

  function stopLeading(): void {
    leading?.abort();
    leading = undefined;
  }

  const stopMessages = crossTab.onMessage((raw) => {
    const message = raw as Message;
    if (message?.type === 'live-event') deliver(message.event);
    else if (message?.type === 'live-status') setStatus(message.status, false);
    else if (message?.type === 'live-absent') noEvents();
    else if (message?.type === 'live-hello' && absent) crossTab.post({ type: 'live-absent' } satisfies Message);
    else if (message?.type === 'live-hello' && status === 'up' && leading) crossTab.post({ type: 'live-status', status } satisfies Message);
  });

  const stopSession = sessions.subscribe((state) => {
    const id = state.record?.session.id;
    if (!signedIn()) {
      // Signed out, expired or revoked: the connection closes and nothing more is delivered here.
      stopLeading();
      lastEventId = undefined;
      sessionId = undefined;
      setStatus('down', false);
      return;
    }
    // A new sign-in (not a refresh of the same one) may be another user: their sequence starts afresh.
    if (sessionId === undefined) {
      lastEventId = undefined;
      refusedFor = undefined;
    }
    sessionId = id;
    startLeading();
  });

  crossTab.post({ type: 'live-hello' } satisfies Message);

  return {
    subscribe(listener, subscribeOptions = {}) {
      const subscription: Subscription = { listener, customerId: subscribeOptions.customerId };
      subscriptions.add(subscription);
      startLeading();
      return () => {
        subscriptions.delete(subscription);
        if (subscriptions.size === 0) stopLeading();
      };
    },
    status: () => status,
    onStatus(listener) {
      statusListeners.add(listener);
      return () => statusListeners.delete(listener);
    },
    dispose() {
      disposed = true;
      stopLeading();
      stopMessages();
      stopSession();
    },
  };
}
