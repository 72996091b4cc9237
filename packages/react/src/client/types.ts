/**
 * The one place where the widgets meet @wallet-kit/client: types only, so importing the widgets never
 * bundles the client (the integrator creates it and passes it to the provider). Each flow reads the
 * narrow slice it needs, so a test or a story can hand in a small fake of just that slice.
 */
import type {
  AuthMethod,
  AuthSession,
  Currency,
  EnrolledScaFactor,
  ExternalAccount,
  InternalAccount,
  Quote,
  QuotePaymentInstructions,
  QuoteRequest,
  QuoteScaChallenge,
  ScaFactor,
  ScaFactorEnrollmentProof,
  ScaFactorEnrollmentResult,
  ScaFactorEnrollmentStart,
  Transaction,
  UmaLookup,
  WalletKitClient,
} from '@wallet-kit/client';

export type {
  AuthMethod,
  AuthSession,
  Currency,
  EnrolledScaFactor,
  ExternalAccount,
  InternalAccount,
  Quote,
  QuotePaymentInstructions,
  QuoteRequest,
  QuoteScaChallenge,
  ScaFactor,
  ScaFactorEnrollmentProof,
  ScaFactorEnrollmentResult,
  ScaFactorEnrollmentStart,
  Transaction,
  UmaLookup,
  WalletKitClient,
};

/** What `<SignIn>` uses: the auth namespace, and the credential list when it is given only the wallet's id. */
export type SignInApi = Pick<WalletKitClient['auth'], 'startOtpSignIn' | 'preparePasskeySignIn' | 'beginOAuthSignIn' | 'resumeOAuthSignIn'> & {
  /** Lists the wallet's credentials when the widget is given `accountId` rather than `credentials`. */
  listCredentials?: WalletKitClient['credentials']['listCredentials'];
};

/**
 * What `<ScaChallenge>` uses. `switchFactor` is optional: neither the service nor the client offers a way
 * to change the factor of a pending challenge (re-executing answers 409), so the switch shows only when
 * an integrator supplies one.
 */
export type ScaApi = Pick<WalletKitClient['quotes'], 'authorizeQuote' | 'getQuote' | 'resendScaCode'> & {
  /** Asks for the pending challenge to be answered with another factor; the switch shows only when given. */
  switchFactor?: (quote: Quote, factor: ScaFactor) => Promise<Quote>;
};

/**
 * What `<QuoteConfirmation>` uses: quotes, the SCA calls for its challenge step, the transaction to
 * follow, and (optional) the customer's enrolled SCA factors, to approve with a passkey where there is one.
 */
export type QuoteApi = Pick<WalletKitClient['quotes'], 'createQuote' | 'getQuote' | 'executeQuote'> &
  ScaApi &
  TransactionApi & {
    /** The customer's enrolled SCA factors, so a passkey approves where there is one (optional: SMS otherwise). */
    listFactors?: WalletKitClient['sca']['listFactors'];
  };

/** What `<SessionGuard>` uses: the client's session. */
export type SessionApi = WalletKitClient['session'];
/** What `<TransactionStatus>` uses: the watch. */
export type TransactionApi = Pick<WalletKitClient['transactions'], 'watchTransaction'>;

/** What `<ScaEnrollment>` uses: the client's `sca` enrollment calls, for one customer. */
export interface ScaEnrollmentApi {
  /** `POST /sca/factors {type}`: a TOTP secret and URI, or passkey creation options. */
  start(type: 'TOTP' | 'PASSKEY'): Promise<ScaFactorEnrollmentStart>;
  /** `POST /sca/factors/confirm`: a TOTP code with its secret, or the passkey ceremony's result. */
  confirm(proof: ScaFactorEnrollmentProof): Promise<ScaFactorEnrollmentResult>;
  /** `GET /sca/factors`: what the customer approves payments with already, so only what adds something is offered. */
  factors?(): Promise<EnrolledScaFactor[]>;
}

export function scaEnrollmentApi(client: WalletKitClient, customerId: string): ScaEnrollmentApi {
  return {
    start: (type) => client.sca.startFactorEnrollment({ customerId, type }),
    confirm: (proof) => client.sca.confirmFactorEnrollment(customerId, proof),
    factors: () => client.sca.listFactors(customerId),
  };
}

/** What `<CredentialManager>` uses: credentials, sessions, and this device's session to mark it. */
export type CredentialsApi = WalletKitClient['credentials'] &
  WalletKitClient['sessions'] & {
    /** This device's session (`client.session.current`), so the list can mark it. */
    readonly current?: () => Promise<{
      /** The session. */
      session: AuthSession;
    }>;
    /** Forgets this device's session (after its sign-in method was removed, which ended it at the service). */
    readonly signOut?: () => Promise<void>;
  };

export function credentialsApi(client: WalletKitClient): CredentialsApi {
  return { ...client.credentials, ...client.sessions, current: client.session.current, signOut: client.session.signOut };
}

/** What `<WalletExport>` uses: the export. */
export type WalletApi = WalletKitClient['wallet'];

export function quoteApi(client: WalletKitClient): QuoteApi {
  return { ...client.quotes, watchTransaction: client.transactions.watchTransaction, listFactors: client.sca.listFactors };
}

export function signInApi(client: WalletKitClient): SignInApi {
  return { ...client.auth, listCredentials: client.credentials.listCredentials };
}
