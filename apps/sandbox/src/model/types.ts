/**
 * The sandbox's state: plain JSON records, so that `snapshot()` can be written to a file and read
 * back (the CLI's `.sandbox/` state). Views in `views.ts` turn records into the service's shapes.
 */

export type AuthMethodType = 'EMAIL_OTP' | 'SMS_OTP' | 'OAUTH' | 'PASSKEY';
export const AUTH_METHOD_TYPES: readonly AuthMethodType[] = ['OAUTH', 'EMAIL_OTP', 'SMS_OTP', 'PASSKEY'];
export type ScaFactor = 'SMS_OTP' | 'TOTP' | 'PASSKEY';
export const SCA_FACTORS: readonly ScaFactor[] = ['SMS_OTP', 'TOTP', 'PASSKEY'];

export interface CustomerRecord {
  id: string;
  platformCustomerId: string;
  customerType: 'INDIVIDUAL' | 'BUSINESS';
  /** Country or region; EU customers need SCA (spec: Strong Customer Authentication). */
  region: string;
  fullName?: string;
  businessName?: string;
  email?: string;
  phoneNumber?: string;
  umaAddress: string;
  currencies: string[];
  createdAt: number;
  updatedAt: number;
}

export type InternalAccountType = 'INTERNAL_FIAT' | 'INTERNAL_CRYPTO' | 'EMBEDDED_WALLET';

export interface InternalAccountRecord {
  id: string;
  /** Absent for the platform's own accounts. */
  customerId?: string;
  type: InternalAccountType;
  currency: string;
  /** Smallest unit; changed only by the ledger. */
  balance: number;
  status: 'ACTIVE' | 'FROZEN';
  reference: string;
  privateEnabled?: boolean;
  /** EMBEDDED_WALLET only: the wallet's BIP-39 mnemonic, revealed only sealed, by export. */
  mnemonic?: string;
  organizationId?: string;
  createdAt: number;
  updatedAt: number;
}

export interface ExternalAccountRecord {
  id: string;
  customerId?: string;
  currency: string;
  status: 'ACTIVE';
  rails: string[];
  accountInfo: Record<string, unknown>;
  createdAt: number;
}

export interface PasskeyRecord {
  /** WebAuthn credential id, base64url. */
  credentialId: string;
  /** COSE public key, base64url. */
  publicKey: string;
  counter: number;
  transports?: string[];
}

export interface CredentialRecord {
  id: string;
  accountId: string;
  type: AuthMethodType;
  nickname: string;
  createdAt: number;
  updatedAt: number;
  passkey?: PasskeyRecord;
  oauth?: { iss: string; aud: string; sub: string };
}

export interface SessionRecord {
  id: string;
  credentialId: string;
  accountId: string;
  type: AuthMethodType;
  nickname: string;
  /** The session signing key, compressed hex: every stamp is checked against it. */
  publicKey: string;
  createdAt: number;
  updatedAt: number;
  expiresAt: number;
  revokedAt?: number;
}

export interface ScaChallengeRecord {
  id: string;
  expiresAt: number;
  factor: ScaFactor;
  availableFactors: ScaFactor[];
  purpose?: string;
  /** PASSKEY: the WebAuthn challenge, base64url. */
  passkeyChallenge?: string;
  failures: number;
  rateLimitedUntil?: number;
  lastSentAt: number;
}

export type QuoteStatus = 'PENDING' | 'PENDING_AUTHORIZATION' | 'PROCESSING' | 'COMPLETED' | 'FAILED' | 'EXPIRED';

