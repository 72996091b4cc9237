'use client';

import type { Presentation } from '../flow/FlowFrame.js';
import { lazyWidget } from '../flow/lazy-widget.js';
import type { UseScaEnrollmentOptions } from './useScaEnrollment.js';

/** Props of {@link ScaEnrollment}: the options of {@link useScaEnrollment}, and how the widget sits in the page. */
export interface ScaEnrollmentProps extends UseScaEnrollmentOptions {
  /** `inline` (default) renders in place; `modal` opens a `<dialog>` above the page. */
  readonly presentation?: Presentation;
  /** Modal: the person closed the dialog. */
  readonly onClose?: () => void;
  /** The level of the widget's title in the page's outline; 2 by default. */
  readonly headingLevel?: 1 | 2 | 3 | 4 | 5 | 6;
  /** More classes for the root element. */
  readonly className?: string;
}

/**
 * Sets up payment approval: a passkey, or an authenticator app (QR code of the `totpUri`, the base32
 * secret to copy, then a code to confirm; recovery codes shown once, to copy or download).
 *
 * @example <ScaEnrollment customerId={customer.id} onEnrolled={refresh} />
 */
export const ScaEnrollment = lazyWidget<ScaEnrollmentProps>(() => import('../flow/lazy-views.js').then((module) => module.ScaEnrollmentView), 'wk-card wk-flow wk-enroll');
