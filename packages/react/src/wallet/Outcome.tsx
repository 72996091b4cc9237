import type { ReactNode } from 'react';

/**
 * How a flow of the wallet ends, said first and large (Send's "Payment sent", Receive's "Money received"): a heading
 * focus can go to, then the amount and who. What follows (the receipt, a way on) is the flow's own.
 */
export function Outcome({ title, amount, outcome, level, children }: { title: string; amount: string | undefined; outcome: string; level: number; children?: ReactNode }) {
  return (
    <div className="wk-flow wk-send-done" data-outcome={outcome}>
      <div className="wk-title" role="heading" aria-level={level} tabIndex={-1}>
        {title}
      </div>
      {amount ? <div className="wk-send-done-amount">{amount}</div> : null}
      {children}
    </div>
  );
}
