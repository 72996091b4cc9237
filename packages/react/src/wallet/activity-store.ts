import { createFlow, type FlowController, type FlowTools } from '../flow/create-flow.js';
import type { FlowError } from '../flow/errors.js';
import type { ActivityApi, ExternalAccount, Transaction } from './api.js';
import { keepFresh, PAYMENT_EVENTS } from './live.js';
import { describePayeeAccount } from './payees.js';
import { fieldsOf } from './transaction-fields.js';

/** Which payments to list: money in or out, and one status or any. */
export interface ActivityFilter {
  /** Money in, money out, or both. */
  readonly direction: 'all' | 'in' | 'out';
  /** One status, or any when undefined. */
  readonly status: 'PENDING' | 'COMPLETED' | 'FAILED' | undefined;
}

/** A payee as a row of the history names it. */
export interface PayeeName {
  readonly name: string;
  readonly detail: string;
}

/** What {@link Activity} shows: the rows, the filter, whether more pages wait. */
export interface ActivityState {
  /** Where the flow is. */
  readonly step: 'loading' | 'ready' | 'error';
  /** The payments on screen, newest first. */
  readonly rows: readonly Transaction[];
  /** More pages wait behind "Show more". */
  readonly hasMore: boolean;
  /** A next page is being read. */
  readonly loadingMore: boolean;
  /** The filter in force. */
  readonly filter: ActivityFilter;
  /** How many payments the last refresh added at the top (announced). */
  readonly fresh: number;
  /** The customer's own internal accounts (a transfer between them is neither in nor out) and its payees, by id. */
  readonly ownAccounts: readonly string[];
  /** The payees by id, to name the rows. */
  readonly payees: Readonly<Record<string, PayeeName>>;
  /** Payments the person removed from view (waiting ones left to lapse), kept on this device. */
  readonly hidden: readonly string[];
  /** The last failure, classified; undefined when there is none. */
  readonly error: FlowError | undefined;
}

/** Options of {@link createActivity}. */
export interface ActivityOptions {
  /** The calls to use. */
  readonly api: ActivityApi;
  /** The signed-in user's customer. */
  readonly customerId: string;
  /** Rows per page; 20 by default. */
  readonly pageSize?: number;
  /** How often to look for new payments and changed statuses while shown, in ms; 10 s by default, 0 never. */
  readonly refreshIntervalMs?: number;
  /** Told of each failure, with the original error. */
  readonly onError?: (error: unknown) => void;
}

export interface ActivityHeld {
  /** The history being paged through, and the next row already read (to know whether there is more). */
  readonly pages: AsyncIterator<Transaction> | undefined;
  readonly next: Transaction | undefined;
}

/** The store behind {@link Activity}: its state, the filter, paging and refreshing. */
export interface ActivityController extends FlowController<ActivityState, ActivityHeld> {
  /** Changes the filter and reads the first page under it. */
  setFilter(filter: Partial<ActivityFilter>): Promise<void>;
  /** The next page. */
  more(): Promise<void>;
  /** Reads the first page again: new payments go on top, changed ones change in place. */
  refresh(): Promise<void>;
  /** Removes a payment from view on this device (one waiting for approval then lapses, nothing moved). */
  hide(id: string): void;
}

type Tools = FlowTools<ActivityState, ActivityHeld>;

/** Whether a row is one a person would not recognise: the outgoing half of money paid into their own account from a bank (its incoming half stands for it). */
export function isPayInLeg(transaction: Transaction, ownAccounts: readonly string[]): boolean {
  const fields = fieldsOf(transaction);
  return fields.type === 'OUTGOING' && fields.source?.sourceType === 'REALTIME_FUNDING' && ownAccounts.includes(fields.destination?.accountId ?? '');
}

/** Statuses of a payment still under way: the "in progress" filter keeps these (the service filters by one status). */
const UNDER_WAY = new Set(['CREATED', 'PENDING', 'PROCESSING', 'PENDING_AUTHORIZATION', 'AUTHORIZED', 'PARTIALLY_SETTLED']);

const hiddenKey = (customerId: string) => `wallet-kit:activity-hidden:${customerId}`;
// Enough for every payment a person removes in a long while; the oldest go first.
const MAX_HIDDEN = 200;

