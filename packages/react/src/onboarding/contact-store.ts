import { createFlow, type FlowController } from '../flow/create-flow.js';
import { errorStatus, type FlowError } from '../flow/errors.js';
import type { ContactVerificationApi } from './api.js';

/** Where `<ContactVerification>` is: nothing sent, a code to enter, confirmed, or not needed for this customer. */
export type ContactStep = 'idle' | 'sending' | 'code' | 'confirming' | 'verified' | 'not-needed';

/** What `<ContactVerification>` shows. */
export interface ContactState {
  /** Where the flow is: idle, sending, code, confirming, verified, not-needed. */
  readonly step: ContactStep;
  /** The failure to show, classified for its message; `undefined` when there is none. */
  readonly error: FlowError | undefined;
}

export interface ContactFlowOptions {
  readonly api: ContactVerificationApi;
  readonly customerId: string;
  readonly channel: 'email' | 'phone';
  readonly onVerified?: (() => void) | undefined;
  readonly onError?: ((error: unknown) => void) | undefined;
}

/** A 400 on confirmation is a wrong or expired code; a 409 means there is nothing to confirm here. */
const refine = (flow: FlowError): FlowError => (errorStatus(flow.cause) === 400 ? { ...flow, kind: 'wrong-code' } : flow);

/**
 * Verified already (another tab, a confirmation whose answer was lost) or not asked for here: the caller
 * moves on, so onboarding never keeps a person on a contact there is nothing left to do for.
 */
function nothingToConfirm(flow: { set(patch: Partial<ContactState>): void }, options: ContactFlowOptions): void {
  flow.set({ step: 'not-needed' });
  options.onVerified?.();
}

/** The contact verification flow: its store, and sending and confirming the code. */
export type ContactFlowController = FlowController<ContactState, Record<string, never>> & {
  /** Sends (or sends again) a code to the contact. */
  send(): Promise<void>;
  /** Confirms the contact with the code received. */
  confirm(code: string): Promise<void>;
};

/**
 * Confirms one contact (the e-mail address or the phone) with a code, where the customer's provider asks
 * for it (EU customers). A 409 answers "not needed here": the provider asks for nothing, or it is done.
 */
export function createContactFlow(options: ContactFlowOptions): ContactFlowController {
  const { api, customerId, channel } = options;
  return createFlow<ContactState, Record<string, never>, { send(): Promise<void>; confirm(code: string): Promise<void> }>({
    initial: { step: 'idle', error: undefined },
    held: {},
    onError: options.onError,
    actions: (flow) => ({
      async send() {
        flow.set({ step: 'sending', error: undefined });
        try {
          await api.sendContactCode({ customerId, channel }, { signal: flow.signal });
          flow.set({ step: 'code' });
        } catch (error) {
          if (flow.isDisposed()) return;
          if (errorStatus(error) === 409) return nothingToConfirm(flow, options);
          flow.set({ step: 'idle', error: flow.fail(error) });
        }
      },
      async confirm(code) {
        flow.set({ step: 'confirming', error: undefined });
        try {
          await api.confirmContactCode({ customerId, channel, code }, { signal: flow.signal });
          flow.set({ step: 'verified' });
          options.onVerified?.();
        } catch (error) {
          if (flow.isDisposed()) return;
          if (errorStatus(error) === 409) return nothingToConfirm(flow, options);
          flow.set({ step: 'code', error: flow.fail(error, refine) });
        }
      },
    }),
  });
}
