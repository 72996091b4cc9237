import type { Kernel } from '../../kernel/kernel.js';
import type { WebhookType } from '../../kernel/webhooks.js';
import type { CardTransactionRecord, CardTransactionStatus } from './card-transactions.js';
import { cardTransactionView } from './views.js';

/** The webhook each status of a card transaction sends (spec: Events); the document has none for a decline. */
const CARD_TRANSACTION_WEBHOOKS: Record<CardTransactionStatus, WebhookType | undefined> = {
  AUTHORIZED: 'CARD_TRANSACTION.AUTHORIZED',
  PARTIALLY_SETTLED: 'CARD_TRANSACTION.PARTIALLY_SETTLED',
  SETTLED: 'CARD_TRANSACTION.SETTLED',
  REFUNDED: 'CARD_TRANSACTION.REFUNDED',
  EXCEPTION: 'CARD_TRANSACTION.EXCEPTION',
  DECLINED: undefined,
};

/**
 * `CARD_TRANSACTION.<status>` with the whole card transaction (spec: Events); a return names its
 * purchase's event `REFUNDED` whatever status the purchase keeps (reference OpenAPI: card-transaction
 * webhook, "when settled funds are returned"). A decline sends nothing.
 */
export function emitCardTransaction(k: Kernel, tx: CardTransactionRecord, event: 'REFUNDED' | undefined = undefined): void {
  if (tx.status === 'DECLINED') return;
  const type = CARD_TRANSACTION_WEBHOOKS[event ?? tx.status];
  if (type) k.emit(type, cardTransactionView(tx));
}
