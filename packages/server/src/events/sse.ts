import type { UserEvent } from './webhook-events.js';

/** One event as it goes to a browser: its id in the customer's sequence, and the event with its customer. */
export interface SequencedEvent extends UserEvent {
  /** The customer's sequence number, as text: what `Last-Event-ID` sends back. */
  id: string;
}

const encoder = new TextEncoder();

/** `id:` and `data:` lines: the JSON has no line breaks, so one `data:` line holds it. */
export const eventFrame = (event: SequencedEvent): Uint8Array => encoder.encode(`id: ${event.id}\ndata: ${JSON.stringify(event)}\n\n`);

/** A comment line: browsers ignore it, proxies see traffic and keep the connection open. */
export const heartbeatFrame = (): Uint8Array => encoder.encode(': heartbeat\n\n');

/** The first bytes: how long a browser waits before reconnecting, and a comment that flushes the headers through proxies. */
export const openingFrame = (retryMs: number): Uint8Array => encoder.encode(`retry: ${retryMs}\n: connected\n\n`);

/** Headers of the stream: no caching, no buffering by nginx and its kin, no compression that would hold bytes back. */
export const STREAM_HEADERS: Readonly<Record<string, string>> = {
  'Content-Type': 'text/event-stream; charset=utf-8',
  'Cache-Control': 'no-cache, no-transform',
  'X-Accel-Buffering': 'no',
};
