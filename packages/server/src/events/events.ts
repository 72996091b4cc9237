import { ServerError } from '../errors.js';
import { consoleLog, type ServerLog } from '../log.js';
import { describeValue, functionOption, objectOption, storeOption, wholeNumberOption } from '../options.js';
import { canonicalId } from '../ownership.js';
import { loginKeyOf } from '../pipeline/login.js';
import { memoryStore } from '../store/memory.js';
import { MAX_TTL_MS, type StateStore } from '../store/state-store.js';
import { checkUpstreamOptions, createUpstream, type UpstreamOptions } from '../upstream.js';
import type { WebhookEnvelope } from '../webhook.js';
import { memoryEventBus, type EventBus } from './bus.js';
import { openConnection, type Connection } from './connection.js';
import { eventLog } from './log.js';
import { STREAM_HEADERS } from './sse.js';
import { userEventsOf } from './webhook-events.js';

/** Options of {@link createEvents}. The service's URL and credentials find the customers behind an invitation's UMA addresses. */
export interface EventsOptions extends UpstreamOptions {
  /** Where events are numbered and kept for replay; share it with the handler and the webhook endpoint. Default `memoryStore()`. */
  store?: StateStore;
  /** How instances tell each other of events; default this process only (`memoryEventBus()`). */
  bus?: EventBus;
  /** How long an event is kept for a browser that reconnects with `Last-Event-ID`; default 10 minutes. */
  replayWindowMs?: number;
  /** A reconnect further behind than this many events is told to reload (`resync`); default 200. */
  maxReplay?: number;
  /** How often a comment goes down every stream (and the user's sign-in is checked again); default 15 s. */
  heartbeatMs?: number;
  /** Told what failed while pushing; pushing never changes an answer. Default the console. */
  log?: ServerLog;
}

/** Live updates for end users' browsers (issue 23): give it to `createServiceHandler` and `createWebhookHandler`. */
export interface WalletEvents {
  /** Turns a verified webhook into one event per customer it concerns, once per webhook id; resolves with how many. */
  fromWebhook(envelope: WebhookEnvelope): Promise<number>;
  /** Pushes an event of the handler's own (`session.revoked`) to one customer. */
  emit(customerId: string, type: string, data: Record<string, unknown>, timestamp?: string): Promise<void>;
  /**
   * A wallet session of the customer ended (used by `createServiceHandler` when it forwards a revocation):
   * pushes `session.revoked` with `data`, then ends each of their streams, on every instance, whose user
   * is no longer signed in (asked now, not at the next heartbeat). The device that acted keeps its stream.
   */
  sessionsRevoked(customerId: string, data: Record<string, unknown>): Promise<void>;
  /**
   * Call it when your app signs the user out: closes, on every instance, the streams of that login
   * (the `loginId` your `resolveEndUser` gave), so the user's other devices keep theirs; without
   * `loginId`, every stream of the customer (signed out everywhere).
   */
  signOut(customerId: string, loginId?: string): Promise<void>;
  /** The `text/event-stream` answer for a signed-in customer; `stillSignedIn` is asked at each heartbeat. Used by `createServiceHandler`. */
  stream(request: Request, customerId: string, stillSignedIn: () => Promise<boolean>, loginId?: string): Promise<Response>;
  /** Closes every stream here and stops listening to the bus. */
  close(): Promise<void>;
}

/** A stream open here, with the hash of the app's login it was opened on (when `resolveEndUser` named one). */
interface Entry {
  connection: Connection;
  stillSignedIn: () => Promise<boolean>;
  login?: string;
}

const option = (value: number | undefined, fallback: number) => (value === undefined ? fallback : value);
const EVENT_TYPE = /^[A-Za-z_.]{1,100}$/;

