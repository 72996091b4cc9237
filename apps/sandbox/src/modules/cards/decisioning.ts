import type { Kernel } from '../../kernel/kernel.js';
import { invalidInput } from '../../platform/errors.js';
import { platformCustomerIdOf } from '../customers/index.js';
import { saveCardTransaction, type CardDeclinedReason, type CardMerchantRecord, type CardTransactionKind, type CardTransactionRecord } from './card-transactions.js';
import { DELAYED_PULL_MS, balanceOf, credit, issuerToken, pull, suffixOutcome } from './funding.js';
import { mustCard, type CardRecord } from './repo.js';
import { emitCardTransaction } from './events.js';
import { toException } from './exceptions.js';

/** The network messages that start a card transaction (one simulator each). */
export type AuthorizationKind = Extract<CardTransactionKind, 'AUTHORIZATION' | 'BALANCE_INQUIRY' | 'CREDIT_AUTHORIZATION' | 'FINANCIAL_AUTHORIZATION' | 'FINANCIAL_CREDIT_AUTHORIZATION' | 'CREDIT_AUTHORIZATION_ADVICE'>;

export interface AuthorizationRequest {
  amount: number;
  currency: string;
  merchant: CardMerchantRecord;
}

const CREDIT_KINDS: readonly AuthorizationKind[] = ['CREDIT_AUTHORIZATION', 'FINANCIAL_CREDIT_AUTHORIZATION', 'CREDIT_AUTHORIZATION_ADVICE'];

interface Decision {
  accountId: string;
  declined?: CardDeclinedReason;
}

const STATE_DECLINES: Partial<Record<CardRecord['state'], CardDeclinedReason>> = { FROZEN: 'CARD_PAUSED', CLOSED: 'CARD_CLOSED', PROCESSING: 'CARD_NOT_ACTIVE', PENDING_KYC: 'CARD_NOT_ACTIVE' };

/**
 * Authorization decisioning (reference OpenAPI: Card, fundingSources "in priority order"): the
 * card's state, the descriptor's sandbox suffix, the per-transaction limit, then the first funding
 * source that covers a debit. A credit, or a decline, names the first source.
 */
function decide(k: Kernel, card: CardRecord, kind: AuthorizationKind, amount: number, descriptor: string): Decision {
  const first = card.fundingSources[0]!;
  const byState = STATE_DECLINES[card.state];
  if (byState) return { accountId: first, declined: byState };
  const outcome = suffixOutcome(descriptor);
  if (outcome === 'DECLINE_CARD_PAUSED') return { accountId: first, declined: 'CARD_PAUSED' };
  if (outcome === 'DECLINE_INSUFFICIENT_FUNDS') return { accountId: first, declined: 'INSUFFICIENT_FUNDS' };
  if (CREDIT_KINDS.includes(kind) || kind === 'BALANCE_INQUIRY') return { accountId: first };
  if (card.maxSpendPerTransaction !== null && amount > card.maxSpendPerTransaction) return { accountId: first, declined: 'SPEND_LIMIT_EXCEEDED' };
  const covering = card.fundingSources.find((accountId) => balanceOf(k, accountId, card.currency) >= amount);
  return covering === undefined ? { accountId: first, declined: 'INSUFFICIENT_FUNDS' } : { accountId: covering };
}

function newRow(k: Kernel, card: CardRecord, kind: AuthorizationKind, request: AuthorizationRequest, decision: Decision): CardTransactionRecord {
  const now = k.now();
  return {
    id: k.id('CardTransaction'),
    kind,
    cardId: card.id,
    customerId: card.cardholderId,
    platformCustomerId: platformCustomerIdOf(k, card.cardholderId),
    accountId: decision.accountId,
    issuerTransactionToken: issuerToken(k),
    status: decision.declined ? 'DECLINED' : 'AUTHORIZED',
    ...(decision.declined ? { cardDeclinedReason: decision.declined } : {}),
    direction: CREDIT_KINDS.includes(kind) ? 'CREDIT' : 'DEBIT',
    merchant: { ...request.merchant },
    currency: card.currency,
    authorizedAmount: request.amount,
    pulls: { count: 0, total: 0, pending: 0 },
    settlements: { count: 0, total: 0 },
    refunds: { count: 0, total: 0 },
    // Spec: Card variant, "createdAt equals authorizedAt".
    authorizedAt: now,
    createdAt: now,
    updatedAt: now,
  };
}