export interface QuoteRecord {
  id: string;
  status: QuoteStatus;
  createdAt: number;
  expiresAt: number;
  source: Record<string, unknown>;
  destination: Record<string, unknown>;
  sendingCurrency: string;
  receivingCurrency: string;
  totalSendingAmount: number;
  totalReceivingAmount: number;
  exchangeRate: number;
  feesIncluded: number;
  platformFeesIncluded: number;
  rateDetails: Record<string, number>;
  transactionId: string;
  /** The customer the quote acts for (SCA is theirs), absent for the platform itself. */
  customerId?: string;
  sourceAccountId?: string;
  destinationAccountId?: string;
  destinationKind: 'INTERNAL' | 'EXTERNAL' | 'UMA';
  paymentRail: string | null;
  railSelectionMode: 'MANUAL' | 'AUTO';
  /** EMBEDDED_WALLET sources: what the wallet must stamp to execute. */
  payloadToSign?: string;
  paymentInstructions?: Record<string, unknown>[];
  sca?: { roundsTotal: number; roundsDone: number; challenge?: ScaChallengeRecord; stage: 'EXECUTE' | 'FUNDING'; factor: ScaFactor };
  agentId?: string;
  /** Set once its transaction exists, so execute cannot run twice. */
  executedAt?: number;
  failureReason?: string;
}

export type TransactionStatus = 'CREATED' | 'PENDING' | 'PENDING_AUTHORIZATION' | 'PROCESSING' | 'COMPLETED' | 'REJECTED' | 'FAILED' | 'REFUNDED' | 'EXPIRED';

export interface CurrencyAmountRecord {
  amount: number;
  currency: string;
}

export interface TransactionRecord {
  id: string;
  type: 'OUTGOING' | 'INCOMING';
  status: TransactionStatus;
  direction: 'DEBIT' | 'CREDIT';
  customerId: string;
  platformCustomerId: string;
  quoteId?: string;
  source: Record<string, unknown>;
  destination: Record<string, unknown>;
  sentAmount: CurrencyAmountRecord;
  receivedAmount: CurrencyAmountRecord;
  fees: number;
  platformFees: number;
  exchangeRate: number;
  rateDetails?: Record<string, number>;
  createdAt: number;
  updatedAt: number;
  settledAt?: number;
  failureReason?: string;
  paymentRail: string | null;
  railSelectionMode?: 'MANUAL' | 'AUTO';
  expectedSettlementAt: number | null;
  settlementTimelineSeconds: number | null;
  reference: string;
  description?: string;
  agentId?: string;
  refund?: { reference: string; initiatedAt: number; settledAt?: number; status: 'PENDING' | 'COMPLETED' | 'FAILED'; reason: string };
  /** OUTGOING: waiting for the platform to approve an agent's action; nothing is debited yet. */
  awaitingApproval?: boolean;
  onChainTransaction?: { transactionHash: string; network: string };
  /** INCOMING credits made for an OUTGOING transfer between two internal accounts. */
  relatedTransactionId?: string;
  /** OUTGOING: where the money came from (an internal account, or a payer outside for realtime funding). */
  sourceAccountId?: string;
  destinationAccountId?: string;
  destinationKind?: 'INTERNAL' | 'EXTERNAL' | 'UMA';
  /** Decided at execution from the scenarios in force then. */
  plannedOutcome?: 'FAIL' | 'RETURN';
}

export interface AgentPolicy {
  permissions: string[];
  defaultExecutionMode: 'AUTO' | 'APPROVAL_REQUIRED';
  spendingLimits: { currency: string; perTransactionLimit: number; dailyLimit?: number | null; dailyTransactionLimit?: number; monthlyLimit?: number | null };
  accountRestrictions?: { allowedAccountIds?: string[] | null };
  approvalThresholds?: { currency?: string; amount?: number | null };
}

export interface AgentRecord {
  id: string;
  name: string;
  customerId: string;
  isPaused: boolean;
  isConnected: boolean;
  policy: AgentPolicy;
  usage: { day: string; dailyTransactionCount: number; dailySpend: number; month: string; monthlySpend: number };
  createdAt: number;
  updatedAt: number;
}

export interface DeviceCodeRecord {
  code: string;
  agentId: string;
  expiresAt: number;
  redeemed: boolean;
}

