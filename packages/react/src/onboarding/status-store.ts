import type { OnboardingState } from '@wallet-kit/client';
import { createFlow, type FlowController } from '../flow/create-flow.js';
import type { FlowError } from '../flow/errors.js';
import type { VerificationStatusApi } from './api.js';

/** What `<VerificationStatus>` shows. */
export interface VerificationStatusState {
  /** Where the customer stands, as last read; `undefined` before the first answer. */
  readonly onboarding: OnboardingState | undefined;
  /** The failure to show, classified for its message; `undefined` when there is none. */
  readonly error: FlowError | undefined;
}

export interface VerificationStatusOptions {
  /** The calls the watch makes. */
  readonly api: VerificationStatusApi;
  /** The customer whose check to follow, `Customer:…`. */
  readonly customerId: string;
  /** How often to ask while the check is under way; 5 s by default. A settled status is not asked again. */
  readonly pollMs?: number | undefined;
  /** Told of each change of status. */
  readonly onChange?: ((state: OnboardingState) => void) | undefined;
  /** Told of every failure the widget shows, with the original error, to log or report. */
  readonly onError?: ((error: unknown) => void) | undefined;
}

type Held = { timer?: ReturnType<typeof setTimeout> };

/** What changes a customer's verification (`resync`: anything may have). */
const STATUS_EVENTS = /^(CUSTOMER|VERIFICATION)\.|^resync$/;

/** Follows a customer's KYC/KYB status: read once, then again every `pollMs` while it is being checked. */
export function createVerificationStatusWatch(options: VerificationStatusOptions): FlowController<VerificationStatusState, Held> {
  return createFlow<VerificationStatusState, Held, object>({
    initial: { onboarding: undefined, error: undefined },
    held: {},
    onError: options.onError,
    start(flow) {
      const events = options.api.events;
      const read = async () => {
        clearTimeout(flow.get().held.timer);
        try {
          const onboarding = await options.api.getOnboarding(options.customerId, { signal: flow.signal });
          if (flow.isDisposed()) return;
          const before = flow.get().onboarding;
          flow.set({ onboarding, error: undefined });
          if (before?.verificationStatus !== onboarding.verificationStatus || before.status !== onboarding.status) options.onChange?.(onboarding);
          // While the event stream is up, the next change comes pushed: no poll.
          if (onboarding.status === 'IN_REVIEW' && events?.status() !== 'up') flow.hold({ timer: setTimeout(() => void read(), options.pollMs ?? 5_000) });
        } catch (error) {
          if (!flow.isDisposed()) flow.set({ error: flow.fail(error) });
        }
      };
      void read();
      if (!events) return;
      const stops = [
        events.subscribe((event) => void (STATUS_EVENTS.test(event.type) && read()), { customerId: options.customerId }),
        events.onStatus((status) => void (status === 'down' && flow.get().onboarding?.status === 'IN_REVIEW' && read())),
      ];
      flow.signal.addEventListener('abort', () => stops.forEach((stop) => stop()));
    },
    release: (flow) => clearTimeout(flow.get().held.timer),
    actions: () => ({}),
  });
}
