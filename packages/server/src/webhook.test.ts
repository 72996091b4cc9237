import { generateKeyPairSync, sign } from 'node:crypto';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { errorCode } from '../../../test/support/assertions.js';
import { ServerError, createWebhookHandler, memoryStore, verifyWebhook, type WebhookEnvelope } from './index.js';

// The platform's webhook key pair, made and used by Node's OpenSSL: independent of the kit.
const platform = generateKeyPairSync('ec', { namedCurve: 'P-256' });
const publicKeyJwk = platform.publicKey.export({ format: 'jwk' });
const uncompressedHex = '04' + Buffer.from(publicKeyJwk.x!, 'base64url').toString('hex') + Buffer.from(publicKeyJwk.y!, 'base64url').toString('hex');
const publicKeyPem = platform.publicKey.export({ format: 'pem', type: 'spki' }).toString();

function signed(body: string): string {
  return JSON.stringify({ v: '1', s: sign('sha256', Buffer.from(body), { key: platform.privateKey, dsaEncoding: 'der' }).toString('base64') });
}

const envelope: WebhookEnvelope = { id: 'Webhook:019a-1', type: 'OUTGOING_PAYMENT.COMPLETED', timestamp: '2026-11-22T10:00:00Z', data: { id: 'Transaction:1', amount: 1250 } };
const body = JSON.stringify(envelope, null, 2);
const verify = (raw: string, header: string | null, key = uncompressedHex) => errorCode(verifyWebhook(raw, header, key), ServerError);
/** The handlers judge an envelope's age: on a clock an hour after it was sent, whenever the tests run. */
const anHourLater = () => Date.parse(envelope.timestamp) + 3_600_000;

describe('verifyWebhook', () => {
  it('returns the envelope of a body signed by the platform key, given as hex or as PEM', async () => {
    expect(await verifyWebhook(body, signed(body), uncompressedHex)).toEqual(envelope);
    expect(await verifyWebhook(body, signed(body), publicKeyPem)).toEqual(envelope);
  });

  it("takes the body as bytes made in another realm (jsdom's, Jest's), as it does its own", async () => {
    const foreignBody = runInNewContext('new Uint8Array(bytes)', { bytes: [...Buffer.from(body)] }) as Uint8Array;
    expect(foreignBody instanceof Uint8Array).toBe(false);
    expect(await verifyWebhook(foreignBody, signed(body), uncompressedHex)).toEqual(envelope);
  });

  it('checks the raw bytes: the same JSON re-serialized does not verify', async () => {
    expect(await verify(JSON.stringify(envelope), signed(body))).toBe('WEBHOOK_SIGNATURE_INVALID');
  });

  it.each([
    ['no header', null, 'WEBHOOK_SIGNATURE_MISSING'],
    ['a header that is not JSON', 'v=1,s=abc', 'WEBHOOK_SIGNATURE_MALFORMED'],
    ['another version', JSON.stringify({ v: '2', s: 'AAAA' }), 'WEBHOOK_SIGNATURE_MALFORMED'],
    ['a signature that is not DER', JSON.stringify({ v: '1', s: Buffer.alloc(64, 1).toString('base64') }), 'WEBHOOK_SIGNATURE_MALFORMED'],
  ])('refuses %s', async (_what, header, code) => {
    expect(await verify(body, header)).toBe(code);
  });

  it('refuses a signature by another key', async () => {
    const other = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const header = JSON.stringify({ v: '1', s: sign('sha256', Buffer.from(body), { key: other.privateKey, dsaEncoding: 'der' }).toString('base64') });
    expect(await verify(body, header)).toBe('WEBHOOK_SIGNATURE_INVALID');
  });
});

