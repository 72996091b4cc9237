import { describe, expect, it } from 'vitest';
import { ALICE, fakeService, parsedCall } from '../../test/calls.js';
import { owns } from './owns.js';

const ACCOUNT = 'InternalAccount:1a1a1a1a-0000-4000-8000-000000000001';
const QUOTE = 'Quote:2b2b2b2b-0000-4000-8000-000000000002';
const OTHERS_QUOTE = 'Quote:3c3c3c3c-0000-4000-8000-000000000003';

function service() {
  return fakeService({
    [`/customers/internal-accounts?customerId=${encodeURIComponent(ALICE)}`]: { data: [{ id: ACCOUNT }], hasMore: false },
    [`/quotes/${encodeURIComponent(QUOTE)}`]: { id: QUOTE, source: { sourceType: 'ACCOUNT', accountId: ACCOUNT } },
    [`/quotes/${encodeURIComponent(OTHERS_QUOTE)}`]: { id: OTHERS_QUOTE, source: { sourceType: 'ACCOUNT', accountId: 'InternalAccount:9f9f9f9f-0000-4000-8000-000000000009' } },
  });
}

describe('the owns step', () => {
  it('asks the service once per lookup however often the call names an id: 500 copies of one quote id cost two lookups', async () => {
    const { upstream, calls } = service();
    const answer = await owns({ upstream, maxIds: 32 })(parsedCall('POST /quotes/:quoteId/execute', `/quotes/${QUOTE}/execute`, { refs: Array(500).fill(QUOTE) }));
    expect(answer).toBeUndefined();
    expect(calls).toHaveLength(2);
  });

  it('refuses a call naming more distinct ids than the limit before asking anything', async () => {
    const { upstream, calls } = service();
    const ids = Array.from({ length: 33 }, (_, i) => `Transaction:${String(i).padStart(8, '0')}-0000-4000-8000-000000000000`);
    const answer = (await owns({ upstream, maxIds: 32 })(parsedCall('POST /quotes', '/quotes', { ids })))!;
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ code: 'TOO_MANY_IDS', details: { limit: 32, found: 33 } });
    expect(calls).toEqual([]);
  });

  it.each([
    ['an upper-case kind', OTHERS_QUOTE.replace('Quote:', 'QUOTE:')],
    ['a lower-case kind', OTHERS_QUOTE.replace('Quote:', 'quote:')],
    ['an upper-case UUID', OTHERS_QUOTE.toUpperCase().replace('QUOTE:', 'Quote:')],
  ])('checks an id spelled with %s like any other', async (_what, spelled) => {
    const { upstream } = service();
    const answer = (await owns({ upstream, maxIds: 32 })(parsedCall('POST /quotes', '/quotes', { quoteId: spelled })))!;
    expect(answer?.status).toBe(403);
    expect(await answer.json()).toMatchObject({ code: 'RESOURCE_NOT_OWNED', details: { id: OTHERS_QUOTE, where: 'body.quoteId' } });
  });

  it('lets the user name their own customer id in any case, and refuses anyone else\'s', async () => {
    const { upstream } = service();
    const step = owns({ upstream, maxIds: 32 });
    expect(await step(parsedCall('GET /customers/:customerId', `/customers/${ALICE.toLowerCase()}`))).toBeUndefined();
    expect((await step(parsedCall('GET /customers/:customerId', '/customers/customer:0b0b0b0b-0000-4000-8000-00000000000b')))?.status).toBe(403);
  });
});
