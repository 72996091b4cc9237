import type { ExternalAccount, OwnershipChallenge, QuoteScaChallenge, WalletKitClient } from '@wallet-kit/client';
import { createFlow, type FlowController } from '../flow/create-flow.js';
import { errorCode, errorStatus, type FlowError } from '../flow/errors.js';
import { DRAFT_FIELD_OF, EMPTY_DRAFT, draftProblems, labelOf, payeeRequest, type FieldProblem, type PayeeDraft, type PayeeKind } from './fields.js';

/** The calls the payee widgets make: the client's `payees` area, or a fake of it in tests and stories. */
export type PayeesApi = Pick<WalletKitClient['payees'], 'listPayees' | 'addPayee' | 'removePayee' | 'startOwnershipVerification' | 'verifyOwnership' | 'trustPayee' | 'untrustPayee'>;

/** The slice of a client the payee widgets use. */
export const payeesApi = (client: WalletKitClient): PayeesApi => client.payees;

/**
 * `loading`; `list`; `add`: the new payee's form; `remove`: confirming a removal; `trust`: a code
 * for trusting or untrusting; `verify`: proving a wallet is the customer's own.
 */
export type PayeeManagerStep = 'loading' | 'list' | 'add' | 'remove' | 'trust' | 'verify';

/** Why the manager shows a message instead of the service's generic failure. */
export type PayeeNotice = 'invalid' | 'exists' | 'trust-not-needed' | 'trusted' | 'untrusted';

/** What the payee manager shows. */
export interface PayeeManagerState {
  /** Where the manager is; also the root's `data-state`. */
  readonly step: PayeeManagerStep;
  /** The customer's payees. */
  readonly payees: readonly ExternalAccount[];
  /** The payee being removed, trusted, untrusted or verified. */
  readonly selected: ExternalAccount | undefined;
  /** The new payee's form. */
  readonly draft: PayeeDraft;
  /** What is wrong with the form's fields, once the person tried to save (or the service said). */
  readonly problems: Partial<Record<keyof PayeeDraft, FieldProblem>>;
  /** Trusting (true) or untrusting (false), on the `trust` step. */
  readonly trusting: boolean;
  /** The SCA challenge the code answers, on the `trust` step. */
  readonly challenge: QuoteScaChallenge | undefined;
  /** The ownership challenge on the `verify` step, once one is started. */
  readonly ownership: OwnershipChallenge | undefined;
  /** A call is in flight. */
  readonly busy: boolean;
  /** A refusal the manager explains itself. */
  readonly notice: PayeeNotice | undefined;
  /** The failure to show, classified for its message; `undefined` when there is none. */
  readonly error: FlowError | undefined;
}

/** What the manager holds: the answer a trust change waits for (the code the person types). */
export interface PayeeManagerHeld {
  /** Hands the typed code (or `null`: given up) to the trust change waiting for it. */
  readonly answer: ((code: string | null) => void) | undefined;
}

/** What {@link createPayeeManager} returns: the store, the lifecycle and the actions. */
export interface PayeeManagerController extends FlowController<PayeeManagerState, PayeeManagerHeld> {
  /** Reads the payees again. */
  reload(): Promise<void>;
  /** Opens the form for a new payee. */
  startAdd(): void;
  /** Changes fields of the form (the kind too, which keeps what was typed). */
  edit(change: Partial<PayeeDraft>): void;
  /** Checks the form and, when it is right, adds the payee. */
  save(): Promise<void>;
  /** Asks to confirm a removal. */
  askRemove(payeeId: string): void;
  /** Removes the payee being confirmed. */
  confirmRemove(): Promise<void>;
  /** Starts trusting (true) or untrusting a payee: its SCA code is asked for next. */
  changeTrust(payeeId: string, trusted: boolean): Promise<void>;
  /** Sends the code of the trust step. */
  submitCode(code: string): void;
  /** Starts proving a wallet payee is the customer's own. */
  startVerify(payeeId: string, method: 'WALLET_SIGNATURE' | 'LIVENESS'): Promise<void>;
  /** Sends the wallet's signature of the message. */
  submitSignature(signature: string): Promise<void>;
  /** Back to the list, dropping the form or the step. */
  cancel(): void;
}

