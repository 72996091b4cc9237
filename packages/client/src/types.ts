// The service's shapes, as the client reads and sends them: generated from the project's OpenAPI
// document (packages/contract, `npm run contract`), never written by hand. A few client-side
// conveniences (pages, list queries) are composed from them below.
import type { components, Schema } from '@wallet-kit/contract';
import type { ScaPasskeyChallenge } from '@wallet-kit/passkey';

/** How a wallet credential signs in: `EMAIL_OTP`, `SMS_OTP`, `OAUTH` or `PASSKEY`. */
export type AuthMethodType = Schema<'AuthMethodType'>;
/** A wallet credential: one way to sign in to an embedded wallet. */
export type AuthMethod = Schema<'AuthMethod'> & {
  /** EMAIL_OTP / SMS_OTP: present when the service (re)issued a code. */
  otpEncryptionTargetBundle?: string;
};
/** A browser and its system, by their own names ("Safari", "iOS"): never translated, no version or model. */
export interface SessionDevice {
  /** The browser, e.g. `Chrome`. */
  browser?: string;
  /** The operating system, e.g. `macOS`. */
  os?: string;
}
/** A signed-in session of an embedded wallet, with its absolute `expiresAt`. */
export type AuthSession = Schema<'AuthSession'> & {
  /**
   * The device that opened it, in `client.sessions.listSessions` answers: @wallet-kit/server's handler
   * records it from the User-Agent when it forwards the sign-in, and adds it for the session's life.
   */
  device?: SessionDevice;
};

/** A currency: its code, name, symbol and number of decimals. */
export type Currency = Schema<'Currency'>;
/** An amount in a currency's smallest unit (cents), with the currency. */
export type CurrencyAmount = Schema<'CurrencyAmount'>;
/** Where a quote's money comes from: an account of the customer, or a real-time funding source. */
export type QuoteSource = Schema<'QuoteSourceOneOf'>;
/** Where a quote's money goes: an account, or a UMA address. */
export type QuoteDestination = Schema<'QuoteDestinationOneOf'>;
/** `ScaFactor`: TOTP cannot authorize a single payment (reference: SCA). */
export type ScaFactor = Schema<'ScaFactor'>;
/**
 * The SCA challenge a pending quote carries (`quote.scaChallenge`; `<ScaChallenge>` of @wallet-kit/react
 * is the widget that answers it). The contract leaves `passkeyAssertionOptions` opaque; typed here as
 * @wallet-kit/passkey reads it, so `assertScaPasskey(challenge)` takes it as is.
 */
export type QuoteScaChallenge = Omit<Schema<'ScaChallenge'>, 'passkeyAssertionOptions'> & {
  /** The WebAuthn request options of a passkey challenge. */
  passkeyAssertionOptions?: ScaPasskeyChallenge['passkeyAssertionOptions'];
};
/** The WebAuthn assertion is opaque JSON to the contract; any object the passkey ceremony produced goes. */
export type ScaAuthorization = Omit<Schema<'ScaAuthorization'>, 'passkeyAssertion'> & {
  /** From `assertScaPasskey(challenge)` of @wallet-kit/passkey, with `origin`; or a `code` instead. */
  passkeyAssertion?: object | null;
};
type SchemaName = keyof components['schemas'];
/** One of the fifty-odd account and wallet shapes of `accountOrWalletInfo`, each with its `accountType`. */
export type PaymentAccountInfo = components['schemas'][Extract<SchemaName, `Payment${string}Info`>];
/**
 * How to pay a quote (spec: PaymentInstructions; `<PaymentInstructions>` of @wallet-kit/react shows them). The generated type drops the `accountType`
 * discriminator of `accountOrWalletInfo` (openapi-typescript's `Omit` over the `oneOf`); it is put back
 * from the same schemas, so a reader can switch on it.
 */
export type QuotePaymentInstructions = Omit<Schema<'PaymentInstructions'>, 'accountOrWalletInfo'> & {
  /** Where to pay: one of the account or wallet shapes, told apart by `accountType`. */
  accountOrWalletInfo: PaymentAccountInfo & {
    /** What an embedded-wallet source must stamp for `executeQuote` (the client does it). */
    payloadToSign?: string;
  };
};
/** A locked exchange of one amount for another, to execute before it expires. */
export type Quote = Omit<Schema<'Quote'>, 'scaChallenge' | 'paymentInstructions'> & {
  /** The challenge to answer while the quote is `PENDING_AUTHORIZATION`. */
  scaChallenge?: QuoteScaChallenge;
  /** How to pay or authorize it; several entries are alternatives. */
  paymentInstructions?: QuotePaymentInstructions[];
};
/** Where a quote is: pending, waiting for SCA, processing, completed, failed or expired. */
export type QuoteStatus = Quote['status'];
/** What `createQuote` sends: source, destination, and which side's amount is locked. */
export type QuoteRequest = Schema<'QuoteRequest'>;
/** A money movement, incoming or outgoing, and where it is. */
export type Transaction = Schema<'TransactionOneOf'>;
/** Every status a transaction of any type can have (the card statuses included); `<TransactionStatus>` of @wallet-kit/react shows one. */
export type AnyTransactionStatus = Transaction['status'];
/** The service's answer to a wallet export: the sealed recovery phrase, for `decryptWalletExport`. */
export type InternalAccountExport = Schema<'InternalAccountExportResponse'>;

