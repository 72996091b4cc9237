import type { BeneficialOwnerRequest, DocumentType, EndUserTerms, EndUserTermsAcceptanceMethod, KycLink, OnboardingState, OnboardingStep, PersonalDetails, Verification } from '@wallet-kit/client';
import { createFlow, type FlowController, type FlowTools } from '../flow/create-flow.js';
import type { FlowError } from '../flow/errors.js';
import type { OnboardingApi } from './api.js';
import { askedDetails, type DetailField } from './details.js';

/** Where `<Onboarding>` is: a step to do, waiting for the review, or done one way or the other. */
export type OnboardingFlowStep = 'loading' | 'terms' | 'email' | 'phone' | 'owners' | 'details' | 'identity' | 'review' | 'complete' | 'rejected' | 'failed';

/** The largest file the service takes, and the types it reads (reference OpenAPI: POST /documents). */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
export const FILE_TYPES = ['application/pdf', 'image/jpeg', 'image/png'];

/** What `<Onboarding>` shows. */
export interface OnboardingFlowState {
  /** The step showing: loading, terms, email, phone, owners, details, identity, review, complete, rejected, failed. */
  readonly step: OnboardingFlowStep;
  /** Where the customer stands, as last read. */
  readonly onboarding: OnboardingState | undefined;
  /** The End User Terms to accept, once read. */
  readonly terms: EndUserTerms | undefined;
  /** How the identity step goes: a choice, the upload form, or the partner's page opened elsewhere. */
  readonly identity: 'choose' | 'upload' | 'link-opened';
  /** The details the service named as missing, which the details step asks for. */
  readonly asked: readonly DetailField[];
  /** A call is under way: the buttons wait. */
  readonly busy: boolean;
  /** What went wrong with a chosen file, before anything was sent. */
  readonly fileProblem: 'too-large' | 'wrong-type' | undefined;
  /** The owners added in this visit, by name. */
  readonly ownersAdded: readonly string[];
  /**
   * The steps of this visit in the service's order: every step any read named as missing, a done one included,
   * so the list keeps one numbering for the whole journey ("Step 2 of 3" never becomes "Step 1 of 2").
   */
  readonly journey: readonly OnboardingStep[];
  /** The failure to show, classified for its message; `undefined` when there is none. */
  readonly error: FlowError | undefined;
}

/** A document to send from the identity step. */
export interface IdentityDocument {
  /** Which identity document it is. */
  readonly documentType: Extract<DocumentType, 'PASSPORT' | 'DRIVERS_LICENSE' | 'NATIONAL_ID'>;
  /** The country that issued it, ISO 3166-1 alpha-2. */
  readonly country: string;
  /** The photo or scan: PDF, JPEG or PNG, at most 10 MB. */
  readonly file: File;
}

export interface OnboardingFlowOptions {
  readonly api: OnboardingApi;
  readonly customerId: string;
  /** Where the partner's page sends the customer back to; the page's address by default. */
  readonly redirectUri?: string | undefined;
  /** Opens the partner's verification page; by default the page goes there (and comes back to `redirectUri`). */
  readonly openVerificationLink?: ((link: KycLink) => void) | undefined;
  /** How often to ask whether the review has ended; 5 s by default. */
  readonly pollMs?: number | undefined;
  readonly onComplete?: ((state: OnboardingState) => void) | undefined;
  readonly onError?: ((error: unknown) => void) | undefined;
}

const STEP_OF: Record<OnboardingState['missing'][number], OnboardingFlowStep> = {
  TERMS: 'terms',
  EMAIL: 'email',
  PHONE: 'phone',
  BENEFICIAL_OWNERS: 'owners',
  IDENTITY: 'identity',
};

const ORDER: readonly OnboardingStep[] = ['TERMS', 'EMAIL', 'PHONE', 'BENEFICIAL_OWNERS', 'IDENTITY'];

/** The journey once `missing` is read: what was in it stays, what is newly missing joins it in its place. */
export function journeyOf(journey: readonly OnboardingStep[], missing: readonly OnboardingStep[]): readonly OnboardingStep[] {
  return ORDER.filter((step) => missing.includes(step) || journey.includes(step));
}

