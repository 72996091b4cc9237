import type { Kernel } from '../../kernel/kernel.js';
import { DEFAULT_SCENARIOS, type ScenarioSettings } from '../../kernel/scenarios.js';
import { accountBook, worldBook } from '../../ledger/ledger.js';
import { ServiceError } from '../../platform/errors.js';
import { auditCardHolds } from '../cards/index.js';
import { mustInternalAccount } from '../internal-accounts/index.js';
import { auditInflight, recordIncoming, type TransactionRecord } from '../transactions/index.js';

export const SCENARIO_KEYS = Object.keys(DEFAULT_SCENARIOS) as (keyof ScenarioSettings)[];

/** Funds an internal account from outside: an INCOMING transaction, credited at once (spec: core rule 3). */
export function fundAccount(k: Kernel, accountId: string, amount: number): TransactionRecord {
  return k.store.transaction(() => {
    const account = mustInternalAccount(k, accountId);
    k.ledger.post(account.currency, worldBook(account.currency), accountBook(account.id), amount, 'sandbox funding');
    return recordIncoming(k, account, {
      source: { sourceType: 'REALTIME_FUNDING', currency: account.currency, accountHolderName: 'Sandbox Funding', paymentRail: 'RTP' },
      sentAmount: { amount, currency: account.currency },
      receivedAmount: { amount, currency: account.currency },
      fees: 0,
      exchangeRate: 1,
      reference: account.reference,
      description: 'Sandbox funding',
    });
  });
}

/** Moves the sandbox clock (its offset is kept, so a restart keeps sandbox time), settles what fell due and drops what expired. */
export function advanceClock(k: Kernel, ms: number): void {
  k.clock.advance(ms);
  if ('offsetMs' in k.clock && typeof k.clock.offsetMs === 'number') k.store.setMeta('clockOffsetMs', String(k.clock.offsetMs));
  k.runDueJobs();
  k.webhooks.retryDue();
  k.sweepExpired();
}

/** Ways money could have gone missing; empty when the books balance. */
export const audit = (k: Kernel, options: { journal?: boolean } = {}): string[] => k.ledger.audit(() => [...auditInflight(k), ...auditCardHolds(k)], options);

/**
 * Sends a TEST event to the platform's endpoint and waits for the answer (reference OpenAPI:
 * sendTestWebhook): 400 WEBHOOK_ENDPOINT_NOT_SET without one, WEBHOOK_DELIVERY_ERROR unless it
 * answered 2xx.
 */
export async function sendTestWebhook(k: Kernel): Promise<{ url: string; response_status: number }> {
  const url = k.platform.webhookEndpoint;
  if (!url) throw new ServiceError(400, 'WEBHOOK_ENDPOINT_NOT_SET', 'Set webhookEndpoint with PATCH /config first.');
  const record = k.webhooks.emit('TEST', { message: 'This is a test webhook from the Wallet Kit sandbox.' })!;
  // The attempt emit() scheduled for the commit runs now; wait for it so the answer can report what the endpoint said.
  await k.webhooks.flush();
  const status = k.webhooks.get(record.id)?.lastStatus;
  if (status === undefined || status < 200 || status >= 300) {
    throw new ServiceError(400, 'WEBHOOK_DELIVERY_ERROR', `The endpoint answered ${status ?? 'nothing'}.`, { details: { url, response_status: status ?? 0 } });
  }
  return { url, response_status: status };
}
