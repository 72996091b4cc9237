import { beforeEach, describe, expect, it } from 'vitest';
import { createContractChecker } from '../../../../../test/support/contract.js';
import { balanceOf, testSandbox, type TestSandbox } from '../../test-support/client.js';

let t: TestSandbox;
beforeEach(async () => {
  t = await testSandbox();
});

const quote = (accountId: string, destination: string, extra: Record<string, unknown> = {}) =>
  t.call('POST', '/quotes', { body: { source: { sourceType: 'ACCOUNT', accountId, ...extra }, destination: { destinationType: 'ACCOUNT', accountId: destination }, lockedCurrencySide: 'SENDING', lockedCurrencyAmount: 2_500, immediatelyExecute: true } });
const transferOut = (accountId: string, destination: string) => t.call('POST', '/transfer-out', { body: { source: { accountId }, destination: { accountId: destination }, amount: 2_500 } });

describe('one owner rule for every payment to an external account', () => {
  it('refuses a quote from one customer\'s account to another customer\'s external account, as POST /transfer-out does, and moves nothing', async () => {
    const theirs = t.world.external(t.world.elodie.id, 'USD').id;
    const before = await balanceOf(t, t.world.aliceUsd.id);
    const quoted = await quote(t.world.aliceUsd.id, theirs);
    const transferred = await transferOut(t.world.aliceUsd.id, theirs);
    for (const answer of [quoted, transferred]) {
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ code: 'INVALID_INPUT', details: { errors: [{ field: 'destination.accountId' }] } });
    }
    expect(quoted.body.details.errors[0].message).toBe(transferred.body.details.errors[0].message);
    expect(await balanceOf(t, t.world.aliceUsd.id)).toBe(before);
  });

  it('lets both paths pay the customer\'s own external account, and the platform pay it on the customer\'s behalf', async () => {
    const own = t.world.external(t.world.alice.id, 'USD').id;
    expect((await quote(t.world.aliceUsd.id, own)).status).toBe(201);
    expect((await transferOut(t.world.aliceUsd.id, own)).status).toBe(201);
    // The document's AccountQuoteSource.customerId: a platform (FBO) account paying for the customer it names.
    expect((await quote(t.world.platformUsd.id, own, { customerId: t.world.alice.id })).status).toBe(201);
    expect((await quote(t.world.platformUsd.id, own)).body.details.errors[0].field).toBe('destination.accountId');
    expect(t.sandbox.audit()).toEqual([]);
  });

  it('is listed among the contract\'s corrections, with its reason, on every operation it governs', () => {
    const { document } = createContractChecker();
    for (const [path, method] of [['/quotes', 'post'], ['/transfer-out', 'post'], ['/transfer-in', 'post'], ['/agents/me/quotes', 'post']] as const) {
      const corrections = (document.paths[path]![method] as { 'x-corrections'?: { rule: string; reason: string }[] })['x-corrections'] ?? [];
      expect(corrections.find((c) => c.rule === 'EXTERNAL_ACCOUNT_OWNER')?.reason, `${method} ${path}`).toMatch(/on behalf of its owner/);
    }
  });
});