describe('createWebhookHandler', () => {
  const deliver = (handler: (request: Request) => Promise<Response>, raw = body, header = signed(body)) =>
    handler(new Request('http://localhost/webhooks', { method: 'POST', body: raw, headers: { 'X-Service-Signature': header } }));

  it('runs the handler once per envelope id, however often the service retries', async () => {
    const handled: string[] = [];
    const handler = createWebhookHandler({ publicKey: uncompressedHex, now: anHourLater, handle: (event) => void handled.push(event.id) });
    const answers = [await deliver(handler), await deliver(handler), await deliver(handler)];
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(await answers[1]!.json()).toEqual({ received: true, duplicate: true });
    expect(handled).toEqual(['Webhook:019a-1']);
  });

  it('answers 401 with the code to a bad signature, without running the handler', async () => {
    let ran = false;
    const handler = createWebhookHandler({ publicKey: uncompressedHex, now: anHourLater, handle: () => void (ran = true) });
    const answer = await deliver(handler, body, signed('something else'));
    expect(answer.status).toBe(401);
    expect(await answer.json()).toMatchObject({ code: 'WEBHOOK_SIGNATURE_INVALID' });
    expect(ran).toBe(false);
  });

  it('answers 500 when the handler fails, reports it, and runs it again on the retry', async () => {
    let attempts = 0;
    const failures: unknown[] = [];
    const handler = createWebhookHandler({
      publicKey: uncompressedHex,
      now: anHourLater,
      handle: () => {
        attempts++;
        if (attempts === 1) throw new Error('database is down');
      },
      onError: (error) => failures.push(error),
    });
    expect((await deliver(handler)).status).toBe(500);
    expect((await deliver(handler)).status).toBe(200);
    expect(attempts).toBe(2);
    expect(failures).toHaveLength(1);
  });
});

describe('verifyWebhook, given bad arguments', () => {
  it.each([
    ['a key that is not hex or PEM', () => verifyWebhook(body, signed(body), 'not a key')],
    ['a key off the curve', () => verifyWebhook(body, signed(body), '04' + 'ff'.repeat(64))],
    ['a PEM that holds no P-256 key', () => verifyWebhook(body, signed(body), '-----BEGIN PUBLIC KEY-----\nAAAA\n-----END PUBLIC KEY-----')],
    ['a null key', () => verifyWebhook(body, signed(body), null as never)],
    ['a null body', () => verifyWebhook(null as never, signed(body), uncompressedHex)],
    ['a body that is an object', () => verifyWebhook({ id: 1 } as never, signed(body), uncompressedHex)],
  ])('throws ServerError INVALID_ARGUMENT for %s, never a TypeError or DOMException', async (_what, run) => {
    expect(await errorCode(run, ServerError)).toBe('INVALID_ARGUMENT');
  });

  it.each([
    ['a header of 2,000 characters', 'x'.repeat(2_000), 'WEBHOOK_SIGNATURE_MALFORMED'],
    ['a header that is JSON null', 'null', 'WEBHOOK_SIGNATURE_MALFORMED'],
    ['an empty header', '', 'WEBHOOK_SIGNATURE_MISSING'],
  ])('refuses %s with its code', async (_what, header, code) => {
    expect(await verify(body, header)).toBe(code);
  });

  it.each([
    ['a signed body that is not JSON', 'hello'],
    ['a signed envelope without an id', JSON.stringify({ type: 'X', timestamp: '2026-11-22T10:00:00Z', data: {} })],
    ['a signed envelope with an id of 201 characters', JSON.stringify({ ...envelope, id: 'W'.repeat(201) })],
  ])('refuses %s as WEBHOOK_BODY_MALFORMED', async (_what, raw) => {
    expect(await verify(raw, signed(raw))).toBe('WEBHOOK_BODY_MALFORMED');
  });

  it('keeps the cause of a malformed signature and puts no parser message in its own', async () => {
    const failure = await verifyWebhook(body, '{"v":"1","s":"***"}', uncompressedHex).catch((error: unknown) => error as ServerError);
    expect(failure).toMatchObject({ code: 'WEBHOOK_SIGNATURE_MALFORMED', cause: expect.any(Error) });
    expect((failure as ServerError).message).not.toContain('***');
  });
});

