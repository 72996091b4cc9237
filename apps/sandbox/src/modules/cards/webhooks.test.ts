import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { createContractChecker } from '../../../../../test/support/contract.js';
import { testSandbox } from '../../test-support/client.js';

const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule) as unknown as (ajv: Ajv2020) => void;

/** The document's webhook payload schema for each card event type (reference OpenAPI: webhooks card-*). */
const SCHEMAS: Record<string, string> = {
  'CARD.STATE_CHANGE': 'CardStateChangeWebhook',
  'CARD.FUNDING_SOURCE_CHANGE': 'CardFundingSourceChangeWebhook',
  'CARD_TRANSACTION.AUTHORIZED': 'CardTransactionWebhook',
  'CARD_TRANSACTION.PARTIALLY_SETTLED': 'CardTransactionWebhook',
  'CARD_TRANSACTION.SETTLED': 'CardTransactionWebhook',
  'CARD_TRANSACTION.REFUNDED': 'CardTransactionWebhook',
  'CARD_TRANSACTION.EXCEPTION': 'CardTransactionWebhook',
};

describe('card webhooks', () => {
  it('delivers every card event type, each valid against the document’s webhook schema', async () => {
    const deliveries: { type: string }[] = [];
    const t = await testSandbox({ webhooks: { fetch: async (request) => (deliveries.push(JSON.parse(await request.text()) as { type: string }), new Response(null, { status: 200 })) } });
    await t.call('PATCH', '/config', { body: { webhookEndpoint: 'https://platform.example/webhooks' } });
    const card = (await t.call('POST', '/cards', { body: { cardholderId: t.world.alice.id, form: 'VIRTUAL', fundingSources: [t.world.aliceUsd.id] } })).body.id as string;
    t.sandbox.advanceClock(1000);
    await t.call('PATCH', `/cards/${card}`, { body: { fundingSources: [t.world.aliceWallet.id, t.world.aliceUsd.id] } });
    const simulate = (name: string, body: Record<string, unknown>) => t.call('POST', `/sandbox/cards/${card}/simulate/${name}`, { body });
    await simulate('authorization', { amount: 5000, currency: { code: 'USD' }, merchant: { descriptor: 'BLUE BOTTLE COFFEE SF', mcc: '5814', country: 'US' } });
    await simulate('authorization', { amount: 10, currency: { code: 'USD' }, merchant: { descriptor: 'CONFIRMATION FAILS 006' } });
    const purchase = ((await t.call('GET', '/transactions?type=CARD&status=AUTHORIZED')).body.data as { id: string }[])[0]!.id;
    await simulate('clearing', { cardTransactionId: purchase, amount: 2000 });
    await simulate('clearing', { cardTransactionId: purchase, amount: 3000 });
    await simulate('return', { cardTransactionId: purchase, amount: 1000 });
    await t.call('PATCH', `/cards/${card}`, { body: { state: 'FROZEN' } });
    await t.sandbox.flushWebhooks();

    const { document } = createContractChecker();
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(ajv);
    ajv.addSchema(document as object, 'contract');
    const cardDeliveries = deliveries.filter((d) => d.type.startsWith('CARD'));
    expect([...new Set(cardDeliveries.map((d) => d.type))].sort()).toEqual(Object.keys(SCHEMAS).sort());
    for (const delivery of cardDeliveries) {
      const validate = ajv.getSchema(`contract#/components/schemas/${SCHEMAS[delivery.type]!}`)!;
      expect({ type: delivery.type, valid: validate(delivery), errors: validate.errors ?? null }).toEqual({ type: delivery.type, valid: true, errors: null });
    }
    // The check has teeth: a payload the document does not allow is refused.
    const broken = { ...cardDeliveries.find((d) => d.type === 'CARD_TRANSACTION.SETTLED')!, data: { type: 'CARD', id: 'x' } };
    expect(ajv.getSchema('contract#/components/schemas/CardTransactionWebhook')!(broken)).toBe(false);
  });
});
