import { TestKitError } from './kit-error.js';
import { DEFAULT_CREDENTIALS } from './sandbox-api.js';

/** What `wallet-kit-sandbox listen` is told. */
export interface ListenOptions {
  /** Where the sandbox's webhooks go: your backend's webhook route, e.g. `http://localhost:3000/api/webhooks`. */
  forwardTo: string;
  /** The running sandbox, `http://127.0.0.1:8787/2025-10-13` by default. */
  sandboxUrl: string;
  credentials?: { clientId: string; clientSecret: string };
  /** Each line for the person at the terminal. */
  print(line: string): void;
  /** How often the deliveries are read (ms). */
  intervalMs?: number;
  signal: AbortSignal;
}

interface Delivery {
  id: string;
  type: string;
  timestamp: string;
  state: 'PENDING' | 'DELIVERED' | 'GAVE_UP';
  attempts: number;
  lastStatus?: number;
}

/**
 * Points the running sandbox's webhooks at `forwardTo` (its `webhookEndpoint`: the sandbox itself signs and delivers
 * them, with the service's header and retry schedule), prints each delivery and its answer until `signal` aborts,
 * then puts back the endpoint it found. A wrong argument is a `TestKitError` `INVALID_ARGUMENT`, an absent or
 * refusing sandbox `SANDBOX_REFUSED`, each saying what was expected.
 */
export async function listen(options: ListenOptions): Promise<void> {
  const target = httpUrl('--forward-to', options.forwardTo);
  const base = httpUrl('--sandbox', options.sandboxUrl).href.replace(/\/$/, '');
  const { clientId, clientSecret } = options.credentials ?? DEFAULT_CREDENTIALS;
  const call = platformCalls(base, `Basic ${btoa(`${clientId}:${clientSecret}`)}`);
  const before = ((await call('GET', '/config')) as { webhookEndpoint?: string }).webhookEndpoint;
  const seen = new Map((await deliveries(call)).map((delivery) => [delivery.id, stateOf(delivery)]));
  await call('PATCH', '/config', { webhookEndpoint: target.href });
  const { webhook } = (await call('GET', '/sandbox/enclave-keys')) as { webhook: string };
  options.print(`Forwarding the sandbox's webhooks to ${target.href}, signed as the service signs them (X-Service-Signature; verify with the public key ${webhook}). Ctrl-C to stop.`);
  try {
    while (!options.signal.aborted) {
      for (const delivery of (await deliveries(call)).reverse()) {
        const state = stateOf(delivery);
        if (seen.get(delivery.id) === state) continue;
        seen.set(delivery.id, state);
        options.print(lineOf(delivery));
      }
      await pause(options.intervalMs ?? 1_000, options.signal);
    }
  } finally {
    // The service keeps one endpoint per platform: the one found is put back (none found: it stays, and is said).
    if (before !== undefined && before !== target.href) await call('PATCH', '/config', { webhookEndpoint: before });
    options.print(before === undefined ? `Stopped. The sandbox keeps sending webhooks to ${target.href} until its webhookEndpoint is changed.` : `Stopped. Webhooks go to ${before} again.`);
  }
}

function httpUrl(name: string, value: string): URL {
  const url = URL.canParse(value) ? new URL(value) : undefined;
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) throw new TestKitError('INVALID_ARGUMENT', `${name}: expected an http(s) URL such as http://localhost:3000/api/webhooks, got ${JSON.stringify(value)}`);
  return url;
}

function platformCalls(base: string, authorization: string) {
  return async (method: string, path: string, body?: unknown): Promise<unknown> => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { Authorization: authorization, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    }).catch((error: unknown) => {
      throw new TestKitError('SANDBOX_REFUSED', `no sandbox answered at ${base} (${String(error)}): start it with \`npx wallet-kit-sandbox\`, or pass --sandbox <its URL>`, { cause: error });
    });
    const answer = (await response.json().catch(() => undefined)) as { code?: string; message?: string } | undefined;
    if (!response.ok) throw new TestKitError('SANDBOX_REFUSED', `${method} ${path}: the sandbox answered ${response.status} ${answer?.code ?? ''} ${answer?.message ?? ''}`.trim());
    return answer;
  };
}

async function deliveries(call: ReturnType<typeof platformCalls>): Promise<Delivery[]> {
  return ((await call('GET', '/sandbox/webhooks?limit=50')) as { data: Delivery[] }).data;
}

const stateOf = (delivery: Delivery) => `${delivery.state}:${delivery.attempts}:${delivery.lastStatus ?? ''}`;

function lineOf(delivery: Delivery): string {
  const answer = delivery.lastStatus === undefined ? 'no answer yet' : `answered ${delivery.lastStatus}`;
  const outcome = delivery.state === 'DELIVERED' ? 'delivered' : delivery.state === 'GAVE_UP' ? 'given up' : `retrying (attempt ${delivery.attempts})`;
  return `${delivery.timestamp}  ${delivery.type}  ${delivery.id}  ${delivery.attempts === 0 ? 'queued' : `${answer}, ${outcome}`}`;
}

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });
}
