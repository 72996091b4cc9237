'use client';

import { scaEnrollmentApi, type ScaEnrollmentApi } from '../client/types.js';
import { useApi } from '../client/use-api.js';
import { WidgetError } from '../errors.js';
import { useFlowController, useFlowState } from '../flow/use-flow.js';
import { useLatest } from '../flow/use-latest.js';
import { createScaEnrollment, type EnrollmentState } from './enrollment-store.js';

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
  const api = useApi(options.api, (client) => scaEnrollmentApi(client, requireCustomer(options.customerId)), '<ScaEnrollment>');
  const latest = useLatest(options);
  const controller = useFlowController(() =>
    createScaEnrollment({ api, onEnrolled: (type) => latest.current.onEnrolled?.(type), onError: (error) => latest.current.onError?.(error) }),
  );
  const state: EnrollmentState = useFlowState(controller.store);
  return {
    ...state,
    /** Starts enrolling a factor: TOTP shows its secret, a passkey gets its ceremony ready. */
    start: controller.start,
    /** Confirms the TOTP factor with a code from the app. */
    confirmCode: controller.confirmCode,
    /** Runs the prepared passkey ceremony: call it first thing in the click handler. */
    createPasskey: controller.createPasskey,
    /** The recovery codes were saved: forget them. */
    finish: controller.finish,
    /** Back to the choice of factor. */
    back: controller.back,
  };
}