/** A customer id the events of which may be kept: `Customer:<uuid>`, in its canonical spelling. */
function customerIdOf(where: string, value: unknown): string {
  const id = typeof value === 'string' ? canonicalId(value) : undefined;
  if (id?.kind !== 'Customer') throw new ServerError('INVALID_ARGUMENT', `${where}: expected a Customer:<uuid> id, got ${describeValue(value)}`);
  return id.id;
}
const LATEST_TTL_MS = 8 * 24 * 3_600_000;
const RETRY_MS = 3_000;

/**
 * @example
 * const events = createEvents({ serviceUrl, clientId, clientSecret, store, bus: redisEventBus({ publisher, subscriber }) });
 * const handler = createServiceHandler({ ...options, store, events }); // serves GET /api/service/events
 * const webhooks = createWebhookHandler({ publicKey, store, handle, events });
 */
export function createEvents(options: EventsOptions): WalletEvents {
  objectOption('createEvents: options', options, false);
  checkUpstreamOptions('createEvents', options);
  const store = storeOption('createEvents: store', options.store) ?? memoryStore();
  const bus = options.bus === undefined ? memoryEventBus() : options.bus;
  if (typeof bus?.publish !== 'function' || typeof bus.subscribe !== 'function') throw new ServerError('INVALID_ARGUMENT', 'createEvents: bus: expected an EventBus (memoryEventBus, redisEventBus or postgresEventBus)');
  const windowMs = wholeNumberOption('createEvents: replayWindowMs', option(options.replayWindowMs, 10 * 60_000), MAX_TTL_MS);
  const maxReplay = wholeNumberOption('createEvents: maxReplay', option(options.maxReplay, 200));
  const heartbeatMs = wholeNumberOption('createEvents: heartbeatMs', option(options.heartbeatMs, 15_000));
  const log = functionOption('createEvents: log', options.log) ?? consoleLog;
  const upstream = createUpstream(options);
  const events = eventLog(store, windowMs);
  const local = new Map<string, Set<Entry>>();
  let listening: Promise<void> | undefined;
  let timer: ReturnType<typeof setInterval> | undefined;

  function onMessage(message: string): void {
    // `close` names a login (its hash) when one device signed out, nothing when all did.
    const [verb, customerId, seq] = message.split(' ');
    for (const entry of local.get(customerId ?? '') ?? []) {
      if (verb === 'close' && (seq === undefined || seq === entry.login)) entry.connection.close();
      else if (verb === 'event') void entry.connection.catchUp(Number(seq));
      // The revocation's own event goes out first, so the device it ends hears why before its stream closes.
      else if (verb === 'check') void entry.connection.catchUp(Number(seq)).then(() => stillThere(entry));
    }
  }

  /** Ends the stream of a user the app no longer has signed in. */
  function stillThere(entry: Entry): Promise<void> {
    return entry.stillSignedIn().then(
      (yes) => (yes ? undefined : entry.connection.close()),
      () => entry.connection.close(),
    );
  }

  function beat(): void {
    for (const entries of local.values()) {
      for (const entry of entries) {
        entry.connection.heartbeat();
        void stillThere(entry);
      }
    }
  }

  async function publish(message: string): Promise<void> {
    await bus.publish(message);
  }

  async function customerOfUma(uma: string): Promise<string | undefined> {
    const found = await upstream.getJson(`/customers?umaAddress=${encodeURIComponent(uma)}&limit=1`);
    const first = ((found?.data ?? []) as Array<{ id?: unknown; umaAddress?: unknown }>)[0];
    // Only an exact match: a service that ignored the filter must not make someone else a party.
    return typeof first?.id === 'string' && typeof first.umaAddress === 'string' && first.umaAddress.toLowerCase() === uma.toLowerCase() ? first.id : undefined;
  }

  /** Whether this delivery is older than one already pushed for the same resource: a late one never moves a status back. */
  async function late(envelope: WebhookEnvelope): Promise<boolean> {
    const id = (envelope.data as { id?: unknown } | null)?.id ?? (envelope.data as { code?: unknown } | null)?.code;
    const at = Date.parse(envelope.timestamp);
    if (typeof id !== 'string' || !Number.isFinite(at)) return false;
    const key = `events:at:${id}`;
    const seen = Number(await store.get(key));
    if (Number.isFinite(seen) && seen > at) return true;
    await store.set(key, String(at), LATEST_TTL_MS);
    return false;
  }

  async function append(where: string, customerId: string, type: string, data: Record<string, unknown>, timestamp: string) {
    const customer = customerIdOf(`${where}: customerId`, customerId);
    if (typeof type !== 'string' || !EVENT_TYPE.test(type)) throw new ServerError('INVALID_ARGUMENT', `${where}: type: expected a name such as session.revoked, got ${describeValue(type)}`);
    objectOption(`${where}: data`, data, false);
    return events.append({ customerId: customer, type, timestamp: String(timestamp), data });
  }

  const hub: WalletEvents = {
    async fromWebhook(envelope) {
      try {
        if (!(await store.add(`events:webhook:${envelope.id}`, '1', LATEST_TTL_MS))) return 0;
        const made = await userEventsOf(envelope, customerOfUma);
        if (made.length === 0 || (await late(envelope))) return 0;
        for (const event of made) await hub.emit(event.customerId, event.type, event.data, event.timestamp);
        return made.length;
      } catch (error) {
        log({ level: 'error', code: 'EVENT_NOT_PUSHED', message: `webhook ${envelope.id} (${envelope.type}) was not pushed to browsers`, cause: error });
        return 0;
      }
    },
    async emit(customerId, type, data, timestamp = new Date().toISOString()) {
      const sent = await append('events.emit', customerId, type, data, timestamp);
      await publish(`event ${sent.customerId} ${sent.id}`);
    },
    async sessionsRevoked(customerId, data) {
      const sent = await append('events.sessionsRevoked', customerId, 'session.revoked', data, new Date().toISOString());
      await publish(`check ${sent.customerId} ${sent.id}`);
    },
    async signOut(customerId, loginId) {
      const customer = customerIdOf('events.signOut: customerId', customerId);
      if (loginId !== undefined && (typeof loginId !== 'string' || loginId === '')) throw new ServerError('INVALID_ARGUMENT', `events.signOut: loginId: expected the login id resolveEndUser gave, got ${describeValue(loginId)}`);
      const login = await loginKeyOf(loginId);
      await publish(login === undefined ? `close ${customer}` : `close ${customer} ${login}`);
    },
    async stream(request, signedIn, stillSignedIn, loginId) {
      const customerId = customerIdOf('events.stream: customerId', signedIn);
      const login = await loginKeyOf(typeof loginId === 'string' && loginId !== '' ? loginId : undefined);
      listening ??= bus.subscribe(onMessage);
      await listening;
      const header = request.headers.get('Last-Event-ID') ?? new URL(request.url).searchParams.get('lastEventId');
      const lastEventId = header !== null && /^\d{1,15}$/.test(header) ? Number(header) : undefined;
      const { connection, body } = openConnection({
        customerId,
        lastEventId,
        log: events,
        maxReplay,
        retryMs: RETRY_MS,
        onClose: (closed) => {
          const entries = local.get(customerId);
          for (const entry of entries ?? []) if (entry.connection === closed) entries!.delete(entry);
          if (entries?.size === 0) local.delete(customerId);
          if (local.size === 0 && timer !== undefined) timer = void clearInterval(timer);
        },
      });
      if (!local.has(customerId)) local.set(customerId, new Set());
      local.get(customerId)!.add({ connection, stillSignedIn, ...(login === undefined ? {} : { login }) });
      timer ??= setInterval(beat, heartbeatMs);
      (timer as { unref?: () => void }).unref?.();
      request.signal?.addEventListener('abort', () => connection.close(), { once: true });
      return new Response(body, { status: 200, headers: STREAM_HEADERS });
    },
    async close() {
      for (const entries of [...local.values()]) for (const entry of [...entries]) entry.connection.close();
      await bus.close();
    },
  };
  return hub;
}
