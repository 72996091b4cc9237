import { generateKeyPairSync, sign } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { errorCode } from '../../../test/support/assertions.js';
import { ServerError, createWebhookHandler, verifyWebhook, type WebhookEnvelope } from './index.js';

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

describe('verifyWebhook', () => {
  it('returns the envelope of a body signed by the platform key, given as hex or as PEM', async () => {
    expect(await verifyWebhook(body, signed(body), uncompressedHex)).toEqual(envelope);
    expect(await verifyWebhook(body, signed(body), publicKeyPem)).toEqual(envelope);
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
    const handler = createWebhookHandler({ publicKey: uncompressedHex, handle: (event) => void handled.push(event.id) });
    const answers = [await deliver(handler), await deliver(handler), await deliver(handler)];
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(await answers[1]!.json()).toEqual({ received: true, duplicate: true });
    expect(handled).toEqual(['Webhook:019a-1']);
  });

  it('answers 401 with the code to a bad signature, without running the handler', async () => {
    let ran = false;
    const handler = createWebhookHandler({ publicKey: uncompressedHex, handle: () => void (ran = true) });
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
