import { beforeEach, describe, expect, it } from 'vitest';
import { testSandbox, type TestSandbox } from '../../test-support/client.js';

let t: TestSandbox;
beforeEach(async () => {
  t = await testSandbox();
});

const lookup = (address: string, query = `customerId=${t.world.alice.id}`) => t.call('GET', `/receiver/uma/${encodeURIComponent(address)}?${query}`);
const quoteTo = (umaAddress: string, extra: Record<string, unknown> = {}) =>
  t.call('POST', '/quotes', { body: { source: { sourceType: 'ACCOUNT', accountId: t.world.aliceUsd.id }, destination: { destinationType: 'UMA_ADDRESS', umaAddress, ...extra }, lockedCurrencySide: 'SENDING', lockedCurrencyAmount: 1_000 } });

describe('UMA receiver lookups', () => {
  it('resolves a receiver of the UMA directory with its currencies, estimated rates and a lookupId', async () => {
    const answer = await lookup('$bob@uma.example.com');
    expect(answer.body).toMatchObject({ receiverUmaAddress: '$bob@uma.example.com', lookupId: expect.stringMatching(/^Lookup:/) });
    expect(answer.body.supportedCurrencies.map((c: { currency: { code: string } }) => c.currency.code)).toContain('MXN');
  });

  it('resolves the platform\'s own customers and asks for payer data where the receiving VASP wants it', async () => {
    expect((await lookup('$elodie@sandbox.wallet-kit.dev')).body.supportedCurrencies[0].currency.code).toBe('EUR');
    expect((await lookup('$lucas@eurowallet.example')).body.requiredPayerDataFields).toEqual([{ name: 'FULL_NAME', mandatory: true }]);
  });

  it('refuses a made-up address with UMA_NOT_FOUND, a malformed one with INVALID_UMA_ADDRESS, and names the VASPs that fail', async () => {
    expect((await lookup('$nobody@nowhere.example')).body).toMatchObject({ code: 'UMA_NOT_FOUND' });
    expect((await lookup('$nobody@uma.example.com')).status).toBe(404);
    expect((await lookup('bob@uma.example.com')).body.code).toBe('INVALID_UMA_ADDRESS');
    expect((await lookup('$old@legacy-vasp.example')).status).toBe(412);
    expect((await lookup('$gone@offline-vasp.example')).body.code).toBe('LNURLP_REQUEST_FAILED');
    expect((await lookup('$bob@uma.example.com', '')).body.details.errors[0].field).toBe('customerId');
  });

  it('looks up an external account for payment', async () => {
    const id = t.world.external(t.world.alice.id, 'MXN').id;
    expect((await t.call('GET', `/receiver/external-account/${id}?customerId=${t.world.alice.id}`)).body).toMatchObject({ accountId: id, supportedCurrencies: [{ currency: { code: 'MXN' } }] });
    expect((await t.call('GET', `/receiver/external-account/ExternalAccount:00000000-0000-4000-8000-000000000000?customerId=${t.world.alice.id}`)).status).toBe(404);
  });
});

describe('quotes to UMA addresses', () => {
  it('refuse an address nobody answers to before any quote exists: "Transfer complete" can no longer be shown for $nobody@nowhere.example', async () => {
    const count = t.sandbox.inspect.quoteCount();
    expect((await quoteTo('$nobody@nowhere.example', { currency: 'USD' })).body).toMatchObject({ code: 'UMA_NOT_FOUND' });
    expect(t.sandbox.inspect.quoteCount()).toBe(count);
  });

  it('take a lookupId of the same receiver and currency, and refuse one of another or an unknown one', async () => {
    const { lookupId } = (await lookup('$bob@uma.example.com')).body;
    expect((await quoteTo('$bob@uma.example.com', { currency: 'MXN' }).then((a) => a.status))).toBe(201);
    expect((await t.call('POST', '/quotes', { body: { lookupId, source: { sourceType: 'ACCOUNT', accountId: t.world.aliceUsd.id }, destination: { destinationType: 'UMA_ADDRESS', umaAddress: '$bob@uma.example.com', currency: 'EUR' }, lockedCurrencySide: 'SENDING', lockedCurrencyAmount: 1_000 } })).status).toBe(201);
    expect((await t.call('POST', '/quotes', { body: { lookupId, source: { sourceType: 'ACCOUNT', accountId: t.world.aliceUsd.id }, destination: { destinationType: 'UMA_ADDRESS', umaAddress: '$sam@uma.example.com' }, lockedCurrencySide: 'SENDING', lockedCurrencyAmount: 1_000 } })).body.details.errors[0].field).toBe('lookupId');
    expect((await t.call('POST', '/quotes', { body: { lookupId: 'Lookup:nope', source: { sourceType: 'ACCOUNT', accountId: t.world.aliceUsd.id }, destination: { destinationType: 'UMA_ADDRESS', umaAddress: '$sam@uma.example.com' }, lockedCurrencySide: 'SENDING', lockedCurrencyAmount: 1_000 } })).body.code).toBe('LOOKUP_REQUEST_NOT_FOUND');
    expect((await quoteTo('$lucas@eurowallet.example', { currency: 'MXN' })).body.details.errors[0].field).toBe('destination.currency');
  });
});
