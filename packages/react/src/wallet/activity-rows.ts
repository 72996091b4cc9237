import type { Formatters, Translate } from '../provider/hooks.js';
import { destinationText } from '../quote/quote-lines.js';
import { isReturned } from '../transaction/returned.js';
import { statusWord } from '../transaction/status-words.js';
import type { AreaTranslate } from '../areas/define-area.js';
import type { PayeeName } from './activity-store.js';
import type { Transaction } from './api.js';
import type { WalletMessages } from './messages/en.js';
import { fieldsOf, isIncoming, type TransactionFields } from './transaction-fields.js';

/** A row of the history as a person reads it. */
export interface ActivityRow {
  /** Who the money went to or came from: the payee's label, the sender, the card's merchant. */
  readonly title: string;
  readonly incoming: boolean;
  /** What moved, signed: a card payment's amount charged, not the amount first held. */
  readonly amount: string;
  /** The status for styling (`data-status`), `RETURNED` for a bank return. */
  readonly status: string;
  /** The status in the words the receipt uses too. */
  readonly statusText: string;
  /** The payee's label for the receipt ("Paul Martin · •••• 5544"), when it is known. */
  readonly payee: string | undefined;
  /** A payment waiting for the person's approval (`approve`), or one that lapsed unapproved (`lapsed`). */
  readonly waiting: 'approve' | 'lapsed' | undefined;
}

/** What names the rows: the customer's own accounts and payees, and the words. */
export interface RowContext {
  readonly own: ReadonlySet<string>;
  readonly payees: Readonly<Record<string, PayeeName>>;
  readonly t: Translate;
  readonly w: AreaTranslate<WalletMessages>;
  readonly format: Formatters;
}

/** A payee as one label: "Paul Martin · •••• 5544", wrapping after the dot if it must (see payeeText). */
export const payeeLabel = (payee: PayeeName): string => (payee.detail ? `${payee.name}\u00a0· ${payee.detail}` : payee.name);

/** What a card payment moved: what was charged once it settled, else what is held. */
export function cardAmount(fields: TransactionFields): TransactionFields['sentAmount'] {
  return fields.settledAmount && fields.settledAmount.amount > 0 ? fields.settledAmount : fields.authorizedAmount;
}

function cardTitle(fields: TransactionFields, w: RowContext['w']): string {
  const merchant = fields.description ?? fields.merchant?.descriptor ?? '';
  return fields.originalTransactionId && fields.direction === 'CREDIT' ? w('wallet.activity.refundFrom', { merchant }) : merchant;
}

function counterparty(fields: TransactionFields, incoming: boolean, context: RowContext): string {
  const { own, payees, t, w } = context;
  if (fields.type === 'CARD') return cardTitle(fields, w);
  const moved = incoming ? own.has(fields.source?.accountId ?? '') : own.has(fields.destination?.accountId ?? '');
  if (moved) return w('wallet.activity.moved');
  if (incoming) return fields.source?.accountHolderName ? w('wallet.activity.from', { payer: fields.source.accountHolderName }) : w('wallet.activity.in');
  const payee = payees[fields.destination?.accountId ?? ''];
  if (payee) return w('wallet.activity.to', { payee: payeeLabel(payee) });
  if (fields.destination?.destinationType === 'UMA_ADDRESS' && fields.destination.umaAddress) return w('wallet.activity.to', { payee: destinationText(fields.destination as Parameters<typeof destinationText>[0], t) });
  return w('wallet.activity.out');
}

const NOTHING_MOVED = new Set(['DECLINED', 'FAILED', 'REJECTED', 'EXPIRED']);

/**
 * A transaction as its row reads: the counterparty (a card payment's merchant, the sender of money in,
 * the payee's label), the amount signed (a card payment's amount charged), and the one status word the
 * receipt shows too. Never an id or a status token.
 */
export function describeRow(transaction: Transaction, context: RowContext): ActivityRow {
  const fields = fieldsOf(transaction);
  const incoming = isIncoming(fields, context.own);
  const moved = fields.type === 'CARD' ? cardAmount(fields) : incoming ? fields.receivedAmount : fields.sentAmount;
  const returned = isReturned(transaction);
  const status = returned ? 'RETURNED' : fields.status;
  const payee = context.payees[fields.destination?.accountId ?? ''];
  // A payment that never went (declined by the card; a transfer failed, rejected or lapsed) moved nothing: the
  // amount asked for, with no sign (it read "−€300.00 Declined"). A bank return did move, and came back.
  const sign = NOTHING_MOVED.has(status) ? '' : incoming ? '+' : '−';
  const waiting = fields.status === 'PENDING_AUTHORIZATION' ? 'approve' : fields.status === 'EXPIRED' && fields.failureReason === 'SCA_NOT_COMPLETED' ? 'lapsed' : undefined;
  return {
    title: counterparty(fields, incoming, context),
    incoming,
    amount: moved ? `${sign}${context.format.amount(moved.amount, moved.currency)}` : '',
    status,
    statusText: context.t(statusWord(status)),
    payee: payee ? payeeLabel(payee) : undefined,
    waiting,
  };
}
