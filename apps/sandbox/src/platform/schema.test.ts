import { describe, expect, it } from 'vitest';
import type { ServiceError } from './errors.js';
import { checkBody } from './schema.js';

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error as ServiceError;
  }
  throw new Error('expected a 400');
};

describe('request bodies checked against the contract', () => {
  it('returns a body that matches, typed as the operation takes it', () => {
    const body = checkBody('post', '/customers/external-accounts', { customerId: 'Customer:1', currency: 'USD', accountInfo: { accountType: 'USD_ACCOUNT', accountNumber: '123456789', routingNumber: '021000021', bankAccountType: 'CHECKING', beneficiary: { beneficiaryType: 'INDIVIDUAL', fullName: 'A B' } } });
    expect(body.currency).toBe('USD');
  });

  it('names every problem at once: missing fields, wrong types, values outside an enum', () => {
    const error = refusal(() => checkBody('post', '/quotes', { source: { sourceType: 'SOMEWHERE' }, lockedCurrencySide: 'UP', lockedCurrencyAmount: 'ten' }));
    expect(error).toMatchObject({ status: 400, code: 'INVALID_INPUT' });
    const fields = (error.details!.errors as { field: string; message: string }[]).map((e) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['destination', 'lockedCurrencySide', 'lockedCurrencyAmount']));
    const amount = (error.details!.errors as { field: string; message: string }[]).find((e) => e.field === 'lockedCurrencyAmount')!;
    expect(amount.message).toMatch(/^expected integer, got a string/);
  });

  it('says what was expected and what came for a length, a nullable type and a missing body', () => {
    const messages = (run: () => unknown) => (refusal(run).details!.errors as { field: string; message: string }[]).map((e) => `${e.field}: ${e.message}`);
    expect(messages(() => checkBody('post', '/sandbox/oidc/token', { sub: '', nonce: 'n'.repeat(129) }))).toEqual(['sub: expected at least 1 characters, got 0', 'nonce: expected at most 128 characters, got 129']);
    expect(messages(() => checkBody('post', '/quotes/{quoteId}/authorize', { origin: 5 }))).toEqual(['origin: expected string or null, got number 5']);
    expect(messages(() => checkBody('post', '/sandbox/clock/advance', undefined))).toEqual(['body: expected object, got nothing']);
  });

  it('refuses what is not a JSON object with a 400 naming the body', () => {
    expect(refusal(() => checkBody('post', '/quotes', 'text')).details).toMatchObject({ errors: [{ field: 'body' }] });
  });

  it('says plainly when an operation has no body in the contract (a sandbox bug, not a client one)', () => {
    expect(() => checkBody('post', '/quotes/{quoteId}/nothing' as '/quotes', {})).toThrow(/no JSON request body/);
  });
});