/** An account the service holds for the customer: a balance account, or the embedded wallet. */
export type InternalAccount = Schema<'InternalAccount'>;
/** Which kind of internal account. */
export type InternalAccountType = Schema<'InternalAccountType'>;
/** An account outside the service that money can be paid to: a payee. */
export type ExternalAccount = Schema<'ExternalAccount'>;

/** What `client.payees.addPayee` sends: a bank account or wallet of the customer's, with the fields its rail needs. */
export type PayeeRequest = Omit<Schema<'ExternalAccountCreateRequest'>, 'customerId' | 'defaultUmaDepositAccount'> & {
  /** The signed-in user's customer (the backend refuses a payee without one: it would be the platform's). */
  customerId: string;
  /** Whether UMA payments to the customer land here instead of their internal account (false by default). */
  defaultUmaDepositAccount?: boolean;
};
/** How a wallet payee proves it is the customer's own: a signed message, or a hosted liveness check. */
export type OwnershipVerificationMethod = Schema<'OwnershipVerificationMethod'>;
/** A wallet ownership challenge: the `messageToSign`, or the liveness `verificationLink`. */
export type OwnershipChallenge = Schema<'OwnershipChallenge'>;
/** The answer of a trust or untrust: whether the payee is now trusted (sends to it skip SCA). */
export type BeneficiaryTrust = Schema<'BeneficiaryTrustConfirm'>;
/** What an UMA address lookup finds: the currencies it receives, with rates and limits, and the `lookupId` for the quote. */
export type UmaLookup = Schema<'ReceiverUmaLookupResponse'>;
/** What a payee lookup finds: the currencies it receives, with rates and limits. */
export type ExternalAccountLookup = Schema<'ReceiverExternalAccountLookupResponse'>;
/** An action an agent submitted for the customer, waiting for approval: its quote (or transfer) and terms. */
export type AgentAction = Schema<'AgentAction'>;
/** An agent acting for a customer under its policy (reference OpenAPI: Agent). */
export type Agent = Schema<'Agent'>;
/** An UMA invitation: who invites, whether it is still open, what it promises to send. */
export type UmaInvitation = Schema<'UmaInvitation'>;

/** An enrolled SCA factor (`GET /sca/factors`): SMS_OTP is implicit for a customer with a phone; a passkey has its `credentialId`. */
export type EnrolledScaFactor = Schema<'ScaFactorView'>;
/** What `POST /sca/factors` answers: a TOTP secret and its `otpauth://` URI, or WebAuthn creation options for a passkey. */
export type ScaFactorEnrollmentStart = Schema<'ScaFactorEnrollStartOneOf'>;
/** The proof that finishes an enrollment: the TOTP secret and a code, or the passkey ceremony's `origin` and `credential`. */
export type ScaFactorEnrollmentProof = Schema<'ScaFactorConfirmRequestOneOf'>;
/** What `POST /sca/factors/confirm` answers: TOTP recovery codes (shown once), or the enrolled passkey factor. */
export type ScaFactorEnrollmentResult = Schema<'ScaFactorConfirmResponseOneOf'>;

/** A card (`GET /cards/{id}`): brand, last four digits, state, funding sources; never its number or CVC. */
export type Card = Schema<'Card'>;
/** A card's lifecycle state: PROCESSING while issued, ACTIVE, FROZEN (new payments declined), CLOSED for good. */
export type CardState = Schema<'CardState'>;
/** A card's reveal: the processor's single-use page (`panEmbedUrl`, a bearer secret) and when it stops loading. */
export type CardReveal = Schema<'CardRevealResponse'>;
/** The CARD variant of a transaction: a purchase, a return (CREDIT, `originalTransactionId`), a credit or a decline. */
export type CardTransaction = Schema<'CardTransaction'>;
/** A card transaction's status: AUTHORIZED, PARTIALLY_SETTLED, SETTLED, REFUNDED, EXCEPTION, or DECLINED. */
export type CardTransactionStatus = Schema<'CardTransactionStatus'>;
/** Why an authorization was declined (a frozen card is CARD_PAUSED, an underfunded one INSUFFICIENT_FUNDS). */
export type CardDeclinedReason = NonNullable<CardTransaction['cardDeclinedReason']>;
/** The merchant of a card transaction: its `descriptor` as the card network sends it, its category code and country. */
export type CardMerchant = Schema<'CardMerchant'>;

