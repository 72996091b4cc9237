import type { ReactNode } from 'react';

/** A term and its value in a `wk-list` (a balance's pending and total, a receipt's terms). */
export function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="wk-row">
      <dt className="wk-term">{term}</dt>
      <dd className="wk-value">{children}</dd>
    </div>
  );
}
