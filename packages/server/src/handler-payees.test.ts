import { beforeAll, describe, expect, it } from 'vitest';
import { sandboxBackend, type Handler } from '../test/sandbox-backend.js';

let world: Awaited<ReturnType<typeof sandboxBackend>>;
let handler: Handler;
let people: { aliceBank: string; elodieBank: string; elodieTransaction: string; aliceTransaction: string; invitation: string };

const platform = async (method: string, path: string, body?: unknown) => {
  const response = await world.sandbox.fetch(
    new Request(`http://sandbox.test${world.sandbox.basePath}${path}`, {
      method,
      headers: { Authorization: `Basic ${btoa(`${world.sandbox.credentials.clientId}:${world.sandbox.credentials.clientSecret}`)}`, 'Content-Type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    }),
  );
  return (await response.json()) as Record<string, unknown>;
};

beforeAll(async () => {
  world = await sandboxBackend();
  handler = world.handler();
  const directory = world.sandbox.directory();
  const bank = (platformCustomerId: string) => directory.customers.find((c) => c.platformCustomerId === platformCustomerId)!.externalAccounts.find((a) => a.currency === 'EUR')!.id;
  people = {
    aliceBank: bank('user-us-alice'),
    elodieBank: bank('user-eu-elodie'),
    elodieTransaction: world.sandbox.fund(world.elodie.eur, 100).id,
    aliceTransaction: world.sandbox.fund(world.alice.usd, 100).id,
    invitation: (await platform('POST', '/invitations', { inviterUma: '$elodie@sandbox.wallet-kit.dev' })).code as string,
  };
});

const call = (method: string, path: string, body?: unknown, as?: string) => world.call(handler, method, path, { ...(body === undefined ? {} : { body: JSON.stringify(body) }), ...(as ? { as } : {}) });
const codeOf = async (answer: Response) => ((await answer.json()) as { code: string }).code;
const payee = { currency: 'EUR', accountInfo: { accountType: 'EUR_ACCOUNT', iban: 'DE89370400440532013000', beneficiary: { beneficiaryType: 'INDIVIDUAL', fullName: 'Jonas Weber', countryOfResidence: 'DE' } } };

describe('the handler\'s rules for payees, lookups, receipts and invitations', () => {
  it.each([
    ['read', 'GET', (id: string) => `/customers/external-accounts/${id}`, undefined],
    ['remove', 'DELETE', (id: string) => `/customers/external-accounts/${id}`, undefined],
    ['start verifying', 'POST', (id: string) => `/customers/external-accounts/${id}/challenge`, { method: 'LIVENESS' }],
    ['verify', 'POST', (id: string) => `/customers/external-accounts/${id}/verify`, { signature: '0x00' }],
    ['trust', 'POST', (id: string) => `/customers/external-accounts/${id}/trust`, undefined],
    ['confirm trusting', 'POST', (id: string) => `/customers/external-accounts/${id}/trust/confirm`, { code: '123456' }],
    ['untrust', 'POST', (id: string) => `/customers/external-accounts/${id}/untrust`, undefined],
    ['confirm untrusting', 'POST', (id: string) => `/customers/external-accounts/${id}/untrust/confirm`, { code: '123456' }],
    ['look up for payment', 'GET', (id: string) => `/receiver/external-account/${id}?customerId=${world.alice.id}`, undefined],
  ])("refuses to %s another user's payee before the service sees it", async (_what, method, path, body) => {
    world.forget();
    const answer = await call(method, path(people.elodieBank), body);
    expect(answer.status).toBe(403);
    expect(await codeOf(answer)).toBe('RESOURCE_NOT_OWNED');
    expect(world.upstreamBodies).toEqual([]);
    // Only the ownership lookup of the user's own payees reached the service.
    expect(world.upstream).toEqual(['GET /customers/external-accounts']);
  });

  it('lets a user read and trust their own payee', async () => {
    expect((await call('GET', `/customers/external-accounts/${people.elodieBank}`, undefined, world.elodie.id)).status).toBe(200);
    const started = await call('POST', `/customers/external-accounts/${people.elodieBank}/trust`, undefined, world.elodie.id);
    expect(started.status).toBe(200);
    expect((await call('POST', `/customers/external-accounts/${people.elodieBank}/trust/confirm`, { code: '123456' }, world.elodie.id)).status).toBe(200);
  });

  it('adds a payee only for the user: never for another customer, never without a customer (that would be the platform\'s)', async () => {
    expect((await call('POST', '/customers/external-accounts', { ...payee, customerId: world.alice.id })).status).toBe(201);
    const theirs = await call('POST', '/customers/external-accounts', { ...payee, customerId: world.elodie.id });
    expect([theirs.status, await codeOf(theirs)]).toEqual([403, 'RESOURCE_NOT_OWNED']);
    world.forget();
    const nobody = await call('POST', '/customers/external-accounts', payee);
    expect([nobody.status, await codeOf(nobody)]).toEqual([403, 'SCOPE_REQUIRED']);
    expect(world.upstream).toEqual([]);
    expect((await call('POST', '/platform/external-accounts', payee)).status).toBe(403);
  });

  it('looks UMA addresses up as the user only, and needs the customerId', async () => {
    expect((await call('GET', `/receiver/uma/${encodeURIComponent('$bob@uma.example.com')}?customerId=${world.alice.id}`)).status).toBe(200);
    expect(await codeOf(await call('GET', `/receiver/uma/${encodeURIComponent('$bob@uma.example.com')}?customerId=${world.elodie.id}`))).toBe('RESOURCE_NOT_OWNED');
    expect(await codeOf(await call('GET', `/receiver/uma/${encodeURIComponent('$bob@uma.example.com')}`))).toBe('SCOPE_REQUIRED');
  });

  it('confirms receipts of the user\'s own transactions only', async () => {
    expect((await call('POST', `/transactions/${people.aliceTransaction}/confirm`, {})).status).toBe(200);
    expect(await codeOf(await call('POST', `/transactions/${people.elodieTransaction}/confirm`, {}))).toBe('RESOURCE_NOT_OWNED');
  });

  it('claims an invitation only for the user\'s own UMA address', async () => {
    expect((await call('GET', `/invitations/${people.invitation}`)).status).toBe(200);
    world.forget();
    const forSomeoneElse = await call('POST', `/invitations/${people.invitation}/claim`, { inviteeUma: '$bob@uma.example.com' });
    expect([forSomeoneElse.status, await codeOf(forSomeoneElse)]).toEqual([403, 'RESOURCE_NOT_OWNED']);
    expect(world.upstreamBodies).toEqual([]);
    expect(await codeOf(await call('POST', `/invitations/${people.invitation}/claim`, {}))).toBe('RESOURCE_NOT_OWNED');
    expect((await call('POST', `/invitations/${people.invitation}/claim`, { inviteeUma: '$alice@sandbox.wallet-kit.dev' })).status).toBe(200);
  });

  it.each([
    ['the platform\'s payees', 'GET', '/platform/external-accounts'],
    ['invitations made for others', 'POST', '/invitations'],
    ['an invitation cancelled', 'POST', '/invitations/ABC/cancel'],
    ['a simulated incoming payment', 'POST', '/sandbox/uma/receive'],
    ['security events', 'POST', `/sca/record-event?customerId=CUSTOMER`],
    ['transfers', 'POST', '/transfer-out'],
  ])('never forwards %s', async (_what, method, path) => {
    const answer = await call(method, path.replace('CUSTOMER', world.alice.id), method === 'POST' ? {} : undefined);
    expect([answer.status, await codeOf(answer)]).toEqual([403, 'ROUTE_NOT_ALLOWED']);
  });
});

/** An action of `customerId`'s agent held for approval, made with the platform's credentials as the agent would. */
async function pendingAction(customerId: string, source: string, destination: string): Promise<{ id: string; agentId: string }> {
  const created = await platform('POST', '/agents', { name: 'Careful', customerId, policy: { permissions: ['CREATE_QUOTES', 'EXECUTE_QUOTES'], defaultExecutionMode: 'APPROVAL_REQUIRED', spendingLimits: { currency: 'USD', perTransactionLimit: 1_000_000 } } });
  const deviceCode = (created.deviceCode as { code: string }).code;
  const redeemed = await world.sandbox.fetch(new Request(`http://sandbox.test${world.sandbox.basePath}/agents/device-codes/${deviceCode}/redeem`, { method: 'POST' }));
  const token = ((await redeemed.json()) as { accessToken: string }).accessToken;
  const asAgent = async (path: string, body?: unknown) =>
    (await (await world.sandbox.fetch(new Request(`http://sandbox.test${world.sandbox.basePath}${path}`, { method: 'POST', headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }, ...(body ? { body: JSON.stringify(body) } : {}) }))).json()) as Record<string, string>;
  const quote = await asAgent('/agents/me/quotes', { source: { sourceType: 'ACCOUNT', accountId: source }, destination: { destinationType: 'ACCOUNT', accountId: destination }, lockedCurrencySide: 'SENDING', lockedCurrencyAmount: 1_000 });
  const action = await asAgent(`/agents/me/quotes/${quote.id}/execute`);
  return { id: action.id!, agentId: action.agentId! };
}

describe('the handler\'s rules for agents\' actions awaiting approval', () => {
  it('lists, approves and rejects only the user\'s own agents\' actions', async () => {
    const mine = await pendingAction(world.alice.id, world.alice.usd, people.aliceBank);
    const another = await pendingAction(world.alice.id, world.alice.usd, people.aliceBank);
    const theirs = await pendingAction(world.elodie.id, world.elodie.eur, people.elodieBank);
    const listed = await call('GET', `/agents/approvals?customerId=${world.alice.id}`);
    expect(((await listed.json()) as { data: { id: string }[] }).data.map((a) => a.id)).toEqual([mine.id, another.id]);
    expect(await codeOf(await call('GET', `/agents/approvals?customerId=${world.elodie.id}`))).toBe('RESOURCE_NOT_OWNED');
    expect(await codeOf(await call('GET', '/agents/approvals'))).toBe('SCOPE_REQUIRED');
    // An agent is read by its owner only (its name for the approval); the platform's list of agents stays closed.
    expect(await ((await call('GET', `/agents/${mine.agentId}`)).json())).toMatchObject({ id: mine.agentId, name: 'Careful', customerId: world.alice.id });
    expect(await codeOf(await call('GET', `/agents/${theirs.agentId}`))).toBe('RESOURCE_NOT_OWNED');
    expect(await codeOf(await call('GET', '/agents'))).toBe('ROUTE_NOT_ALLOWED');
    world.forget();
    expect(await codeOf(await call('POST', `/agents/${theirs.agentId}/actions/${theirs.id}/approve`, {}))).toBe('RESOURCE_NOT_OWNED');
    expect(await codeOf(await call('POST', `/agents/${mine.agentId}/actions/${theirs.id}/reject`, {}))).toBe('RESOURCE_NOT_OWNED');
    expect(world.upstreamBodies).toEqual([]);
    expect((await call('POST', `/agents/${mine.agentId}/actions/${mine.id}/approve`, {})).status).toBe(200);
    const rejected = await call('POST', `/agents/${another.agentId}/actions/${another.id}/reject`, { reason: 'Not now' });
    expect(await rejected.json()).toMatchObject({ status: 'REJECTED', rejectionReason: 'Not now' });
    // Once decided, an action is no longer the user's to decide.
    expect(await codeOf(await call('POST', `/agents/${mine.agentId}/actions/${mine.id}/approve`, {}))).toBe('RESOURCE_NOT_OWNED');
    expect((await call('POST', `/agents/${theirs.agentId}/actions/${theirs.id}/approve`, {}, world.elodie.id)).status).toBe(200);
  });
});
