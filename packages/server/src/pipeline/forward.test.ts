import { describe, expect, it } from 'vitest';
import { fakeService, parsedCall } from '../../test/calls.js';
import { forward } from './forward.js';

describe('the forward step', () => {
  it('sends the bytes as received with the platform credentials and the signature headers, and returns the answer', async () => {
    const { upstream, calls, authorizations } = fakeService({ '/quotes': new Response('{"id":"Quote:1"}', { status: 201, headers: { 'Content-Type': 'application/json', 'Request-Id': 'Request:7', 'Set-Cookie': 'a=b' } }) });
    const call = parsedCall('POST /quotes', '/quotes', { a: 1 }, { headers: { 'Idempotency-Key': 'k1', Cookie: 'session=secret' } });
    const answer = await forward(upstream)(call);
    expect(calls).toEqual(['/quotes']);
    expect(authorizations).toEqual([`Basic ${btoa('platform:secret')}`]);
    expect(answer.status).toBe(201);
    expect(answer.headers.get('Request-Id')).toBe('Request:7');
    expect(answer.headers.get('Set-Cookie')).toBeNull();
    expect(await answer.text()).toBe('{"id":"Quote:1"}');
  });

  it('throws UPSTREAM_FAILED with the cause when the service does not answer', async () => {
    const refused = new Error('connect ECONNREFUSED 10.0.0.7:443');
    const { upstream } = fakeService({ '/exchange-rates': refused });
    await expect(forward(upstream)(parsedCall('GET /exchange-rates', '/exchange-rates'))).rejects.toMatchObject({ code: 'UPSTREAM_FAILED', cause: refused });
  });
});
