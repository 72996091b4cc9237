// The public types of @wallet-kit/embed. Declarations only, importing nothing: build.mjs ships this
// file as dist/wallet-kit.d.ts, so a page's TypeScript needs neither React nor the other packages.
// src/registry.ts is typed against these maps, so an element, attribute or event cannot be added
// to the bundle without being declared here.

/** 'light' | 'dark' | 'system', or `--wk-*` variables with an optional mode. */
export type WalletKitTheme = 'light' | 'dark' | 'system' | ({ readonly mode?: 'light' | 'dark' | 'system' } & { readonly [variable: `--wk-${string}`]: string });

/** A service object (Quote, Transaction, AuthSession, ...) as the service sends it. */
export interface WalletKitResource {
  readonly id: string;
  readonly [field: string]: unknown;
}

/** Attributes every element takes. */
export interface WalletKitSharedAttributes {
  /** Your backend's @wallet-kit/server mount; `/api/service` by default. */
  'base-url'?: string;
  /** Which bundle signers to expect: `production` (default) or `sandbox`. */
  signers?: 'production' | 'sandbox';
  theme?: 'light' | 'dark' | 'system';
  /**
   * A BCP 47 tag; languages other than English need their file (`wallet-kit.de.js`, ...). Unset, the
   * browser's languages choose among English and the language files on the page.
   */
  locale?: string;
}

