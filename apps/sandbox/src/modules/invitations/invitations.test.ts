import { beforeEach, describe, expect, it } from 'vitest';
import { testSandbox, type TestSandbox } from '../../test-support/client.js';

let t: TestSandbox;
const events: { type: string; data: { code: string; status: string } }[] = [];
beforeEach(async () => {
  events.length = 0;
  t = await testSandbox({ webhooks: { fetch: async (r) => (events.push(JSON.parse(await r.text()) as (typeof events)[number]), new Response(null, { status: 200 })) } });
  await t.call('PATCH', '/config', { body: { webhookEndpoint: 'https://platform.example/hooks' } });
});

const invite = (body: Record<string, unknown> = {}) => t.call('POST', '/invitations', { body: { inviterUma: '$alice@sandbox.wallet-kit.dev', firstName: 'Alice', amountToSend: 12_550, ...body } });

describe('UMA invitations', () => {
  it('are created by a customer, looked up by code, claimed once with INVITATION.CLAIMED', async () => {
    const created = await invite();
    expect(created).toMatchObject({ status: 201, body: { status: 'PENDING', inviterUma: '$alice@sandbox.wallet-kit.dev', amountToSend: { amount: 12_550, currency: { code: 'USD' } }, url: expect.stringContaining(created.body.code) } });
    expect((await t.call('GET', `/invitations/${created.body.code}`)).body.status).toBe('PENDING');
    const claims = await Promise.all(Array.from({ length: 6 }, () => t.call('POST', `/invitations/${created.body.code}/claim`, { body: { inviteeUma: '$bob@uma.example.com' } })));
    expect(claims.map((c) => c.status).sort()).toEqual([200, 400, 400, 400, 400, 400]);
    expect(claims.find((c) => c.status === 400)!.body.code).toBe('INVITATION_ALREADY_CLAIMED');
    expect((await t.call('GET', `/invitations/${created.body.code}`)).body).toMatchObject({ status: 'CLAIMED', inviteeUma: '$bob@uma.example.com', claimedAt: expect.any(String) });
    await t.sandbox.flushWebhooks();
    expect(events.filter((e) => e.type === 'INVITATION.CLAIMED').map((e) => e.data)).toEqual([expect.objectContaining({ code: created.body.code, status: 'CLAIMED' })]);
  });

  it('are cancelled while pending, then refuse a claim; expire on their own', async () => {
    const created = await invite();
    expect((await t.call('POST', `/invitations/${created.body.code}/cancel`)).body.status).toBe('CANCELLED');
    expect((await t.call('POST', `/invitations/${created.body.code}/claim`, { body: { inviteeUma: '$bob@uma.example.com' } })).body.code).toBe('INVITATION_CANCELLED');
    expect((await t.call('POST', `/invitations/${created.body.code}/cancel`)).status).toBe(400);
    const expiring = await invite({ expiresAt: new Date(t.clock.now() + 60_000).toISOString() });
    t.sandbox.advanceClock(60_000);
    expect((await t.call('GET', `/invitations/${expiring.body.code}`)).body.status).toBe('EXPIRED');
    expect((await t.call('POST', `/invitations/${expiring.body.code}/claim`, { body: { inviteeUma: '$bob@uma.example.com' } })).status).toBe(400);
  });

  it('refuse what they cannot be: an inviter who is not the platform\'s customer, malformed addresses, unknown codes', async () => {
    expect((await invite({ inviterUma: '$bob@uma.example.com' })).body.details.errors[0].field).toBe('inviterUma');
    expect((await invite({ inviterUma: 'alice' })).body.code).toBe('INVALID_UMA_ADDRESS');
    expect((await t.call('GET', '/invitations/NOPE1234')).body.code).toBe('INVITATION_NOT_FOUND');
    const created = await invite();
    expect((await t.call('POST', `/invitations/${created.body.code}/claim`, { body: { inviteeUma: '$alice@sandbox.wallet-kit.dev' } })).status).toBe(400);
  });
});

describe('directories', () => {
  it('list receiving institutions by corridor, VASPs and UMA providers, with paging', async () => {
    expect((await t.call('GET', '/discoveries?country=PH&currency=PHP')).body.data.map((d: { bankName: string }) => d.bankName)).toEqual(['GCASH', 'MAYA', 'BDO_UNIBANK']);
    expect((await t.call('GET', '/discoveries?country=philippines')).status).toBe(400);
    const first = await t.call('GET', '/vasps?limit=4');
    expect(first.body).toMatchObject({ hasMore: true, nextCursor: expect.any(String) });
    const rest = await t.call('GET', `/vasps?limit=4&cursor=${first.body.nextCursor}`);
    expect([...first.body.data, ...rest.body.data].map((v: { vaspName: string }) => v.vaspName)).toContain('Kraken');
    expect((await t.call('GET', '/vasps?cursor=nonsense')).status).toBe(400);
    const providers = await t.call('GET', '/uma-providers?currencyCode=EUR&sortOrder=asc');
    expect(providers.body.data.map((p: { domain: string }) => p.domain)).toEqual(['uma.example.com', 'eurowallet.example']);
  });
});
