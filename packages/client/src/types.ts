// The service's shapes, as the client reads and sends them: generated from the project's OpenAPI
// document (packages/contract, `npm run contract`), never written by hand. A few client-side
// conveniences (pages, list queries) are composed from them below.
import type { components, Schema } from '@wallet-kit/contract';
import type { ScaPasskeyChallenge } from '@wallet-kit/passkey';

export type AuthMethodType = Schema<'AuthMethodType'>;
export type AuthMethod = Schema<'AuthMethod'> & {
  /** EMAIL_OTP / SMS_OTP: present when the service (re)issued a code. */
  otpEncryptionTargetBundle?: string;
};
export type AuthSession = Schema<'AuthSession'>;

export type Currency = Schema<'Currency'>;
export type CurrencyAmount = Schema<'CurrencyAmount'>;
export type QuoteSource = Schema<'QuoteSourceOneOf'>;
export type QuoteDestination = Schema<'QuoteDestinationOneOf'>;
/** `ScaFactor`: TOTP cannot authorize a single payment (reference: SCA). */
export type ScaFactor = Schema<'ScaFactor'>;
/**
 * The SCA challenge a pending quote carries (`quote.scaChallenge`; `<ScaChallenge>` of @wallet-kit/react
 * is the widget that answers it). The contract leaves `passkeyAssertionOptions` opaque; typed here as
 * @wallet-kit/passkey reads it, so `assertScaPasskey(challenge)` takes it as is.
 */
export type QuoteScaChallenge = Omit<Schema<'ScaChallenge'>, 'passkeyAssertionOptions'> & {
  passkeyAssertionOptions?: ScaPasskeyChallenge['passkeyAssertionOptions'];
};
/** The WebAuthn assertion is opaque JSON to the contract; any object the passkey ceremony produced goes. */
export type ScaAuthorization = Omit<Schema<'ScaAuthorization'>, 'passkeyAssertion'> & { passkeyAssertion?: object | null };
type SchemaName = keyof components['schemas'];
/** One of the fifty-odd account and wallet shapes of `accountOrWalletInfo`, each with its `accountType`. */
export type PaymentAccountInfo = components['schemas'][Extract<SchemaName, `Payment${string}Info`>];
/**
 * How to pay a quote (spec: PaymentInstructions; `<PaymentInstructions>` of @wallet-kit/react shows them). The generated type drops the `accountType`
 * discriminator of `accountOrWalletInfo` (openapi-typescript's `Omit` over the `oneOf`); it is put back
 * from the same schemas, so a reader can switch on it.
 */
export type QuotePaymentInstructions = Omit<Schema<'PaymentInstructions'>, 'accountOrWalletInfo'> & {
  accountOrWalletInfo: PaymentAccountInfo & { payloadToSign?: string };
};
export type Quote = Omit<Schema<'Quote'>, 'scaChallenge' | 'paymentInstructions'> & { scaChallenge?: QuoteScaChallenge; paymentInstructions?: QuotePaymentInstructions[] };
export type QuoteStatus = Quote['status'];
export type QuoteRequest = Schema<'QuoteRequest'>;
export type Transaction = Schema<'TransactionOneOf'>;
/** Every status a transaction of any type can have (the card statuses included); `<TransactionStatus>` of @wallet-kit/react shows one. */
export type AnyTransactionStatus = Transaction['status'];
export type InternalAccountExport = Schema<'InternalAccountExportResponse'>;

export type InternalAccount = Schema<'InternalAccount'>;
export type InternalAccountType = Schema<'InternalAccountType'>;
export type ExternalAccount = Schema<'ExternalAccount'>;

/** An enrolled SCA factor (`GET /sca/factors`): SMS_OTP is implicit for a customer with a phone; a passkey has its `credentialId`. */
export type EnrolledScaFactor = Schema<'ScaFactorView'>;
/** What `POST /sca/factors` answers: a TOTP secret and its `otpauth://` URI, or WebAuthn creation options for a passkey. */
export type ScaFactorEnrollmentStart = Schema<'ScaFactorEnrollStartOneOf'>;
/** The proof that finishes an enrollment: the TOTP secret and a code, or the passkey ceremony's `origin` and `credential`. */
export type ScaFactorEnrollmentProof = Schema<'ScaFactorConfirmRequestOneOf'>;
/** What `POST /sca/factors/confirm` answers: TOTP recovery codes (shown once), or the enrolled passkey factor. */
export type ScaFactorEnrollmentResult = Schema<'ScaFactorConfirmResponseOneOf'>;

/** The sandbox's scenario switches (a sandbox only). */
export type SandboxScenarios = Schema<'SandboxScenarios'>;

/** A page of a list answer (`data`, with `hasMore` / `nextCursor` where the list is paged). */
export interface Page<T> {
  data: T[];
  hasMore?: boolean;
  nextCursor?: string | null;
  totalCount?: number;
}

/** Query of `GET /transactions`; `customerId` scopes the list to the signed-in user (the backend requires it). */
export interface TransactionListQuery {
  customerId: string;
  status?: AnyTransactionStatus;
  type?: Schema<'TransactionType'>;
  reference?: string;
  startDate?: string;
  endDate?: string;
  sortOrder?: 'asc' | 'desc';
  /** Page size asked of the service (1 to 100). */
  limit?: number;
}

/** Query of `GET /customers/internal-accounts`; `customerId` scopes it to the signed-in user (the backend requires it). */
export interface InternalAccountQuery {
  customerId: string;
  type?: InternalAccountType;
  /** A currency code, such as `USD`. */
  currency?: string;
  /** Page size asked of the service (1 to 100); every page is read. */
  limit?: number;
}

/** Query of `GET /customers/external-accounts`: the customer's payees. */
export interface ExternalAccountQuery {
  customerId: string;
  currency?: string;
  limit?: number;
}