/** Each element's own attributes. Objects are JSON text: `quote='{"id":"Quote:…",…}'`. */
export interface WalletKitElementAttributes {
  'wallet-kit-sign-in': {
    /** The wallet (internal account) whose credentials to list; or give `credentials`. */
    'account-id'?: string;
    /** JSON array of 'email' | 'sms' | 'passkey' | 'oauth'. */
    methods?: string;
    /** JSON array of the wallet's AuthMethods; or give `account-id`. */
    credentials?: string;
    'resend-cooldown-seconds'?: string;
    presentation?: 'inline' | 'modal';
  };
  'wallet-kit-quote-confirmation': {
    /** JSON QuoteRequest: the widget creates the quote; or give `quote`. */
    request?: string;
    /** JSON Quote already created. */
    quote?: string;
    'destination-label'?: string;
    /** The customer paying: their enrolled SCA factors choose how this device approves (a passkey only where it made or used it). */
    'customer-id'?: string;
    /** Where a person gets help when payment approvals are suspended (`https://…`, `mailto:…`, `tel:…`). */
    'support-url'?: string;
    presentation?: 'inline' | 'modal';
  };
  'wallet-kit-sca-challenge': {
    /** JSON Quote in PENDING_AUTHORIZATION. */
    quote?: string;
    /** Where a person gets help when payment approvals are suspended (`https://…`, `mailto:…`, `tel:…`). */
    'support-url'?: string;
    presentation?: 'inline' | 'modal';
  };
  'wallet-kit-transaction-status': {
    /** The transaction to follow (`id` stays the element's own attribute). */
    'transaction-id'?: string;
  };
  'wallet-kit-otp-input': {
    /** Number of digits, 1 to 12; 6 by default. */
    length?: string;
    disabled?: '' | 'true' | 'false';
    label?: string;
    hint?: string;
    error?: string;
    name?: string;
  };
  'wallet-kit-quote-summary': {
    /** JSON Quote. */
    quote?: string;
  };
  'wallet-kit-payment-instructions': {
    /** JSON array of the quote's paymentInstructions. */
    instructions?: string;
    /** JSON `{ amount, currency: { code, decimals } }`. */
    amount?: string;
    withheld?: '' | 'true' | 'false';
  };
  'wallet-kit-card': {
    /** The card (`Card:…`). A cardholder in an SCA region needs the step-up: mount with `WalletKit.mount(..., { stepUp })`. */
    'card-id'?: string;
    /** JSON Card as your page has it: nothing is fetched then. */
    card?: string;
    /** How long the details stay on screen, at most, in ms (60000 by default). */
    'reveal-ms'?: string;
  };
  'wallet-kit-card-controls': {
    'card-id'?: string;
    /** JSON Card as your page has it. */
    card?: string;
  };
  'wallet-kit-card-activity': {
    /** The signed-in customer. */
    'customer-id'?: string;
    /** One card's activity; every card's when absent. */
    'card-id'?: string;
    'page-size'?: string;
    /** Change it to read the activity again. */
    'refresh-key'?: string;
  };
  'wallet-kit-contact-verification': {
    /** The customer whose contact to confirm, `Customer:…`. */
    'customer-id'?: string;
    /** `email` or `phone`. */
    channel?: 'email' | 'phone';
  };
  'wallet-kit-verification-status': {
    /** The customer whose identity check to show, `Customer:…`. */
    'customer-id'?: string;
    /** How often to ask while the check runs, in ms; 5000 by default. */
    'poll-ms'?: string;
  };
  'wallet-kit-payee-manager': {
    /** The signed-in user's customer, `Customer:…`. */
    'customer-id'?: string;
    /** Offer trusting payees (customers in an SCA region: sends to a trusted payee skip SCA). */
    trust?: '' | 'true' | 'false';
  };
  'wallet-kit-payee-picker': {
    /** The signed-in user's customer, `Customer:…`. */
    'customer-id'?: string;
    /** The chosen payee's id (controlled); absent, the element keeps the choice. */
    value?: string;
    /** Only payees in this currency, such as `EUR`. */
    currency?: string;
  };
  'wallet-kit-invitation-claim': {
    /** The code from the invitation link. */
    code?: string;
    /** The signed-in user's UMA address. */
    'uma-address'?: string;
  };
  'wallet-kit-agent-actions': {
    /** The signed-in user's customer, `Customer:…`. */
    'customer-id'?: string;
  };
  'wallet-kit-balance': {
    /** The signed-in user's customer, `Customer:…`. */
    'customer-id'?: string;
    /** Only this account; every internal account of the customer by default. */
    'account-id'?: string;
    /** How often to read the balances again while shown, in ms; 15000 by default, 0 never. */
    'refresh-interval-ms'?: string;
    /** Change it to read the balances again now (after a payment your page made). */
    'refresh-key'?: string;
  };
  'wallet-kit-activity': {
    /** The signed-in user's customer, `Customer:…`. */
    'customer-id'?: string;
    /** Rows per page; 20 by default. */
    'page-size'?: string;
    /** How often to look for new payments while shown, in ms; 10000 by default, 0 never. */
    'refresh-interval-ms'?: string;
    /** Change it to read the first page again. */
    'refresh-key'?: string;
  };
  'wallet-kit-transaction-receipt': {
    /** JSON Transaction as your page has it; or give `transaction-id`. */
    transaction?: string;
    /** The transaction to show and follow (`id` stays the element's own attribute). */
    'transaction-id'?: string;
    /** Keep reading it while it is not final. */
    follow?: '' | 'true' | 'false';
    /** How to name the payee (a name from your app), instead of the account's. */
    'payee-label'?: string;
    /** How to name the payer, for an incoming payment. */
    'payer-label'?: string;
    presentation?: 'inline' | 'modal';
  };
  'wallet-kit-send-money': {
    /** The signed-in user's customer, `Customer:…`. */
    'customer-id'?: string;
    /** The account to send from; the one that can pay most by default. */
    'account-id'?: string;
    /** Change it to read the balances and payees again. */
    'refresh-key'?: string;
    /** Present: the browser's Back goes to the previous step (leave it out where the page's router owns the history). */
    history?: '' | 'true' | 'false';
    /** Present: offer to trust a payee added with "New payee" (customers in an SCA region). */
    'trust-payees'?: '' | 'true' | 'false';
    presentation?: 'inline' | 'modal';
  };
  'wallet-kit-receive': {
    /** The signed-in user's customer, `Customer:…`. */
    'customer-id'?: string;
    /** The account to receive into; by default the one with details of its own (an IBAN, an account number). */
    'account-id'?: string;
    /** JSON array of the currency codes a bank transfer may be made in besides the account's own, which comes first. */
    currencies?: string;
    /** The user's UMA address, to show and share. */
    'uma-address'?: string;
    /** Present: the browser's Back leaves the payment details for the form again. */
    history?: '' | 'true' | 'false';
  };
}

/** The tag of every element the bundle defines. */
export type WalletKitTag = keyof WalletKitElementAttributes;

/** An element's error: a widget's own (a flow's `FlowError`, a clipboard refusal), or an `EmbedError` for bad attributes. */
export type WalletKitErrorDetail = unknown;

/**
 * Each element's events and their `detail`. Every event is dispatched under two names, bubbling
 * and composed: `wallet-kit:complete`, and the same without the colon, `wallet-kit-complete`, for
 * template syntaxes that read a colon as their own (see docs/embed.md).
 */
