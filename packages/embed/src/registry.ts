import type { ComponentType } from 'react';
import { OtpInput, PaymentInstructions, QuoteConfirmation, QuoteSummary, ScaChallenge, SignIn, TransactionStatus } from '@wallet-kit/react';
import { areaComponent } from './areas/runtime.js';
import type { WalletKitArea, WalletKitElementAttributes, WalletKitElementEvents, WalletKitSharedAttributes, WalletKitWidgetName, WalletKitWidgets } from './types.js';

export type AttributeKind = 'string' | 'number' | 'boolean' | 'json';
/** A kind, or a kind and the prop it sets when the camelCase of the attribute would not do. */
export type AttributeSpec = AttributeKind | { kind: AttributeKind; prop: string };
/** An event name, or a name and how the callback's arguments become `detail`. */
export type EventSpec<Name extends string = string> = Name | { name: Name; detail: (...args: never[]) => unknown };

/** Where a widget's component is: in wallet-kit.js, or in its area's file (`wallet-kit.<area>.js`), never both. */
export type WidgetSource =
  | { /** The widget itself, carried by wallet-kit.js. */ component: ComponentType<never>; area?: never }
  | { /** The area whose file brings the component (src/areas/files/<area>.ts registers it). */ area: WalletKitArea; component?: never };

/** How one widget is offered to a plain HTML page. */
export interface Widget {
  /** The custom element's tag, `wallet-kit-…`. */
  tag: string;
  component?: ComponentType<never>;
  area?: WalletKitArea;
  /** Attributes read into props (kebab-case attribute -> camelCase prop). */
  attributes: Record<string, AttributeSpec>;
  /**
   * Attributes without which the widget has nothing to show: each entry lists attributes of which
   * one is enough. Until then the element stays empty (`data-state="empty"`), as while a page fills it in.
   */
  required: readonly (readonly string[])[];
  /** Callback props turned into DOM events: `onComplete` -> `wallet-kit:complete` with the value as `detail`. */
  events: Record<string, EventSpec>;
}

/** A widget typed against its element's declared attributes and events (types.ts): every attribute read, no event undeclared. */
export type EmbeddedWidget<Tag extends keyof WalletKitElementAttributes> = Widget &
  WidgetSource & {
    tag: Tag;
    attributes: { [Attribute in keyof WalletKitElementAttributes[Tag]]-?: AttributeSpec };
    required: readonly (readonly (keyof WalletKitElementAttributes[Tag] & string)[])[];
    events: Record<string, EventSpec<keyof WalletKitElementEvents[Tag] & string>>;
  };

/** Attributes that are not the widget's props but the provider's; every element takes them. */
export const SHARED_ATTRIBUTES: readonly (keyof WalletKitSharedAttributes)[] = ['base-url', 'signers', 'theme', 'locale'];

const PRESENTATION = { presentation: 'string' } as const;
const COMMON_EVENTS = { onError: 'wallet-kit:error', onClose: 'wallet-kit:close' } as const;
const quoteAndTransaction = (quote: unknown, transaction: unknown) => ({ quote, transaction });

/**
 * Every widget by the name `WalletKit.mount()` takes. Each becomes a custom element of wallet-kit.js,
 * so a page never meets an unknown tag; an area widget's component comes with its area file
 * (src/areas/files/<area>.ts), and its element waits for it. Adding a widget is one entry here and its
 * types in types.ts (and, in an area, one name in its area file).
 */
