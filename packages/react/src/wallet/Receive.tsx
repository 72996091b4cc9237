'use client';

import { useApi } from '../client/use-api.js';
import { lazyWidget } from '../flow/lazy-widget.js';
import { useFlow } from '../flow/use-flow.js';
import { receiveApi, type ReceiveApi } from './api.js';
import { createReceive, type ReceiveController, type ReceiveOptions, type ReceiveState } from './receive-store.js';
import { signedInOnly } from '../session/signed-in-only.js';

/** Options of {@link useReceive}. */
export interface UseReceiveOptions extends Omit<ReceiveOptions, 'api'> {
  /** The calls to use; the provider's client by default. */
  readonly api?: ReceiveApi;
}

/** Receiving money, headless. @example const receive = useReceive({ customerId }); receive.getInstructions() */
export function useReceive(options: UseReceiveOptions): ReceiveState & Omit<ReceiveController, 'store' | 'attach' | 'dispose'> & {
  /** The calls in use. */
  readonly api: ReceiveApi;
} {
  const api = useApi(options.api, receiveApi, '<Receive>');
  return { ...useFlow(createReceive, options, api), api };
}

/** Props of {@link Receive}: the options of {@link useReceive}, and what it shows. */
export interface ReceiveProps extends UseReceiveOptions {
  /** The customer's UMA address (the `umaAddress` of their Customer), shown with a QR code and a copy button. */
  readonly umaAddress?: string;
  /** The level of the widget's title in the page's outline; 2 by default. */
  readonly headingLevel?: 1 | 2 | 3 | 4 | 5 | 6;
  /** More classes for the root element. */
  readonly className?: string;
  /** The browser's Back leaves the payment details for the form again instead of leaving the page; off by default (your router may own the history). */
  readonly history?: boolean;
}

/**
 * Receiving money: first the account's own details to be paid at (its IBAN, or account and routing
 * number: no approval needed, nothing is created), or plainly that it has none; the customer's UMA
 * address (QR code and copy); then a bank transfer for a set amount: the amount and currency (the
 * account's own first), the payment details and the reference (after SCA where the region asks, which
 * can be cancelled or answered another way), each with a copy button and a QR code for PIX.
 *
 * The view loads on demand (a page shows it seldom beside the balance and the history).
 *
 * @example <Receive customerId={customer.id} umaAddress={customer.umaAddress} />
 */
export const Receive = signedInOnly(lazyWidget<ReceiveProps>(() => import('./lazy-views.js').then((module) => module.ReceiveView), 'wk-card wk-flow wk-receive'), 'wk-flow wk-receive');
