import { describe, expect, it } from 'vitest';
import { errorCode } from '../../../test/support/assertions.js';
import { ServerError, createPasskeyChallenges } from './index.js';

describe('passkey registration challenges', () => {
  it('are 32 random bytes in base64url, valid for five minutes', async () => {
    const now = 1_700_000_000_000;
    const { challenge, expiresAt } = await createPasskeyChallenges({ now: () => now }).create();
    expect(challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Date.parse(expiresAt) - now).toBe(300_000);
  });

  it('are accepted once, and refused the second time', async () => {
    const challenges = createPasskeyChallenges();
    const { challenge } = await challenges.create();
    await expect(challenges.consume(challenge)).resolves.toBeUndefined();
    expect(await errorCode(challenges.consume(challenge), ServerError)).toBe('CHALLENGE_UNKNOWN');
  });

  it('are refused once expired, and unknown ones are refused', async () => {
    let now = 0;
    const challenges = createPasskeyChallenges({ now: () => now });
    const { challenge } = await challenges.create();
    now += 300_000;
    expect(await errorCode(challenges.consume(challenge), ServerError)).toBe('CHALLENGE_EXPIRED');
    expect(await errorCode(challenges.consume('bm90LWlzc3VlZA'), ServerError)).toBe('CHALLENGE_UNKNOWN');
    expect(await errorCode(challenges.consume(''), ServerError)).toBe('INVALID_ARGUMENT');
  });
});
