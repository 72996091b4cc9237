import type { ComponentType } from 'react';
import { OtpInput, PaymentInstructions, QuoteSummary } from '@wallet-kit/react';

export type AttributeKind = 'string' | 'number' | 'boolean' | 'json';

/** How one widget is offered to a plain HTML page. */
export interface EmbeddedWidget {
  /** The custom element's tag, `wallet-kit-…`. */
  tag: string;
  component: ComponentType<never>;
  /** Attributes read into props (kebab-case attribute -> camelCase prop). */
  attributes: Record<string, AttributeKind>;
  /** Callback props turned into DOM events: `onComplete` -> `wallet-kit:complete` with the value as `detail`. */
  events: Record<string, string>;
}

/**
 * The widgets the bundle carries, by the name `WalletKit.mount()` takes. Each becomes a custom
 * element too. Adding a widget is one entry here.
 */
export const WIDGETS: Record<string, EmbeddedWidget> = {
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
