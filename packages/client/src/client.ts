import { defaultKeyStore, type KeyStore } from '@wallet-kit/key-store';
import { accountCalls } from './accounts.js';
import { authCalls } from './auth/calls.js';
import { listCardTransactions } from './card-transactions.js';
import { bindCalls, lazyCalls, type BoundCalls } from './calls.js';
import type { ClientContext } from './context.js';
import { ENVIRONMENTS, type Environment } from './environment.js';
import { credentialCalls } from './credentials.js';
import { ClientError, ServiceError } from './errors.js';
import { quoteCalls } from './quotes.js';
import { scaFactorCalls } from './sca-factors.js';
import type { LiveEvents } from './events/hub.js';
import { liveEvents } from './events/lazy.js';
import { browserCrossTab, type CrossTab } from './session/cross-tab.js';
import { createSessionManager, type SessionManager } from './session/manager.js';
import type { SessionStorageLike } from './session/types.js';
import { isSessionLive, refreshSession, sessionCalls, signOut } from './sessions-api.js';
import { signerResolver, type SignerSource } from './signers.js';
import { transactionCalls } from './transactions.js';
import { abortableSleep, createTransport, type Transport, type TransportOptions } from './transport.js';
import type { AuthSession } from './types.js';
import { walletCalls } from './wallet.js';

/**
 * The client's areas, each the list of calls its module exports. `WalletKitClient` is derived from
 * this table: a new call is its function plus its name in its module's list, and nothing else.
 */
const AREAS = {
  auth: authCalls,
  credentials: credentialCalls,
  sessions: sessionCalls,
  quotes: quoteCalls,
  transactions: transactionCalls,
  accounts: accountCalls,
  // Loaded on their first call (lazyCalls), like onboarding below: an app that only signs in and pays
  // does not carry whom-to-pay management, lookups, invitations or agents' approvals.
  payees: lazyCalls(() => import('./payees.js').then((module) => module.payeeCalls), ['listPayees', 'addPayee', 'getPayee', 'removePayee', 'startOwnershipVerification', 'verifyOwnership', 'trustPayee', 'untrustPayee']),
  lookups: lazyCalls(() => import('./lookups.js').then((module) => module.lookupCalls), ['lookupUma', 'lookupPayee']),
  invitations: lazyCalls(() => import('./invitations.js').then((module) => module.invitationCalls), ['getInvitation', 'claimInvitation']),
  agents: lazyCalls(() => import('./agents.js').then((module) => module.agentCalls), ['listPendingActions', 'getAgent', 'approveAction', 'rejectAction']),
  sca: scaFactorCalls,
  cards: {
    ...lazyCalls(() => import('./cards.js').then((module) => module.cardCalls), ['listMyCards', 'getCard', 'freezeCard', 'unfreezeCard', 'closeCard', 'revealCard']),
    listCardTransactions,
  },
  wallet: walletCalls,
  // Sandbox controls: never needed against production, so never carried by an app's first load.
  sandbox: lazyCalls(() => import('./sandbox-controls.js').then((module) => module.sandboxCalls), ['fundAccount', 'payRealtimeQuote', 'bankReturn', 'getScenarios', 'setScenarios', 'resetScenarios', 'simulateCardAuthorization', 'simulateCardClearing', 'simulateCardReturn']),
  // Loaded on their first call too: an app that never onboards anyone does not carry them.
  onboarding: lazyCalls(
    () => import('./onboarding.js').then((module) => module.onboardingCalls),
    ['getOnboarding', 'getCustomer', 'getEndUserTerms', 'acceptEndUserTerms', 'updateDetails', 'sendContactCode', 'confirmContactCode', 'createVerificationLink', 'submitVerification', 'listVerifications', 'uploadDocument', 'replaceDocument', 'listDocuments', 'deleteDocument', 'listBeneficialOwners', 'addBeneficialOwner', 'updateBeneficialOwner'],
  ),
  delegatedKeys: lazyCalls(() => import('./delegated-keys.js').then((module) => module.delegatedKeyCalls), ['createDelegatedKey', 'listDelegatedKeys', 'revokeDelegatedKey']),
};

