import { defaultKeyStore, type KeyStore } from '@wallet-kit/key-store';
import type { WalletPasskeyRegistration } from '@wallet-kit/passkey';
import { beginOAuthSignIn, resumeOAuthSignIn, type OAuthSignIn } from './auth/oauth.js';
import type { KeyFlow } from './auth/keys.js';
import { startOtpSignIn, type OtpSignIn } from './auth/otp.js';
import { preparePasskeySignIn, type PreparedPasskeySignIn } from './auth/passkey.js';
import type { ClientContext } from './context.js';
import { addOAuthCredential, addOtpCredential, listCredentials, preparePasskeyCredential, revokeCredential, type PreparedPasskeyCredential } from './credentials.js';
import { ClientError } from './errors.js';
import type { IdempotentOptions } from './idempotency.js';
import { authorizeQuote, authorizeWithSca, createQuote, executeQuote, getQuote, resendScaCode, type ScaProver } from './quotes.js';
import type { CrossTab } from './session/cross-tab.js';
import { createSessionManager, type SessionManager } from './session/manager.js';
import type { SessionStorageLike } from './session/types.js';
import { endSession, listSessions, refreshSession, signOut } from './sessions-api.js';
import { signerResolver, type SignerSource } from './signers.js';
import { getTransaction, listTransactions, watchTransaction, type WatchOptions } from './transactions.js';
import { abortableSleep, createTransport, type TransportOptions } from './transport.js';
import type { AuthMethod, AuthSession, Quote, QuoteRequest, ScaAuthorization, ScaFactor, Transaction, TransactionListQuery } from './types.js';
import { exportWallet } from './wallet.js';

export interface ClientOptions {
  /** Where the integrator backend serves the service's routes. Default `/api/service`. */
  baseUrl?: string;
  /** Default: the global `fetch`, looked up at call time (so importing on a server is safe). */
  fetch?: typeof fetch;
  /** Where the non-extractable keys live. Default: the shared `wallet-kit` IndexedDB store. */
  keyStore?: KeyStore;
  /**
   * Which enclave keys must have signed OTP bundles and wallet exports: `'production'` (constants,
   * the default), `'sandbox'` (asked of `GET /sandbox/enclave-keys`, for a sandbox only), or the keys.
   */
  signers?: SignerSource;
  /** Where the session record (no secret) is remembered. Default `localStorage`, else memory. */
  storage?: SessionStorageLike;
  /** 429 handling: at most `maxRetries` waits of at most `maxWaitMs` each. */
  rateLimit?: TransportOptions['rateLimit'];
  /** The clock that expiries are checked against. Default `Date.now`. */
  now?: () => number;
  /** Session keeping: when to refresh and warn, whether to refresh by itself, and its storage key (also the cross-tab channel's name). */
  session?: { refreshLeadMs?: number; warnLeadMs?: number; autoRefresh?: boolean; storageKey?: string; crossTab?: CrossTab };
  /** How to wait between polls and 429 retries. A seam for tests (for example, advancing a sandbox clock). */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

/** The signed-in session: state, events, refresh and sign-out. */
export type ClientSession = Pick<SessionManager<AuthSession>, 'getState' | 'subscribe' | 'on' | 'current' | 'refresh' | 'check'> & {
  /** Ends the session at the service (signed), forgets it in every tab and deletes its key. */
  signOut(): Promise<void>;
};

export interface WalletKitClient {
  auth: {
    startOtpSignIn(input: { credentialId: string; credential?: AuthMethod; flow?: KeyFlow }): Promise<OtpSignIn>;
    preparePasskeySignIn(input: { credentialId: string; flow?: KeyFlow; rpId?: string }): Promise<PreparedPasskeySignIn>;
    beginOAuthSignIn(input?: { flow?: KeyFlow }): Promise<OAuthSignIn>;
    resumeOAuthSignIn(): Promise<OAuthSignIn>;
  };
  session: ClientSession;
  credentials: {
    listCredentials(accountId: string): Promise<AuthMethod[]>;
    addOtpCredential(input: { accountId: string; type: 'EMAIL_OTP' | 'SMS_OTP' }): Promise<AuthMethod>;
    addOAuthCredential(input: { accountId: string; oidcToken: string }): Promise<AuthMethod>;
    preparePasskeyCredential(input: { accountId: string; nickname: string; rp: WalletPasskeyRegistration['rp']; user: WalletPasskeyRegistration['user'] }): Promise<PreparedPasskeyCredential>;
    revokeCredential(credentialId: string): Promise<void>;
  };
  sessions: {
    listSessions(accountId: string): Promise<AuthSession[]>;
    endSession(sessionId: string): Promise<void>;
  };
  quotes: {
    createQuote(request: QuoteRequest, options?: IdempotentOptions & { signal?: AbortSignal }): Promise<Quote>;
    getQuote(quoteId: string, options?: { signal?: AbortSignal }): Promise<Quote>;
    executeQuote(quote: Quote | string, options?: IdempotentOptions & { scaFactor?: ScaFactor; signal?: AbortSignal }): Promise<Quote>;
    authorizeQuote(quoteId: string, proof: ScaAuthorization, options?: { signal?: AbortSignal }): Promise<Quote>;
    resendScaCode(quoteId: string, options?: { signal?: AbortSignal }): Promise<void>;
    authorizeWithSca(quote: Quote, prover: ScaProver, options?: { signal?: AbortSignal }): Promise<Quote>;
  };
  transactions: {
    getTransaction(transactionId: string, options?: { signal?: AbortSignal }): Promise<Transaction>;
    watchTransaction(transactionId: string, options?: WatchOptions): AsyncGenerator<Transaction, void, undefined>;
    listTransactions(query: TransactionListQuery, options?: { signal?: AbortSignal }): AsyncGenerator<Transaction, void, undefined>;
  };
  wallet: {
    exportWallet(accountId: string, options?: { signal?: AbortSignal }): Promise<string>;
  };
  /** Stops the session timers and closes the cross-tab channel (tests, and apps that unmount the kit). */
  dispose(): void;
}

/**
 * The kit's typed client: every call goes to the integrator backend (`baseUrl`), which adds the
 * platform credentials. Nothing touches `window` until a call is made, so it is safe to import
 * during server-side rendering.
 *
 * @example
 * const client = createClient({ baseUrl: '/api/service', signers: 'sandbox' });
 * const signIn = await client.auth.startOtpSignIn({ credentialId });
 * await signIn.submitCode('000000');
 * const quote = await client.quotes.createQuote({ source, destination, lockedCurrencySide: 'SENDING', lockedCurrencyAmount: 1_000 });
 */
export function createClient(options: ClientOptions = {}): WalletKitClient {
  if (options.baseUrl !== undefined && (typeof options.baseUrl !== 'string' || options.baseUrl === '')) {
    throw new ClientError('INVALID_ARGUMENT', `baseUrl: expected a path or URL such as "/api/service", got ${JSON.stringify(options.baseUrl)}`);
  }
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? abortableSleep;
  const send = createTransport({
    ...(options.baseUrl === undefined ? {} : { baseUrl: options.baseUrl }),
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.rateLimit ? { rateLimit: options.rateLimit } : {}),
    sleep,
  });
  const keyStore = options.keyStore ?? defaultKeyStore();
  // The flows reach the session manager through the context, and the manager refreshes through a flow.
  const ctx: ClientContext = {
    send,
    keyStore,
    now,
    sleep,
    signers: signerResolver(options.signers ?? 'production', send),
    get sessions() {
      return manager;
    },
  };
  const manager: SessionManager<AuthSession> = createSessionManager<AuthSession>({
    keyStore,
    now,
    refresh: (record, nextKey) => refreshSession(ctx, record, nextKey),
    ...(options.storage ? { storage: options.storage } : {}),
    ...options.session,
  });

