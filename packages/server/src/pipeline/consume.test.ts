import { describe, expect, it } from 'vitest';
import { parsedCall } from '../../test/calls.js';
import { createPasskeyChallenges } from '../passkey-challenge.js';
import { consume } from './consume.js';

const registration = (challenge: unknown, type = 'PASSKEY', headers: Record<string, string> = {}) =>
  parsedCall('POST /auth/credentials', '/auth/credentials', { type, challenge, accountId: 'x' }, { headers });

describe('the consume step', () => {
  it('spends an issued challenge once: the second registration with it is refused', async () => {
    const challenges = createPasskeyChallenges();
    const { challenge } = await challenges.create();
    const step = consume(challenges);
    expect(await step(registration(challenge))).toBeUndefined();
    const again = (await step(registration(challenge)))!;
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ code: 'INVALID_INPUT', details: { errors: [{ field: 'challenge', code: 'CHALLENGE_UNKNOWN' }] } });
  });

  it('refuses a registration whose type is spelled in another case, or whose challenge is not a string', async () => {
    const step = consume(createPasskeyChallenges());
    expect((await step(registration('bm90LWlzc3VlZA', 'passkey')))?.status).toBe(400);
    expect((await step(registration({ toString: 'x' })))?.status).toBe(400);
  });

  it('lets the signed retry (stamp and Request-Id) through, and other credential types', async () => {
    const step = consume(createPasskeyChallenges());
    expect(await step(registration('never-issued', 'PASSKEY', { 'Service-Wallet-Signature': 'stamp', 'Request-Id': 'Request:1' }))).toBeUndefined();
    expect(await step(registration(undefined, 'EMAIL_OTP'))).toBeUndefined();
  });

  it('does not let a stamp without Request-Id skip the challenge', async () => {
    const step = consume(createPasskeyChallenges());
    expect((await step(registration('bm90LWlzc3VlZA', 'PASSKEY', { 'Service-Wallet-Signature': 'stamp' })))?.status).toBe(400);
  });
});
