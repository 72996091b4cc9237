import { beforeEach, describe, expect, it } from 'vitest';
import { createContractChecker } from '../../../../../test/support/contract.js';
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
    expect((await quoteTo('$nobody@nowhere.example', { currency: 'USD' })).body).toMatchObject({ code: 'INVALID_RECEIVER', details: { errors: [{ field: 'destination.umaAddress' }] } });
    expect(t.sandbox.inspect.quoteCount()).toBe(count);
  });

  it('answer an unknown address and an unknown lookupId with a status and code the document lists for POST /quotes and POST /agents/me/quotes (400), never its 404', async () => {
    const { document } = createContractChecker();
    const agent = await t.call('POST', '/agents', { body: { name: 'Payer', customerId: t.world.alice.id, policy: { permissions: ['CREATE_QUOTES'], defaultExecutionMode: 'AUTO', spendingLimits: { currency: 'USD', perTransactionLimit: 50_000 } } } });
    const redeemed = await t.call('POST', `/agents/device-codes/${agent.body.deviceCode.code}/redeem`, { auth: false });
    const body = (destination: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({ ...extra, source: { sourceType: 'ACCOUNT', accountId: t.world.aliceUsd.id }, destination: { destinationType: 'UMA_ADDRESS', currency: 'USD', ...destination }, lockedCurrencySide: 'SENDING', lockedCurrencyAmount: 1_000 });
    for (const [path, auth] of [['/quotes', undefined], ['/agents/me/quotes', redeemed.body.accessToken as string]] as const) {
      const responses = (document.paths[path]!.post as { responses: Record<string, { 'x-correction'?: string }> }).responses;
      const nobody = await t.call('POST', path, { body: body({ umaAddress: '$nobody@nowhere.example' }), ...(auth ? { auth } : {}) });
      const noLookup = await t.call('POST', path, { body: body({ umaAddress: '$sam@uma.example.com' }, { lookupId: 'Lookup:nope' }), ...(auth ? { auth } : {}) });
      expect([nobody.status, noLookup.status], path).toEqual([400, 400]);
      expect(responses['400']?.['x-correction'], `${path} lists 400 itself`).toBeUndefined();
      expect(responses['404'], `${path} answers no 404 the document does not list`).toBeUndefined();
      expect(nobody.body.code).toBe('INVALID_RECEIVER');
      expect(noLookup.body).toMatchObject({ code: 'INVALID_INPUT', details: { errors: [{ field: 'lookupId' }] } });
    }
  });

  it('take a lookupId of the same receiver and currency, and refuse one of another or an unknown one', async () => {
    const { lookupId } = (await lookup('$bob@uma.example.com')).body;
    expect((await quoteTo('$bob@uma.example.com', { currency: 'MXN' }).then((a) => a.status))).toBe(201);
    expect((await t.call('POST', '/quotes', { body: { lookupId, source: { sourceType: 'ACCOUNT', accountId: t.world.aliceUsd.id }, destination: { destinationType: 'UMA_ADDRESS', umaAddress: '$bob@uma.example.com', currency: 'EUR' }, lockedCurrencySide: 'SENDING', lockedCurrencyAmount: 1_000 } })).status).toBe(201);
    expect((await t.call('POST', '/quotes', { body: { lookupId, source: { sourceType: 'ACCOUNT', accountId: t.world.aliceUsd.id }, destination: { destinationType: 'UMA_ADDRESS', umaAddress: '$sam@uma.example.com' }, lockedCurrencySide: 'SENDING', lockedCurrencyAmount: 1_000 } })).body.details.errors[0].field).toBe('lookupId');
    expect((await t.call('POST', '/quotes', { body: { lookupId: 'Lookup:nope', source: { sourceType: 'ACCOUNT', accountId: t.world.aliceUsd.id }, destination: { destinationType: 'UMA_ADDRESS', umaAddress: '$sam@uma.example.com' }, lockedCurrencySide: 'SENDING', lockedCurrencyAmount: 1_000 } })).body.details.errors[0].field).toBe('lookupId');
    expect((await quoteTo('$lucas@eurowallet.example', { currency: 'MXN' })).body.details.errors[0].field).toBe('destination.currency');
  });
});
