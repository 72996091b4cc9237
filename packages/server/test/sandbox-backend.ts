/**
 * The integrator's backend in front of a sandbox, in process, with everything it sends upstream
 * recorded: for tests that attack the handler as a browser or a hostile page would.
 */
import { createSandbox, seededPeople } from '@wallet-kit/sandbox';
import { createServiceHandler, type EndUser, type ServerLogEntry, type ServiceHandler, type ServiceHandlerOptions } from '../src/index.js';

export type Handler = (request: Request) => Promise<Response>;

export async function sandboxBackend() {
  const sandbox = await createSandbox({ strictSignatures: true });
  const people = seededPeople(sandbox);
  const alice = { id: people.alice.id, usd: people.alice.usd! };
  const elodie = { id: people.elodie.id, eur: people.elodie.eur! };
  /** Every call the handler made to the service, as `METHOD /path`, and the bodies it sent. */
  const upstream: string[] = [];
  const upstreamBodies: string[] = [];
  const logs: ServerLogEntry[] = [];

  /** The handler, signed in as whoever `X-Test-Customer` names (never trusted like this in production). */
  function handler(extra: Partial<ServiceHandlerOptions> = {}): ServiceHandler {
    return createServiceHandler({
      serviceUrl: `http://sandbox.test${sandbox.basePath}`,
      clientId: sandbox.credentials.clientId,
      clientSecret: sandbox.credentials.clientSecret,
      resolveEndUser: (request): EndUser | null => (request.headers.get('X-Test-Customer') ? { customerId: request.headers.get('X-Test-Customer')! } : null),
      fetch: async (input, init) => {
        const request = new Request(input, init);
        upstream.push(`${request.method} ${new URL(request.url).pathname.slice(sandbox.basePath.length)}`);
        if (request.method !== 'GET') upstreamBodies.push(await request.clone().text());
        return sandbox.fetch(request);
      },
      log: (entry) => logs.push(entry),
      // Its calls would be counted among the browser call's: a test of the self-check asks for it.
      selfCheck: false,
      ...extra,
    });
  }

  /** A call from the app's own page at http://app.test, as alice unless `as` says otherwise. */
  function call(target: Handler, method: string, path: string, options: { body?: BodyInit; headers?: Record<string, string>; as?: string } = {}): Promise<Response> {
    const json = typeof options.body === 'string' ? { 'Content-Type': 'application/json' } : {};
    return target(
      new Request(`http://app.test/api/service${path}`, {
        method,
        headers: { 'X-Test-Customer': options.as ?? alice.id, ...json, ...options.headers },
        ...(options.body === undefined ? {} : { body: options.body, ...(options.body instanceof ReadableStream ? { duplex: 'half' } : {}) }),
      } as RequestInit),
    );
  }

  function forget(): void {
    upstream.length = 0;
    upstreamBodies.length = 0;
    logs.length = 0;
  }

  return { sandbox, alice, elodie, handler, call, upstream, upstreamBodies, logs, forget };
}
