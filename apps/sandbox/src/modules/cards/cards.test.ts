import { beforeEach, describe, expect, it } from 'vitest';
import { testSandbox, type TestSandbox } from '../../test-support/client.js';
import { inOrder, type WebhookEvent } from '../../test-support/webhooks.js';

let t: TestSandbox;
let received: WebhookEvent[];

beforeEach(async () => {
  // Each sandbox its own inbox: a delivery still on its way from the previous test lands in that one's.
  const inbox: typeof received = [];
  received = inbox;
  t = await testSandbox({
    webhooks: {
      fetch: async (request) => {
        inbox.push(JSON.parse(await request.text()) as (typeof received)[number]);
        return new Response(null, { status: 200 });
      },
    },
  });
  await t.call('PATCH', '/config', { body: { webhookEndpoint: 'https://platform.example/webhooks' } });
});

const aliceCard = () => t.sandbox.directory().customers.find((c) => c.id === t.world.alice.id)!.cards[0]!;
const elodieCard = () => t.sandbox.directory().customers.find((c) => c.id === t.world.elodie.id)!.cards[0]!;

async function issue(body: Record<string, unknown> = {}) {
  return t.call('POST', '/cards', { body: { cardholderId: t.world.alice.id, form: 'VIRTUAL', fundingSources: [t.world.aliceUsd.id], ...body } });
}

async function events(type: string) {
  await t.sandbox.flushWebhooks();
  return inOrder(received.filter((event) => event.type === type));
}

describe('POST /cards', () => {
  it('issues a card in PROCESSING that the issuer activates, with a CARD.STATE_CHANGE carrying the whole card', async () => {
    const issued = await issue({ platformCardId: 'emp-001', maxSpendPerTransaction: 5000 });
    expect(issued.status).toBe(201);
    expect(issued.body).toMatchObject({ cardholderId: t.world.alice.id, platformCardId: 'emp-001', state: 'PROCESSING', stateReason: null, brand: 'VISA', form: 'VIRTUAL', currency: 'USD', fundingSources: [t.world.aliceUsd.id], maxSpendPerTransaction: 5000 });
    expect(issued.body.last4).toMatch(/^\d{4}$/);
    expect(JSON.stringify(issued.body)).not.toMatch(/\d{12,}/);
    t.sandbox.advanceClock(1000);
    const card = await t.call('GET', `/cards/${issued.body.id}`);
    expect(card.body.state).toBe('ACTIVE');
    expect((await events('CARD.STATE_CHANGE')).map((e) => e.data)).toEqual([card.body]);
  });

  it('generates a platformCardId when none is given', async () => {
    expect((await issue()).body.platformCardId).toMatch(/^card-user-us-alice-[a-z0-9]{6}$/);
  });

  it('refuses funding sources that are not the cardholder’s with FUNDING_SOURCE_INELIGIBLE, and unknown cardholders', async () => {
    const other = await issue({ fundingSources: [t.world.elodieEur.id] });
    expect(other.status).toBe(400);
    expect(other.body).toMatchObject({ code: 'FUNDING_SOURCE_INELIGIBLE', details: { errors: [{ field: 'fundingSources[0]' }] } });
    const mixed = await t.call('POST', '/cards', { body: { cardholderId: t.world.alice.id, form: 'VIRTUAL', fundingSources: [t.world.aliceUsd.id, t.world.aliceUsd.id] } });
    expect(mixed.body.code).toBe('INVALID_INPUT');
    const nobody = await issue({ cardholderId: 'Customer:00000000-0000-4000-8000-000000000000' });
    expect(nobody.body).toMatchObject({ code: 'INVALID_INPUT', details: { errors: [{ field: 'cardholderId' }] } });
    const empty = await issue({ fundingSources: [] });
    expect(empty.body).toMatchObject({ code: 'INVALID_INPUT', details: { errors: [{ field: 'fundingSources' }] } });
  });

  it('takes a static 3-D Secure password for an EU card only, and keeps it nowhere', async () => {
    expect((await issue({ threeDSecurePassword: 'AbCd1234EfGh5678' })).body).toMatchObject({ code: 'INVALID_INPUT', details: { errors: [{ field: 'threeDSecurePassword' }] } });
    const eu = await t.call('POST', '/cards', { body: { cardholderId: t.world.elodie.id, form: 'VIRTUAL', fundingSources: [t.world.elodieEur.id], threeDSecurePassword: 'AbCd1234EfGh5678' } });
    expect(eu.status).toBe(201);
    expect(eu.body.brand).toBe('MASTERCARD');
    expect(JSON.stringify(eu.body)).not.toContain('AbCd1234');
  });
});

