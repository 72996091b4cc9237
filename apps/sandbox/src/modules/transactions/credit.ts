import type { Kernel } from '../../kernel/kernel.js';
import { platformCustomerIdOf } from '../customers/index.js';
import { internalAccounts, type InternalAccountRecord } from '../internal-accounts/index.js';
import { saveTransaction, type TransactionRecord } from './repo.js';
import { transactionView } from './views.js';

/** The fields that differ between completed incoming credits; the rest is the same for all of them. */
type IncomingFields = Pick<TransactionRecord, 'source' | 'sentAmount' | 'receivedAmount' | 'fees' | 'exchangeRate' | 'reference'> &
  Partial<Pick<TransactionRecord, 'relatedTransactionId' | 'quoteId' | 'description'>>;

/** Records a COMPLETED INCOMING credit to `account` (the ledger entry is the caller's) and emits its webhook. */
export function recordIncoming(k: Kernel, account: InternalAccountRecord, fields: IncomingFields): TransactionRecord {
  const now = k.now();
  const incoming = saveTransaction(
    k,
    {
      id: k.id('Transaction'),
      type: 'INCOMING',
      status: 'COMPLETED',
      direction: 'CREDIT',
      customerId: account.customerId ?? k.platform.id,
      platformCustomerId: platformCustomerIdOf(k, account.customerId),
      destination: { destinationType: 'ACCOUNT', accountId: account.id },
      platformFees: 0,
      createdAt: now,
      updatedAt: now,
      settledAt: now,
      paymentRail: null,
      expectedSettlementAt: null,
      settlementTimelineSeconds: null,
      ...fields,
    },
    { isNew: true },
  );
  k.emit('INCOMING_PAYMENT.COMPLETED', transactionView(incoming));
  return incoming;
}

/** The INCOMING side of a settled transfer between two internal accounts. */
export function creditIncoming(k: Kernel, outgoing: TransactionRecord): void {
  const account = internalAccounts(k).get(outgoing.destinationAccountId!)!;
  recordIncoming(k, account, {
    source: outgoing.source,
    sentAmount: outgoing.sentAmount,
    receivedAmount: outgoing.receivedAmount,
    fees: outgoing.fees,
    exchangeRate: outgoing.exchangeRate,
    reference: outgoing.reference,
    relatedTransactionId: outgoing.id,
    ...(outgoing.quoteId ? { quoteId: outgoing.quoteId } : {}),
  });
}
