import { describe, expect, it } from 'vitest';
import { authenticatedCall, parsedCall } from '../../test/calls.js';
import type { Parsed } from './call.js';
import { bodyFields } from './fields.js';

const CARD = 'Card:4d4d4d4d-0000-4000-8000-000000000004';
const patchCard = (body: unknown) => parsedCall('PATCH /cards/:cardId {state}', `/cards/${CARD}`, body);

describe('the body fields step', () => {
  it('lets a route that names its fields take those fields', () => {
    expect(bodyFields(patchCard({ state: 'FROZEN' }))).toBeUndefined();
    expect(bodyFields(patchCard({}))).toBeUndefined();
  });

  it('refuses any other field with 403 ROUTE_NOT_ALLOWED, naming what is allowed and what was refused', async () => {
    const refused = bodyFields(patchCard({ state: 'ACTIVE', spendingLimit: { amount: 1_000_000 }, fundingSources: ['x'] }));
    expect(refused?.status).toBe(403);
    expect(await refused?.json()).toMatchObject({
      code: 'ROUTE_NOT_ALLOWED',
      reason: `PATCH /cards/${CARD} lets an end user send only state, not spendingLimit, fundingSources`,
      details: { allowed: ['state'], refused: ['spendingLimit', 'fundingSources'] },
    });
  });

  it('refuses a field named like an allowed one in another case', async () => {
    expect(await bodyFields(patchCard({ State: 'FROZEN' }))?.json()).toMatchObject({ code: 'ROUTE_NOT_ALLOWED', details: { refused: ['State'] } });
  });

  it('lets a route that names no fields take any body', () => {
    expect(bodyFields(parsedCall('POST /quotes', '/quotes', { anything: 1, at: 'all' }))).toBeUndefined();
  });

  it.each([
    ['no body', undefined],
    ['a body that is an array', [{ spendingLimit: 1 }]],
    ['a body that is null', null],
    ['a body that is text', 'spendingLimit'],
  ])('finds no fields in %s (the service refuses such a body itself)', (_what, body) => {
    expect(bodyFields(patchCard(body))).toBeUndefined();
  });

  it('has nothing to say about the handler\'s own passkey challenge route', () => {
    const call: Parsed = { ...authenticatedCall('POST', '/passkey-registration-challenge'), route: { kind: 'mint-passkey-challenge' }, bytes: undefined, body: { extra: 1 } };
    expect(bodyFields(call)).toBeUndefined();
  });
});
