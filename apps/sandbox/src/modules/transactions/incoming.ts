import type { Schema } from '@wallet-kit/contract';
import type { Kernel } from '../../kernel/kernel.js';
import { accountBook, inflightBook, worldBook } from '../../ledger/ledger.js';
import { conflict } from '../../platform/errors.js';
import { platformCustomerIdOf } from '../customers/index.js';
import { internalAccounts, type InternalAccountRecord } from '../internal-accounts/index.js';
import { saveTransaction, transactions, type TransactionRecord } from './repo.js';
import { transactionView } from './views.js';

/** How long the platform has to answer an incoming payment's approval (reference OpenAPI: incoming-payment webhook, "within 5 seconds"). */
export const APPROVAL_WINDOW_MS = 5_000;
/** A payment that comes back to its sender does so this long after it completed. */
const RETURN_AFTER_MS = 30_000;
const REFUND_SETTLES_AFTER_MS = 2_000;

const SETTLE_JOB = 'INCOMING_SETTLE';
const RETURN_JOB = 'INCOMING_RETURN';
const REFUND_JOB = 'INCOMING_REFUND_SETTLE';

/** What an incoming payment is, before it arrives. */
export interface IncomingRequest {
  /** The transaction's id, when it was handed out before the payment started (an agent's approved transfer-in). */
  id?: string;
  account: InternalAccountRecord;
  source: Schema<'TransactionSourceOneOf'>;
  sentAmount: { amount: number; currency: string };
  receivedAmount: number;
  exchangeRate: number;
  fees: number;
  paymentRail: Schema<'PaymentRail'> | null;
  /** Seconds until it settles when nobody needs to approve it. */
  settlementSeconds: number;
  /** UMA payments ask the platform first (INCOMING_PAYMENT.PENDING is the approval request). */
  needsApproval: boolean;
  plan?: TransactionRecord['plannedIncoming'];
  description?: string;
}

/**
 * An incoming payment arrives, in the caller's transaction: PENDING, nothing credited yet (spec:
 * core rule 3), INCOMING_PAYMENT.PENDING sent; it settles on the clock, or once the platform approves.
 */
export function startIncoming(k: Kernel, request: IncomingRequest): TransactionRecord {
  const now = k.now();
  const { account } = request;
  const tx = saveTransaction(
    k,
    {
      id: request.id ?? k.id('Transaction'),
      type: 'INCOMING',
      status: 'PENDING',
      direction: 'CREDIT',
      customerId: account.customerId ?? k.platform.id,
      platformCustomerId: platformCustomerIdOf(k, account.customerId),
      source: request.source,
      destination: { destinationType: 'ACCOUNT', accountId: account.id },
      sentAmount: request.sentAmount,
      receivedAmount: { amount: request.receivedAmount, currency: account.currency },
      fees: request.fees,
      platformFees: 0,
      exchangeRate: request.exchangeRate,
      createdAt: now,
      updatedAt: now,
      paymentRail: request.paymentRail,
      expectedSettlementAt: now + request.settlementSeconds * 1000,
      settlementTimelineSeconds: request.settlementSeconds,
      reference: k.code(12),
      destinationAccountId: account.id,
      ...(request.needsApproval ? { approval: 'NEEDED' as const } : {}),
      ...(request.plan === undefined ? {} : { plannedIncoming: request.plan }),
      ...(request.description === undefined ? {} : { description: request.description }),
    },
    { isNew: true },
  );
  k.emit('INCOMING_PAYMENT.PENDING', transactionView(tx));
  k.schedule(SETTLE_JOB, tx.id, now + (request.needsApproval ? APPROVAL_WINDOW_MS : request.settlementSeconds * 1000));
  return tx;
}

/** Credits a pending incoming payment (or fails it, as planned), in the caller's transaction. */
function complete(k: Kernel, tx: TransactionRecord): TransactionRecord {
  if (tx.plannedIncoming === 'FAIL') return failIncoming(k, tx, 'QUOTE_EXECUTION_FAILED');
  const account = internalAccounts(k).get(tx.destinationAccountId!);
  if (!account || account.status !== 'ACTIVE') return failIncoming(k, tx, 'COMPLIANCE_REJECTED');
  k.ledger.post(account.currency, worldBook(account.currency), accountBook(account.id), tx.receivedAmount.amount, 'incoming payment', tx.id);
  const saved = saveTransaction(k, { ...tx, status: 'COMPLETED', settledAt: k.now() });
  k.emit('INCOMING_PAYMENT.COMPLETED', transactionView(saved));
  if (saved.plannedIncoming === 'RETURN' || saved.plannedIncoming === 'RETURN_FAIL') k.schedule(RETURN_JOB, saved.id, k.now() + RETURN_AFTER_MS);
  return saved;
}

function failIncoming(k: Kernel, tx: TransactionRecord, reason: Schema<'IncomingTransactionFailureReason'>): TransactionRecord {
  const saved = saveTransaction(k, { ...tx, status: 'FAILED', failureReason: reason });
  k.emit('INCOMING_PAYMENT.FAILED', transactionView(saved));
  return saved;
}

