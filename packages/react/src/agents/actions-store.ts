import type { AgentAction, WalletKitClient } from '@wallet-kit/client';
import { createFlow, type FlowController } from '../flow/create-flow.js';
import { errorCode, errorStatus, type FlowError } from '../flow/errors.js';
import { labelOf, type PayeeLabel } from '../payees/fields.js';

/**
 * The calls the agent widgets make: the client's `agents` area, or a fake of it in tests and stories;
 * `getPayee` (the client's `payees`) names the payee a request pays, when given.
 */
export type AgentsApi = Pick<WalletKitClient['agents'], 'listPendingActions' | 'getAgent' | 'approveAction' | 'rejectAction'> &
  Partial<Pick<WalletKitClient['payees'], 'getPayee'>> & {
    /** Pushed updates (optional): with them a new or settled request shows without a reload. */
    events?: WalletKitClient['events'];
  };

/** The slice of a client the agent widgets use. */
export const agentsApi = (client: WalletKitClient): AgentsApi => ({ ...client.agents, getPayee: client.payees.getPayee, events: client.events });

/** `loading`; `list`: the requests waiting, with approve and reject; `reject`: confirming a rejection, with a reason. */
export type AgentActionsStep = 'loading' | 'list' | 'reject';

/**
 * What the last decision did: `failed` when an approved request could not be carried out (its quote
 * ran out, the balance was too low), `gone` when it had been decided or withdrawn meanwhile.
 */
export type AgentActionsNotice = 'approved' | 'rejected' | 'failed' | 'gone';

/** What the approvals widget shows. */
export interface AgentActionsState {
  /** Where it is; also the root's `data-state`. */
  readonly step: AgentActionsStep;
  /** The requests waiting for the user's approval, oldest first. */
  readonly actions: readonly AgentAction[];
  /** Each agent's name, by its id, once read (an agent that cannot be read has none). */
  readonly agentNames: Readonly<Record<string, string>>;
  /** The payees the requests pay, by their external account id, once read. */
  readonly payees: Readonly<Record<string, PayeeLabel>>;
  /** The request being rejected, on the `reject` step. */
  readonly selected: AgentAction | undefined;
  /** A decision is in flight. */
  readonly busy: boolean;
  /** What the last decision did, announced politely. */
  readonly notice: AgentActionsNotice | undefined;
  /** How many decisions were made here: focus returns to the title after each. */
  readonly decisions: number;
  /** The failure to show, classified for its message; `undefined` when there is none. */
  readonly error: FlowError | undefined;
}

/** What {@link createAgentActions} returns: the store, the lifecycle and the actions. */
export interface AgentActionsController extends FlowController<AgentActionsState, object> {
  /** Reads the requests waiting again. */
  reload(): Promise<void>;
  /** Approves a request: the agent's payment or transfer is made. */
  approve(actionId: string): Promise<void>;
  /** Asks to confirm rejecting a request. */
  askReject(actionId: string): void;
  /** Rejects the request being confirmed, with the reason the agent sees (empty: none). */
  confirmReject(reason: string): Promise<void>;
  /** Back to the list. */
  cancel(): void;
}

/** What {@link createAgentActions} needs. */
export interface AgentActionsOptions {
  /** The calls to make. */
  readonly api: AgentsApi;
  /** The signed-in user's customer. */
  readonly customerId: string;
  /** Told of each decision, with the request as the service answered it (APPROVED, REJECTED or FAILED). */
  readonly onDecided?: (action: AgentAction) => void;
  /** Told of every failure the flow shows, with the original error. */
  readonly onError?: (error: unknown) => void;
}

/**
 * The request is not the user's to decide any more: decided elsewhere or withdrawn (404, 409), or no
 * longer pending, which the integrator backend answers as not theirs (403 RESOURCE_NOT_OWNED).
 */
const gone = (error: unknown) => errorStatus(error) === 404 || errorStatus(error) === 409 || errorCode(error) === 'RESOURCE_NOT_OWNED';

/**
 * The requests the customer's agents made that wait for their approval, as a framework-free store:
 * listed with each agent's name, approved at once or rejected after a confirmation with a reason.
 */
