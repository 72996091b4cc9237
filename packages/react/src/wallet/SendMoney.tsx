'use client';

import type { ReactNode } from 'react';
import { useApi } from '../client/use-api.js';
import type { Presentation } from '../flow/FlowFrame.js';
import { lazyWidget } from '../flow/lazy-widget.js';
import { useFlow } from '../flow/use-flow.js';
import { sendMoneyApi, type ExternalAccount, type SendMoneyApi } from './api.js';
import { createSendMoney, type SendController, type SendOptions, type SendPayee, type SendState, type SendStep } from './send-store.js';
import { signedInOnly } from '../session/signed-in-only.js';

export type { SendPayee, SendStep };

/** Options of {@link useSendMoney}. */
export interface UseSendMoneyOptions extends Omit<SendOptions, 'api'> {
  /** The calls to use; the provider's client by default (without `lookupUmaAddress`, no UMA address is offered). */
  readonly api?: SendMoneyApi;
}

/** Sending money, headless. @example const send = useSendMoney({ customerId }); send.choosePayee(payee) */
export function useSendMoney(options: UseSendMoneyOptions): SendState & Omit<SendController, 'store' | 'attach' | 'dispose'> & {
  /** The calls in use. */
  readonly api: SendMoneyApi;
} {
  const api = useApi(options.api, sendMoneyApi, '<SendMoney>');
  return { ...useFlow(createSendMoney, options, api), api };
}

/** What a payee picker is given: the customer's saved payees, the one chosen, and how to choose. */
export interface SendPayeePickerProps {
  /** The signed-in user's customer. */
  readonly customerId: string;
  /** The customer's saved payees that can be paid. */
  readonly payees: readonly SendPayee[];
  /** The id of the payee chosen, if any. */
  readonly selected: string | undefined;
  /** Chooses a payee: the flow moves on to the amount. */
  readonly onSelect: (payee: SendPayee) => void;
  /** The same, given the service's external account (what `@wallet-kit/react/payees`' `<PayeePicker>` hands over). */
  readonly onSelectAccount: (account: ExternalAccount) => void;
}

/** @deprecated Renamed {@link SendPayeePickerProps} (`PayeePickerProps` is `<PayeePicker>`'s, in /payees); this alias goes in 1.0. */
export type PayeePickerProps = SendPayeePickerProps;

/** Props of {@link SendMoney}: the options of {@link useSendMoney}, and how the widget sits in the page. */
export interface SendMoneyProps extends UseSendMoneyOptions {
  /** Your own payee picker in place of the built-in list of saved accounts (it calls `onSelect` with the payee). */
  readonly renderPayeePicker?: (picker: SendPayeePickerProps) => ReactNode;
  /** The payment left the account (its transaction id); the receipt follows it. */
  readonly onSent?: (transactionId: string) => void;
  /** `inline` (default) renders in place; `modal` opens a `<dialog>` above the page. */
  readonly presentation?: Presentation;
  /** Modal: the person closed the dialog. */
  readonly onClose?: () => void;
  /** The level of the widget's title in the page's outline; 2 by default. */
  readonly headingLevel?: 1 | 2 | 3 | 4 | 5 | 6;
  /** More classes for the root element. */
  readonly className?: string;
  /** Change it to read the balances again at once (money arrived meanwhile); they are read again when a payee is chosen anyway. */
  readonly refreshKey?: string | number;
  /**
   * The browser's Back (and Android's) goes to the previous step, with what was typed kept, instead of
   * leaving the page mid-payment: each step forward adds a history entry of the same address. Off by
   * default: leave it off where your app's router owns the history.
   */
  readonly history?: boolean;
  /** Offer to trust a payee added with "New payee" (customers in an SCA region: sends to a trusted payee skip SCA). */
  readonly trustPayees?: boolean;
  /** Each step the flow reaches (a host may, say, fold its own header away while a payment is under way). */
  readonly onStepChange?: (step: SendStep) => void;
}

/**
 * Sending money as one flow: who (a saved payee, your own picker, a new payee added inline with the
 * payees area's form, or an UMA address looked up before anything is quoted), how much (from the
 * account that can pay, in its currency or the recipient's, checked against the balance, "Max" at
 * hand), then the quote's review with its SCA, and a success screen with the amount, the payee and the
 * receipt that follows the payment. "Back" is there until the money leaves, never after; with
 * `history`, the browser's Back too. Each step's primary action stays in reach on a phone.
 *
 * The view loads on demand, as the kit's other seldom-shown screens do.
 *
 * @example <SendMoney customerId={customer.id} onSent={(id) => refresh()} />
 */
export const SendMoney = signedInOnly(lazyWidget<SendMoneyProps>(() => import('./lazy-views.js').then((module) => module.SendMoneyView), 'wk-card wk-flow wk-send'), 'wk-flow wk-send');