/** The step that shows for a state: the first thing missing, else the review or its outcome. */
export function stepOf(state: OnboardingState): OnboardingFlowStep {
  if (state.status === 'COMPLETE') return 'complete';
  if (state.status === 'REJECTED') return 'rejected';
  const first = state.missing[0];
  return first ? STEP_OF[first] : 'review';
}

/** The details a person is asked for: those a verification waiting on them names (never a business's). */
function detailsAsked(customerType: string, verification: Verification | undefined): DetailField[] {
  if (customerType === 'BUSINESS' || verification?.verificationStatus !== 'RESOLVE_ERRORS') return [];
  return askedDetails(verification.errors);
}

/** The reason a file cannot go, before it is sent. */
export function fileProblemOf(file: File): OnboardingFlowState['fileProblem'] {
  if (file.size > MAX_FILE_BYTES) return 'too-large';
  if (!FILE_TYPES.includes(file.type)) return 'wrong-type';
  return undefined;
}

/** What the flow holds for itself: the timer of the next look at the review. */
interface Held {
  /** When to ask again whether the review has ended. */
  timer?: ReturnType<typeof setTimeout>;
}

/** The onboarding flow: its store, and each step's action. */
export type OnboardingFlowController = FlowController<OnboardingFlowState, Held> & ReturnType<typeof actionsOf>;

type Tools = FlowTools<OnboardingFlowState, Held>;