/** A customer as the service shows it: an individual (kycStatus) or a business (kybStatus). */
export type Customer = Schema<'CustomerOneOf'>;
/** KYC or KYB status: UNVERIFIED, PENDING, APPROVED, REJECTED, or HOLD (more information asked for). */
export type KycStatus = Schema<'KycStatus'>;
/** The End User Terms the service hosts: the version to accept, and where to read it. */
export type EndUserTerms = Schema<'EndUserTerms'>;
/** How the customer accepted the terms: a ticked box, or a click on an "accept" button. */
export type EndUserTermsAcceptanceMethod = Schema<'EndUserTermsAcceptanceMethod'>;
/** A hosted verification link (`kycUrl`, single use, until `expiresAt`), and the provider's token for an embedded flow. */
export type KycLink = Schema<'KycLinkResponse'>;
/** A KYC/KYB verification and what stops it (`errors`). */
export type Verification = Schema<'Verification'>;
/** One thing a verification needs: a field, a document of the accepted types, a beneficial owner... */
export type VerificationError = Schema<'VerificationError'>;
/** A verification document's metadata (its file is never sent back). */
export type VerificationDocument = Schema<'Document'>;
/** Which document: PASSPORT, DRIVERS_LICENSE, NATIONAL_ID, PROOF_OF_ADDRESS, ... */
export type DocumentType = Schema<'DocumentType'>;
/** A beneficial owner, director or officer of a business customer. */
export type BeneficialOwner = Schema<'BeneficialOwner'>;
/** What `addBeneficialOwner` sends. */
export type BeneficialOwnerRequest = Schema<'BeneficialOwnerCreateRequest'>;
/** What `updateBeneficialOwner` sends: only the fields to change. */
export type BeneficialOwnerUpdate = Schema<'BeneficialOwnerUpdateRequest'>;
/** A custodied key that signs for a card's embedded-wallet funding account. */
export type DelegatedKey = Schema<'DelegatedKey'>;

/** The sandbox's scenario switches (a sandbox only). */
export type SandboxScenarios = Schema<'SandboxScenarios'>;
/** What a card simulator takes (a sandbox only). */
export type SandboxCardAuthorization = Schema<'SandboxCardAuthorizationRequest'>;
/** What a card simulator answers: the issuer token of the card operation it caused. */
export type SandboxCardSimulation = Schema<'SandboxCardSimulationResponse'>;

/** A page of a list answer (`data`, with `hasMore` / `nextCursor` where the list is paged). */
export interface Page<T> {
  /** This page's items. */
  data: T[];
  /** Whether another page follows. */
  hasMore?: boolean;
  /** The cursor of the next page, when there is one. */
  nextCursor?: string | null;
  /** How many items the whole list has, when the service counts them. */
  totalCount?: number;
}

/** Query of `GET /transactions`; `customerId` scopes the list to the signed-in user (the backend requires it). */
export interface TransactionListQuery {
  /** The signed-in user's customer. */
  customerId: string;
  /** Only transactions in this status. */
  status?: AnyTransactionStatus;
  /** Only incoming or only outgoing ones. */
  type?: Schema<'TransactionType'>;
  /** Only those with this reference. */
  reference?: string;
  /** ISO 8601: only those created at or after it. */
  startDate?: string;
  /** ISO 8601: only those created at or before it. */
  endDate?: string;
  /** The order, by creation time. */
  sortOrder?: 'asc' | 'desc';
  /** Page size asked of the service (1 to 100). */
  limit?: number;
}

/** Query of `GET /cards`, scoped to the signed-in user as the cardholder. */
export interface CardListQuery {
  /** The signed-in user, as the cardholder. */
  customerId: string;
  /** Only cards in this state. */
  state?: CardState;
  /** Cards funded by this internal account. */
  accountId?: string;
  /** Page size asked of the service (1 to 100); every page is read. */
  limit?: number;
}

/** The user's card transactions (`GET /transactions?type=CARD`), optionally of one card. */
export interface CardTransactionListQuery {
  /** The signed-in user (the backend lists only theirs). */
  customerId: string;
  /** Only this card's transactions. */
  cardId?: string;
  /** Only transactions in this status. */
  status?: CardTransactionStatus;
  /** ISO 8601: from this moment, inclusive. */
  startDate?: string;
  /** ISO 8601: up to this moment, inclusive. */
  endDate?: string;
  /** Newest first (`desc`, the default) or oldest first. */
  sortOrder?: 'asc' | 'desc';
  /** Page size asked of the service (1 to 100). */
  limit?: number;
}

/** Query of `GET /customers/internal-accounts`; `customerId` scopes it to the signed-in user (the backend requires it). */
export interface InternalAccountQuery {
  /** The signed-in user's customer. */
  customerId: string;
  /** Only accounts of this kind, e.g. the embedded wallet. */
  type?: InternalAccountType;
  /** A currency code, such as `USD`. */
  currency?: string;
  /** Page size asked of the service (1 to 100); every page is read. */
  limit?: number;
}

/** Query of `GET /customers/external-accounts`: the customer's payees. */
export interface ExternalAccountQuery {
  /** The signed-in user's customer. */
  customerId: string;
  /** Only payees in this currency code, such as `EUR`. */
  currency?: string;
  /** Page size asked of the service (1 to 100); every page is read. */
  limit?: number;
}
