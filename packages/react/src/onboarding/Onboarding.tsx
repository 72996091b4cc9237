'use client';

import { lazy, Suspense, useId } from 'react';
import type { KycLink, OnboardingState } from '@wallet-kit/client';
import { useApi } from '../client/use-api.js';
import { errorMessage, ErrorText } from '../flow/ErrorText.js';
import { FlowFrame, type Presentation } from '../flow/FlowFrame.js';
import { useFlow } from '../flow/use-flow.js';
import { useMessages, useSupportUrl } from '../provider/hooks.js';
import type { OnboardingApi } from './api.js';
import { onboardingArea } from './area.js';
import { ContactVerification } from './ContactVerification.js';
import { requireCustomer } from './customer.js';
import { IdentityPanel } from './IdentityPanel.js';
import { createOnboardingFlow } from './onboarding-store.js';
import { OwnersPanel } from './OwnersPanel.js';
import { Reasons } from './Reasons.js';
import { StepHeading, useStepHeadingFocus } from './step-heading.js';
import { StepList } from './StepList.js';
import { TermsPanel } from './TermsPanel.js';

// Asked only when the service names details as missing: its form loads then, out of the area's entry.
const DetailsPanel = lazy(() => import('./DetailsPanel.js').then((module) => ({ default: module.DetailsPanel })));

/** Options of {@link useOnboarding}. */
export interface UseOnboardingOptions {
  /** The signed-in customer to onboard. */
  readonly customerId: string;
  /** The calls to use; the provider's client's `onboarding` calls by default. */
  readonly api?: OnboardingApi;
  /** Where the verification partner's page sends the customer back; this page by default. */
  readonly redirectUri?: string;
  /** Opens the partner's page yourself (a new tab, an in-app browser); by default this page goes there. */
  readonly onVerificationLink?: (link: KycLink) => void;
  /** How often to ask whether the review has ended; 5 s by default. */
  readonly pollMs?: number;
  /** Onboarding is complete: money can move. */
  readonly onComplete?: (state: OnboardingState) => void;
  /** Told of every failure the flow shows, with the original error, to log or report. */
  readonly onError?: (error: unknown) => void;
}

/** Onboarding, headless: the state and each step's action. @example const onboarding = useOnboarding({ customerId }); */
export function useOnboarding(options: UseOnboardingOptions) {
  return useFlow((given) => createOnboardingFlow({ ...given, customerId: requireCustomer(given.customerId, 'Onboarding'), ...(given.onVerificationLink ? { openVerificationLink: given.onVerificationLink } : {}) }), options, useApi(options.api, (client) => client.onboarding, '<Onboarding>'));
}

/** Props of {@link Onboarding}. */
export interface OnboardingProps extends UseOnboardingOptions {
  /** Where a person whose identity could not be verified gets help; the provider's `supportUrl` by default. */
  readonly supportUrl?: string;
  /** `inline` (default) renders in place; `modal` opens a `<dialog>` above the page. */
  readonly presentation?: Presentation;
  /** Modal: the person closed the dialog. */
  readonly onClose?: () => void;
  /** The level of the widget's title in the page's outline; 2 by default. */
  readonly headingLevel?: 1 | 2 | 3 | 4 | 5 | 6;
  /** More classes for the root element. */
  readonly className?: string;
}

/** What the service already knows of the person, to start a form from instead of asking again. */
function knownOf(customer: unknown): {
  nationality?: string;
  country?: string;
} {
  const { nationality, address } = (customer ?? {}) as {
    nationality?: string;
    address?: { country?: string };
  };
  const country = address?.country ?? nationality;
  return {
    ...(nationality ? { nationality } : {}),
    ...(country ? { country } : {}),
  };
}

// The steps a person acts on: each offers the app's support too, a way forward for whoever is stuck (no code
// arrives, the terms raise a question, a detail they do not have).
const ACTIVE: readonly string[] = ['terms', 'email', 'phone', 'owners', 'details', 'identity'];

/**
 * Everything a new customer does before their first payment, in order: the End User Terms, their
 * e-mail address and phone where the provider asks (EU), a business's owners, and the identity check
 * (the partner's hosted page, or a document photographed or chosen from a file); then it follows the
 * review to its outcome: ready, more documents needed, or not passed with the reasons.
 *
 * @example <Onboarding customerId={customer.id} onComplete={() => navigate('/send')} />
 */
