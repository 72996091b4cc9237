import { describe, expect, it } from 'vitest';
import { createIdSource, idStep } from './kernel/ids.js';
import { testSandbox, type TestSandbox } from './test-support/client.js';

// The seed `npx wallet-kit-sandbox` runs with: it is in the source, so anyone can run the id source forward.
const PUBLIC_SEED = 'wallet-kit-sandbox';

const stepOf = (id: string): number => {
  const step = idStep(id.slice(id.indexOf(':') + 1));
  if (step === undefined) throw new Error(`${id} carries no counter step`);
  return step;
};

/** What an outsider computes from an id it saw: what the seeded source would hand out from each step around it. */
function candidates(step: number, before: number, after: number, draw: (source: ReturnType<typeof createIdSource>) => string): string[] {
  return Array.from({ length: before + after + 1 }, (_, i) => draw(createIdSource(PUBLIC_SEED, step - before + i)));
}

const agentBody = (t: TestSandbox) => ({ name: 'Bill payer', customerId: t.world.alice.id, policy: { permissions: ['CREATE_QUOTES'], defaultExecutionMode: 'AUTO', spendingLimits: { currency: 'USD', perTransactionLimit: 50_000 }, approvalThresholds: { currency: 'USD', amount: 10_000 } } });

describe('secrets nobody can compute from the public seed', () => {
  it('an agent id does not lead to its device code: no candidate the seeded ids make around it redeems', async () => {
    const t = await testSandbox();
    const created = await t.call('POST', '/agents', { body: agentBody(t) });
    expect(created.status).toBe(201);
    const agentId = created.body.agent.id as string;
    // The outsider's model of the seeded source is right: it reproduces the agent's id from its step.
    expect(createIdSource(PUBLIC_SEED, stepOf(agentId) - 1).id('Agent')).toBe(agentId);

    const guesses = candidates(stepOf(agentId), 20, 25, (source) => `${source.code(4)}-${source.code(4)}`);
    expect(guesses).toHaveLength(46);
    expect(guesses).not.toContain(created.body.deviceCode.code);
    for (const code of guesses) expect((await t.call('POST', `/agents/device-codes/${code}/redeem`, { auth: false })).status).not.toBe(200);
    // The real code, which only the platform was told, still redeems.
    expect((await t.call('POST', `/agents/device-codes/${created.body.deviceCode.code}/redeem`, { auth: false })).status).toBe(200);
    await t.close();
  });

  it('an earlier id does not lead to an invitation code: none of 200 candidates after it is an invitation', async () => {
    const t = await testSandbox();
    const earlier = (await t.call('POST', '/agents', { body: agentBody(t) })).body.agent.id as string;
    const invitation = await t.call('POST', '/invitations', { body: { inviterUma: '$alice@sandbox.wallet-kit.dev' } });
    expect(invitation.status).toBe(201);

    const guesses = candidates(stepOf(earlier), 0, 199, (source) => source.code(8));
    expect(guesses).not.toContain(invitation.body.code);
    for (const code of guesses) expect((await t.call('GET', `/invitations/${code}`)).status).toBe(404);
    expect((await t.call('GET', `/invitations/${invitation.body.code}`)).status).toBe(200);
    await t.close();
  });

  it('differ between two sandboxes on the same seed (ids do not), and repeat only under an explicit secretsSeed', async () => {
    const secretsOf = async (options: { secretsSeed?: string }) => {
      const t = await testSandbox(options);
      const agent = (await t.call('POST', '/agents', { body: agentBody(t) })).body;
      const invitation = (await t.call('POST', '/invitations', { body: { inviterUma: '$alice@sandbox.wallet-kit.dev' } })).body;
      const secrets = { deviceCode: agent.deviceCode.code as string, invitation: invitation.code as string, mnemonic: t.sandbox.inspect.mnemonic(t.world.aliceWallet.id) };
      const ids = { agent: agent.agent.id as string, wallet: t.world.aliceWallet.id };
      await t.close();
      return { secrets, ids };
    };
    const [first, second] = [await secretsOf({}), await secretsOf({})];
    expect(second.ids).toEqual(first.ids);
    expect(second.secrets.deviceCode).not.toBe(first.secrets.deviceCode);
    expect(second.secrets.invitation).not.toBe(first.secrets.invitation);
    expect(second.secrets.mnemonic).not.toBe(first.secrets.mnemonic);

    const [fixture, again] = [await secretsOf({ secretsSeed: 'my-fixtures' }), await secretsOf({ secretsSeed: 'my-fixtures' })];
    expect(again).toEqual(fixture);
    expect(fixture.ids).toEqual(first.ids);
  });
});