export const WIDGETS: { [Name in WalletKitWidgetName]: EmbeddedWidget<WalletKitWidgets[Name]> } = {
  SignIn: {
    tag: 'wallet-kit-sign-in',
    component: SignIn as ComponentType<never>,
    attributes: { 'account-id': 'string', methods: 'json', credentials: 'json', 'resend-cooldown-seconds': 'number', ...PRESENTATION },
    required: [['account-id', 'credentials']],
    events: { onSignedIn: 'wallet-kit:signed-in', ...COMMON_EVENTS },
  },
  QuoteConfirmation: {
    tag: 'wallet-kit-quote-confirmation',
    component: QuoteConfirmation as ComponentType<never>,
    attributes: { request: 'json', quote: 'json', 'destination-label': 'string', 'customer-id': 'string', 'support-url': 'string', ...PRESENTATION },
    required: [['request', 'quote']],
    events: {
      onCompleted: { name: 'wallet-kit:completed', detail: quoteAndTransaction },
      onFailed: { name: 'wallet-kit:failed', detail: quoteAndTransaction },
      onCancelled: 'wallet-kit:cancelled',
      ...COMMON_EVENTS,
    },
  },
  ScaChallenge: {
    tag: 'wallet-kit-sca-challenge',
    component: ScaChallenge as ComponentType<never>,
    attributes: { quote: 'json', 'support-url': 'string', ...PRESENTATION },
    required: [['quote']],
    events: { onAuthorized: 'wallet-kit:authorized', onExpired: 'wallet-kit:expired', onCancel: 'wallet-kit:cancel', ...COMMON_EVENTS },
  },
  TransactionStatus: {
    tag: 'wallet-kit-transaction-status',
    component: TransactionStatus as ComponentType<never>,
    // `id` is the element's own attribute: the transaction goes in `transaction-id`.
    attributes: { 'transaction-id': { kind: 'string', prop: 'id' } },
    required: [['transaction-id']],
    events: { onChange: 'wallet-kit:change', onError: 'wallet-kit:error' },
  },
  OtpInput: {
    tag: 'wallet-kit-otp-input',
    component: OtpInput as ComponentType<never>,
    attributes: { length: 'number', disabled: 'boolean', label: 'string', hint: 'string', error: 'string', name: 'string' },
    required: [],
    events: { onComplete: 'wallet-kit:complete', onValueChange: 'wallet-kit:change' },
  },
  QuoteSummary: {
    tag: 'wallet-kit-quote-summary',
    component: QuoteSummary as ComponentType<never>,
    attributes: { quote: 'json' },
    required: [['quote']],
    events: {},
  },
  PaymentInstructions: {
    tag: 'wallet-kit-payment-instructions',
    component: PaymentInstructions as ComponentType<never>,
    attributes: { instructions: 'json', amount: 'json', withheld: 'boolean' },
    required: [['instructions']],
    events: { onError: 'wallet-kit:error' },
  },
  Card: {
    tag: 'wallet-kit-card',
    area: 'cards',
    // A step-up is a function the reveal awaits: pass `stepUp` through WalletKit.mount for a cardholder in an SCA region.
    attributes: { 'card-id': 'string', card: 'json', 'reveal-ms': 'number' },
    required: [['card-id']],
    events: { onError: 'wallet-kit:error' },
  },
  CardControls: {
    tag: 'wallet-kit-card-controls',
    area: 'cards',
    attributes: { 'card-id': 'string', card: 'json' },
    required: [['card-id']],
    events: { onChange: 'wallet-kit:change', onError: 'wallet-kit:error' },
  },
  CardActivity: {
    tag: 'wallet-kit-card-activity',
    area: 'cards',
    attributes: { 'customer-id': 'string', 'card-id': 'string', 'page-size': 'number', 'refresh-key': 'string' },
    required: [['customer-id']],
    events: { onError: 'wallet-kit:error' },
  },
  ContactVerification: {
    tag: 'wallet-kit-contact-verification',
    area: 'onboarding',
    attributes: { 'customer-id': 'string', channel: 'string' },
    required: [['customer-id'], ['channel']],
    events: { onVerified: 'wallet-kit:verified', onError: 'wallet-kit:error' },
  },
  VerificationStatus: {
    tag: 'wallet-kit-verification-status',
    area: 'onboarding',
    attributes: { 'customer-id': 'string', 'poll-ms': 'number' },
    required: [['customer-id']],
    events: { onChange: 'wallet-kit:change', onError: 'wallet-kit:error' },
  },
  PayeeManager: {
    tag: 'wallet-kit-payee-manager',
    area: 'payees',
    attributes: { 'customer-id': 'string', trust: 'boolean' },
    required: [['customer-id']],
    events: { onAdded: 'wallet-kit:added', onError: 'wallet-kit:error' },
  },
  PayeePicker: {
    tag: 'wallet-kit-payee-picker',
    area: 'payees',
    attributes: { 'customer-id': 'string', value: 'string', currency: 'string' },
    required: [['customer-id']],
    events: { onChange: 'wallet-kit:change', onError: 'wallet-kit:error' },
  },
  InvitationClaim: {
    tag: 'wallet-kit-invitation-claim',
    area: 'invitations',
    attributes: { code: 'string', 'uma-address': 'string' },
    required: [['code'], ['uma-address']],
    events: { onClaimed: 'wallet-kit:claimed', onError: 'wallet-kit:error' },
  },
  AgentActions: {
    tag: 'wallet-kit-agent-actions',
    area: 'agents',
    attributes: { 'customer-id': 'string' },
    required: [['customer-id']],
    events: { onDecided: 'wallet-kit:decided', onError: 'wallet-kit:error' },
  },
  Balance: {
    tag: 'wallet-kit-balance',
    area: 'wallet',
    attributes: { 'customer-id': 'string', 'account-id': 'string', 'refresh-interval-ms': 'number', 'refresh-key': 'string' },
    required: [['customer-id']],
    events: { onError: 'wallet-kit:error' },
  },
  Activity: {
    tag: 'wallet-kit-activity',
    area: 'wallet',
    attributes: { 'customer-id': 'string', 'page-size': 'number', 'refresh-interval-ms': 'number', 'refresh-key': 'string' },
    required: [['customer-id']],
    events: { onSelect: 'wallet-kit:select', onError: 'wallet-kit:error' },
  },
  TransactionReceipt: {
    tag: 'wallet-kit-transaction-receipt',
    area: 'wallet',
    // `id` is the element's own attribute: the transaction goes in `transaction-id`.
    attributes: { transaction: 'json', 'transaction-id': { kind: 'string', prop: 'id' }, follow: 'boolean', 'payee-label': 'string', 'payer-label': 'string', ...PRESENTATION },
    required: [['transaction', 'transaction-id']],
    events: COMMON_EVENTS,
  },
  SendMoney: {
    tag: 'wallet-kit-send-money',
    area: 'wallet',
    attributes: { 'customer-id': 'string', 'account-id': 'string', 'refresh-key': 'string', history: 'boolean', 'trust-payees': 'boolean', ...PRESENTATION },
    required: [['customer-id']],
    events: { onSent: 'wallet-kit:sent', ...COMMON_EVENTS },
  },
  Receive: {
    tag: 'wallet-kit-receive',
    area: 'wallet',
    attributes: { 'customer-id': 'string', 'account-id': 'string', currencies: 'json', 'uma-address': 'string', history: 'boolean' },
    required: [['customer-id']],
    events: { onInstructions: 'wallet-kit:instructions', onError: 'wallet-kit:error' },
  },
};

/** The areas some widget comes from, each once. */
export const AREAS: readonly WalletKitArea[] = [...new Set(Object.values<Widget>(WIDGETS).flatMap((widget) => (widget.area ? [widget.area] : [])))];

/** A widget's component: its own, or its area's once the area file has run. */
export const componentOf = (name: string, widget: Widget): ComponentType<never> | undefined => widget.component ?? areaComponent(name);

/** The widget of a mount name, if there is one. */
export function widgetNamed(name: string): Widget | undefined {
  return Object.hasOwn(WIDGETS, name) ? WIDGETS[name as WalletKitWidgetName] : undefined;
}

/** Each widget's tag by name (`WalletKit.widgets`). */
export function widgetTags(): WalletKitWidgets {
  const tags = {} as Record<WalletKitWidgetName, string>;
  for (const name of Object.keys(WIDGETS) as WalletKitWidgetName[]) tags[name] = WIDGETS[name].tag;
  return tags as WalletKitWidgets;
}