describe('createWebhookHandler, hardened', () => {
  const now = anHourLater;
  const deliver = (handler: (request: Request) => Promise<Response>, raw: BodyInit, headers: Record<string, string>) =>
    handler(new Request('http://localhost/webhooks', { method: 'POST', body: raw, headers, ...(raw instanceof ReadableStream ? { duplex: 'half' } : {}) } as RequestInit));

  it('refuses a misconfigured key when it is made, not on every delivery', async () => {
    expect(await errorCode(() => createWebhookHandler({ publicKey: 'not a key', handle: () => undefined }), ServerError)).toBe('INVALID_ARGUMENT');
  });

  // NaN or a string as maxBodyBytes used to turn the cap off (a 1 MB body read whole), and a bad
  // seenTtlMs failed every delivery with 500 INTERNAL instead of failing once, when the handler was made.
  it.each([
    ['maxBodyBytes', 'abc'],
    ['maxBodyBytes', Number.NaN],
    ['maxBodyBytes', -1],
    ['maxBodyBytes', 0],
    ['maxBodyBytes', 1.5],
    ['maxBodyBytes', Number.POSITIVE_INFINITY],
    ['maxBodyBytes', null],
    ['seenTtlMs', 'abc'],
    ['seenTtlMs', -5],
    ['seenTtlMs', 400 * 24 * 3_600_000],
    ['processingLeaseMs', Number.NaN],
    ['processingLeaseMs', 0],
    ['processingLeaseMs', '120000'],
  ])('refuses %s = %s when it is made, naming the option and what it expected', async (name, value) => {
    const failure = await Promise.resolve()
      .then(() => createWebhookHandler({ publicKey: uncompressedHex, handle: () => undefined, [name]: value }))
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ServerError);
    expect(failure).toMatchObject({ code: 'INVALID_ARGUMENT', message: expect.stringMatching(new RegExp(`^createWebhookHandler: ${name}: expected a whole number .* got `)) });
  });

  it('keeps a body within a valid maxBodyBytes and refuses one past it', async () => {
    const handler = createWebhookHandler({ publicKey: uncompressedHex, now, maxBodyBytes: body.length, handle: () => undefined });
    expect((await deliver(handler, body, { 'X-Service-Signature': signed(body) })).status).toBe(200);
    const longer = body + ' ';
    expect((await deliver(handler, longer, { 'X-Service-Signature': signed(longer) })).status).toBe(413);
  });

  it('answers 413 to a 64 MB unsigned body after reading no more than a chunk past its cap, without checking a signature', async () => {
    let pulled = 0;
    const chunk = new Uint8Array(64 * 1024).fill(0x20);
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        if (pulled * chunk.length > 64 * 1024 * 1024) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const handler = createWebhookHandler({ publicKey: uncompressedHex, now, handle: () => undefined });
    const answer = await deliver(handler, stream, { 'X-Service-Signature': signed('x') });
    expect(answer.status).toBe(413);
    expect(await answer.json()).toMatchObject({ code: 'BODY_TOO_LARGE' });
    expect(pulled).toBeLessThanOrEqual(256 / 64 + 2);
  });

  it('refuses a delivery with no signature before reading its body', async () => {
    let pulled = 0;
    const stream = new ReadableStream<Uint8Array>({ pull: (controller) => void (pulled++, controller.enqueue(new Uint8Array(1024))) });
    const answer = await deliver(createWebhookHandler({ publicKey: uncompressedHex, now, handle: () => undefined }), stream, {});
    expect(answer.status).toBe(401);
    expect(await answer.json()).toMatchObject({ code: 'WEBHOOK_SIGNATURE_MISSING' });
    expect(pulled).toBeLessThanOrEqual(1);
  });

  it('answers 400 to a signed body that is not an envelope, so that it is told apart from a forgery', async () => {
    const answer = await deliver(createWebhookHandler({ publicKey: uncompressedHex, now, handle: () => undefined }), 'hello', { 'X-Service-Signature': signed('hello') });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ code: 'WEBHOOK_BODY_MALFORMED' });
  });

  it('does not run an envelope older than the ids it remembers (a replay past the window), and logs it', async () => {
    const handled: string[] = [];
    const logs: string[] = [];
    const later = () => Date.parse(envelope.timestamp) + 9 * 24 * 3_600_000;
    const handler = createWebhookHandler({ publicKey: uncompressedHex, now: later, log: (entry) => logs.push(entry.code), handle: (event) => void handled.push(event.id) });
    const answer = await deliver(handler, body, { 'X-Service-Signature': signed(body) });
    expect(await answer.json()).toEqual({ received: true, stale: true });
    expect(handled).toEqual([]);
    expect(logs).toEqual(['WEBHOOK_STALE']);
  });
});

