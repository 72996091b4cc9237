import { ClientError } from '../errors.js';
import { createStreamParser, type StreamMessage } from './parse.js';

/** The stream was refused (`status`): 401 signed out; 403 (ROUTE_NOT_ALLOWED) or 404 a backend that serves no events. */
export class StreamRefusedError extends ClientError {
  readonly status: number;
  constructor(status: number) {
    super('INVALID_RESPONSE', `the event stream was refused (HTTP ${status})`);
    this.name = 'StreamRefusedError';
    this.status = status;
  }
}

export interface ReadStreamOptions {
  url: string;
  fetch: typeof fetch;
  /** Sent as `Last-Event-ID`, so the backend replays what was missed. */
  lastEventId: string | undefined;
  signal: AbortSignal;
  /** A stream silent this long is taken for dead (heartbeats come every 15 s), and read again. */
  idleMs: number;
  onOpen(): void;
  onMessage(message: StreamMessage): void;
  onRetry(ms: number): void;
}

/**
 * Reads one `text/event-stream` answer until it ends; resolves when the backend closed it, throws
 * when it could not be opened. Same credentials as every other call, so the backend's cookie goes along.
 */
export async function readStream(options: ReadStreamOptions): Promise<void> {
  const idle = new AbortController();
  const onAbort = () => idle.abort();
  options.signal.addEventListener('abort', onAbort, { once: true });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const awake = () => {
    clearTimeout(timer);
    timer = setTimeout(() => idle.abort(), options.idleMs);
  };
  try {
    awake();
    // Called unbound: a browser's fetch refuses to run as a method of another object.
    const fetchStream = options.fetch;
    const response = await fetchStream(options.url, {
      method: 'GET',
      headers: { Accept: 'text/event-stream', ...(options.lastEventId === undefined ? {} : { 'Last-Event-ID': options.lastEventId }) },
      credentials: 'same-origin',
      cache: 'no-store',
      signal: idle.signal,
    });
    if (!response.ok) throw new StreamRefusedError(response.status);
    if (!(response.headers.get('Content-Type') ?? '').startsWith('text/event-stream') || !response.body) throw new StreamRefusedError(404);
    options.onOpen();
    const parser = createStreamParser(options.onMessage, options.onRetry);
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      awake();
      parser.push(value);
    }
  } catch (error) {
    // Our own abort (or the idle deadline) is an ordinary end: the caller decides whether to come back.
    if (idle.signal.aborted) return;
    throw error;
  } finally {
    clearTimeout(timer);
    options.signal.removeEventListener('abort', onAbort);
  }
}