export function createAgentActions(options: AgentActionsOptions): AgentActionsController {
  const { api, customerId } = options;
  const controller: AgentActionsController = createFlow<AgentActionsState, object, Omit<AgentActionsController, keyof FlowController<AgentActionsState, object>>>({
    initial: { step: 'loading', actions: [], agentNames: {}, payees: {}, selected: undefined, busy: false, notice: undefined, decisions: 0, error: undefined },
    held: {},
    onError: options.onError,
    start(flow) {
      void controller.reload();
      // An agent's request made or settled elsewhere: read the list again, unless a decision here is under way.
      const stop = api.events?.subscribe((event) => void (/^AGENT_ACTION\.|^resync$/.test(event.type) && !flow.get().busy && controller.reload()), { customerId });
      if (stop) flow.signal.addEventListener('abort', stop);
    },
    actions: (flow) => {
      const { get, set } = flow;
      const names = async (actions: readonly AgentAction[]) => {
        const missing = [...new Set(actions.map((action) => action.agentId))].filter((id) => get().agentNames[id] === undefined);
        // A name is a courtesy: an agent that cannot be read is shown as "Your agent".
        const read = await Promise.all(missing.map((id) => api.getAgent(id, { signal: flow.signal }).then((agent) => [id, agent.name] as const, () => undefined)));
        const found = read.filter((entry): entry is readonly [string, string] => entry !== undefined);
        if (found.length > 0) set({ agentNames: { ...get().agentNames, ...Object.fromEntries(found) } });
        // The same for the payees the payments go to, read as the user's own.
        const { getPayee } = api;
        if (!getPayee) return;
        const accounts = actions.map((action) => (action.quote?.destination.destinationType === 'ACCOUNT' ? action.quote.destination.accountId : undefined));
        const unread = [...new Set(accounts)].filter((id): id is string => id !== undefined && id.startsWith('ExternalAccount:') && get().payees[id] === undefined);
        const payees = await Promise.all(unread.map((id) => getPayee(id, { signal: flow.signal }).then((payee) => [id, labelOf(payee)] as const, () => undefined)));
        const labelled = payees.filter((entry): entry is readonly [string, PayeeLabel] => entry !== undefined);
        if (labelled.length > 0) set({ payees: { ...get().payees, ...Object.fromEntries(labelled) } });
      };
      const decided = async (action: AgentAction | undefined, notice: AgentActionsNotice) => {
        if (action) options.onDecided?.(action);
        await controller.reload();
        set({ step: 'list', selected: undefined, busy: false, notice, decisions: get().decisions + 1 });
      };
      const decide = async (call: () => Promise<AgentAction>) => {
        set({ busy: true, error: undefined, notice: undefined });
        try {
          const answered = await call();
          await decided(answered, answered.status === 'REJECTED' ? 'rejected' : answered.status === 'FAILED' ? 'failed' : 'approved');
        } catch (error) {
          if (gone(error)) return decided(undefined, 'gone');
          set({ busy: false, error: flow.fail(error) });
          // The service may have moved the request on (a failed execution): show what is left.
          await controller.reload();
        }
      };
      return {
        async reload() {
          try {
            const actions = await api.listPendingActions({ customerId }, { signal: flow.signal });
            set({ actions, ...(get().step === 'loading' ? { step: 'list' } : {}) });
            await names(actions);
          } catch (error) {
            set({ step: get().step === 'loading' ? 'list' : get().step, busy: false, error: flow.fail(error) });
          }
        },
        async approve(actionId) {
          const action = get().actions.find((candidate) => candidate.id === actionId);
          if (!action || get().busy) return;
          await decide(() => api.approveAction(action, { signal: flow.signal }));
        },
        askReject(actionId) {
          const action = get().actions.find((candidate) => candidate.id === actionId);
          if (action && !get().busy) set({ step: 'reject', selected: action, notice: undefined, error: undefined });
        },
        async confirmReject(reason) {
          const action = get().selected;
          if (!action || get().busy) return;
          const trimmed = reason.trim();
          await decide(() => api.rejectAction(action, trimmed === '' ? undefined : trimmed, { signal: flow.signal }));
        },
        cancel: () => set({ step: 'list', selected: undefined, error: undefined }),
      };
    },
  });
  return controller;
}
