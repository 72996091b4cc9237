import type { ComponentType } from 'react';
import { OtpInput, PaymentInstructions, QuoteConfirmation, QuoteSummary, ScaChallenge, SignIn, TransactionStatus } from '@wallet-kit/react';

export type AttributeKind = 'string' | 'number' | 'boolean' | 'json';
/** A kind, or a kind and the prop it sets when the camelCase of the attribute would not do. */
export type AttributeSpec = AttributeKind | { kind: AttributeKind; prop: string };
/** An event name, or a name and how the callback's arguments become `detail`. */
export type EventSpec = string | { name: string; detail: (...args: never[]) => unknown };

/** How one widget is offered to a plain HTML page. */
export interface EmbeddedWidget {
  /** The custom element's tag, `wallet-kit-…`. */
  tag: string;
  component: ComponentType<never>;
  /** Attributes read into props (kebab-case attribute -> camelCase prop). */
  attributes: Record<string, AttributeSpec>;
  /** Callback props turned into DOM events: `onComplete` -> `wallet-kit:complete` with the value as `detail`. */
  events: Record<string, EventSpec>;
}

/**
 * The widgets the bundle carries, by the name `WalletKit.mount()` takes. Each becomes a custom
 * element too. Adding a widget is one entry here.
 */
const PRESENTATION = { presentation: 'string' } as const;
const COMMON_EVENTS = { onError: 'wallet-kit:error', onClose: 'wallet-kit:close' } as const;

export const WIDGETS: Record<string, EmbeddedWidget> = {
  SignIn: {
    tag: 'wallet-kit-sign-in',
    component: SignIn as ComponentType<never>,
    attributes: { 'account-id': 'string', methods: 'json', credentials: 'json', 'resend-cooldown-seconds': 'number', ...PRESENTATION },
    events: { onSignedIn: 'wallet-kit:signed-in', ...COMMON_EVENTS },
  },
  QuoteConfirmation: {
    tag: 'wallet-kit-quote-confirmation',
    component: QuoteConfirmation as ComponentType<never>,
    attributes: { request: 'json', quote: 'json', 'destination-label': 'string', ...PRESENTATION },
    events: {
      onCompleted: { name: 'wallet-kit:completed', detail: (quote: unknown, transaction: unknown) => ({ quote, transaction }) },
      onFailed: { name: 'wallet-kit:failed', detail: (quote: unknown, transaction: unknown) => ({ quote, transaction }) },
      ...COMMON_EVENTS,
    },
  },
  ScaChallenge: {
    tag: 'wallet-kit-sca-challenge',
    component: ScaChallenge as ComponentType<never>,
    attributes: { quote: 'json', ...PRESENTATION },
    events: { onAuthorized: 'wallet-kit:authorized', onExpired: 'wallet-kit:expired', ...COMMON_EVENTS },
  },
  TransactionStatus: {
    tag: 'wallet-kit-transaction-status',
    component: TransactionStatus as ComponentType<never>,
    // `id` is the element's own attribute: the transaction goes in `transaction-id`.
    attributes: { 'transaction-id': { kind: 'string', prop: 'id' } },
    events: { onChange: 'wallet-kit:change', onError: 'wallet-kit:error' },
  },
  OtpInput: {
    tag: 'wallet-kit-otp-input',
    component: OtpInput as ComponentType<never>,
    attributes: { length: 'number', disabled: 'boolean', label: 'string', hint: 'string', error: 'string', name: 'string' },
    events: { onComplete: 'wallet-kit:complete', onValueChange: 'wallet-kit:change' },
  },
  QuoteSummary: {
    tag: 'wallet-kit-quote-summary',
    component: QuoteSummary as ComponentType<never>,
    attributes: { quote: 'json' },
    events: {},
  },
  PaymentInstructions: {
    tag: 'wallet-kit-payment-instructions',
    component: PaymentInstructions as ComponentType<never>,
    attributes: { instructions: 'json', amount: 'json', withheld: 'boolean' },
    events: { onError: 'wallet-kit:error' },
  },
};