/** A purchase authorization: the amount is pulled into a hold on the chosen account (or pulled later, for suffix 005). */
function hold(k: Kernel, row: CardTransactionRecord, outcome: ReturnType<typeof suffixOutcome>): CardTransactionRecord {
  if (outcome === 'DELAYED_PULL') {
    k.schedule('CARD_PULL', row.id, k.now() + DELAYED_PULL_MS);
    return { ...row, pendingPull: { amount: row.authorizedAmount, into: 'HOLD' }, pulls: { count: 1, total: row.authorizedAmount, pending: 1 } };
  }
  const pulled = pull(k, row, row.authorizedAmount, 'HOLD').tx;
  // Suffix 006: the pull went through but its confirmation reports FAILED; the hold stays until someone reconciles it.
  return outcome === 'CONFIRMATION_FAILS' ? toException(k, pulled, 'AUTHORIZED') : pulled;
}

/** A single-message debit (an ATM withdrawal): pulled and paid to the network at once. */
function financialDebit(k: Kernel, row: CardTransactionRecord, outcome: ReturnType<typeof suffixOutcome>): CardTransactionRecord {
  const settled = { ...row, status: 'SETTLED' as const, settlements: { count: 1, total: row.authorizedAmount } };
  if (outcome === 'DELAYED_PULL') {
    k.schedule('CARD_PULL', row.id, k.now() + DELAYED_PULL_MS);
    return { ...settled, pendingPull: { amount: row.authorizedAmount, into: 'NETWORK' }, pulls: { count: 1, total: row.authorizedAmount, pending: 1 } };
  }
  const { tx, ok } = pull(k, settled, row.authorizedAmount, 'NETWORK');
  return ok && outcome !== 'CONFIRMATION_FAILS' ? tx : toException(k, tx, 'SETTLED', ok ? 0 : row.authorizedAmount);
}

/** What an approved message does with the money, by kind. */
function apply(k: Kernel, row: CardTransactionRecord, kind: AuthorizationKind, outcome: ReturnType<typeof suffixOutcome>): CardTransactionRecord {
  switch (kind) {
    case 'AUTHORIZATION':
      return hold(k, row, outcome);
    case 'FINANCIAL_AUTHORIZATION':
      return financialDebit(k, row, outcome);
    case 'FINANCIAL_CREDIT_AUTHORIZATION':
      credit(k, row, row.authorizedAmount, 'card push credit');
      return { ...row, status: 'SETTLED', settlements: { count: 1, total: row.authorizedAmount } };
    case 'BALANCE_INQUIRY':
      // A zero-amount authorization: approved and closed at once, nothing held.
      return { ...row, status: 'SETTLED' };
    default:
      // A credit authorization (or its advice) credits the account when it clears.
      return row;
  }
}

/**
 * One network message that starts a card transaction (reference OpenAPI: the authorization-family
 * simulators), decided and booked in one transaction that reads the card and the balances again:
 * of N authorizations racing for one balance, only those it covers are approved. The row's
 * `accountId` is the account decisioning chose; a decline carries `cardDeclinedReason`.
 */
export function authorize(k: Kernel, cardId: string, kind: AuthorizationKind, request: AuthorizationRequest): CardTransactionRecord {
  return k.store.transaction(() => {
    const card = mustCard(k, cardId);
    if (request.currency !== card.currency) throw invalidInput([{ field: 'currency.code', message: `expected ${card.currency}, the card's currency, got ${JSON.stringify(request.currency)}` }]);
    const decision = decide(k, card, kind, request.amount, request.merchant.descriptor);
    let row = newRow(k, card, kind, request, decision);
    if (!decision.declined) row = apply(k, row, kind, suffixOutcome(request.merchant.descriptor));
    const saved = saveCardTransaction(k, row, { isNew: true });
    emitCardTransaction(k, saved);
    return saved;
  });
}
