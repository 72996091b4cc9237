'use client';

import { useFormat } from '../../provider/hooks.js';
import { walletArea } from '../area.js';
import { Outcome } from '../Outcome.js';
import type { useReceive } from '../Receive.js';
import { TransactionReceipt } from '../TransactionReceipt.js';
import { fieldsOf } from '../transaction-fields.js';

type Flow = ReturnType<typeof useReceive>;

/**
 * The transfer's money arrived: the instructions give way to what a banking app says then ("Money received", how much
 * and from whom when the bank named them), its receipt, and a way on to receive again.
 */
export function PayInReceived({ flow, level }: { flow: Flow; level: number }) {
  const w = walletArea.useMessages();
  const format = useFormat();
  const quote = flow.quote!;
  const amount = format.amount(quote.totalReceivingAmount, quote.receivingCurrency);
  const payer = flow.transaction ? fieldsOf(flow.transaction).source?.accountHolderName : undefined;
  return (
    <>
      <Outcome title={w('wallet.receive.done.title')} amount={payer ? w('wallet.receive.done.from', { amount, payer }) : amount} outcome="received" level={level} />
      {/* The money in as it arrived (read once: money in does not travel on). */}
      {flow.transaction ? <TransactionReceipt transaction={flow.transaction} follow={false} headingLevel={Math.min(6, level + 1) as 3} /> : null}
      <div className="wk-actions">
        <button type="button" className="wk-button" data-variant="primary" onClick={flow.restart}>
          <span className="wk-button-face">{w('wallet.receive.done.again')}</span>
        </button>
      </div>
    </>
  );
}
