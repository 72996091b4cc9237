import { describe, expect, it } from 'vitest';
import { ALICE, parsedCall } from '../../test/calls.js';
import type { Parsed } from './call.js';
import { recordConsent } from './consent.js';

const NOON = Date.parse('2026-11-23T12:00:00.000Z');
const BROWSER_CONSENT = { acceptedAt: '2000-01-01T00:00:00Z', ipAddress: '10.9.9.9', termsVersion: 'V1', acceptanceMethod: 'CHECKBOX' };
const patchCustomer = (body: unknown) => parsedCall('PATCH /customers/:customerId', `/customers/${ALICE}`, body);
const decoded = (call: Parsed) => JSON.parse(new TextDecoder().decode(call.bytes)) as unknown;

describe('the consent step', () => {
  it('dates an End User Terms acceptance by this server\'s clock and gives the address the backend saw, keeping every other field', () => {
    const seen: Request[] = [];
    const step = recordConsent({ endUserAddress: (request) => (seen.push(request), '203.0.113.7'), now: () => NOON });
    const call = patchCustomer({ customerType: 'INDIVIDUAL', endUserTermsConsent: BROWSER_CONSENT });
    const recorded = step(call);
    const expected = { customerType: 'INDIVIDUAL', endUserTermsConsent: { termsVersion: 'V1', acceptanceMethod: 'CHECKBOX', acceptedAt: '2026-11-23T12:00:00.000Z', ipAddress: '203.0.113.7' } };
    expect(recorded.body).toEqual(expected);
    expect(seen).toEqual([call.request]);
  });

  it('forwards the bytes of the rewritten body, not the browser\'s', () => {
    const recorded = recordConsent({ endUserAddress: () => '203.0.113.7', now: () => NOON })(patchCustomer({ endUserTermsConsent: BROWSER_CONSENT }));
    expect(decoded(recorded)).toEqual(recorded.body);
    expect(new TextDecoder().decode(recorded.bytes)).not.toContain('10.9.9.9');
  });

  it('keeps the browser\'s address when the backend knows none, and still dates the acceptance itself', () => {
    const recorded = recordConsent({ endUserAddress: () => undefined, now: () => NOON })(patchCustomer({ endUserTermsConsent: BROWSER_CONSENT }));
    expect(recorded.body).toEqual({ endUserTermsConsent: { ...BROWSER_CONSENT, acceptedAt: '2026-11-23T12:00:00.000Z' } });
  });

  it.each([
    ['a customer update without consent', patchCustomer({ fullName: 'Alice' })],
    ['a consent that is not an object', patchCustomer({ endUserTermsConsent: 'yes' })],
    ['a consent that is an array', patchCustomer({ endUserTermsConsent: [BROWSER_CONSENT] })],
    ['a consent that is null', patchCustomer({ endUserTermsConsent: null })],
    ['a body that is not an object', patchCustomer(['endUserTermsConsent'])],
    ['a customer update with no body', patchCustomer(undefined)],
    ['a read of the customer', parsedCall('GET /customers/:customerId', `/customers/${ALICE}`)],
    ['a consent sent to another route', parsedCall('POST /customers/:customerId/kyc-link', `/customers/${ALICE}/kyc-link`, { endUserTermsConsent: BROWSER_CONSENT })],
    ['a document upload', { ...patchCustomer({ endUserTermsConsent: BROWSER_CONSENT }), contentType: 'multipart/form-data; boundary=x' }],
  ])('passes %s through untouched, without asking for an address', (_what, call) => {
    let asked = false;
    const step = recordConsent({ endUserAddress: () => ((asked = true), '203.0.113.7'), now: () => NOON });
    expect(step(call)).toBe(call);
    expect(asked).toBe(false);
  });
});
