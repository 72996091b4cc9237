import { describe, expect, it } from 'vitest';
import { readBody } from './http.js';
import { ServiceError } from './errors.js';

/** A request as Firefox makes one: its body is there (arrayBuffer, text) but it has no `body` stream. */
function withoutBodyStream(body: string): Request {
  const request = new Request('http://sandbox.test/', { method: 'POST', body });
  Object.defineProperty(request, 'body', { value: undefined });
  return request;
}

const tooLarge = (seen: string) => new ServiceError(400, 'INVALID_INPUT', `too large: ${seen}`);

describe('readBody where the Request has no body stream (Firefox)', () => {
  it('reads the body whole', async () => {
    const bytes = await readBody(withoutBodyStream('{"type":"PASSKEY"}'), 1024, tooLarge);
    expect(new TextDecoder().decode(bytes)).toBe('{"type":"PASSKEY"}');
  });

  it('still refuses a body past the cap', async () => {
    await expect(readBody(withoutBodyStream('x'.repeat(33)), 32, tooLarge)).rejects.toThrow('too large: more than 32 bytes');
  });
});