  return {
    auth: {
      startOtpSignIn: (input) => startOtpSignIn(ctx, input),
      preparePasskeySignIn: (input) => preparePasskeySignIn(ctx, input),
      beginOAuthSignIn: (input) => beginOAuthSignIn(ctx, input),
      resumeOAuthSignIn: () => resumeOAuthSignIn(ctx),
    },
    session: {
      getState: manager.getState,
      subscribe: manager.subscribe,
      on: manager.on,
      current: manager.current,
      refresh: manager.refresh,
      check: manager.check,
      signOut: () => signOut(ctx),
    },
    credentials: {
      listCredentials: (accountId) => listCredentials(ctx, accountId),
      addOtpCredential: (input) => addOtpCredential(ctx, input),
      addOAuthCredential: (input) => addOAuthCredential(ctx, input),
      preparePasskeyCredential: (input) => preparePasskeyCredential(ctx, input),
      revokeCredential: (credentialId) => revokeCredential(ctx, credentialId),
    },
    sessions: {
      listSessions: (accountId) => listSessions(ctx, accountId),
      endSession: (sessionId) => endSession(ctx, sessionId),
    },
    quotes: {
      createQuote: (request, callOptions) => createQuote(ctx, request, callOptions),
      getQuote: (quoteId, callOptions) => getQuote(ctx, quoteId, callOptions),
      executeQuote: (quote, callOptions) => executeQuote(ctx, quote, callOptions),
      authorizeQuote: (quoteId, proof, callOptions) => authorizeQuote(ctx, quoteId, proof, callOptions),
      resendScaCode: (quoteId, callOptions) => resendScaCode(ctx, quoteId, callOptions),
      authorizeWithSca: (quote, prover, callOptions) => authorizeWithSca(ctx, quote, prover, callOptions),
    },
    transactions: {
      getTransaction: (transactionId, callOptions) => getTransaction(ctx, transactionId, callOptions),
      watchTransaction: (transactionId, callOptions) => watchTransaction(ctx, transactionId, callOptions),
      listTransactions: (query, callOptions) => listTransactions(ctx, query, callOptions),
    },
    wallet: {
      exportWallet: (accountId, callOptions) => exportWallet(ctx, accountId, callOptions),
    },
    dispose: () => manager.dispose(),
  };
}
