import type { Ref } from 'react';
import type { ActivityRow } from './activity-rows.js';

/** Props of {@link HistoryRow}: the row as read, its date in words, and what choosing it does. */
export interface HistoryRowProps {
  readonly row: ActivityRow;
  /** When it was made, in the person's words ("5 Mar 2026, 14:02"). */
  readonly date: string;
  /** Its receipt is the one open. */
  readonly current: boolean;
  readonly onChoose: () => void;
  /** The row's button, for focus to come back to when its receipt closes. */
  readonly buttonRef: Ref<HTMLButtonElement>;
}

/** One payment of the history: an arrow for its direction, who, when, the amount and its status. */
export function HistoryRow({ row, date, current, onChoose, buttonRef }: HistoryRowProps) {
  const direction = row.incoming ? 'in' : 'out';
  return (
    <li>
      <button ref={buttonRef} type="button" className="wk-history-row" aria-current={current ? 'true' : undefined} onClick={onChoose}>
        <span className="wk-history-icon" data-direction={direction} aria-hidden="true">
          {row.incoming ? '↓' : '↑'}
        </span>
        <span className="wk-history-main">
          <span className="wk-history-title">{row.title}</span>
          <span className="wk-muted">{date}</span>
        </span>
        <span className="wk-history-side">
          <bdi className="wk-history-amount" data-direction={direction}>
            {row.amount}
          </bdi>
          <span className="wk-status" data-status={row.status}>
            {row.statusText}
          </span>
        </span>
      </button>
    </li>
  );
}
