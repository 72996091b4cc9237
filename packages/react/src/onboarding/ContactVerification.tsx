'use client';

import { useId } from 'react';
import { useApi } from '../client/use-api.js';
import { errorMessage, ErrorText } from '../flow/ErrorText.js';
import { FlowFrame } from '../flow/FlowFrame.js';
import { useStepFocus } from '../flow/focus.js';
import { useFlow } from '../flow/use-flow.js';
import { OtpInput } from '../otp/OtpInput.js';
import { useMessages } from '../provider/hooks.js';
import type { ContactVerificationApi } from './api.js';
import { onboardingArea } from './area.js';
import { requireCustomer } from './customer.js';
import { createContactFlow } from './contact-store.js';

/** Options of {@link useContactVerification}. */
export interface UseContactVerificationOptions {
  /** The customer whose contact this is. */
  readonly customerId: string;
  /** Which contact: the e-mail address or the phone number. */
  readonly channel: 'email' | 'phone';
  /** The calls to use; the provider's client's `onboarding` calls by default. */
  readonly api?: ContactVerificationApi;
  /** The contact is confirmed, or the service says there is nothing to confirm (verified already, or not asked for here). */
  readonly onVerified?: () => void;
  /** Told of every failure the flow shows, with the original error, to log or report. */
  readonly onError?: (error: unknown) => void;
}

/** Contact verification, headless. @example const contact = useContactVerification({ customerId, channel: 'email' }); contact.send() */
export function useContactVerification(options: UseContactVerificationOptions) {
  return useFlow((given) => createContactFlow({ ...given, customerId: requireCustomer(given.customerId, 'ContactVerification') }), options, useApi(options.api, (client) => client.onboarding, '<ContactVerification>'));
}

/** Props of {@link ContactVerification}. */
export interface ContactVerificationProps extends UseContactVerificationOptions {
  /** The level of the widget's title in the page's outline; 2 by default. */
  readonly headingLevel?: 1 | 2 | 3 | 4 | 5 | 6;
  /** More classes for the root element. */
  readonly className?: string;
}

/**
 * Confirms a customer's e-mail address or phone number with a code, where their payment provider asks
 * for it (EU customers) before the identity check. Elsewhere the service answers 409, shown as "not
 * needed here".
 *
 * @example <ContactVerification customerId={customer.id} channel="phone" onVerified={next} />
 */
export function ContactVerification({ headingLevel = 2, className, ...options }: ContactVerificationProps) {
  const t = onboardingArea.useMessages();
  const common = useMessages();
  const flow = useContactVerification(options);
  const titleId = useId();
  const heading = useStepFocus<HTMLDivElement>(flow.step === 'confirming' ? 'code' : flow.step);
  const { channel } = options;
  const error = flow.error ? (flow.error.kind === 'wrong-code' ? common('otp.error.wrong') : errorMessage(flow.error, common)) : undefined;
  return (
    <FlowFrame state={flow.step} labelledBy={titleId} className="wk-card wk-flow wk-contact" extraClassName={className}>
      <div id={titleId} ref={heading} tabIndex={-1} className="wk-title" role="heading" aria-level={headingLevel}>
        {t(channel === 'email' ? 'onboarding.step.EMAIL' : 'onboarding.step.PHONE')}
      </div>
      {flow.step === 'idle' || flow.step === 'sending' ? (
        <div className="wk-actions">
          <button type="button" className="wk-button" data-variant="primary" disabled={flow.step === 'sending'} onClick={() => void flow.send()}>
            <span className="wk-button-face">{t(channel === 'email' ? 'onboarding.contact.send.email' : 'onboarding.contact.send.phone')}</span>
          </button>
        </div>
      ) : null}
      {flow.step === 'code' || flow.step === 'confirming' ? (
        <>
          <div className="wk-text" role="status">
            {t(channel === 'email' ? 'onboarding.contact.sent.email' : 'onboarding.contact.sent.phone')}
          </div>
          <OtpInput onComplete={(code) => void flow.confirm(code)} disabled={flow.step === 'confirming'} error={error} autoFocus />
          <div className="wk-actions">
            <button type="button" className="wk-button" data-variant="quiet" disabled={flow.step === 'confirming'} onClick={() => void flow.send()}>
              <span className="wk-button-face">{t('onboarding.contact.resend')}</span>
            </button>
          </div>
        </>
      ) : null}
      {flow.step === 'verified' ? (
        <div className="wk-status" role="status">
          {t('onboarding.contact.verified')}
        </div>
      ) : null}
      {flow.step === 'not-needed' ? (
        <div className="wk-text" role="status">
          {t('onboarding.contact.notNeeded')}
        </div>
      ) : null}
      {flow.step === 'code' || flow.step === 'confirming' ? null : <ErrorText message={error} />}
    </FlowFrame>
  );
}
