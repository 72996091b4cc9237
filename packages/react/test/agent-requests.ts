import { seededPeople } from '@wallet-kit/sandbox';
import type { SandboxWorld } from './sandbox-world.js';

/**
 * An agent of the world's person (made by the platform, connected with its device code) that asks to
 * pay each amount, in USD cents, from the person's USD account to their USD or EUR payee: requests
 * waiting for approval, as a real agent's would. A payment that names a rail asks for it (else the service picks one,
 * and the quote does not say which).
 */
export async function agentRequests(world: SandboxWorld, payments: readonly { amount: number; to: 'USD' | 'EUR'; rail?: 'SEPA_INSTANT' }[], name = 'Bill payer'): Promise<void> {
  const me = Object.values(seededPeople(world.sandbox)).find((person) => typeof person === 'object' && person.id === world.me.id);
  if (!me || typeof me !== 'object' || !me.usd) throw new Error('agentRequests: the person needs a USD account');
  const agent = await world.platform('POST', '/agents', {
    name,
    customerId: world.me.id,
    policy: { permissions: ['CREATE_QUOTES', 'EXECUTE_QUOTES'], defaultExecutionMode: 'APPROVAL_REQUIRED', spendingLimits: { currency: 'USD', perTransactionLimit: 1_000_000 } },
  });
  const url = (path: string) => `${location.origin}${world.sandbox.basePath}${path}`;
  const redeemed = await world.sandbox.fetch(new Request(url(`/agents/device-codes/${agent.deviceCode.code}/redeem`), { method: 'POST' }));
  const { accessToken } = (await redeemed.json()) as { accessToken: string };
  const asAgent = async (path: string, body?: unknown) =>
    (await (await world.sandbox.fetch(new Request(url(path), { method: 'POST', headers: { Authorization: `Bearer ${accessToken}`, 'Content-Type': 'application/json' }, ...(body ? { body: JSON.stringify(body) } : {}) }))).json()) as { id: string };
  for (const { amount, to, rail } of payments) {
    const destination = to === 'EUR' ? me.bankEur : me.bankUsd;
    const quote = await asAgent('/agents/me/quotes', { source: { sourceType: 'ACCOUNT', accountId: me.usd }, destination: { destinationType: 'ACCOUNT', accountId: destination, ...(rail ? { paymentRail: rail } : {}) }, lockedCurrencySide: 'SENDING', lockedCurrencyAmount: amount });
    await asAgent(`/agents/me/quotes/${quote.id}/execute`);
  }
}