function actionsOf(options: OnboardingFlowOptions, flow: Tools) {
  const { api, customerId } = options;

  async function load(): Promise<void> {
    const onboarding = await api.getOnboarding(customerId, {
      signal: flow.signal,
    });
    const asked = stepOf(onboarding) === 'identity' ? detailsAsked(onboarding.customer.customerType, onboarding.verification) : [];
    const step = asked.length > 0 ? 'details' : stepOf(onboarding);
    const terms = step === 'terms' && !flow.get().terms ? await api.getEndUserTerms({ signal: flow.signal }) : flow.get().terms;
    // Still on the identity step (the partner's page is open elsewhere, or the details asked are given): it stays as the customer left it.
    const keep = step === 'identity' && (flow.get().step === 'identity' || flow.get().step === 'details');
    flow.set({
      onboarding,
      journey: journeyOf(flow.get().journey, onboarding.missing),
      terms,
      step,
      asked,
      busy: false,
      error: undefined,
      identity: keep ? flow.get().identity : 'choose',
    });
    if (step === 'complete') options.onComplete?.(onboarding);
    if (step === 'review') schedule();
  }

  /** While the review runs, asks again every `pollMs`; a disposed flow asks no more. */
  function schedule(): void {
    clearTimeout(flow.get().held.timer);
    flow.hold({
      timer: setTimeout(() => void run(load), options.pollMs ?? 5_000),
    });
  }

  /** Runs one step's work with the buttons waiting; false when it failed (the error is shown). */
  async function run(work: () => Promise<void>): Promise<boolean> {
    if (flow.isDisposed()) return false;
    flow.set({ busy: true, error: undefined });
    try {
      await work();
      return true;
    } catch (error) {
      if (flow.isDisposed()) return false;
      flow.set({
        busy: false,
        error: flow.fail(error),
        ...(flow.get().onboarding ? {} : { step: 'failed' }),
      });
      return false;
    }
  }

  return {
    /** Reads where the customer stands again (after a contact was confirmed, or to retry). */
    /** Reads where the customer stands again (after a contact was confirmed, or to retry). */
    reload: () => run(load),
    /** Records the acceptance of the terms shown. */
    /** Records the acceptance of the terms shown. */
    acceptTerms: (acceptanceMethod: EndUserTermsAcceptanceMethod) =>
      run(async () => {
        const { onboarding, terms } = flow.get();
        if (!onboarding || !terms) return;
        await api.acceptEndUserTerms(
          {
            customer: onboarding.customer,
            termsVersion: terms.version,
            acceptanceMethod,
          },
          { signal: flow.signal },
        );
        await load();
      }),
    /** Opens the verification partner's page with a fresh single-use link. */
    /** Opens the partner's verification page with a fresh single-use link. */
    openVerificationLink: () =>
      run(async () => {
        const redirectUri = options.redirectUri ?? (typeof location === 'undefined' ? undefined : location.href);
        const link = await api.createVerificationLink({ customerId, ...(redirectUri ? { redirectUri } : {}) }, { signal: flow.signal });
        flow.set({ identity: 'link-opened', busy: false });
        if (options.openVerificationLink) options.openVerificationLink(link);
        else location.assign(link.kycUrl);
      }),
    /**
     * Shows the upload form, or the choice again. Before a person's first upload the service is asked
     * what it still needs, so the details it names come first (a business's are the partner's page's).
     */
    /** Shows the upload form, or the choice again. */
    chooseIdentity: (identity: 'choose' | 'upload') => {
      const { onboarding, asked } = flow.get();
      // Details the service asked for stay asked: an upload after "Choose another way" goes back to them.
      if (identity === 'upload' && asked.length > 0) {
        flow.set({ step: 'details', identity, error: undefined });
        return Promise.resolve(true);
      }
      // "Choose another way" from the details form too: back to the choice, where the partner's page asks for them itself.
      flow.set({ identity, fileProblem: undefined, error: undefined, ...(identity === 'choose' ? { step: 'identity' as const } : {}) });
      if (identity !== 'upload' || !onboarding || onboarding.customer.customerType === 'BUSINESS' || onboarding.verification) return Promise.resolve(true);
      return run(async () => {
        const verification = await api.submitVerification(customerId, {
          signal: flow.signal,
        });
        const asked = detailsAsked(onboarding.customer.customerType, verification);
        if (asked.length > 0)
          flow.set({
            step: 'details',
            asked,
            busy: false,
            onboarding: { ...onboarding, verification },
          });
        else if (verification.verificationStatus === 'RESOLVE_ERRORS')
          flow.set({
            busy: false,
            onboarding: { ...onboarding, verification },
          });
        else await load();
      });
    },
    /** Records the details the service named as missing, asks for the verification again, and goes on. */
    /** Records the details the service named as missing, and asks for the verification again. */
    saveDetails: (details: PersonalDetails) =>
      run(async () => {
        await api.updateDetails(customerId, details, { signal: flow.signal });
        await api.submitVerification(customerId, { signal: flow.signal });
        await load();
      }),
    /**
     * Sends a document and asks for the verification: a document the reviewer could not read is
     * replaced, anything else is a new upload.
     */
    /** Sends a document and asks for the verification. */
    sendDocument: (document: IdentityDocument) => {
      const fileProblem = fileProblemOf(document.file);
      flow.set({ fileProblem });
      if (fileProblem) return Promise.resolve(false);
      return run(async () => {
        const unreadable = flow.get().onboarding?.verification?.errors.find((e) => e.resourceId.startsWith('Document:'))?.resourceId;
        const fields = {
          documentType: document.documentType,
          country: document.country,
          file: document.file,
        };
        if (unreadable)
          await api.replaceDocument(unreadable, fields, {
            signal: flow.signal,
          });
        else await api.uploadDocument({ ...fields, documentHolder: customerId }, { signal: flow.signal });
        await api.submitVerification(customerId, { signal: flow.signal });
        await load();
      });
    },
    /** Adds a beneficial owner or officer of the business. */
    /** Adds a beneficial owner or officer of the business; true once added. */
    addOwner: (owner: Omit<BeneficialOwnerRequest, 'customerId'>) =>
      run(async () => {
        await api.addBeneficialOwner({ ...owner, customerId }, { signal: flow.signal });
        flow.set({
          busy: false,
          ownersAdded: [...flow.get().ownersAdded, `${owner.personalInfo.firstName} ${owner.personalInfo.lastName}`],
        });
      }),
  };
}

/** Onboarding as a flow: reads what is missing, then walks the customer through it, step by step, to the review. */
export function createOnboardingFlow(options: OnboardingFlowOptions): OnboardingFlowController {
  let actions!: ReturnType<typeof actionsOf>;
  const controller = createFlow({
    initial: {
      step: 'loading' as OnboardingFlowStep,
      onboarding: undefined,
      terms: undefined,
      identity: 'choose' as const,
      asked: [],
      busy: false,
      fileProblem: undefined,
      ownersAdded: [],
      journey: [],
      error: undefined,
    } as OnboardingFlowState,
    held: {} as Held,
    onError: options.onError,
    start: () => void actions.reload(),
    release: (flow) => clearTimeout(flow.get().held.timer),
    actions: (flow) => (actions = actionsOf(options, flow)),
  });
  return controller;
}
