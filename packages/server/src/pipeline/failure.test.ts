import { describe, expect, it } from 'vitest';
import { ServerError } from '../errors.js';
import type { ServerLogEntry } from '../log.js';
import { answerForFailure } from './failure.js';

const SECRET = 'password authentication failed for user "platform" at 10.0.0.7';

describe('answers to a failing step', () => {
  it.each([
    ['an upstream failure', new ServerError('UPSTREAM_FAILED', SECRET, { cause: new Error(SECRET) }), 502, 'UPSTREAM_FAILED'],
    ['a store failure', new ServerError('STORE_FAILED', SECRET, { cause: new Error(SECRET) }), 503, 'STORE_UNAVAILABLE'],
    ['a bug', new TypeError(SECRET), 500, 'INTERNAL'],
  ])('answer %s with a code and a fixed sentence, and log the error with its cause', async (_what, error, status, code) => {
    const lines: ServerLogEntry[] = [];
    const answer = answerForFailure(error, (entry) => lines.push(entry));
    expect(answer.status).toBe(status);
    const text = await answer.text();
    expect(JSON.parse(text)).toMatchObject({ code });
    expect(text).not.toContain('10.0.0.7');
    expect(lines).toEqual([expect.objectContaining({ level: 'error', cause: error })]);
  });

  it('hands the service\'s rate limit back with its Retry-After', async () => {
    const answer = answerForFailure(new ServerError('UPSTREAM_RATE_LIMITED', 'limited', { details: { retryAfter: '3' } }), () => undefined);
    expect(answer.status).toBe(429);
    expect(answer.headers.get('Retry-After')).toBe('3');
    expect(await answer.json()).toMatchObject({ code: 'RATE_LIMITED' });
  });
});