type Areas = typeof AREAS;

/** Options of {@link createClient}; every one has a default that suits a browser app. */
export interface ClientOptions {
  /** Where the integrator backend serves the service's routes. Default `/api/service`. */
  baseUrl?: string;
  /** Default: the global `fetch`, looked up at call time (so importing on a server is safe). */
  fetch?: typeof fetch;
  /** Where the non-extractable keys live. Default: the shared `wallet-kit` IndexedDB store. */
  keyStore?: KeyStore;
  /**
   * Which service this is: `'production'` (the default) or `'sandbox'`. Give the same value to
   * `<WalletKitProvider>` and `createServiceHandler`. It picks the enclave keys that must have signed
   * OTP bundles and exports (production's constants, or the sandbox's from `GET /sandbox/enclave-keys`)
   * and allows `client.sandbox`. A bundle signed by the other environment's enclave is an
   * `ENVIRONMENT_MISMATCH` ClientError that names the fix.
   */
  environment?: Environment;
  /** Overrides the signers `environment` picks: `'production'`, `'sandbox'`, or the keys themselves. */
  signers?: SignerSource;
  /** Where the session record (no secret) is remembered. Default `localStorage`, else memory. */
  storage?: SessionStorageLike;
  /** 429 handling: at most `maxRetries` waits of at most `maxWaitMs` each. */
  rateLimit?: TransportOptions['rateLimit'];
  /** How long one call may go without its answer before it fails as a `NetworkError` (then the widgets offer to try again). Default 30 s; `0` for none. */
  timeoutMs?: number;
  /** The clock that expiries are checked against. Default `Date.now`. */
  now?: () => number;
  /** Session keeping: when to refresh and warn, whether to refresh by itself, and its storage key (also the cross-tab channel's name). */
  session?: {
    /** Refresh this long before `expiresAt`. Default 2 minutes (sessions last 15). */
    refreshLeadMs?: number;
    /** Emit `session-expiring` this long before `expiresAt` if the session was not renewed. Default 60 s. */
    warnLeadMs?: number;
    /** Whether to refresh by itself; off, the session only warns and expires (the app offers "stay signed in"). Default on. */
    autoRefresh?: boolean;
    /** The storage key of the session record; two apps on one origin need two. Default `wallet-kit:session`. */
    storageKey?: string;
    /** How tabs agree on one refresh; default Web Locks and BroadcastChannel. A seam for tests. */
    crossTab?: CrossTab;
  };
  /** How to wait between polls and 429 retries. A seam for tests (for example, advancing a sandbox clock). */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  /**
   * Pushed updates from the backend's `GET {baseUrl}/events` (createEvents of @wallet-kit/server), one
   * connection per browser while a widget listens and someone is signed in; the widgets poll only while
   * it is down. A backend that serves none (403 `ROUTE_NOT_ALLOWED`, 404) is asked once a page, by one tab: the
   * widgets poll, and a development build says so once on the console. `false`: never connect, poll as before. Default on.
   */
  events?: boolean;
}

/** The signed-in session: state, events, refresh and sign-out. */
export type ClientSession = Pick<SessionManager<AuthSession>, 'getState' | 'subscribe' | 'on' | 'current' | 'refresh' | 'check' | 'verify'> & {
  /** Ends the session at the service (signed), forgets it in every tab and deletes its key. */
  signOut(): Promise<void>;
};

/** The client `createClient` makes: each area's calls (derived from its module's list), the session, and `dispose`. */
export type WalletKitClient = { readonly [Area in keyof Areas]: BoundCalls<Areas[Area]> } & {
  /** The environment the client was made for (see `ClientOptions.environment`). */
  readonly environment: Environment;
  /** The signed-in session: its state, events, refresh and sign-out. */
  readonly session: ClientSession;
  /** The signed-in user's pushed updates, over one connection per browser shared by every tab. */
  readonly events: LiveEvents;
  /** Stops the session timers and closes the cross-tab channel (tests, and apps that unmount the kit). */
  dispose(): void;
};