describe('createWebhookHandler, answering the service', () => {
  const now = anHourLater;
  const SECRET = 'postgres://app:hunter2@db.internal/prod';
  const post = (handler: (request: Request) => Promise<Response>, raw: BodyInit, headers: Record<string, string>) =>
    handler(new Request('http://localhost/webhooks', { method: 'POST', body: raw, headers, ...(raw instanceof ReadableStream ? { duplex: 'half' } : {}) } as RequestInit));
  const failing = (error: Error) => new ReadableStream<Uint8Array>({ pull: (controller) => controller.error(error) });
  const handler = (extra: Partial<Parameters<typeof createWebhookHandler>[0]> = {}) => createWebhookHandler({ publicKey: uncompressedHex, now, handle: () => undefined, log: () => undefined, ...extra });

  it.each([
    ['no signature', () => post(handler(), body, {}), 401, 'WEBHOOK_SIGNATURE_MISSING', 'X-Service-Signature is missing'],
    ['a signature header that is not one', () => post(handler(), body, { 'X-Service-Signature': 'v=1' }), 401, 'WEBHOOK_SIGNATURE_MALFORMED', 'X-Service-Signature is not {"v":"1","s":"<base64 DER signature>"}'],
    ['a signature by another key', () => post(handler(), body, { 'X-Service-Signature': signed('other') }), 401, 'WEBHOOK_SIGNATURE_INVALID', 'the signature does not verify over this body with the platform key'],
    ['a signed body that is not an envelope', () => post(handler(), 'hello', { 'X-Service-Signature': signed('hello') }), 400, 'WEBHOOK_BODY_MALFORMED', 'the signed body is not a webhook envelope {id, type, timestamp (a date-time), data}'],
    ['a body past the cap', () => post(handler({ maxBodyBytes: 10 }), body, { 'X-Service-Signature': signed(body) }), 413, 'BODY_TOO_LARGE', 'the delivery is larger than this endpoint accepts'],
  ])('answers %s with its code and the fixed sentence of that code, nothing else', async (_what, deliver, status, code, reason) => {
    const answer = await deliver();
    expect(answer.status).toBe(status);
    expect(await answer.json()).toEqual({ code, reason });
  });

  it('answers a signed envelope whose timestamp is no date with the envelope sentence', async () => {
    const raw = JSON.stringify({ ...envelope, timestamp: 'yesterday' });
    expect(await (await post(handler(), raw, { 'X-Service-Signature': signed(raw) })).json()).toEqual({
      code: 'WEBHOOK_BODY_MALFORMED',
      reason: 'the signed body is not a webhook envelope {id, type, timestamp (a date-time), data}',
    });
  });

  // Whatever fails, the service is told a code and a fixed sentence; the error, with whatever its
  // message holds, goes to the integrator's log only.
  it.each([
    ['the handler throws', () => handler({ handle: () => { throw new Error(`cannot reach ${SECRET}`); } }), () => body, 500, 'WEBHOOK_HANDLER_FAILED'],
    ['the store throws', () => handler({ store: { ...memoryStore(), add: () => Promise.reject(new Error(`cannot reach ${SECRET}`)) } }), () => body, 500, 'INTERNAL'],
    ['the store fails as STORE_FAILED', () => handler({ store: { ...memoryStore(), add: () => Promise.reject(new ServerError('STORE_FAILED', `cannot reach ${SECRET}`)) } }), () => body, 503, 'STORE_UNAVAILABLE'],
    ['the clock throws', () => handler({ now: () => { throw new Error(`cannot reach ${SECRET}`); } }), () => body, 500, 'INTERNAL'],
    ['the body stream fails', () => handler(), () => failing(new Error(`cannot reach ${SECRET}`)), 500, 'INTERNAL'],
    ['the body stream fails with a ServerError of a refusal code', () => handler(), () => failing(new ServerError('WEBHOOK_BODY_MALFORMED', `cannot reach ${SECRET}`)), 400, 'WEBHOOK_BODY_MALFORMED'],
  ])('never puts an error message in the answer when %s', async (_what, make, raw, status, code) => {
    const answer = await post(make(), raw(), { 'X-Service-Signature': signed(body) });
    const text = await answer.text();
    expect(answer.status).toBe(status);
    expect((JSON.parse(text) as { code: string }).code).toBe(code);
    expect(text).not.toContain('hunter2');
  });
});