/** What {@link createPayeeManager} needs. */
export interface PayeeManagerOptions {
  /** The calls to make. */
  readonly api: PayeesApi;
  /** The signed-in user's customer. */
  readonly customerId: string;
  /** Told of every failure the flow shows, with the original error, to log or report. */
  readonly onError?: (error: unknown) => void;
  /** Told of each payee added. */
  readonly onAdded?: (payee: ExternalAccount) => void;
  /** `add`: open on the new payee's form (the list loads behind it); `list` by default. */
  readonly startWith?: 'list' | 'add';
  /** The kind of account the new payee's form starts on; a US bank account by default. */
  readonly kind?: PayeeKind;
}

/** A 400 to a code is the code being wrong (or the challenge having run out): the person types it again. */
const wrongCode = (error: unknown) => (flowError: FlowError): FlowError => (errorStatus(error) === 400 ? { kind: 'wrong-code', cause: error } : flowError);

const idle = { selected: undefined, challenge: undefined, ownership: undefined, busy: false, notice: undefined, error: undefined };

/** The service's field errors on the form's fields: a 400 `INVALID_BANK_ACCOUNT` or `INVALID_INPUT` names them. */
function serviceProblems(error: unknown): Partial<Record<keyof PayeeDraft, FieldProblem>> {
  const details = (error as { details?: { errors?: { field?: string }[] } }).details;
  const problems: Partial<Record<keyof PayeeDraft, FieldProblem>> = {};
  for (const { field } of details?.errors ?? []) {
    const own = field === undefined ? undefined : DRAFT_FIELD_OF[field];
    if (own) problems[own] = own === 'routingNumber' ? 'routing' : own === 'clabe' ? 'clabe' : (own as FieldProblem);
  }
  return problems;
}

/**
 * The customer's payees as a framework-free store: list, add with each rail's fields checked as they
 * are typed (the service checks again), remove after a confirmation, trust and untrust with an SCA
 * code, and prove a wallet's ownership.
 */
