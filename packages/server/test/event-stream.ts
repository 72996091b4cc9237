/** A browser's side of `GET /api/service/events` in tests: the frames of the stream, parsed as they come. */
import type { SequencedEvent } from '../src/index.js';

export interface StreamReader {
  /** Every event received so far. */
  events: SequencedEvent[];
  /** When each event arrived (`performance.now()`), in the order of `events`. */
  arrivals: number[];
  /** Heartbeat comments received so far. */
  heartbeats: number;
  /** Whether the server ended the stream. */
  ended: boolean;
  /** Resolves once `count` events have arrived (or throws after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<SequencedEvent[]>;
  /** Resolves once the server ends the stream. */
  waitForEnd(timeoutMs?: number): Promise<void>;
  cancel(): Promise<void>;
}

export function readStream(response: Response): StreamReader {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  const state: StreamReader = {
    events: [],
    arrivals: [],
    heartbeats: 0,
    ended: false,
    async waitFor(count, timeoutMs = 5_000) {
      await until(() => state.events.length >= count, timeoutMs, `${count} events (got ${state.events.length})`);
      return state.events;
    },
    async waitForEnd(timeoutMs = 5_000) {
      await until(() => state.ended, timeoutMs, 'the end of the stream');
    },
    cancel: () => reader.cancel(),
  };
  let buffer = '';
  void (async () => {
    for (;;) {
      const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }));
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const frame = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (frame.startsWith(': heartbeat')) state.heartbeats++;
        const data = frame.split('\n').find((line) => line.startsWith('data: '));
        if (data) {
          state.events.push(JSON.parse(data.slice(6)) as SequencedEvent);
          state.arrivals.push(performance.now());
        }
      }
    }
    state.ended = true;
  })();
  return state;
}

async function until(done: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const started = Date.now();
  while (!done()) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