/**
 * The kit's typed client: every call goes to the integrator backend (`baseUrl`), which adds the
 * platform credentials. Nothing touches `window` until a call is made, so it is safe to import
 * during server-side rendering.
 *
 * @example
 * const client = createClient({ baseUrl: '/api/service', environment: 'sandbox' });
 * const signIn = await client.auth.startOtpSignIn({ credentialId });
 * await signIn.submitCode('000000');
 * const quote = await client.quotes.createQuote({ source, destination, lockedCurrencySide: 'SENDING', lockedCurrencyAmount: 1_000 });
 */
export function createClient(options: ClientOptions = {}): WalletKitClient {
  if (options.baseUrl !== undefined && (typeof options.baseUrl !== 'string' || options.baseUrl === '')) {
    throw new ClientError('INVALID_ARGUMENT', `baseUrl: expected a path or URL such as "/api/service", got ${JSON.stringify(options.baseUrl)}`);
  }
  if (options.environment !== undefined && !ENVIRONMENTS.includes(options.environment)) {
    throw new ClientError('INVALID_ARGUMENT', `environment: expected 'sandbox' or 'production', got ${JSON.stringify(options.environment)}`);
  }
  const environment = options.environment ?? (options.signers === 'sandbox' ? 'sandbox' : 'production');
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? abortableSleep;
  const transport = createTransport({
    ...(options.baseUrl === undefined ? {} : { baseUrl: options.baseUrl }),
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.rateLimit ? { rateLimit: options.rateLimit } : {}),
    ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
    sleep,
  });
  // A refusal may mean the session was ended elsewhere ("sign out everywhere else"): ask the service, so the
  // widgets show the sign-in step instead of failing one action after another.
  const send: Transport = async (request) => {
    try {
      return await transport(request);
    } catch (error) {
      // (The question itself refused does not ask again: it is the one question in flight.)
      if (error instanceof ServiceError && (error.status === 401 || error.status === 403)) void manager.verify();
      throw error;
    }
  };
  const keyStore = options.keyStore ?? defaultKeyStore();
  // The flows reach the session manager through the context, and the manager refreshes through a flow.
  const ctx: ClientContext = {
    send,
    keyStore,
    now,
    sleep,
    environment,
    signers: signerResolver(options.signers ?? environment, send),
    get sessions() {
      return manager;
    },
  };
  // One channel for the session's news and the events' relay: a tab opens one BroadcastChannel, not two.
  const storageKey = options.session?.storageKey ?? 'wallet-kit:session';
  const crossTab = options.session?.crossTab ?? browserCrossTab(`${storageKey}:events`);
  const manager: SessionManager<AuthSession> = createSessionManager<AuthSession>({
    keyStore,
    now,
    refresh: (record, nextKey) => refreshSession(ctx, record, nextKey),
    verify: (record) => isSessionLive(ctx, record.session),
    ...(options.storage ? { storage: options.storage } : {}),
    ...options.session,
    crossTab,
  });
  const hub =
    options.events === false
      ? undefined
      : liveEvents({
          url: `${(options.baseUrl ?? '/api/service').replace(/\/$/, '')}/events`,
          ...(options.fetch ? { fetch: options.fetch } : {}),
          crossTab,
          lockName: `${storageKey}:stream`,
          sessions: manager,
          sleep,
        });
  ctx.events = hub;

  const areas = Object.fromEntries(Object.entries(AREAS).map(([name, calls]) => [name, bindCalls(ctx, calls)])) as { [Area in keyof Areas]: BoundCalls<Areas[Area]> };
  return {
    ...areas,
    environment,
    session: {
      getState: manager.getState,
      subscribe: manager.subscribe,
      on: manager.on,
      current: manager.current,
      refresh: manager.refresh,
      check: manager.check,
      verify: manager.verify,
      signOut: () => signOut(ctx),
    },
    events: hub ?? { subscribe: () => () => undefined, status: () => 'down', onStatus: () => () => undefined },
    dispose() {
      hub?.dispose();
      manager.dispose();
    },
  };
}