export interface WalletKitElementEvents {
  'wallet-kit-sign-in': { 'wallet-kit:signed-in': WalletKitResource; 'wallet-kit:error': WalletKitErrorDetail; 'wallet-kit:close': undefined };
  'wallet-kit-quote-confirmation': {
    'wallet-kit:completed': { quote: WalletKitResource; transaction: WalletKitResource | undefined };
    'wallet-kit:failed': { quote: WalletKitResource; transaction: WalletKitResource | undefined };
    /** Cancelled during SCA: nothing was sent; the quote (PENDING_AUTHORIZATION) is left to lapse. */
    'wallet-kit:cancelled': WalletKitResource;
    'wallet-kit:error': WalletKitErrorDetail;
    'wallet-kit:close': undefined;
  };
  /**
   * `cancel`: the person stopped (nothing sent, the quote lapses). Approving with another factor needs a new
   * quote on the same terms, which `<wallet-kit-quote-confirmation>` makes by itself; this element offers none.
   */
  'wallet-kit-sca-challenge': {
    'wallet-kit:authorized': WalletKitResource;
    'wallet-kit:expired': undefined;
    'wallet-kit:cancel': undefined;
    'wallet-kit:error': WalletKitErrorDetail;
    'wallet-kit:close': undefined;
  };
  'wallet-kit-transaction-status': { 'wallet-kit:change': WalletKitResource; 'wallet-kit:error': WalletKitErrorDetail };
  'wallet-kit-otp-input': { 'wallet-kit:complete': string; 'wallet-kit:change': string; 'wallet-kit:error': WalletKitErrorDetail };
  'wallet-kit-quote-summary': { 'wallet-kit:error': WalletKitErrorDetail };
  'wallet-kit-payment-instructions': { 'wallet-kit:error': WalletKitErrorDetail };
  'wallet-kit-card': { 'wallet-kit:error': WalletKitErrorDetail };
  'wallet-kit-card-controls': { 'wallet-kit:change': WalletKitResource; 'wallet-kit:error': WalletKitErrorDetail };
  'wallet-kit-card-activity': { 'wallet-kit:error': WalletKitErrorDetail };
  'wallet-kit-contact-verification': { 'wallet-kit:verified': undefined; 'wallet-kit:error': WalletKitErrorDetail };
  /** `change`: the onboarding state at each change of the check's status. */
  'wallet-kit-verification-status': { 'wallet-kit:change': { readonly status: string; readonly [field: string]: unknown }; 'wallet-kit:error': WalletKitErrorDetail };
  /** `added`: the payee (an external account) just added. */
  'wallet-kit-payee-manager': { 'wallet-kit:added': WalletKitResource; 'wallet-kit:error': WalletKitErrorDetail };
  /** `change`: the payee chosen. */
  'wallet-kit-payee-picker': { 'wallet-kit:change': WalletKitResource; 'wallet-kit:error': WalletKitErrorDetail };
  /** `claimed`: the invitation, accepted. */
  'wallet-kit-invitation-claim': { 'wallet-kit:claimed': { readonly code: string; readonly [field: string]: unknown }; 'wallet-kit:error': WalletKitErrorDetail };
  /** `decided`: the agent's request as the service answered the decision (APPROVED, REJECTED or FAILED). */
  'wallet-kit-agent-actions': { 'wallet-kit:decided': WalletKitResource; 'wallet-kit:error': WalletKitErrorDetail };
  'wallet-kit-balance': { 'wallet-kit:error': WalletKitErrorDetail };
  /** `select`: the transaction whose row was chosen. */
  'wallet-kit-activity': { 'wallet-kit:select': WalletKitResource; 'wallet-kit:error': WalletKitErrorDetail };
  'wallet-kit-transaction-receipt': { 'wallet-kit:error': WalletKitErrorDetail; 'wallet-kit:close': undefined };
  /** `sent`: the id of the transaction the payment made. */
  'wallet-kit-send-money': { 'wallet-kit:sent': string; 'wallet-kit:error': WalletKitErrorDetail; 'wallet-kit:close': undefined };
  /** `instructions`: the quote whose payment instructions are on screen. */
  'wallet-kit-receive': { 'wallet-kit:instructions': WalletKitResource; 'wallet-kit:error': WalletKitErrorDetail };
}

/** The colon-free alias of an event name: `wallet-kit:complete` -> `wallet-kit-complete`. */
export type WalletKitEventAlias<Name extends string> = Name extends `wallet-kit:${infer Rest}` ? `wallet-kit-${Rest}` : never;

/** An element's events under both names. */
export type WalletKitEventMap<Tag extends WalletKitTag> = {
  [Name in keyof WalletKitElementEvents[Tag] & string as Name | WalletKitEventAlias<Name>]: CustomEvent<WalletKitElementEvents[Tag][Name]>;
};

