'use client';

import { useMessages } from '../provider/hooks.js';
import { statusWord } from '../transaction/status-words.js';
import type { ActivityFilter } from './activity-store.js';
import { walletArea } from './area.js';

const STATUSES = ['PENDING', 'COMPLETED', 'FAILED'] as const;

/** The history's filters: a direction (all, in, out) as pressed buttons, and a status to pick. */
export function ActivityFilters({ filter, onChange }: { readonly filter: ActivityFilter; readonly onChange: (change: Partial<ActivityFilter>) => void }) {
  const t = useMessages();
  const w = walletArea.useMessages();
  return (
    <div className="wk-filters" role="group" aria-label={w('wallet.activity.filters')}>
      <div className="wk-segmented">
        {/* wallet.activity.all, .in, .out */}
        {(['all', 'in', 'out'] as const).map((direction) => (
          <button
            key={direction}
            type="button"
            className="wk-button"
            data-variant={filter.direction === direction ? 'primary' : undefined}
            aria-pressed={filter.direction === direction}
            onClick={() => onChange({ direction })}
          >
            <span className="wk-button-face">{w(`wallet.activity.${direction}`)}</span>
          </button>
        ))}
      </div>
      <label className="wk-select-field">
        <span className="wk-label">{w('wallet.activity.status')}</span>
        <select className="wk-select" value={filter.status ?? ''} onChange={(event) => onChange({ status: (event.target.value || undefined) as ActivityFilter['status'] })}>
          <option value="">{w('wallet.activity.anyStatus')}</option>
          {STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(statusWord(status))}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