export function Onboarding({ presentation, onClose, headingLevel = 2, className, supportUrl, ...options }: OnboardingProps) {
  const t = onboardingArea.useMessages();
  const support = useSupportUrl(supportUrl, '<Onboarding>');
  const common = useMessages();
  const flow = useOnboarding(options);
  const titleId = useId();
  const heading = useStepHeadingFocus<HTMLDivElement>(`${flow.step}-${flow.identity}`);
  const missing = flow.onboarding?.missing ?? [];
  const steps = flow.journey;
  const current = steps.findIndex((step) => missing.includes(step));
  const isBusiness = flow.onboarding?.customer.customerType === 'BUSINESS';
  return (
    <FlowFrame presentation={presentation} state={flow.step} labelledBy={titleId} onClose={onClose} className="wk-card wk-flow wk-onboarding" extraClassName={className}>
      <div id={titleId} ref={heading} tabIndex={-1} className="wk-title" role="heading" aria-level={headingLevel}>
        {t('onboarding.title')}
      </div>
      {steps.length > 1 && current >= 0 ? <StepList steps={steps} missing={missing} current={current} /> : null}
      <StepHeading step={flow.step} level={headingLevel + 1} />
      {flow.step === 'loading' ? <div className="wk-text wk-muted">{common('common.loading')}</div> : null}
      {flow.step === 'terms' ? <TermsPanel terms={flow.terms} busy={flow.busy} onAccept={() => void flow.acceptTerms('CHECKBOX')} /> : null}
      {flow.step === 'email' || flow.step === 'phone' ? (
        <ContactVerification key={flow.step} customerId={options.customerId} channel={flow.step} headingLevel={Math.min(6, headingLevel + 1) as 3} {...(options.api ? { api: options.api } : {})} onVerified={() => void flow.reload()} />
      ) : null}
      {flow.step === 'owners' ? <OwnersPanel busy={flow.busy} added={flow.ownersAdded} onAdd={flow.addOwner} onContinue={() => void flow.reload()} /> : null}
      {flow.step === 'details' ? (
        <Suspense fallback={null}>
          <DetailsPanel key={flow.asked.join()} asked={flow.asked} known={knownOf(flow.onboarding?.customer)} busy={flow.busy} onSave={(details) => void flow.saveDetails(details)} onBack={() => void flow.chooseIdentity('choose')} />
        </Suspense>
      ) : null}
      {flow.step === 'identity' ? (
        <IdentityPanel
          defaultCountry={knownOf(flow.onboarding?.customer).nationality}
          state={flow}
          verification={flow.onboarding?.verification}
          uploadAllowed={!isBusiness}
          onLink={() => void flow.openVerificationLink()}
          onChoose={flow.chooseIdentity}
          onSend={(document) => void flow.sendDocument(document)}
        />
      ) : null}
      {flow.step === 'review' ? (
        <div role="status">
          <div className="wk-status">{t('onboarding.review.title')}</div>
          <div className="wk-text">{t('onboarding.review.body')}</div>
        </div>
      ) : null}
      {flow.step === 'complete' ? (
        <div className="wk-status" role="status">
          {t('onboarding.complete')}
        </div>
      ) : null}
      {flow.step === 'rejected' ? (
        <div role="status">
          <div className="wk-status">{t('onboarding.rejected')}</div>
          <Reasons errors={flow.onboarding?.verification?.errors ?? []} />
          <div className="wk-text">{t('onboarding.rejected.next')}</div>
          <div className="wk-text">{t('onboarding.rejected.help')}</div>
          {support ? (
            <div className="wk-actions">
              <a className="wk-button" href={support}>
                <span className="wk-button-face">{t('onboarding.rejected.contact')}</span>
              </a>
            </div>
          ) : null}
        </div>
      ) : null}
      {support && ACTIVE.includes(flow.step) ? (
        <div className="wk-actions">
          <a className="wk-button" data-variant="quiet" href={support}>
            <span className="wk-button-face">{t('onboarding.rejected.contact')}</span>
          </a>
        </div>
      ) : null}
      <ErrorText message={flow.error ? errorMessage(flow.error, common) : undefined} />
      {flow.step === 'failed' ? (
        <div className="wk-actions">
          <button type="button" className="wk-button" onClick={() => void flow.reload()}>
            <span className="wk-button-face">{t('onboarding.retry')}</span>
          </button>
        </div>
      ) : null}
    </FlowFrame>
  );
}
