'use client';

import type { EnrolledScaFactor, ScaFactor } from '../client/types.js';
import type { Presentation } from '../flow/FlowFrame.js';
import { lazyWidget } from '../flow/lazy-widget.js';
import type { UseScaChallengeOptions } from './useScaChallenge.js';

/** Props of {@link ScaChallenge}: the options of {@link useScaChallenge}, and how the widget sits in the page. */
export interface ScaChallengeProps extends UseScaChallengeOptions {
  /** Who is paid, in your words ("Paul Martin"); the quote's destination by default. */
  readonly payee?: string;
  /**
   * What the person approves, in your words, where it is no payment to someone: money coming in reads
   * "You are asking to receive €50.00", not "You are approving €50.00". By default the amount and the payee.
   */
  readonly summary?: string;
  /** The first round's heading, in your words, where it is no payment ("Approve the request"); "Approve the payment" by default. */
  readonly title?: string;
  /**
   * The customer's enrolled factors (`client.sca.listFactors`), when known: the text-message factor's
   * label (the masked number) says where the code went, and without `SMS_OTP` among them there is no
   * phone to text a code to, and the widget says so instead of asking for one.
   */
  readonly factors?: readonly EnrolledScaFactor[];
  /**
   * Approve this payment with another of the challenge's `availableFactors`. A challenge's factor cannot
   * change once issued, so the host makes a new quote on the same terms and executes it with `scaFactor`
   * (the old quote lapses with nothing moved); `<QuoteConfirmation>` does. Without it (and without the
   * api's `switchFactor`) no other factor is offered.
   */
  readonly onChooseFactor?: (factor: ScaFactor) => void;
  /** Where a person gets help when approvals are suspended; the provider's `supportUrl` by default. */
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

/**
 * Strong Customer Authentication for a quote: an SMS code (saying where it went) or a passkey (on this
 * device or a phone), one challenge after another for as long as the service asks: the first reads
 * "Approve the payment", a later one "One more code", never a count. A countdown to each challenge's
 * expiry; resend for SMS; another factor and Cancel on every step; a warning after a wrong code; a lock
 * (423) until its time, with a countdown, or suspended, with the support link; a 429 waited out live.
 *
 * The view loads on demand (a page whose customers are outside the SCA regions never downloads it);
 * `<QuoteConfirmation>` fetches it as Confirm is pressed. Its store and hook stay in the main entry.
 *
 * @example <ScaChallenge quote={pending} onAuthorized={(quote) => setQuote(quote)} onCancel={back} />
 */
export const ScaChallenge = lazyWidget<ScaChallengeProps>(() => loadScaView().then((module) => module.ScaChallengeView), 'wk-card wk-flow wk-sca');

/** Fetches the view ahead of time: a host about to need it (Confirm pressed) avoids the wait. */
export const loadScaView = () => import('./ScaChallengeView.js');
