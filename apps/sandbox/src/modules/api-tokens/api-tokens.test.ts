import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testSandbox, type TestSandbox } from '../../test-support/client.js';

let t: TestSandbox;
beforeEach(async () => {
  t = await testSandbox({ http: true });
});
afterEach(() => t.close());

const basic = (clientId: string, secret: string) => ({ Authorization: `Basic ${btoa(`${clientId}:${secret}`)}` });
const asToken = (token: { clientId: string; clientSecret: string }, method: string, path: string, body?: unknown) =>
  t.call(method, path, { auth: false, headers: basic(token.clientId, token.clientSecret), ...(body === undefined ? {} : { body }) });
const create = async (name: string, permissions: string[]) => (await t.call('POST', '/tokens', { body: { name, permissions } })).body as { id: string; clientId: string; clientSecret: string };

describe('API tokens', () => {
  it('shows the secret once, keeps only what is needed to check it, and authenticates with HTTP Basic clientId:clientSecret', async () => {
    const created = await t.call('POST', '/tokens', { body: { name: 'Read-only', permissions: ['VIEW'] } });
    expect(created).toMatchObject({ status: 201, body: { id: expect.stringMatching(/^Token:/), name: 'Read-only', permissions: ['VIEW'], clientId: expect.stringMatching(/^[0-9a-f]{32}$/), clientSecret: expect.stringMatching(/^[0-9a-f]{48}$/) } });
    const token = created.body as { id: string; clientId: string; clientSecret: string };
    const shown = (await t.call('GET', `/tokens/${token.id}`)).body;
    expect(shown).not.toHaveProperty('clientSecret');
    expect((await asToken(token, 'GET', '/customers?limit=1')).status).toBe(200);
    expect((await asToken({ ...token, clientSecret: `${token.clientSecret}0` }, 'GET', '/customers')).status).toBe(401);
  });

  it('enforces permissions: VIEW reads, TRANSACT sends payments (403 where the document says so), MANAGE changes the rest', async () => {
    const view = await create('view', ['VIEW']);
    const transact = await create('transact', ['TRANSACT']);
    const manage = await create('manage', ['MANAGE']);
    const quote = { source: { sourceType: 'ACCOUNT', accountId: t.world.aliceUsd.id }, destination: { destinationType: 'ACCOUNT', accountId: t.world.aliceWallet.id }, lockedCurrencySide: 'SENDING', lockedCurrencyAmount: 100 };
    expect(await asToken(view, 'POST', '/quotes', quote)).toMatchObject({ status: 403, body: { code: 'FORBIDDEN', reason: expect.stringContaining('TRANSACT') } });
    expect((await asToken(transact, 'POST', '/quotes', quote)).status).toBe(201);
    expect(await asToken(view, 'PATCH', '/config', { umaDomain: 'x.example' })).toMatchObject({ status: 401, body: { reason: expect.stringContaining('MANAGE') } });
    expect((await asToken(transact, 'POST', '/customers', { customerType: 'INDIVIDUAL' })).status).toBe(401);
    expect((await asToken(manage, 'POST', '/customers', { customerType: 'INDIVIDUAL' })).status).toBe(201);
    expect((await asToken(manage, 'POST', '/tokens', { name: 'child', permissions: ['VIEW'] })).status).toBe(201);
    expect((await asToken(manage, 'GET', '/config')).status).toBe(200);
  });

  it('never grants a permission it does not hold: a MANAGE-only token, refused on POST /quotes, cannot make a token with TRANSACT', async () => {
    const manage = await create('manage', ['MANAGE']);
    const quote = { source: { sourceType: 'ACCOUNT', accountId: t.world.aliceUsd.id }, destination: { destinationType: 'ACCOUNT', accountId: t.world.aliceWallet.id }, lockedCurrencySide: 'SENDING', lockedCurrencyAmount: 100 };
    expect((await asToken(manage, 'POST', '/quotes', quote)).status).toBe(403);
    for (const permissions of [['TRANSACT'], ['MANAGE', 'TRANSACT'], ['VIEW', 'TRANSACT']]) {
      const refused = await asToken(manage, 'POST', '/tokens', { name: 'escalated', permissions });
      expect(refused).toMatchObject({ status: 401, body: { code: 'UNAUTHORIZED', reason: expect.stringContaining('cannot grant TRANSACT') } });
    }
    expect(((await t.call('GET', '/tokens?name=escalated')).body.data as unknown[]).length).toBe(0);
    // Within its own permissions it still makes tokens; the platform's credentials grant anything.
    expect((await asToken(manage, 'POST', '/tokens', { name: 'peer', permissions: ['MANAGE', 'VIEW'] })).status).toBe(201);
    const transact = await create('transact', ['TRANSACT', 'MANAGE']);
    expect((await asToken(transact, 'POST', '/tokens', { name: 'child', permissions: ['TRANSACT'] })).status).toBe(201);
  });

  it('stops authenticating once deleted, and a token cannot delete itself', async () => {
    const manage = await create('manage', ['MANAGE']);
    expect((await asToken(manage, 'DELETE', `/tokens/${manage.id}`)).body.details.errors[0].field).toBe('tokenId');
    expect((await t.call('DELETE', `/tokens/${manage.id}`)).status).toBe(204);
    expect((await asToken(manage, 'GET', '/config')).status).toBe(401);
    expect((await t.call('GET', `/tokens/${manage.id}`)).body.code).toBe('TOKEN_NOT_FOUND');
    expect((await t.call('DELETE', `/tokens/${manage.id}`)).status).toBe(404);
  });

  it('lists tokens by name and creation time, and refuses bad requests', async () => {
    await create('ci', ['VIEW']);
    t.sandbox.advanceClock(60_000);
    const later = await create('ops', ['MANAGE', 'MANAGE']);
    const names = async (query: string) => ((await t.call('GET', `/tokens?${query}`)).body.data as { name: string }[]).map((x) => x.name);
    expect(await names('')).toEqual(['ci', 'ops']);
    expect(await names('name=ops')).toEqual(['ops']);
    const createdAt = (await t.call('GET', `/tokens/${later.id}`)).body.createdAt as string;
    expect(await names(`createdAfter=${encodeURIComponent(createdAt)}`)).toEqual(['ops']);
    expect((await t.call('GET', `/tokens/${later.id}`)).body.permissions).toEqual(['MANAGE']);
    expect((await t.call('POST', '/tokens', { body: { name: 'x', permissions: ['ADMIN'] } })).status).toBe(400);
    expect((await t.call('POST', '/tokens', { body: { name: 'x', permissions: [] } })).body.details.errors[0].field).toBe('permissions');
  });
});
