import { describe, expect, it } from 'vitest';
import { errorCode } from '../../../test/support/assertions.js';
import { PasskeyError, prepareWalletPasskeyAssertion } from './index.js';

const challenge = {
  credentialId: 'AAAAAAAAAAAAAAAAAAAAAA',
  challenge: 'a'.repeat(64),
  requestId: 'Request:1',
  expiresAt: '2026-01-01T00:05:00Z',
};

describe('a prepared ceremony', () => {
  it("reads the challenge's expiry against the clock it is given, not the wall clock", async () => {
    const late = prepareWalletPasskeyAssertion(challenge, { now: () => Date.parse('2026-01-01T00:06:00Z') });
    expect(late.isExpired()).toBe(true);
    expect(await errorCode(late.run(), PasskeyError)).toBe('PASSKEY_CHALLENGE_EXPIRED');

    // In time by its clock (though long past by the wall clock): it goes on to the ceremony, which Node cannot run.
    const inTime = prepareWalletPasskeyAssertion(challenge, { now: () => Date.parse('2026-01-01T00:01:00Z') });
    expect(inTime.isExpired()).toBe(false);
    expect(await errorCode(inTime.run(), PasskeyError)).toBe('PASSKEY_NOT_SUPPORTED');
  });

  it('refuses a challenge that is not the hex digest the service sends, before any ceremony', () => {
    expect(() => prepareWalletPasskeyAssertion({ ...challenge, challenge: 'not-hex' })).toThrow(PasskeyError);
  });
});