/** A `<wallet-kit-…>` element, with its events typed for addEventListener. */
export interface WalletKitElement<Tag extends WalletKitTag> extends HTMLElement {
  addEventListener<K extends keyof WalletKitEventMap<Tag>>(type: K, listener: (this: this, event: WalletKitEventMap<Tag>[K]) => void, options?: boolean | AddEventListenerOptions): void;
  addEventListener<K extends keyof HTMLElementEventMap>(type: K, listener: (this: this, event: HTMLElementEventMap[K]) => void, options?: boolean | AddEventListenerOptions): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof WalletKitEventMap<Tag>>(type: K, listener: (this: this, event: WalletKitEventMap<Tag>[K]) => void, options?: boolean | EventListenerOptions): void;
  removeEventListener<K extends keyof HTMLElementEventMap>(type: K, listener: (this: this, event: HTMLElementEventMap[K]) => void, options?: boolean | EventListenerOptions): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}

/** `WalletKit.mount(element, options)`: a widget by name, its props, and the shared settings. */
export interface WalletKitMountOptions {
  /** A widget name: 'OtpInput', 'QuoteSummary', 'PaymentInstructions', … (see `WalletKit.widgets`). */
  component: WalletKitWidgetName;
  /** A client from @wallet-kit/client's createClient, or `{ baseUrl, signers }` to make one (shared by the page's widgets). */
  client?: { baseUrl?: string; signers?: 'production' | 'sandbox' } | object;
  theme?: WalletKitTheme;
  locale?: string;
  /** Called with an `EmbedError` when the widget cannot render its props (it shows an error state instead). */
  onError?: (error: unknown) => void;
  /** Everything else is the widget's props (the React component's, callbacks included). */
  [prop: string]: unknown;
}

/** A mounted widget. */
export interface WalletKitMounted {
  /** Re-renders with these props merged over the current ones. */
  update(props: Record<string, unknown>): void;
  unmount(): void;
}

/** The widgets by `WalletKit.mount` name. */
export interface WalletKitWidgets {
  SignIn: 'wallet-kit-sign-in';
  QuoteConfirmation: 'wallet-kit-quote-confirmation';
  ScaChallenge: 'wallet-kit-sca-challenge';
  TransactionStatus: 'wallet-kit-transaction-status';
  OtpInput: 'wallet-kit-otp-input';
  QuoteSummary: 'wallet-kit-quote-summary';
  PaymentInstructions: 'wallet-kit-payment-instructions';
  Card: 'wallet-kit-card';
  CardControls: 'wallet-kit-card-controls';
  CardActivity: 'wallet-kit-card-activity';
  ContactVerification: 'wallet-kit-contact-verification';
  VerificationStatus: 'wallet-kit-verification-status';
  PayeeManager: 'wallet-kit-payee-manager';
  PayeePicker: 'wallet-kit-payee-picker';
  InvitationClaim: 'wallet-kit-invitation-claim';
  AgentActions: 'wallet-kit-agent-actions';
  Balance: 'wallet-kit-balance';
  Activity: 'wallet-kit-activity';
  TransactionReceipt: 'wallet-kit-transaction-receipt';
  SendMoney: 'wallet-kit-send-money';
  Receive: 'wallet-kit-receive';
}

/**
 * The area files, each `wallet-kit.<area>.js` beside wallet-kit.js: `cards` brings Card, CardControls
 * and CardActivity; `onboarding` ContactVerification and VerificationStatus; `payees` PayeeManager
 * and PayeePicker; `invitations` InvitationClaim; `agents` AgentActions; `wallet` Balance, Activity,
 * TransactionReceipt, SendMoney and Receive. Their elements are defined by wallet-kit.js and stay
 * empty (`data-state="loading"`) until the file arrives.
 */
export type WalletKitArea = 'cards' | 'onboarding' | 'payees' | 'invitations' | 'agents' | 'wallet';

/** `WalletKit.load(area, options)`: where the area file is, when not beside wallet-kit.js, and its integrity. */
export interface WalletKitLoadOptions {
  /** The area file's full address; by default `wallet-kit.<area>.js` beside wallet-kit.js. */
  src?: string;
  /** Subresource Integrity for the inserted script: the `sha384-…` value in `wallet-kit.<area>.js.sha384`. */
  integrity?: string;
}

export type WalletKitWidgetName = keyof WalletKitWidgets;