export interface AgentActionRecord {
  id: string;
  agentId: string;
  customerId: string;
  status: 'PENDING_APPROVAL' | 'APPROVED' | 'REJECTED' | 'FAILED';
  type: 'EXECUTE_QUOTE';
  quoteId: string;
  transactionId: string;
  rejectionReason?: string;
  createdAt: number;
  updatedAt: number;
}

export interface ScaFactorsRecord {
  totp?: { secret: string; enrolledAt: number };
  pendingTotpSecrets: string[];
  passkey?: PasskeyRecord & { name?: string; enrolledAt: number };
  pendingPasskey?: { challenge: string; expiresAt: number };
  failures: number;
  lockedUntil?: number;
}

export interface WebhookRecord {
  id: string;
  type: string;
  timestamp: number;
  body: string;
  attempts: number;
  nextAttemptAt?: number;
  state: 'PENDING' | 'DELIVERED' | 'GAVE_UP';
  lastStatus?: number;
}

export interface LedgerEntry {
  seq: number;
  at: number;
  currency: string;
  /** Book names: `account:<id>`, `inflight:<transactionId>`, `world:<currency>`, `fees:<currency>`, `fx:<currency>`. */
  from: string;
  to: string;
  amount: number;
  memo: string;
  transactionId?: string;
}

export interface Job {
  at: number;
  seq: number;
  kind: 'TX_PROCESSING' | 'TX_SETTLE' | 'TX_RETURN' | 'REFUND_SETTLE';
  id: string;
}

export interface Scenarios {
  /** The next OTP verify fails as a wrong code, whatever was typed. */
  wrongOtp: boolean;
  /** The next execute answers QUOTE_RATE_UNAVAILABLE (then the scenario switches itself off). */
  rateUnavailable: boolean;
  /** New quotes expire this many seconds after creation. */
  quoteExpiresInSeconds: number | null;
  /** SCA rounds per operation, overriding the default (2 for cross-currency, 1 otherwise). */
  scaRounds: number | null;
  /** Payouts to external accounts complete, then come back from the bank. */
  bankReturn: boolean;
  /** Payouts to external accounts fail after execution (the debit is refunded). */
  payoutFailure: boolean;
  /** Every request answers 429 RATE_LIMITED with this Retry-After, until switched off. */
  rateLimitSeconds: number | null;
}

export const DEFAULT_SCENARIOS: Scenarios = {
  wrongOtp: false,
  rateUnavailable: false,
  quoteExpiresInSeconds: null,
  scaRounds: null,
  bankReturn: false,
  payoutFailure: false,
  rateLimitSeconds: null,
};

export interface PlatformRecord {
  id: string;
  clientId: string;
  clientSecret: string;
  organizationId: string;
  umaDomain: string;
  webhookEndpoint?: string;
  platformFeeRate: number;
  createdAt: number;
  updatedAt: number;
}

export interface SandboxState {
  version: 1;
  idCounter: number;
  clockOffsetMs: number;
  platform: PlatformRecord;
  /** The simulated enclave's signers and the webhook signer, as private JWKs. */
  keys: { otpBundle: JsonWebKey; walletExport: JsonWebKey; webhook: JsonWebKey };
  customers: Record<string, CustomerRecord>;
  internalAccounts: Record<string, InternalAccountRecord>;
  externalAccounts: Record<string, ExternalAccountRecord>;
  credentials: Record<string, CredentialRecord>;
  sessions: Record<string, SessionRecord>;
  quotes: Record<string, QuoteRecord>;
  transactions: Record<string, TransactionRecord>;
  agents: Record<string, AgentRecord>;
  deviceCodes: Record<string, DeviceCodeRecord>;
  /** SHA-256 hex of an agent access token -> agent id. */
  agentTokens: Record<string, string>;
  agentActions: Record<string, AgentActionRecord>;
  scaFactors: Record<string, ScaFactorsRecord>;
  webhooks: Record<string, WebhookRecord>;
  jobs: Job[];
  jobSeq: number;
  ledger: LedgerEntry[];
  idempotency: Record<string, { fingerprint: string; status: number; body: unknown }>;
  scenarios: Scenarios;
}
