'use client';

import { useId } from 'react';
import { useApi } from '../client/use-api.js';
import { errorMessage, ErrorText } from '../flow/ErrorText.js';
import { FlowFrame } from '../flow/FlowFrame.js';
import { useFlow } from '../flow/use-flow.js';
import { useMessages } from '../provider/hooks.js';
import type { VerificationStatusApi } from './api.js';
import { onboardingArea } from './area.js';
import { requireCustomer } from './customer.js';
import { Reasons } from './Reasons.js';
import { createVerificationStatusWatch, type VerificationStatusOptions, type VerificationStatusState } from './status-store.js';

/** Options of {@link useVerificationStatus}, with the client's calls by default. */
export interface UseVerificationStatusOptions extends Omit<VerificationStatusOptions, 'api'> {
  /** The calls to use; the provider's client's `onboarding` calls by default. */
  readonly api?: VerificationStatusApi;
}

/** A customer's verification, followed live, headless. @example const { onboarding } = useVerificationStatus({ customerId }); */
export function useVerificationStatus(options: UseVerificationStatusOptions): VerificationStatusState {
  return useFlow((given) => createVerificationStatusWatch({ ...given, customerId: requireCustomer(given.customerId, 'VerificationStatus') }), options, useApi(options.api, (client) => ({ getOnboarding: client.onboarding.getOnboarding, events: client.events }), '<VerificationStatus>'));
}

/** Props of {@link VerificationStatus}. */
export interface VerificationStatusProps extends UseVerificationStatusOptions {
  /** The level of the widget's title in the page's outline; 2 by default. */
  readonly headingLevel?: 1 | 2 | 3 | 4 | 5 | 6;
  /** More classes for the root element. */
  readonly className?: string;
}

/**
 * A customer's identity check (KYC, or KYB for a business): not started, being checked, verified, more
 * information needed, or not passed with the reasons in the customer's words. It follows the check
 * while it runs.
 *
 * @example <VerificationStatus customerId={customer.id} />
 */
export function VerificationStatus({ headingLevel = 2, className, ...options }: VerificationStatusProps) {
  const t = onboardingArea.useMessages();
  const common = useMessages();
  const { onboarding, error } = useVerificationStatus(options);
  const titleId = useId();
  const status = onboarding?.verificationStatus;
  const errors = status === 'REJECTED' || status === 'HOLD' ? (onboarding?.verification?.errors ?? []) : [];
  return (
    <FlowFrame state={status ? status.toLowerCase() : error ? 'failed' : 'loading'} labelledBy={titleId} className="wk-card wk-verification" extraClassName={className}>
      <div id={titleId} className="wk-title" role="heading" aria-level={headingLevel}>
        {t('onboarding.status.title')}
      </div>
      <div className="wk-status" role="status" aria-live="polite" aria-atomic="true" data-status={status}>
        {status ? t(`onboarding.status.${status}`) : common('common.loading')}
      </div>
      <Reasons errors={errors} />
      <ErrorText message={error ? errorMessage(error, common) : undefined} />
    </FlowFrame>
  );
}