describe('GET /cards', () => {
  it('lists by cardholder, funding account, state and platform card id, newest first, with cursors', async () => {
    const a = (await issue({ platformCardId: 'a' })).body;
    t.sandbox.advanceClock(1000);
    const b = (await issue({ platformCardId: 'b', fundingSources: [t.world.aliceWallet.id] })).body;
    t.sandbox.advanceClock(1000);
    const mine = await t.call('GET', `/cards?cardholderId=${t.world.alice.id}&limit=2`);
    expect(mine.body.data.map((c: { id: string }) => c.id)).toEqual([b.id, a.id]);
    expect(mine.body.hasMore).toBe(true);
    const rest = await t.call('GET', `/cards?cardholderId=${t.world.alice.id}&limit=2&cursor=${mine.body.nextCursor}`);
    expect(rest.body).toMatchObject({ hasMore: false, data: [{ id: aliceCard().id }] });
    expect((await t.call('GET', `/cards?accountId=${t.world.aliceWallet.id}`)).body.data.map((c: { id: string }) => c.id)).toEqual([b.id]);
    expect((await t.call('GET', `/cards?accountId=${t.world.aliceUsd.id}&state=ACTIVE`)).body.data.map((c: { id: string }) => c.id)).toEqual([a.id, aliceCard().id]);
    expect((await t.call('GET', '/cards?platformCardId=b')).body.data.map((c: { id: string }) => c.id)).toEqual([b.id]);
    expect((await t.call('GET', '/cards?sortOrder=asc&state=ACTIVE')).body.data.map((c: { id: string }) => c.id)).toEqual([aliceCard().id, elodieCard().id, a.id, b.id]);
  });

  it.each(['state=LOST', 'limit=0', 'cursor=nonsense', 'sortOrder=up'])('answers 400 to %s', async (query) => {
    const answer = await t.call('GET', `/cards?${query}`);
    expect(answer.status).toBe(400);
    expect(answer.body.details.errors[0].field).toBe(query.split('=')[0]);
  });

  it('answers 404 for an unknown card', async () => {
    expect((await t.call('GET', '/cards/Card:00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });
});

describe('PATCH /cards/{id}', () => {
  it('freezes and unfreezes, each with a CARD.STATE_CHANGE', async () => {
    const id = aliceCard().id;
    expect((await t.call('PATCH', `/cards/${id}`, { body: { state: 'FROZEN' } })).body.state).toBe('FROZEN');
    expect((await t.call('PATCH', `/cards/${id}`, { body: { state: 'ACTIVE' } })).body.state).toBe('ACTIVE');
    expect((await events('CARD.STATE_CHANGE')).map((e) => e.data.state)).toEqual(['FROZEN', 'ACTIVE']);
  });

  it('refuses any other transition with 409 INVALID_STATE_TRANSITION', async () => {
    const id = aliceCard().id;
    expect((await t.call('PATCH', `/cards/${id}`, { body: { state: 'ACTIVE' } })).body.code).toBe('INVALID_STATE_TRANSITION');
    const fresh = (await issue()).body.id;
    expect((await t.call('PATCH', `/cards/${fresh}`, { body: { state: 'FROZEN' } })).body.code).toBe('INVALID_STATE_TRANSITION');
  });

  it('closes for good: funding sources detached, then CARD_ALREADY_CLOSED and CARD_NOT_MUTABLE', async () => {
    const id = aliceCard().id;
    const closed = await t.call('PATCH', `/cards/${id}`, { body: { state: 'CLOSED' } });
    expect(closed.body).toMatchObject({ state: 'CLOSED', stateReason: 'CLOSED_BY_PLATFORM', fundingSources: [] });
    expect((await t.call('GET', `/cards?accountId=${t.world.aliceUsd.id}`)).body.data).toEqual([]);
    expect((await t.call('PATCH', `/cards/${id}`, { body: { state: 'CLOSED' } })).body.code).toBe('CARD_ALREADY_CLOSED');
    expect((await t.call('PATCH', `/cards/${id}`, { body: { state: 'ACTIVE' } })).body.code).toBe('CARD_NOT_MUTABLE');
    expect((await t.call('PATCH', `/cards/${id}`, { body: { maxSpendPerTransaction: 10 } })).body.code).toBe('CARD_NOT_MUTABLE');
  });

  it('replaces the funding sources with a CARD.FUNDING_SOURCE_CHANGE, and sets or clears the limit', async () => {
    const id = aliceCard().id;
    const changed = await t.call('PATCH', `/cards/${id}`, { body: { fundingSources: [t.world.aliceWallet.id, t.world.aliceUsd.id], maxSpendPerTransaction: 2500 } });
    expect(changed.body).toMatchObject({ fundingSources: [t.world.aliceWallet.id, t.world.aliceUsd.id], maxSpendPerTransaction: 2500 });
    expect((await events('CARD.FUNDING_SOURCE_CHANGE')).map((e) => e.data.fundingSources)).toEqual([[t.world.aliceWallet.id, t.world.aliceUsd.id]]);
    expect((await events('CARD.STATE_CHANGE'))).toEqual([]);
    expect((await t.call('PATCH', `/cards/${id}`, { body: { maxSpendPerTransaction: null } })).body.maxSpendPerTransaction).toBeNull();
  });

  it('answers 400 for an empty update, a close with other fields, and a source in another currency', async () => {
    const id = aliceCard().id;
    expect((await t.call('PATCH', `/cards/${id}`, { body: {} })).body.code).toBe('INVALID_INPUT');
    expect((await t.call('PATCH', `/cards/${id}`, { body: { state: 'CLOSED', fundingSources: [t.world.aliceUsd.id] } })).body).toMatchObject({ code: 'INVALID_INPUT', details: { errors: [{ field: 'fundingSources' }] } });
    expect((await t.call('PATCH', `/cards/${id}`, { body: { fundingSources: [t.world.elodieEur.id] } })).body.code).toBe('FUNDING_SOURCE_INELIGIBLE');
    expect((await t.call('PATCH', `/cards/${id}`, { body: { state: 'LOST' } })).body.code).toBe('INVALID_INPUT');
  });
});

describe('POST /cards/{id}/reveal', () => {
  it('mints a short-lived URL whose page shows the number, expiry and CVC once, and records who asked', async () => {
    const card = aliceCard();
    const reveal = await t.call('POST', `/cards/${card.id}/reveal`);
    expect(reveal.status).toBe(200);
    expect(reveal.headers.get('Cache-Control')).toBe('no-store');
    expect(Date.parse(reveal.body.expiresAt) - t.clock.now()).toBe(5 * 60_000);
    const page = await t.sandbox.fetch(new Request(reveal.body.panEmbedUrl));
    expect(page.status).toBe(200);
    expect(page.headers.get('Content-Security-Policy')).toContain("default-src 'none'");
    expect(page.headers.get('Cache-Control')).toBe('no-store');
    const html = await page.text();
    const pan = /id="pan"[^>]*>([\d ]+)</.exec(html)![1]!.replace(/ /g, '');
    expect(pan).toMatch(/^4\d{15}$/);
    expect(pan.endsWith(card.last4)).toBe(true);
    expect(html).toMatch(/id="cvc"[^>]*>\d{3}</);
    // Luhn: the number is a well-formed card number.
    const sum = [...pan].reverse().reduce((acc, digit, i) => acc + (i % 2 ? (Number(digit) * 2 > 9 ? Number(digit) * 2 - 9 : Number(digit) * 2) : Number(digit)), 0);
    expect(sum % 10).toBe(0);
    expect((await t.sandbox.fetch(new Request(reveal.body.panEmbedUrl))).status).toBe(404);
    expect(t.sandbox.inspect.cardReveals(card.id)).toEqual([expect.objectContaining({ actor: { clientId: t.sandbox.credentials.clientId } })]);
  });

  it('stops loading once it expires', async () => {
    const reveal = await t.call('POST', `/cards/${aliceCard().id}/reveal`);
    t.sandbox.advanceClock(5 * 60_000);
    expect((await t.sandbox.fetch(new Request(reveal.body.panEmbedUrl))).status).toBe(404);
  });

  it('is SCA-railed: a cardholder in an SCA region needs a live SCA login session (409 SCA_SESSION_REQUIRED)', async () => {
    const card = elodieCard();
    const refused = await t.call('POST', `/cards/${card.id}/reveal`);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('SCA_SESSION_REQUIRED');
    const until = t.clock.now() + 10 * 60_000;
    t.sandbox.fixtures.scaLoginSession(t.world.elodie.id, until);
    expect((await t.call('POST', `/cards/${card.id}/reveal`)).status).toBe(200);
    expect(t.sandbox.inspect.cardReveals(card.id)[0]!.actor.scaSessionExpiresAt).toBe(until);
    t.sandbox.advanceClock(10 * 60_000);
    expect((await t.call('POST', `/cards/${card.id}/reveal`)).body.code).toBe('SCA_SESSION_REQUIRED');
  });

  it('answers 404 for an unknown card and for a token that was never minted', async () => {
    expect((await t.call('POST', '/cards/Card:00000000-0000-4000-8000-000000000000/reveal')).status).toBe(404);
    expect((await t.sandbox.fetch(new Request(`http://sandbox.test${t.sandbox.basePath}/sandbox/cards/embed/${'0'.repeat(64)}`))).status).toBe(404);
  });
});

describe('card tokenization', () => {
  it('brands the authentication message with the platform’s cardTokenization2faConfig', async () => {
    const config = { displayName: 'Acme', logoUrl: 'https://acme.example/logo.png', email: { fromAddress: 'cards@acme.example', fromName: 'Acme Cards', subject: 'Your Acme code', bodyText: 'Use this code for your Acme card.' }, sms: { bodyText: 'Acme code:' } };
    const patched = await t.call('PATCH', '/config', { body: { cardTokenization2faConfig: config } });
    expect(patched.body.cardTokenization2faConfig).toEqual(config);
    const email = await t.call('POST', `/sandbox/cards/${aliceCard().id}/simulate/tokenization`, { body: { channel: 'EMAIL' } });
    expect(email.body).toMatchObject({ channel: 'EMAIL', to: 'alice@example.com', from: 'cards@acme.example', fromName: 'Acme Cards', subject: 'Your Acme code', logoUrl: config.logoUrl });
    expect(email.body.body).toBe(`Use this code for your Acme card.\n\n${email.body.code}`);
    const sms = await t.call('POST', `/sandbox/cards/${aliceCard().id}/simulate/tokenization`, { body: { channel: 'SMS' } });
    expect(sms.body).toMatchObject({ channel: 'SMS', to: '+14155550123', body: `Acme code: ${sms.body.code}` });
  });

  it('uses the service’s own wording without a configuration, and checks the configuration’s limits', async () => {
    const email = await t.call('POST', `/sandbox/cards/${aliceCard().id}/simulate/tokenization`, { body: { channel: 'EMAIL' } });
    expect(email.body.subject).toBe('Your Wallet Kit Sandbox card verification code');
    const bad = await t.call('PATCH', '/config', { body: { cardTokenization2faConfig: { logoUrl: 'http://insecure.example/logo.png', sms: { bodyText: 'x'.repeat(481) } } } });
    expect(bad.body.details.errors.map((e: { field: string }) => e.field)).toEqual(['cardTokenization2faConfig.logoUrl', 'cardTokenization2faConfig.sms.bodyText']);
  });
});
