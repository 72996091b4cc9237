import { useId, useState } from 'react';
import type { Transaction } from '@wallet-kit/client';
import { TransactionStatus, useClient } from '@wallet-kit/react';
import type { Amount, Payee } from './api.js';
import { describeError, money, when } from './format.js';
import { ErrorAlert } from './ErrorAlert.js';

/** The fields the activity list reads, whatever the transaction's type. */
interface Row {
  id: string;
  type: string;
  status: string;
  createdAt?: string;
  sentAmount?: Amount;
  receivedAmount?: Amount;
  destination?: { destinationType?: string; accountId?: string; umaAddress?: string };
  source?: { sourceType?: string; accountId?: string; currency?: string; accountHolderName?: string };
  description?: string;
  failureReason?: string;
  /** Card transactions (type CARD): purchases, refunds as their own rows, declines. */
  direction?: 'DEBIT' | 'CREDIT';
  merchant?: { descriptor: string };
  authorizedAmount?: Amount;
  settledAmount?: Amount;
  originalTransactionId?: string;
}

const STATUS_TEXT: Record<string, string> = {
  PENDING: 'Pending',
  PROCESSING: 'Processing',
  COMPLETED: 'Completed',
  FAILED: 'Failed',
  REFUNDED: 'Refunded',
  REJECTED: 'Rejected',
  EXPIRED: 'Expired',
  CREATED: 'Created',
  PENDING_AUTHORIZATION: 'Awaiting SCA',
  AUTHORIZED: 'Pending',
  PARTIALLY_SETTLED: 'Partly charged',
  SETTLED: 'Completed',
  EXCEPTION: 'Being checked',
  DECLINED: 'Declined',
};

function describe(row: Row, payees: Payee[], walletId: string): { title: string; amount: string; incoming: boolean } {
  if (row.type === 'CARD') {
    const incoming = row.direction === 'CREDIT';
    const merchant = row.merchant?.descriptor ?? 'Card';
    const value = row.status === 'PARTIALLY_SETTLED' || !row.settledAmount ? row.authorizedAmount : row.settledAmount;
    const amount = value && row.status !== 'DECLINED' ? `${incoming ? '+' : '−'}${money(value.amount, value.currency.code, value.currency.decimals)}` : '';
    return { title: row.originalTransactionId && incoming ? `Card refund · ${merchant}` : `Card · ${merchant}`, amount, incoming };
  }
  const incoming = row.type === 'INCOMING' || row.destination?.accountId === walletId;
  if (incoming) {
    const received = row.receivedAmount;
    const from = row.description === 'Sandbox funding' ? 'Test funds added' : row.source?.sourceType === 'REALTIME_FUNDING' ? 'Bank transfer in' : 'Money in';
    return { title: from, amount: received ? `+${money(received.amount, received.currency.code, received.currency.decimals)}` : '', incoming };
  }
  const payee = payees.find((p) => p.id === row.destination?.accountId);
  const to = row.destination?.umaAddress ?? (payee ? `${payee.name} · ${payee.detail}` : 'Bank account');
  const sent = row.sentAmount;
  return { title: `To ${to}`, amount: sent ? `−${money(sent.amount, sent.currency.code, sent.currency.decimals)}` : '', incoming };
}

export function Activity({ transactions, payees, walletId, onChanged }: { transactions: Transaction[] | undefined; payees: Payee[]; walletId: string; onChanged: () => void }) {
  const client = useClient();
  const [selected, setSelected] = useState<string>();
  const [error, setError] = useState<string>();
  const [returning, setReturning] = useState(false);
  const id = useId();
  // A payment into the wallet from a bank (a realtime-funded quote) is one outgoing leg and one incoming
  // credit at the service; the person sees it once, as money in.
  const rows = ((transactions ?? []) as unknown as Row[]).filter((row) => !(row.type === 'OUTGOING' && row.destination?.accountId === walletId));
  const current = rows.find((row) => row.id === selected);

  const bankReturn = async (transactionId: string) => {
    setReturning(true);
    setError(undefined);
    try {
      await client.sandbox.bankReturn(transactionId);
      onChanged();
    } catch (e) {
      setError(describeError(e));
    } finally {
      setReturning(false);
    }
  };

  return (
    <section className="card activity" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Activity</h2>
      {current ? (
        <div className="detail">
          <TransactionStatus id={current.id} headingLevel={3} />
          <div className="row">
            {current.type === 'OUTGOING' && current.status === 'COMPLETED' && current.destination?.accountId !== walletId ? (
              <button type="button" className="button" disabled={returning} onClick={() => void bankReturn(current.id)}>
                Simulate a bank return
              </button>
            ) : null}
            <button type="button" className="button quiet" onClick={() => setSelected(undefined)}>
              Close details
            </button>
          </div>
          <ErrorAlert message={error} />
        </div>
      ) : null}
      {!transactions ? (
        <p className="muted">Loading…</p>
      ) : rows.length === 0 ? (
        <p className="muted empty">No activity yet. Add test funds to get started.</p>
      ) : (
        <ul className="activity-list">
          {rows.map((row) => {
            const d = describe(row, payees, walletId);
            return (
              <li key={row.id}>
                <button type="button" className="activity-row" aria-current={row.id === selected ? 'true' : undefined} onClick={() => setSelected(row.id)}>
                  <span className={`activity-icon ${d.incoming ? 'in' : 'out'}`} aria-hidden="true">
                    {d.incoming ? '↓' : '↑'}
                  </span>
                  <span className="activity-main">
                    <span className="activity-title">{d.title}</span>
                    <span className="muted small">{when(row.createdAt)}</span>
                  </span>
                  <span className="activity-side">
                    <span className={`amount ${d.incoming ? 'in' : ''}`}>{d.amount}</span>
                    <span className={`status status-${row.status.toLowerCase()}`}>
                      {row.failureReason === 'PAYOUT_RETURNED' ? 'Returned' : (STATUS_TEXT[row.status] ?? row.status)}
                    </span>
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
