import { describe, expect, it } from 'vitest';
import { authenticatedCall, BOB, incomingCall } from '../../test/calls.js';
import { memoryStore } from '../store/memory.js';
import { checkDeclaredSize, rateLimit } from './limits.js';

describe('the declared-size step', () => {
  it('refuses a body that announces more than the limit with 413, and lets the limit itself through', async () => {
    const step = checkDeclaredSize(1_000);
    const declaring = (length: number) => incomingCall('POST', '/quotes', { headers: { 'Content-Length': String(length), 'Content-Type': 'application/json' } });
    const refused = step(declaring(1_001));
    expect(refused?.status).toBe(413);
    expect(await refused?.json()).toMatchObject({ code: 'BODY_TOO_LARGE', details: { limit: 1_000 } });
    expect(step(declaring(1_000))).toBeUndefined();
    expect(step(incomingCall('GET', '/exchange-rates'))).toBeUndefined();
  });
});

describe('the rate-limit step', () => {
  it('lets a user make `limit` calls per window, then answers 429 with Retry-After; others keep their own budget', async () => {
    let now = 0;
    const limit = rateLimit({ store: memoryStore({ now: () => now }), name: 'passkey-challenges', limit: 3, windowMs: 60_000 });
    const call = authenticatedCall('POST', '/passkey-registration-challenge');
    for (let i = 0; i < 3; i++) expect(await limit(call)).toBeUndefined();
    now = 15_000;
    const refused = await limit(call);
    expect(refused?.status).toBe(429);
    expect(refused?.headers.get('Retry-After')).toBe('45');
    expect(await refused?.json()).toMatchObject({ code: 'RATE_LIMITED', details: { retryAfterSeconds: 45 } });
    expect(await limit(authenticatedCall('POST', '/passkey-registration-challenge', { as: BOB }))).toBeUndefined();
    now = 60_000;
    expect(await limit(call)).toBeUndefined();
  });
});
