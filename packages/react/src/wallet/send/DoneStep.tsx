'use client';

import type { Quote } from '../../client/types.js';
import { useFormat } from '../../provider/hooks.js';
import type { SendMoneyApi } from '../api.js';
import { walletArea } from '../area.js';
import { Outcome } from '../Outcome.js';
import { TransactionReceipt } from '../TransactionReceipt.js';

/**
 * The payment left: a success screen that says what went to whom (what leaves the account, and what
 * arrives where the currency changes), the receipt that follows it, and another payment.
 */
export function DoneStep({ transactionId, quote, failed, payee, api, level, onAnother }: { transactionId: string; quote: Quote | undefined; failed: boolean; payee: string | undefined; api: SendMoneyApi; level: number; onAnother: () => void }) {
  const w = walletArea.useMessages();
  const format = useFormat();
  const receiptApi = api.getTransaction && api.watchTransaction ? { getTransaction: api.getTransaction, watchTransaction: api.watchTransaction } : undefined;
  const sent = quote ? format.amount(quote.totalSendingAmount, quote.sendingCurrency) : undefined;
  const crossCurrency = quote !== undefined && quote.sendingCurrency.code !== quote.receivingCurrency.code;
  return (
    <>
      <Outcome title={w(failed ? 'wallet.send.done.failed' : 'wallet.send.done.title')} amount={sent && payee ? w('wallet.send.done.amount', { amount: sent, payee }) : undefined} outcome={failed ? 'failed' : 'sent'} level={level}>
        {crossCurrency && payee && !failed ? <div className="wk-text wk-muted">{w('wallet.send.done.receives', { amount: format.amount(quote.totalReceivingAmount, quote.receivingCurrency) })}</div> : null}
      </Outcome>
      <TransactionReceipt id={transactionId} headingLevel={Math.min(6, level + 1) as 3} {...(receiptApi ? { api: receiptApi } : {})} {...(payee ? { payeeLabel: payee } : {})} />
      <div className="wk-actions">
        <button type="button" className="wk-button" data-variant="primary" onClick={onAnother}>
          <span className="wk-button-face">{w('wallet.send.another')}</span>
        </button>
      </div>
    </>
  );
}
