import { afterEach, describe, expect, it, vi } from 'vitest';
import { internalsIn } from '../../../../test/support/internals.js';
import { describeError } from './format.js';

afterEach(() => vi.restoreAllMocks());

describe('the demo’s own error lines', () => {
  it('word a refusal for a person, never with the service’s reason, an id or an enum value (issue 20, finding 3)', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const kyc = Object.assign(new Error('400 CARDHOLDER_KYC_NOT_APPROVED'), { code: 'CARDHOLDER_KYC_NOT_APPROVED', reason: 'The cardholder’s KYC status is UNVERIFIED, not APPROVED.' });
    const other = Object.assign(new Error('409'), { code: 'SOMETHING_NEW', reason: 'Customer:0190aa00-0000-7000-8000-000000000001 is not ready.' });
    const words = [describeError(kyc), describeError(other), describeError(new Error('ExternalAccount:0190aa00-0000 missing')), describeError('INTERNAL_ERROR')];
    expect(words[0]).toBe('A card is issued once your identity is verified: finish signing up on the Send tab first.');
    expect(words.slice(1)).toEqual(Array(3).fill('That did not work. Try again in a moment.'));
    expect(internalsIn(words)).toEqual([]);
  });
});
