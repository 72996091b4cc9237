'use client';

import type { CurrencyLike, SmallestUnitAmount } from '../format/amount.js';
import { lazyWidget } from '../flow/lazy-widget.js';
import type { PaymentInstructionsView } from './types.js';

/** Props of {@link PaymentInstructions}. */
export interface PaymentInstructionsProps {
  /** The quote's `paymentInstructions`; several entries are alternatives, shown as options. */
  readonly instructions: readonly PaymentInstructionsView[] | undefined;
  /** While an SCA challenge is pending the service withholds the instructions: show why, never stale ones. */
  readonly withheld?: boolean;
  /** The exact amount to send (the quote's totalSendingAmount), stated above the details. */
  readonly amount?: {
    /** In the currency's smallest unit. */
    readonly amount: SmallestUnitAmount;
    /** Its currency, with its decimals. */
    readonly currency: CurrencyLike;
  };
  /** The level of the widget's title in the page's outline; 2 by default. */
  readonly headingLevel?: 1 | 2 | 3 | 4 | 5 | 6;
  /** The heading's words, where the page already says how to pay ("How to pay" by default). */
  readonly title?: string;
  /** A copy refused by the clipboard, or a QR code that could not be drawn, with the original error; the user is told in the widget either way. */
  readonly onError?: (error: unknown) => void;
  /** More classes for the root element. */
  readonly className?: string;
}

/**
 * How to fund a realtime-funding quote: bank details, the reference, a PIX QR code, a wallet address,
 * each with a copy button. While an SCA challenge withholds the instructions it says so instead.
 * Shown only where money is paid in, so its view loads on demand.
 *
 * @example <PaymentInstructions instructions={quote.paymentInstructions} withheld={quote.status === 'PENDING_AUTHORIZATION'} />
 */
export const PaymentInstructions = lazyWidget<PaymentInstructionsProps>(
  () => import('../flow/lazy-views.js').then((module) => module.PaymentInstructionsView),
  'wk-card wk-pay',
);
