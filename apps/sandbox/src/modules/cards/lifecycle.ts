import type { Kernel } from '../../kernel/kernel.js';
import { internalAccounts } from '../internal-accounts/index.js';
import { provideCardLookup } from '../wallet-auth/index.js';
import { activateCard, newCard } from './issue.js';
import { retryException } from './exception-retry.js';
import { RECONCILE_JOB } from './exceptions.js';
import { runPendingPull } from './reconcile.js';
import { cards, saveCard, type CardRecord } from './repo.js';

/** What the card jobs do on the sandbox clock: the issuer activates a new card; a delayed pull is confirmed; a stuck reconciliation's pull is retried. */
export function registerCardJobs(k: Kernel): void {
  k.onJob('CARD_ACTIVATE', (id) => {
    const card = cards(k).get(id);
    if (card) activateCard(k, card);
  });
  k.onJob('CARD_PULL', (id) => runPendingPull(k, id));
  k.onJob(RECONCILE_JOB, (id) => retryException(k, id));
}

/** A seeded card, already provisioned (ACTIVE), on one of the customer's internal accounts. */
export function seedCard(k: Kernel, cardholderId: string, accountId: string, platformCardId: string): CardRecord {
  const account = internalAccounts(k).get(accountId);
  if (!account || account.customerId !== cardholderId) throw new Error(`seedCard: ${accountId} is not an internal account of ${cardholderId}`);
  return saveCard(k, newCard(k, { cardholderId, currency: account.currency, fundingSources: [accountId], form: 'VIRTUAL', maxSpendPerTransaction: null, platformCardId, state: 'ACTIVE' }), { isNew: true });
}

/** Delegated keys (Embedded Wallet Auth) read cards as they stand: a closed card has no funding source left. */
export function lendCards(k: Kernel): void {
  provideCardLookup(k, (id) => {
    const card = cards(k).get(id);
    return card && { cardholderId: card.cardholderId, fundingSources: card.state === 'CLOSED' ? [] : card.fundingSources };
  });
}