export function createPayeeManager(options: PayeeManagerOptions): PayeeManagerController {
  const { api, customerId } = options;
  const blank: PayeeDraft = { ...EMPTY_DRAFT, kind: options.kind ?? EMPTY_DRAFT.kind };
  const controller: PayeeManagerController = createFlow<PayeeManagerState, PayeeManagerHeld, Omit<PayeeManagerController, keyof FlowController<PayeeManagerState, PayeeManagerHeld>>>({
    initial: { step: options.startWith === 'add' ? 'add' : 'loading', payees: [], draft: blank, problems: {}, trusting: true, ...idle },
    held: { answer: undefined },
    onError: options.onError,
    start: () => void controller.reload(),
    release: ({ get }) => get().held.answer?.(null),
    actions: (flow) => {
      const { get, set } = flow;
      const find = (id: string) => get().payees.find((payee) => payee.id === id);
      const fail = (error: unknown, step: PayeeManagerStep = get().step) => set({ step, busy: false, error: flow.fail(error) });
      const backToList = async () => {
        await controller.reload();
        set({ step: 'list', ...idle });
      };
      return {
        async reload() {
          try {
            set({ payees: await api.listPayees({ customerId }, { signal: flow.signal }), ...(get().step === 'loading' ? { step: 'list' } : {}) });
          } catch (error) {
            fail(error, get().step === 'loading' ? 'list' : get().step);
          }
        },
        startAdd: () => set({ step: 'add', draft: blank, problems: {}, ...idle }),
        edit(change) {
          const draft = { ...get().draft, ...change };
          // A field's problem clears as it is corrected; the others wait for the next save.
          const shown = get().problems;
          const now = draftProblems(draft);
          const problems = Object.fromEntries(Object.keys(shown).filter((field) => now[field as keyof PayeeDraft]).map((field) => [field, now[field as keyof PayeeDraft]]));
          set({ draft, problems, notice: undefined });
        },
        async save() {
          const { draft, busy } = get();
          if (busy) return;
          const problems = draftProblems(draft);
          if (Object.keys(problems).length > 0) return set({ problems });
          set({ busy: true, problems: {}, error: undefined, notice: undefined });
          try {
            const added = await api.addPayee(payeeRequest(customerId, draft), { signal: flow.signal });
            options.onAdded?.(added);
            await backToList();
          } catch (error) {
            const status = errorStatus(error);
            const fields = status === 400 ? serviceProblems(error) : {};
            if (Object.keys(fields).length > 0) return set({ busy: false, problems: fields, notice: 'invalid' });
            if (status === 409) return set({ busy: false, notice: 'exists' });
            fail(error);
          }
        },
        askRemove: (payeeId) => set({ step: 'remove', ...idle, selected: find(payeeId) }),
        async confirmRemove() {
          const selected = get().selected;
          if (!selected || get().busy) return;
          set({ busy: true, error: undefined });
          try {
            await api.removePayee(selected.id, { signal: flow.signal });
            await backToList();
          } catch (error) {
            fail(error);
          }
        },
        async changeTrust(payeeId, trusted) {
          const selected = find(payeeId);
          if (!selected || get().busy) return;
          set({ ...idle, selected, trusting: trusted, busy: true });
          const call = trusted ? api.trustPayee : api.untrustPayee;
          try {
            const result = await call(
              payeeId,
              (challenge, step) =>
                new Promise<{ code: string } | null>((resolve) => {
                  flow.hold({ answer: (code) => resolve(code === null ? null : { code }) });
                  set({ step: 'trust', challenge, busy: false, error: step.error ? flow.fail(step.error, wrongCode(step.error)) : undefined });
                }),
              { signal: flow.signal },
            );
            flow.hold({ answer: undefined });
            await backToList();
            set({ notice: result.trusted ? 'trusted' : 'untrusted' });
          } catch (error) {
            flow.hold({ answer: undefined });
            if (errorCode(error) === 'SCA_ABANDONED') return set({ step: 'list', ...idle });
            if (errorStatus(error) === 409) return set({ step: 'list', ...idle, notice: 'trust-not-needed' });
            fail(error, 'list');
          }
        },
        submitCode(code) {
          const answer = get().held.answer;
          if (!answer || get().busy) return;
          flow.hold({ answer: undefined });
          set({ busy: true, error: undefined });
          answer(code);
        },
        async startVerify(payeeId, method) {
          const selected = find(payeeId) ?? get().selected;
          if (!selected || get().busy) return;
          set({ step: 'verify', ...idle, selected, busy: true });
          try {
            set({ ownership: await api.startOwnershipVerification(selected.id, method, { signal: flow.signal }), busy: false });
          } catch (error) {
            fail(error);
          }
        },
        async submitSignature(signature) {
          const selected = get().selected;
          if (!selected || get().busy || signature.trim() === '') return;
          set({ busy: true, error: undefined });
          try {
            await api.verifyOwnership(selected.id, signature.trim(), { signal: flow.signal });
            await backToList();
          } catch (error) {
            // A wrong signature leaves the wallet UNVERIFIED and spends the challenge: a new one is needed.
            await controller.reload();
            set({ ownership: undefined });
            fail(error);
          }
        },
        cancel() {
          get().held.answer?.(null);
          flow.hold({ answer: undefined });
          set({ step: 'list', problems: {}, ...idle });
        },
      };
    },
  });
  return controller;
}

export { labelOf };
