import { createFlow, type FlowController } from '../flow/create-flow.js';
import type { FlowError } from '../flow/errors.js';
import type { BalanceApi, InternalAccount } from './api.js';
import { keepFresh } from './live.js';

/** `loading`: the first read; `ready`; `error`: the accounts could not be read (a retry is offered). */
export type BalanceStep = 'loading' | 'ready' | 'error';

/** What {@link Balance} shows. */
export interface BalanceState {
  /** Where the flow is. */
  readonly step: BalanceStep;
  /** The customer's internal accounts, with their balances. */
  readonly accounts: readonly InternalAccount[];
  /** The last failure, classified; undefined when there is none. */
  readonly error: FlowError | undefined;
}

/** Options of {@link createBalance}. */
export interface BalanceOptions {
  /** The calls to use. */
  readonly api: BalanceApi;
  /** The signed-in user's customer. */
  readonly customerId: string;
  /** Only this account; every internal account of the customer by default. */
  readonly accountId?: string;
  /** How often to read the balances again while shown, in ms; 15 s by default, 0 never. */
  readonly refreshIntervalMs?: number;
  /** Told of each failure, with the original error. */
  readonly onError?: (error: unknown) => void;
}

/** The store behind {@link Balance}: its state, and reading it again. */
export interface BalanceController extends FlowController<BalanceState, Record<string, never>> {
  /** Reads the balances again now. */
  reload(): Promise<void>;
}

/** What moves a balance: money in or out, or the account itself. */
const BALANCE_EVENTS = /^(INTERNAL_ACCOUNT|OUTGOING_PAYMENT|INCOMING_PAYMENT|CARD_TRANSACTION)\./;

/** The customer's balances as a framework-free store: read on mount, then again on a timer and when the page is shown again. */
export function createBalance(options: BalanceOptions): BalanceController {
  const controller: BalanceController = createFlow<BalanceState, Record<string, never>, Pick<BalanceController, 'reload'>>({
    initial: { step: 'loading', accounts: [], error: undefined },
    held: {},
    onError: options.onError,
    start(flow) {
      void controller.reload();
      keepFresh(flow, () => void controller.reload(), options.refreshIntervalMs ?? 15_000, { events: options.api.events, customerId: options.customerId, types: BALANCE_EVENTS });
    },
    actions: (flow) => ({
      async reload() {
        try {
          const accounts = await options.api.listInternalAccounts({ customerId: options.customerId }, { signal: flow.signal });
          flow.set({ step: 'ready', accounts: options.accountId ? accounts.filter((account) => account.id === options.accountId) : accounts, error: undefined });
        } catch (error) {
          if (flow.isDisposed()) return;
          // Balances already on screen stay: a failed refresh says so beside them.
          flow.set({ step: flow.get().step === 'ready' ? 'ready' : 'error', error: flow.fail(error) });
        }
      },
    }),
  });
  return controller;
}