const pendingIncoming = (k: Kernel, id: string): TransactionRecord => {
  const tx = transactions(k).get(id);
  if (tx?.type !== 'INCOMING' || tx.status !== 'PENDING') throw conflict('This payment is not pending; it was already processed or timed out.', 'TRANSACTION_NOT_PENDING_PLATFORM_APPROVAL');
  return tx;
};

/** The platform approves a pending incoming payment (POST /transactions/{id}/approve, or a 200 to its webhook): it is credited now. */
export const approveIncoming = (k: Kernel, id: string): TransactionRecord => k.store.transaction(() => complete(k, pendingIncoming(k, id)));

/** The platform rejects it (POST /transactions/{id}/reject, or a 403 to its webhook): it fails and nothing is credited. */
export const rejectIncoming = (k: Kernel, id: string): TransactionRecord => k.store.transaction(() => failIncoming(k, pendingIncoming(k, id), 'COMPLIANCE_REJECTED'));

/** Whether this is an incoming payment waiting for the platform. */
export const isPendingIncoming = (tx: TransactionRecord): boolean => tx.type === 'INCOMING' && tx.status === 'PENDING';

/**
 * The approval window closes: an approved payment, or one nobody could be asked about, is
 * credited; one the platform deferred (202) and never decided times out; one whose webhook was
 * answered with an error fails (reference OpenAPI: IncomingTransactionFailureReason).
 */
function closeWindow(k: Kernel, tx: TransactionRecord): void {
  if (tx.status !== 'PENDING') return;
  if (tx.approval === 'DEFERRED') return void failIncoming(k, tx, 'PAYMENT_APPROVAL_TIMED_OUT');
  if (tx.approval === 'NEEDED' && k.platform.webhookEndpoint !== undefined) return void failIncoming(k, tx, 'PAYMENT_APPROVAL_WEBHOOK_ERROR');
  complete(k, tx);
}

/**
 * The payment goes back to its sender: REFUND_PENDING with the money taken back in flight, then
 * REFUND_COMPLETED (or REFUND_FAILED, the money credited again). Spent meanwhile, nothing goes back.
 */
function startReturn(k: Kernel, tx: TransactionRecord): void {
  if (tx.status !== 'COMPLETED' || tx.refund) return;
  const book = accountBook(tx.destinationAccountId!);
  const { currency, amount } = tx.receivedAmount;
  const refund = { reference: k.code(12), initiatedAt: k.now(), reason: 'TRANSACTION_FAILED' as const };
  if (k.ledger.balance(book, currency) < amount) {
    k.emit('INCOMING_PAYMENT.REFUND_FAILED', transactionView(saveTransaction(k, { ...tx, refund: { ...refund, status: 'FAILED' } })));
    return;
  }
  k.ledger.post(currency, book, inflightBook(tx.id), amount, 'incoming payment returned', tx.id);
  const saved = saveTransaction(k, { ...tx, refund: { ...refund, status: 'PENDING' } });
  k.emit('INCOMING_PAYMENT.REFUND_PENDING', transactionView(saved));
  k.schedule(REFUND_JOB, saved.id, k.now() + REFUND_SETTLES_AFTER_MS);
}

function settleReturn(k: Kernel, tx: TransactionRecord): void {
  if (tx.refund?.status !== 'PENDING') return;
  const failed = tx.plannedIncoming === 'RETURN_FAIL';
  const { currency, amount } = tx.receivedAmount;
  k.ledger.post(currency, inflightBook(tx.id), failed ? accountBook(tx.destinationAccountId!) : worldBook(currency), amount, failed ? 'return refused by the sender' : 'returned to the sender', tx.id);
  const saved = saveTransaction(k, { ...tx, ...(failed ? {} : { status: 'REFUNDED' as const }), refund: { ...tx.refund, status: failed ? 'FAILED' : 'COMPLETED', settledAt: k.now() } });
  k.emit(failed ? 'INCOMING_PAYMENT.REFUND_FAILED' : 'INCOMING_PAYMENT.REFUND_COMPLETED', transactionView(saved));
}

/** The incoming payments' scheduled work, and the platform's answers to INCOMING_PAYMENT.PENDING. */
export function registerIncomingJobs(k: Kernel): void {
  const withTx = (run: (tx: TransactionRecord) => void) => (id: string) => {
    const tx = transactions(k).get(id);
    if (tx?.type === 'INCOMING') run(tx);
  };
  k.onJob(SETTLE_JOB, withTx((tx) => closeWindow(k, tx)));
  k.onJob(RETURN_JOB, withTx((tx) => startReturn(k, tx)));
  k.onJob(REFUND_JOB, withTx((tx) => settleReturn(k, tx)));
  k.webhooks.onAnswer('INCOMING_PAYMENT.PENDING', (data, status) => {
    const id = (data as { id?: string }).id;
    k.store.transaction(() => {
      const tx = id === undefined ? undefined : transactions(k).get(id);
      if (!tx || !isPendingIncoming(tx) || tx.approval !== 'NEEDED') return;
      if (status === 403) failIncoming(k, tx, 'COMPLIANCE_REJECTED');
      else if (status === 202) saveTransaction(k, { ...tx, approval: 'DEFERRED' });
      else if (status >= 200 && status < 300) complete(k, { ...tx, approval: 'APPROVED' });
    });
  });
}
