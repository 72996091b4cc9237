import { describe, expect, it } from 'vitest';
import { errorCode } from '../../../test/support/assertions.js';
import { ServerError } from './errors.js';
import { createServiceHandler } from './handler.js';
import { wholeNumberOption } from './options.js';
import { MAX_TTL_MS } from './store/state-store.js';

const required = { serviceUrl: 'http://service.test/v1', clientId: 'platform', clientSecret: 'secret', resolveEndUser: () => null };

describe('wholeNumberOption, the check every numeric option of the handlers shares', () => {
  it('returns a whole number within its range', () => {
    expect(wholeNumberOption('n', 1)).toBe(1);
    expect(wholeNumberOption('n', 10, 10)).toBe(10);
  });

  it.each([
    ['a string', 'abc', '"abc"'],
    ['NaN', Number.NaN, 'NaN'],
    ['zero', 0, '0'],
    ['a negative number', -1, '-1'],
    ['a fraction', 1.5, '1.5'],
    ['infinity', Number.POSITIVE_INFINITY, 'Infinity'],
    ['null', null, 'null'],
    ['a symbol', Symbol.for('x'), 'symbol'],
    ['an object that cannot be printed', { toString: () => { throw new Error('no'); } }, 'object'],
  ])('refuses %s with INVALID_ARGUMENT, naming the option, what it expected and what it got', (_what, value, shown) => {
    expect(() => wholeNumberOption('limits.maxBodyBytes', value)).toThrow(new ServerError('INVALID_ARGUMENT', `limits.maxBodyBytes: expected a whole number of at least 1, got ${shown}`));
  });

  it('refuses a number past its maximum, saying the range', () => {
    expect(() => wholeNumberOption('seenTtlMs', 11, 10)).toThrow('seenTtlMs: expected a whole number from 1 to 10, got 11');
  });
});

describe('createServiceHandler, given bad limits', () => {
  it.each([
    ['maxBodyBytes', Number.NaN],
    ['maxBodyBytes', '65536'],
    ['maxIdsPerRequest', 0],
    ['passkeyChallengesPerWindow', 2.5],
    // A window longer than any store keeps an entry would fail every challenge it mints.
    ['passkeyChallengeWindowMs', MAX_TTL_MS + 1],
  ])('refuses limits.%s = %s when it is made', async (name, value) => {
    const failure = await Promise.resolve()
      .then(() => createServiceHandler({ ...required, limits: { [name]: value } }))
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: 'INVALID_ARGUMENT', message: expect.stringContaining(`createServiceHandler: limits.${name}: expected a whole number`) });
    expect(failure).toBeInstanceOf(ServerError);
  });

  it('takes limits within range', async () => {
    expect(await errorCode(() => createServiceHandler({ ...required, limits: { maxBodyBytes: 1, passkeyChallengeWindowMs: MAX_TTL_MS } }), ServerError)).toBe('no error');
  });
});
