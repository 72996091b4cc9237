import type { Store } from '../store/store.js';

/** The journal of work that falls due on the sandbox clock (settlements, returns, refunds). */
export const JOBS_DDL = [
  'CREATE TABLE IF NOT EXISTS jobs (seq INTEGER PRIMARY KEY AUTOINCREMENT, at INTEGER NOT NULL, kind TEXT NOT NULL, ref TEXT NOT NULL)',
  'CREATE INDEX IF NOT EXISTS jobs_by_at ON jobs (at, seq)',
];

export interface DueJob {
  seq: number;
  at: number;
  kind: string;
  ref: string;
}

/** Work scheduled on the sandbox clock, kept in the database so a restart loses none of it. */
export class Jobs {
  /**
   * No job falls due before this moment (Infinity: none is scheduled), as last read; every request
   * asks for due work, and most find none. Only ever too early (a new job lowers it, a taken one
   * forgets it), and forgotten after a rollback, which may bring a taken job back.
   */
  private earliest: { at: number; rollbacks: number } | undefined;

  constructor(private readonly store: Store) {}

  schedule(kind: string, ref: string, at: number): void {
    this.store.statement('INSERT INTO jobs (at, kind, ref) VALUES (?, ?, ?)').run([at, kind, ref]);
    if (this.earliest !== undefined && at < this.earliest.at) this.earliest = { at, rollbacks: this.earliest.rollbacks };
  }

  /** The oldest job due at `now`, or undefined. */
  next(now: number): DueJob | undefined {
    const known = this.earliest;
    if (known !== undefined && known.rollbacks === this.store.rollbacks && now < known.at) return undefined;
    const row = this.store.statement('SELECT seq, at, kind, ref FROM jobs ORDER BY at, seq LIMIT 1').get();
    this.earliest = { at: row === undefined ? Infinity : Number(row.at), rollbacks: this.store.rollbacks };
    if (row === undefined || Number(row.at) > now) return undefined;
    return { seq: Number(row.seq), at: Number(row.at), kind: String(row.kind), ref: String(row.ref) };
  }

  /** Removes a job; false when another run took it first. */
  take(seq: number): boolean {
    this.earliest = undefined;
    return this.store.statement('DELETE FROM jobs WHERE seq = ?').run([seq]).changes === 1;
  }

  count(): number {
    return Number(this.store.statement('SELECT count(*) AS n FROM jobs').get()?.n ?? 0);
  }
}
