'use client';

import { scaEnrollmentApi, type ScaEnrollmentApi } from '../client/types.js';
import { useApi } from '../client/use-api.js';
import { WidgetError } from '../errors.js';
import { useFlow } from '../flow/use-flow.js';
import { createScaEnrollment } from './enrollment-store.js';

/** Options of {@link useScaEnrollment}. */
export interface UseScaEnrollmentOptions {
  /** The customer whose factors these are: the provider's client enrolls for them. */
  readonly customerId?: string;
  /** The enrollment calls; the provider's client's `sca` calls for `customerId` by default. */
  readonly api?: ScaEnrollmentApi;
  /** The factor is enrolled: payments can now be approved with it. */
  readonly onEnrolled?: (type: 'TOTP' | 'PASSKEY') => void;
  /** Told of every failure the flow shows, with the original error, to log or report. */
  readonly onError?: (error: unknown) => void;
}

function requireCustomer(customerId: string | undefined): string {
  if (!customerId) throw new WidgetError('INVALID_PROP', 'ScaEnrollment: give the `customerId` to enroll factors for (or an `api` of your own)');
  return customerId;
}

/** SCA enrollment, headless. @example const enroll = useScaEnrollment({ customerId }); enroll.start('TOTP') */
export function useScaEnrollment(options: UseScaEnrollmentOptions) {
  return useFlow(createScaEnrollment, options, useApi(options.api, (client) => scaEnrollmentApi(client, requireCustomer(options.customerId)), '<ScaEnrollment>'));
}
