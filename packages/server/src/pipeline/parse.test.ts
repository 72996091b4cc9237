import { describe, expect, it } from 'vitest';
import { allowedCall, withoutBodyStream } from '../../test/calls.js';
import { depthOf, parse } from './parse.js';

const step = parse({ maxBodyBytes: 1024, maxJsonDepth: 8 });
const posting = (body: BodyInit, headers: Record<string, string> = { 'Content-Type': 'application/json' }) => allowedCall('POST /quotes', '/quotes', { body, headers });

/** A body streamed in 256-byte chunks, `total` bytes in all, counting the chunks it was asked for. */
function countedStream(total: number) {
  const counter = { pulled: 0 };
  const chunk = new TextEncoder().encode(' '.repeat(256));
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      counter.pulled++;
      if (counter.pulled * 256 > total) controller.close();
      else controller.enqueue(chunk);
    },
  });
  return { stream, counter };
}

describe('the parse step', () => {
  it('keeps the bytes exactly as sent and a parsed copy', async () => {
    const text = '{ "a" :1,\n "b": [ 2 ] }';
    const parsed = await step(posting(text));
    expect(parsed).toMatchObject({ body: { a: 1, b: [2] } });
    expect(new TextDecoder().decode((parsed as { bytes: Uint8Array }).bytes)).toBe(text);
  });

  it('reads the body whole where the Request has no body stream (Firefox), still capped, and refuses one without the JSON type', async () => {
    const parsed = await step(withoutBodyStream(posting('{"a":1}')));
    expect(parsed).toMatchObject({ body: { a: 1 } });
    const large = (await step(withoutBodyStream(posting(`"${' '.repeat(2048)}"`)))) as Response;
    expect(large.status).toBe(413);
    const untyped = (await step(withoutBodyStream(posting('{"a":1}', { 'Content-Type': 'text/plain' })))) as Response;
    expect(untyped.status).toBe(403);
    expect(await untyped.json()).toMatchObject({ code: 'CONTENT_TYPE_NOT_ALLOWED' });
  });

  it('refuses a streamed body past the limit after reading no more than a chunk beyond it', async () => {
    const { stream, counter } = countedStream(50 * 1024 * 1024);
    const answer = (await step(allowedCall('POST /quotes', '/quotes', { body: stream, headers: { 'Content-Type': 'application/json' } }))) as Response;
    expect(answer.status).toBe(413);
    expect(await answer.json()).toMatchObject({ code: 'BODY_TOO_LARGE', details: { limit: 1024 } });
    expect(counter.pulled).toBeLessThanOrEqual(1024 / 256 + 2);
  });

  it.each([
    ['text that is not JSON', 'not json'],
    ['bytes that are not UTF-8', new Uint8Array([0x7b, 0xff, 0x7d])],
    ['JSON nested deeper than the limit', '['.repeat(9) + ']'.repeat(9)],
  ])('refuses %s with 400 INVALID_INPUT', async (_what, body) => {
    const answer = (await step(posting(body))) as Response;
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ code: 'INVALID_INPUT' });
  });

  it('reads no body for GET and DELETE', async () => {
    expect(await step(allowedCall('GET /exchange-rates', '/exchange-rates'))).toMatchObject({ bytes: undefined, body: undefined });
  });
});

describe('depthOf', () => {
  it('measures nesting without recursion, even 100,000 levels deep', () => {
    expect(depthOf({ a: [1, { b: 2 }] }, 10)).toBe(3);
    expect(depthOf('text', 10)).toBe(0);
    let deep: unknown = [];
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(depthOf(deep, 32)).toBe(33);
  });
});