function readHidden(customerId: string): string[] {
  try {
    const stored: unknown = JSON.parse(globalThis.localStorage?.getItem(hiddenKey(customerId)) ?? '[]');
    return Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

function writeHidden(customerId: string, ids: readonly string[]): void {
  try {
    globalThis.localStorage?.setItem(hiddenKey(customerId), JSON.stringify(ids.slice(-MAX_HIDDEN)));
  } catch {
    // Storage refused (private mode, quota): the row stays hidden for this visit only.
  }
}

function describePayee(account: ExternalAccount): PayeeName {
  const { name, detail } = describePayeeAccount(account);
  return { name, detail };
}

/**
 * The customer's payment history as a framework-free store: pages read as they are asked for, filters
 * that start the list again, and a refresh on a timer (and when the page is shown again) that puts
 * new payments on top and updates the statuses of the ones on screen.
 */
export function createActivity(options: ActivityOptions): ActivityController {
  const { api } = options;
  const pageSize = options.pageSize ?? 20;

  const query = (filter: ActivityFilter) => ({
    customerId: options.customerId,
    sortOrder: 'desc' as const,
    limit: pageSize,
    ...(filter.direction === 'in' ? { type: 'INCOMING' as const } : filter.direction === 'out' ? { type: 'OUTGOING' as const } : {}),
    // "In progress" spans several statuses: read them all, keep those under way (see `take`).
    ...(filter.status && filter.status !== 'PENDING' ? { status: filter.status } : {}),
  });

  const shows = (flow: Tools, row: Transaction) => {
    const { ownAccounts, hidden, filter } = flow.get();
    if (isPayInLeg(row, ownAccounts) || hidden.includes(row.id)) return false;
    return filter.status !== 'PENDING' || UNDER_WAY.has(fieldsOf(row).status);
  };

  /** Up to a page of rows a person recognises from `pages`, then one more read ahead. */
  async function take(flow: Tools, pages: AsyncIterator<Transaction>, first: Transaction | undefined) {
    const rows: Transaction[] = [];
    let next = first;
    for (let read = 0; read < pageSize * 3; read++) {
      if (next === undefined) {
        const item = await pages.next();
        if (item.done) break;
        next = item.value;
      }
      if (rows.length === pageSize) return { rows, next };
      if (shows(flow, next)) rows.push(next);
      next = undefined;
    }
    return { rows, next };
  }

  /** A payment to an account the names do not know (neither the customer's own nor a payee read so far). */
  function unnamed(flow: Tools, transaction: Transaction): boolean {
    const accountId = fieldsOf(transaction).destination?.accountId;
    const { ownAccounts, payees } = flow.get();
    return accountId !== undefined && !(accountId in payees) && !ownAccounts.includes(accountId);
  }

  async function names(flow: Tools) {
    try {
      const [accounts, payees] = await Promise.all([
        api.listInternalAccounts({ customerId: options.customerId }, { signal: flow.signal }),
        api.listExternalAccounts({ customerId: options.customerId }, { signal: flow.signal }),
      ]);
      flow.set({ ownAccounts: accounts.map((account) => account.id), payees: Object.fromEntries(payees.map((payee) => [payee.id, describePayee(payee)])) });
    } catch (error) {
      // The rows can do without names (they show the account instead); the cause goes to onError.
      if (!flow.isDisposed()) flow.fail(error);
    }
  }

  async function load(flow: Tools, filter: ActivityFilter) {
    const pages = api.listTransactions(query(filter), { signal: flow.signal })[Symbol.asyncIterator]();
    flow.hold({ pages, next: undefined });
    flow.set({ step: flow.get().rows.length ? 'ready' : 'loading', filter, error: undefined });
    try {
      const { rows, next } = await take(flow, pages, undefined);
      if (flow.get().held.pages !== pages) return; // a newer filter won
      flow.hold({ next });
      flow.set({ step: 'ready', rows, hasMore: next !== undefined, fresh: 0 });
    } catch (error) {
      if (!flow.isDisposed() && flow.get().held.pages === pages) flow.set({ step: 'error', error: flow.fail(error) });
    }
  }

  const controller: ActivityController = createFlow<ActivityState, ActivityHeld, Omit<ActivityController, keyof FlowController<ActivityState, ActivityHeld>>>({
    initial: { step: 'loading', rows: [], hasMore: false, loadingMore: false, filter: { direction: 'all', status: undefined }, fresh: 0, ownAccounts: [], payees: {}, hidden: readHidden(options.customerId), error: undefined },
    held: { pages: undefined, next: undefined },
    onError: options.onError,
    start(flow) {
      void names(flow).then(() => load(flow, flow.get().filter));
      keepFresh(flow, () => void controller.refresh(), options.refreshIntervalMs ?? 10_000, { events: api.events, customerId: options.customerId, types: PAYMENT_EVENTS });
    },
    release: (flow) => void flow.get().held.pages?.return?.(),
    actions: (flow) => ({
      hide(id) {
        const hidden = [...flow.get().hidden.filter((known) => known !== id), id];
        writeHidden(options.customerId, hidden);
        flow.set({ hidden, rows: flow.get().rows.filter((row) => row.id !== id) });
      },
      async setFilter(change) {
        const filter = { ...flow.get().filter, ...change };
        flow.set({ rows: [], hasMore: false });
        await load(flow, filter);
      },
      async more() {
        const { held, loadingMore, hasMore } = flow.get();
        if (!held.pages || loadingMore || !hasMore) return;
        flow.set({ loadingMore: true, error: undefined });
        try {
          const { rows, next } = await take(flow, held.pages, held.next);
          flow.hold({ next });
          flow.set({ rows: [...flow.get().rows, ...rows], hasMore: next !== undefined, loadingMore: false });
        } catch (error) {
          if (!flow.isDisposed()) flow.set({ loadingMore: false, error: flow.fail(error) });
        }
      },
      async refresh() {
        const { step, filter } = flow.get();
        if (step !== 'ready') return;
        try {
          const pages = api.listTransactions(query(filter), { signal: flow.signal })[Symbol.asyncIterator]();
          const { rows: latest } = await take(flow, pages, undefined);
          void pages.return?.();
          const { rows, filter: now } = flow.get();
          if (now !== filter) return;
          const known = new Map(latest.map((row) => [row.id, row]));
          const shown = new Set(rows.map((row) => row.id));
          const added = latest.filter((row) => !shown.has(row.id));
          // A new payment may go to a payee added since the names were read (a new payee inside Send).
          if (added.some((row) => unnamed(flow, row))) await names(flow);
          flow.set({ rows: [...added, ...rows.map((row) => known.get(row.id) ?? row)], fresh: added.length, error: undefined });
        } catch (error) {
          if (!flow.isDisposed()) flow.set({ error: flow.fail(error) });
        }
      },
    }),
  });
  return controller;
}
