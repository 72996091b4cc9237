import type { LiveEvents } from '@wallet-kit/client';

/** The events of a payment in or out (Activity's rows, Receive's transfer in). */
export const PAYMENT_EVENTS = /^(OUTGOING|INCOMING)_PAYMENT\./;

/** Where a widget hears pushed updates: the client's events, the user they are for, and the event types that matter. */
export interface LiveSource {
  readonly events: LiveEvents | undefined;
  readonly customerId: string;
  /** The event types that change what the widget shows (`resync` always does). */
  readonly types: RegExp;
}

/**
 * Keeps a widget current: while the client's event stream is up, `refresh` runs on each event that
 * matters and nothing is polled; while it is down (or there is none), every `intervalMs` with a
 * backoff, and whenever the page comes back into view. Nothing on screen says which. It ends when `flow.signal`
 * aborts (the widget goes, or what it followed is over).
 */
export function keepFresh(flow: { readonly signal: AbortSignal }, refresh: () => void, intervalMs: number, live?: LiveSource): void {
  if (typeof window === 'undefined' || intervalMs <= 0) return;
  const events = live?.events;
  let wait = intervalMs;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const up = () => events?.status() === 'up';
  const poll = () => {
    clearTimeout(timer);
    timer = up()
      ? undefined
      : setTimeout(() => {
          refresh();
          wait = Math.min(wait * 2, intervalMs * 8);
          poll();
        }, wait);
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible' && !up()) refresh();
  };
  const onFocus = () => void (up() || refresh());
  const stops = events
    ? [
        events.subscribe((event) => (event.type === 'resync' || live!.types.test(event.type) ? refresh() : undefined), { customerId: live!.customerId }),
        events.onStatus((status) => {
          wait = intervalMs;
          // Down: read once at once for what the stream may have missed, then poll.
          if (status === 'down') refresh();
          poll();
        }),
      ]
    : [];
  poll();
  document.addEventListener('visibilitychange', onVisible);
  window.addEventListener('focus', onFocus);
  flow.signal.addEventListener('abort', () => {
    clearTimeout(timer);
    stops.forEach((stop) => stop());
    document.removeEventListener('visibilitychange', onVisible);
    window.removeEventListener('focus', onFocus);
  });
}
