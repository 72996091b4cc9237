// Shapes the client reads. They follow the service's OpenAPI (names as in the spec); the fields
// listed are the ones the kit depends on, and everything else the service sends is kept.

import type { ScaPasskeyChallenge } from '@wallet-kit/passkey';

export type AuthMethodType = 'EMAIL_OTP' | 'SMS_OTP' | 'PASSKEY' | 'OAUTH';

export interface AuthMethod {
  id: string;
  accountId: string;
  type: AuthMethodType;
  nickname: string;
  credentialId?: string;
  createdAt: string;
  updatedAt: string;
  /** EMAIL_OTP / SMS_OTP: present when the service (re)issued a code. */
  otpEncryptionTargetBundle?: string;
}

export interface AuthSession extends Partial<AuthMethod> {
  id: string;
  expiresAt: string;
  accountId?: string;
  encryptedSessionSigningKey?: string;
}

export interface PasskeyAuthChallenge extends AuthMethod {
  credentialId: string;
  challenge: string;
  requestId: string;
  expiresAt: string;
}

export interface Page<T> {
  data: T[];
  hasMore?: boolean;
  nextCursor?: string | null;
  totalCount?: number;
}

// ---- Money (spec: Resources, Quote / ScaChallenge / Transaction; OpenAPI: QuoteRequest, ScaAuthorization) ----

export interface Currency {
  code: string;
  name?: string;
  symbol?: string;
  decimals: number;
}

export interface CurrencyAmount {
  amount: number;
  currency: Currency;
}

export type QuoteStatus = 'PENDING' | 'PENDING_AUTHORIZATION' | 'PROCESSING' | 'COMPLETED' | 'FAILED' | 'EXPIRED';

export type QuoteSource =
  | { sourceType: 'ACCOUNT'; accountId: string; customerId?: string }
  | { sourceType: 'REALTIME_FUNDING'; currency: string; customerId?: string; cryptoNetwork?: string };

export type QuoteDestination =
  | { destinationType: 'ACCOUNT'; accountId: string; paymentRail?: string }
  | { destinationType: 'UMA_ADDRESS'; umaAddress: string; currency?: string };

/** `ScaFactor`: TOTP cannot authorize a single payment (reference: SCA). */
export type ScaFactor = 'SMS_OTP' | 'TOTP' | 'PASSKEY';

export interface ScaChallenge {
  /** Informational: the service finds the active challenge from the quote. */
  id: string;
  expiresAt: string;
  factor: ScaFactor;
  availableFactors: ScaFactor[];
  /** A label to show, never to branch on; unknown values are a generic step. */
  purpose?: string | null;
  /** Opaque WebAuthn request options, typed as @wallet-kit/passkey reads them, so `assertScaPasskey(challenge)` takes the challenge as is. */
  passkeyAssertionOptions?: ScaPasskeyChallenge['passkeyAssertionOptions'];
  passkeyAllowedOrigins?: string[] | null;
}

/** `ScaAuthorization`: exactly one of `code` or `passkeyAssertion` (with the `origin` it was made against). */
export type ScaAuthorization = { code: string; endUserIpAddress?: string } | { passkeyAssertion: object; origin: string; endUserIpAddress?: string };

export interface PaymentInstructions {
  accountOrWalletInfo: { accountType: string; payloadToSign?: string; [field: string]: unknown };
  instructionsNotes?: string;
  isPlatformAccount?: boolean;
}

export interface Quote {
  id: string;
  status: QuoteStatus;
  createdAt: string;
  expiresAt: string;
  source: QuoteSource;
  destination: QuoteDestination;
  sendingCurrency: Currency;
  receivingCurrency: Currency;
  totalSendingAmount: number;
  totalReceivingAmount: number;
  exchangeRate: number;
  feesIncluded: number;
  platformFeesIncluded?: number;
  transactionId: string;
  paymentInstructions?: PaymentInstructions[];
  rateDetails?: Record<string, number>;
  counterpartyInformation?: Record<string, unknown>;
  /** Only while `status` is PENDING_AUTHORIZATION, for customers in SCA regions. */
  scaChallenge?: ScaChallenge;
}

/** `QuoteRequest` (OpenAPI), the fields the kit sends. */
export interface QuoteRequest {
  source: QuoteSource;
  destination: QuoteDestination;
  lockedCurrencySide: 'SENDING' | 'RECEIVING';
  lockedCurrencyAmount: number;
  immediatelyExecute?: boolean;
  description?: string;
  remittanceInformation?: string;
  scaFactor?: ScaFactor;
}

export type TransactionStatus = 'CREATED' | 'PENDING' | 'PENDING_AUTHORIZATION' | 'PROCESSING' | 'COMPLETED' | 'REJECTED' | 'FAILED' | 'REFUNDED' | 'EXPIRED';

export interface Transaction {
  id: string;
  status: TransactionStatus;
  type: 'INCOMING' | 'OUTGOING' | 'CARD';
  direction?: 'DEBIT' | 'CREDIT';
  customerId?: string;
  platformCustomerId?: string;
  quoteId?: string;
  source?: Record<string, unknown>;
  destination?: Record<string, unknown>;
  sentAmount?: CurrencyAmount;
  receivedAmount?: CurrencyAmount;
  fees?: number;
  exchangeRate?: number;
  failureReason?: string;
  createdAt: string;
  updatedAt?: string;
  settledAt?: string;
}

/** Query of `GET /transactions`; `customerId` scopes the list to the signed-in user (the backend requires it). */
export interface TransactionListQuery {
  customerId: string;
  status?: TransactionStatus;
  type?: 'INCOMING' | 'OUTGOING' | 'CARD';
  reference?: string;
  startDate?: string;
  endDate?: string;
  sortOrder?: 'asc' | 'desc';
  /** Page size asked of the service (1 to 100). */
  limit?: number;
}

/** `InternalAccountExportResponse`. */
export interface InternalAccountExport {
  id: string;
  /** A JSON string `{version, data, dataSignature, enclaveQuorumPublic}` (reference: Sessions and export). */
  encryptedWalletCredentials: string;
}
