import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TestKitError, type TestKitErrorCode } from './kit-error.js';
import { listen } from './listen.js';
import { createSandbox, type Sandbox } from './sandbox.js';
import { startServer, type RunningServer } from './server.js';

let sandbox: Sandbox;
let server: RunningServer;
let receiver: Server;
let receiverUrl: string;
const received: { headers: IncomingHttpHeaders; body: string }[] = [];

beforeAll(async () => {
  sandbox = await createSandbox();
  server = await startServer(sandbox, { port: 0 });
  receiver = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/api/webhooks`;
});
afterAll(async () => {
  await server.close();
  await new Promise((resolve) => receiver.close(resolve));
  sandbox.close();
});

const auth = () => `Basic ${btoa(`${sandbox.credentials.clientId}:${sandbox.credentials.clientSecret}`)}`;
const endpoint = async () => ((await (await fetch(`${server.url}/config`, { headers: { Authorization: auth() } })).json()) as { webhookEndpoint?: string }).webhookEndpoint;

describe('wallet-kit-sandbox listen --forward-to', () => {
  it('sends the running sandbox’s webhooks, signed, to the local endpoint, prints each delivery, and puts the old endpoint back', async () => {
    await fetch(`${server.url}/config`, { method: 'PATCH', headers: { Authorization: auth(), 'Content-Type': 'application/json' }, body: JSON.stringify({ webhookEndpoint: 'https://platform.example/hooks' }) });
    const lines: string[] = [];
    const stop = new AbortController();
    const listening = listen({ forwardTo: receiverUrl, sandboxUrl: server.url, credentials: sandbox.credentials, print: (line) => lines.push(line), intervalMs: 20, signal: stop.signal });
    await vi.waitFor(() => expect(lines[0]).toMatch(/^Forwarding the sandbox's webhooks to http:\/\/127\.0\.0\.1:\d+\/api\/webhooks/));
    expect(lines[0]).toContain(sandbox.enclaveKeys.webhook);
    expect(await endpoint()).toBe(receiverUrl);

    const test = await fetch(`${server.url}/sandbox/webhooks/test`, { method: 'POST', headers: { Authorization: auth() } });
    expect(test.status).toBe(200);
    await vi.waitFor(() => expect(lines.some((line) => /TEST .* answered 204, delivered$/.test(line))).toBe(true));
    expect(received).toHaveLength(1);
    expect(JSON.parse(received[0]!.body)).toMatchObject({ type: 'TEST' });
    expect(received[0]!.headers['x-service-signature']).toMatch(/^\{"v":"1","s":"[A-Za-z0-9+/=]+"\}$/);

    stop.abort();
    await listening;
    expect(lines.at(-1)).toBe('Stopped. Webhooks go to https://platform.example/hooks again.');
    expect(await endpoint()).toBe('https://platform.example/hooks');
  });

  it('says what it expected of a wrong URL, and where no sandbox answered, as the test kit\'s errors with their stable codes', async () => {
    const signal = new AbortController().signal;
    const print = () => undefined;
    const failure = (options: Partial<Parameters<typeof listen>[0]>) => listen({ forwardTo: receiverUrl, sandboxUrl: server.url, print, signal, ...options }).then(() => undefined, (error: unknown) => error);
    const wrongUrl = await failure({ forwardTo: 'localhost:3000' });
    expect(wrongUrl).toBeInstanceOf(TestKitError);
    expect(wrongUrl).toMatchObject({ code: 'INVALID_ARGUMENT', message: '--forward-to: expected an http(s) URL such as http://localhost:3000/api/webhooks, got "localhost:3000"' });
    const absent = await failure({ sandboxUrl: 'http://127.0.0.1:9/2025-10-13' });
    expect(absent).toBeInstanceOf(TestKitError);
    expect(absent).toMatchObject({ code: 'SANDBOX_REFUSED', message: expect.stringContaining('no sandbox answered at http://127.0.0.1:9/2025-10-13'), cause: expect.any(Error) });
    const refused = await failure({ credentials: { clientId: 'wrong', clientSecret: 'wrong' } });
    expect(refused).toBeInstanceOf(TestKitError);
    // The test kit's code, with the service's own answer quoted in the message rather than passed off as a code.
    expect(refused).toMatchObject({ code: 'SANDBOX_REFUSED', message: expect.stringContaining('GET /config: the sandbox answered 401 UNAUTHORIZED') });
  });

  it('fails only with the test kit\'s own codes (not service codes), each explained in the README\'s list for integrators', () => {
    // A record, so that a code added to TestKitErrorCode without a line here fails the typecheck.
    const codes: Record<TestKitErrorCode, true> = { INVALID_ARGUMENT: true, SIGN_IN_FAILED: true, SCA_FAILED: true, SANDBOX_REFUSED: true };
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    const list = readme.split("### The test kit's errors")[1]?.split('\n#')[0] ?? '';
    for (const code of Object.keys(codes)) expect(list).toMatch(new RegExp(`^- \`${code}\`: \\S`, 'm'));
  });
});