/** What went wrong in the embed itself; the widgets' own errors keep their classes. */
export type EmbedErrorCode =
  | 'UNKNOWN_WIDGET'
  | 'INVALID_TARGET'
  | 'INVALID_ATTRIBUTE'
  | 'RENDER_FAILED'
  /** An area widget whose file is not on the page once the page has loaded. */
  | 'AREA_NOT_LOADED'
  /** `load()` could not fetch the area file, or had no address for it. */
  | 'AREA_LOAD_FAILED'
  /** An area file of another release than wallet-kit.js, or one that could not start on it. */
  | 'AREA_MISMATCH'
  /** `load()` was given a name that is no area. */
  | 'UNKNOWN_AREA'
  /** A client call that wallet-kit.js leaves out because no element uses it (sandbox controls, lookups, ...). */
  | 'LEFT_OUT';

export interface EmbedErrorLike extends Error {
  readonly code: EmbedErrorCode;
}

/** `window.WalletKit`, and the ES module's `WalletKit`. */
export interface WalletKitApi {
  readonly version: string;
  /** Settles once the elements are defined (at once, unless this is a server render). */
  readonly ready: Promise<WalletKitApi>;
  /** Renders a widget into an element of the page. */
  mount(element: Element, options: WalletKitMountOptions): WalletKitMounted;
  /** Defines the elements in another registry (they are defined in the page's own already). */
  defineElements(registry?: CustomElementRegistry): void;
  /** Adds a message catalog (what `wallet-kit.fr.js` does) and re-renders mounted widgets. */
  registerCatalog(locale: string, catalog: Readonly<Record<string, string>>): void;
  /** Re-renders every mounted widget. */
  refresh(): void;
  /**
   * Inserts the area's file (`wallet-kit.<area>.js`, from where wallet-kit.js came unless `src` says
   * otherwise) and settles once its widgets are registered; rejects with an `EmbedError`
   * (`AREA_LOAD_FAILED`, `UNKNOWN_AREA`, `AREA_MISMATCH`).
   */
  load(area: WalletKitArea, options?: WalletKitLoadOptions): Promise<void>;
  /** The areas whose files have run on this page. */
  readonly areas: () => WalletKitArea[];
  readonly EmbedError: new (code: EmbedErrorCode, message: string, options?: { cause?: unknown }) => EmbedErrorLike;
  /** Element tags by widget name. */
  readonly widgets: WalletKitWidgets;
}

declare global {
  interface Window {
    /** Set by wallet-kit.js (the first copy loaded on the page). */
    WalletKit?: WalletKitApi;
  }
  interface HTMLElementTagNameMap {
    'wallet-kit-sign-in': WalletKitElement<'wallet-kit-sign-in'>;
    'wallet-kit-quote-confirmation': WalletKitElement<'wallet-kit-quote-confirmation'>;
    'wallet-kit-sca-challenge': WalletKitElement<'wallet-kit-sca-challenge'>;
    'wallet-kit-transaction-status': WalletKitElement<'wallet-kit-transaction-status'>;
    'wallet-kit-otp-input': WalletKitElement<'wallet-kit-otp-input'>;
    'wallet-kit-quote-summary': WalletKitElement<'wallet-kit-quote-summary'>;
    'wallet-kit-payment-instructions': WalletKitElement<'wallet-kit-payment-instructions'>;
    'wallet-kit-card': WalletKitElement<'wallet-kit-card'>;
    'wallet-kit-card-controls': WalletKitElement<'wallet-kit-card-controls'>;
    'wallet-kit-card-activity': WalletKitElement<'wallet-kit-card-activity'>;
    'wallet-kit-contact-verification': WalletKitElement<'wallet-kit-contact-verification'>;
    'wallet-kit-verification-status': WalletKitElement<'wallet-kit-verification-status'>;
    'wallet-kit-payee-manager': WalletKitElement<'wallet-kit-payee-manager'>;
    'wallet-kit-payee-picker': WalletKitElement<'wallet-kit-payee-picker'>;
    'wallet-kit-invitation-claim': WalletKitElement<'wallet-kit-invitation-claim'>;
    'wallet-kit-agent-actions': WalletKitElement<'wallet-kit-agent-actions'>;
    'wallet-kit-balance': WalletKitElement<'wallet-kit-balance'>;
    'wallet-kit-activity': WalletKitElement<'wallet-kit-activity'>;
    'wallet-kit-transaction-receipt': WalletKitElement<'wallet-kit-transaction-receipt'>;
    'wallet-kit-send-money': WalletKitElement<'wallet-kit-send-money'>;
    'wallet-kit-receive': WalletKitElement<'wallet-kit-receive'>;
  }
  interface DocumentEventMap {
    'wallet-kit:ready': CustomEvent<WalletKitApi>;
    'wallet-kit-ready': CustomEvent<WalletKitApi>;
  }
}
