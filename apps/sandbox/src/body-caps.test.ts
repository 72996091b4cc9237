import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_JSON_BYTES } from './platform/http.js';
import { startServer, type RunningServer } from './server.js';
import { testSandbox, type TestSandbox } from './test-support/client.js';

// 64 MB sent to the sandbox's HTTP server, chunked (no Content-Length) or with a length, by a sender that keeps
// writing whatever the answer: the server must stop reading at the body's cap, answer, and close. What proves it is
// the bytes the sender managed to hand to its socket: past the cap, only what the two sockets' kernel buffers hold
// can still go out (a few MB on loopback), never the 64 MB that a server reading (or draining) to the end lets in.
const TOTAL = 64 * 1024 * 1024;
const CHUNK = new Uint8Array(64 * 1024).fill(0x20);
/** The caps of a document (the document's "Maximum file size: 10 MB") and of a CSV import. */
const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;
const MAX_CSV_BYTES = 5 * 1024 * 1024;
/** What loopback sockets buffer between a sender and a server that stopped reading, with room to spare. */
const BUFFERS = 16 * 1024 * 1024;

interface Sent {
  status?: number;
  body?: { code?: string; details?: { errors?: { field: string }[] } };
  /** Bytes the sender handed to its socket before the answer came or the connection closed. */
  sent: number;
}

/**
 * Streams `prefix`, then spaces, up to 64 MB in all, like a sender that ignores the answer: it keeps writing until
 * the server closes its side of the connection, so what it managed to send is what the server let in.
 */
function stream(url: string, headers: Record<string, string>, prefix: string): Promise<Sent> {
  return new Promise((resolve) => {
    const result: Sent = { sent: Buffer.byteLength(prefix) };
    let closed = false;
    let text = '';
    const request = httpRequest(url, { method: 'POST', headers });
    request.on('response', (response) => {
      result.status = response.statusCode;
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('error', () => undefined);
    });
    const finish = () => {
      if (closed) return;
      closed = true;
      request.destroy();
      result.body = text ? (JSON.parse(text) as Sent['body']) : undefined;
      resolve(result);
    };
    request.on('error', () => undefined);
    // The server closing its side (after its answer) or the whole connection ends the attempt.
    request.on('socket', (socket) => socket.once('end', finish));
    request.on('close', finish);
    request.write(prefix);
    const write = () => {
      while (!closed && result.sent < TOTAL) {
        result.sent += CHUNK.byteLength;
        if (!request.write(CHUNK)) return void request.once('drain', write);
      }
      if (!closed) request.end();
    };
    write();
  });
}

let t: TestSandbox;
let server: RunningServer;
beforeAll(async () => {
  t = await testSandbox();
  server = await startServer(t.sandbox, { port: 0 });
});
afterAll(async () => {
  await server.close();
  t.sandbox.close();
});

const url = (path: string) => `${server.url}${path}`;
const auth = () => ({ Authorization: `Basic ${btoa(`${t.sandbox.credentials.clientId}:${t.sandbox.credentials.clientSecret}`)}` });

const multipart = (boundary: string, field: string, filename: string, type: string) =>
  `--${boundary}\r\nContent-Disposition: form-data; name="documentType"\r\n\r\nPASSPORT\r\n--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;

describe('a body past its cap, over real HTTP', () => {
  it('JSON sent chunked: reading stops at 1 MB and the answer is 400 INVALID_INPUT naming the body', async () => {
    const answer = await stream(url('/quotes'), { ...auth(), 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' }, '{"pad":"');
    expect(answer).toMatchObject({ status: 400, body: { code: 'INVALID_INPUT', details: { errors: [{ field: 'body' }] } } });
    expect(answer.sent).toBeLessThan(MAX_JSON_BYTES + BUFFERS);
  });

  it('JSON with a length past the cap: refused before a byte of it is read', async () => {
    const answer = await stream(url('/quotes'), { ...auth(), 'Content-Type': 'application/json', 'Content-Length': String(TOTAL) }, '{"pad":"');
    expect(answer).toMatchObject({ status: 400, body: { code: 'INVALID_INPUT', details: { errors: [{ field: 'body' }] } } });
    expect(answer.sent).toBeLessThan(BUFFERS);
  });

  it('a multipart document sent chunked: reading stops at 10 MB and the answer names the file', async () => {
    const answer = await stream(url('/documents'), { ...auth(), 'Content-Type': 'multipart/form-data; boundary=cap', 'Transfer-Encoding': 'chunked' }, multipart('cap', 'file', 'passport.pdf', 'application/pdf'));
    expect(answer).toMatchObject({ status: 400, body: { code: 'INVALID_INPUT', details: { errors: [{ field: 'file' }] } } });
    expect(answer.sent).toBeLessThan(MAX_DOCUMENT_BYTES + BUFFERS);
  });

  it('a CSV bulk import sent chunked: reading stops at 5 MB and the answer names the file', async () => {
    const answer = await stream(url('/customers/bulk/csv'), { ...auth(), 'Content-Type': 'multipart/form-data; boundary=cap', 'Transfer-Encoding': 'chunked' }, multipart('cap', 'file', 'customers.csv', 'text/csv'));
    expect(answer).toMatchObject({ status: 400, body: { code: 'INVALID_INPUT', details: { errors: [{ field: 'file' }] } } });
    expect(answer.sent).toBeLessThan(MAX_CSV_BYTES + BUFFERS);
  });

  it('a form posted to the hosted KYC page: reading stops at 1 MB', async () => {
    const answer = await stream(url('/sandbox/kyc/some-token'), { 'Content-Type': 'application/x-www-form-urlencoded', 'Transfer-Encoding': 'chunked' }, 'outcome=');
    expect(answer).toMatchObject({ status: 400, body: { code: 'INVALID_INPUT', details: { errors: [{ field: 'body' }] } } });
    expect(answer.sent).toBeLessThan(MAX_JSON_BYTES + BUFFERS);
  });

  it('a body sent to a route that reads none is not drained: the answer closes the connection', async () => {
    const answer = await stream(url('/sandbox/webhooks/test'), { ...auth(), 'Content-Type': 'application/octet-stream', 'Transfer-Encoding': 'chunked' }, '');
    expect(answer).toMatchObject({ status: 400, body: { code: 'WEBHOOK_ENDPOINT_NOT_SET' } });
    expect(answer.sent).toBeLessThan(BUFFERS);
  });

  it('bodies under their caps still arrive whole, chunked or not', async () => {
    const quote = { source: { sourceType: 'ACCOUNT', accountId: t.world.aliceUsd.id }, destination: { destinationType: 'ACCOUNT', accountId: t.world.aliceWallet.id }, lockedCurrencySide: 'SENDING', lockedCurrencyAmount: 100 };
    const padded = JSON.stringify(quote).replace(/}$/, `${' '.repeat(MAX_JSON_BYTES - JSON.stringify(quote).length)}}`);
    expect(new TextEncoder().encode(padded).byteLength).toBe(MAX_JSON_BYTES);
    const chunked = await fetch(url('/quotes'), { method: 'POST', headers: { ...auth(), 'Content-Type': 'application/json' }, body: new Blob([padded]).stream(), duplex: 'half' } as RequestInit);
    expect(chunked.status).toBe(201);
    expect((await t.call('POST', '/quotes', { rawBody: padded, headers: { 'Content-Type': 'application/json' } })).status).toBe(201);
    expect((await t.call('POST', '/quotes', { rawBody: `${padded} `, headers: { 'Content-Type': 'application/json' } })).body.details.errors[0].field).toBe('body');
  });
});
