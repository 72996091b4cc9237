import type { EventLog } from './log.js';
import { eventFrame, heartbeatFrame, openingFrame, type SequencedEvent } from './sse.js';

/** One browser's stream: what it has been sent, and the ways it ends. */
export interface Connection {
  customerId: string;
  /** Sends every kept event after the last one sent, up to `upTo`, in order. */
  catchUp(upTo: number): Promise<void>;
  heartbeat(): void;
  close(): void;
  readonly closed: boolean;
}

export interface ConnectionOptions {
  customerId: string;
  /** The number the browser last received (`Last-Event-ID`), if it says. */
  lastEventId: number | undefined;
  log: EventLog;
  /** A reconnect further behind than this is told to reload instead of replayed. */
  maxReplay: number;
  retryMs: number;
  onClose(connection: Connection): void;
}

/** `resync`: the browser missed more than is kept (or the store forgot), so it reads everything afresh. */
const resync = (customerId: string, id: number): SequencedEvent => ({ id: String(id), customerId, type: 'resync', timestamp: new Date().toISOString(), data: {} });

/**
 * An event stream for one customer. Catch-ups run one after another, so events go out in their
 * sequence whichever instance's notice arrives first; each is sent once.
 */
export function openConnection(options: ConnectionOptions): { connection: Connection; body: ReadableStream<Uint8Array> } {
  const { customerId, log } = options;
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let sent = 0;
  let closed = false;
  let queue: Promise<void> = Promise.resolve();
  const write = (bytes: Uint8Array) => {
    if (!closed) controller.enqueue(bytes);
  };

  async function send(upTo: number): Promise<void> {
    for (let seq = sent + 1; seq <= upTo && !closed; seq++) {
      const event = await log.read(customerId, seq);
      if (event) write(eventFrame(event));
      sent = seq;
    }
  }

  /** The first catch-up: a replay from `Last-Event-ID`, or a resync when that cannot be replayed. */
  async function start(): Promise<void> {
    const last = await log.last(customerId);
    const asked = options.lastEventId;
    if (asked === undefined) {
      sent = last;
      return;
    }
    const oldest = asked + 1 <= last ? await log.read(customerId, asked + 1) : undefined;
    if (asked > last || last - asked > options.maxReplay || (asked < last && oldest === undefined)) {
      write(eventFrame(resync(customerId, last)));
      sent = last;
      return;
    }
    sent = asked;
    await send(last);
  }

  const connection: Connection = {
    customerId,
    catchUp(upTo) {
      queue = queue.then(() => send(upTo)).catch(() => connection.close());
      return queue;
    },
    heartbeat: () => write(heartbeatFrame()),
    close() {
      if (closed) return;
      closed = true;
      try {
        controller.close();
      } catch {
        // the browser already went
      }
      options.onClose(connection);
    },
    get closed() {
      return closed;
    },
  };
  const body = new ReadableStream<Uint8Array>({
    start(streamController) {
      controller = streamController;
      write(openingFrame(options.retryMs));
      queue = start().catch(() => connection.close());
    },
    cancel() {
      closed = true;
      options.onClose(connection);
    },
  });
  return { connection, body };
}
