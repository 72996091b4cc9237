import { openSqlDriver } from '#sql-driver';
import { base64urlToBytes, bytesToHex } from '@wallet-kit/key-store/encoding';
import { BASE_PATH, createApp } from './app.js';
import { checkState } from './checks.js';
import { createClock, type SandboxClock } from './kernel/clock.js';
import { createIdSource } from './kernel/ids.js';
import { Kernel, type EnclaveKeys, type OidcIssuer, type PasskeyOptions, type WebhookOptions } from './kernel/kernel.js';
import type { ScenarioSettings } from './kernel/scenarios.js';
import { cards, registerCardJobs } from './modules/cards/index.js';
import { customers } from './modules/customers/index.js';
import { externalAccounts, registerOwnershipJobs } from './modules/external-accounts/index.js';
import { registerQuoteJobs } from './modules/quotes/index.js';
import { registerResetJobs } from './modules/sca/index.js';
import { registerStablecoinJobs } from './modules/stablecoins/index.js';
import { internalAccounts, registerBalanceWebhooks } from './modules/internal-accounts/index.js';
import { advanceClock, audit, fundAccount } from './modules/sandbox/index.js';
import { registerIncomingJobs, registerTransactionJobs, type TransactionRecord } from './modules/transactions/index.js';
import { credentialsOf, issueSandboxOidcToken, provideCardLookup } from './modules/wallet-auth/index.js';
import { fixtures, inspector } from './inspect.js';
import { SCHEMA } from './schema.js';
import { importJsonRecords, readLegacyState, writeLegacyMeta } from './migrate-json.js';
import { seedWorld } from './seed.js';
import type { SqlDriver } from './store/driver.js';
import { openStore } from './store/store.js';
import { ExpiringMap } from './store/expiring.js';

/** Options of {@link createSandbox}; every one has a default that suits a test. */
export interface SandboxOptions {
  /** The sandbox's clock, or a function giving now in ms; the wall clock by default. */
  clock?: SandboxClock | (() => number);
  /** Refuse the `sandbox-valid-signature` shortcut and the fixed TOTP code (off by default, like the real sandbox). */
  strictSignatures?: boolean;
  /** Makes ids, references and mnemonics repeat from run to run. Default `wallet-kit-sandbox`. */
  seed?: string;
  /** Platform credentials for HTTP Basic; {@link DEFAULT_CREDENTIALS} by default. */
  credentials?: {
    /** The platform's API client id. */
    clientId: string;
    /** The platform's API secret. */
    clientSecret: string;
  };
  /** How webhooks are delivered: the fetch that sends them and how fast retries come. */
  webhooks?: WebhookOptions;
  /** The relying party that passkey ceremonies must name: its id and the page origins accepted. */
  passkeys?: PasskeyOptions;
  /** Identity providers whose OIDC tokens are accepted besides the sandbox's own (`POST /sandbox/oidc/token`). */
  oidcIssuers?: OidcIssuer[];
  /**
   * Where a browser reaches the sandbox's card reveal pages (`{base}/sandbox/cards/embed/{token}`), when
   * not at the URL the reveal request came in on (an app that runs the sandbox in process, say).
   */
  cardRevealBaseUrl?: string;
  /** Session lifetime; 15 minutes as the service's default (spec: Authentication step 9). */
  sessionLifetimeMs?: number;
  /** A SQLite file that keeps the state across restarts (Node only); in memory when absent. */
  file?: string;
  /** Refuse any query that would read a whole table or sort everything it matched (the sandbox's own tests turn it on). */
  strictPlans?: boolean;
  /** A state saved by a sandbox from before the database (`.sandbox/state.json`, version 1), carried into a new store instead of the seed. */
  legacyState?: unknown;
  /** Where faults that no request can report go (a job that failed, a webhook that could not be recorded). */
  log?: (message: string, error?: unknown) => void;
}

/** The platform credentials a sandbox accepts unless given others: `sandbox-client-id:sandbox-client-secret`. */
export const DEFAULT_CREDENTIALS: {
  /** The platform's API client id. */
  readonly clientId: 'sandbox-client-id';
  /** The platform's API secret. */
  readonly clientSecret: 'sandbox-client-secret';
} = { clientId: 'sandbox-client-id', clientSecret: 'sandbox-client-secret' };

/** Who is who in the sandbox's world: customers with their accounts and credentials, the platform's accounts. */
export interface WorldDirectory {
  /** The customers, oldest first. */
  customers: {
    /** `Customer:<uuid>`. */
    id: string;
    /** The platform's own id for the customer. */
    platformCustomerId: string;
    /** A person or a business. */
    customerType: 'INDIVIDUAL' | 'BUSINESS';
    /** `US`, `EU`, ...: EU customers answer SCA. */
    region: string;
    /** A person's or a business's name. */
    name?: string;
    /** The customer's e-mail address. */
    email?: string;
    /** The customer's phone number (E.164). */
    phoneNumber?: string;
    /** The customer's internal accounts: fiat accounts and embedded wallets. */
    internalAccounts: {
      /** `InternalAccount:<uuid>`. */
      id: string;
      /** `INTERNAL_FIAT`, `EMBEDDED_WALLET`, ... */
      type: string;
      /** The account's currency code. */
      currency: string;
      /** A wallet's sign-in credentials. */
      credentials: {
        /** `AuthMethod:<uuid>`. */
        id: string;
        /** `EMAIL_OTP`, `SMS_OTP`, `PASSKEY` or `OAUTH`. */
        type: string;
        /** The address, number or name shown for it. */
        nickname: string;
      }[];
    }[];
    /** The customer's payees. */
    externalAccounts: {
      /** `ExternalAccount:<uuid>`. */
      id: string;
      /** The currency it receives. */
      currency: string;
      /** `USD_ACCOUNT`, `EUR_ACCOUNT`, ... */
      accountType: string;
    }[];
    /** Their cards, oldest first. */
    cards: {
      /** `Card:<uuid>`. */
      id: string;
      /** The card number's last four digits. */
      last4: string;
      /** The card's state, e.g. `ACTIVE` or `FROZEN`. */
      state: string;
      /** The currency it spends. */
      currency: string;
    }[];
  }[];
  /** The platform's own internal accounts. */
  platformAccounts: {
    /** `InternalAccount:<uuid>`. */
    id: string;
    /** The account's type. */
    type: string;
    /** The account's currency code. */
    currency: string;
  }[];
}

/** A running sandbox, from {@link createSandbox}: the service as a fetch handler, and its controls. */
export interface Sandbox {
  /** The service as a fetch handler: `(Request) => Promise<Response>`, under `/2025-10-13`. */
  fetch(request: Request): Promise<Response>;
  /** The version path every route sits under: `/2025-10-13`. */
  readonly basePath: string;
  /** The platform credentials it accepts (HTTP Basic). */
  readonly credentials: {
    /** The platform's API client id. */
    clientId: string;
    /** The platform's API secret. */
    clientSecret: string;
  };
  /** The simulated enclave's signer keys (uncompressed hex), for verifying bundles; same as `GET /sandbox/enclave-keys`. */
  readonly enclaveKeys: {
    /** Signs OTP target bundles. */
    otpBundle: string;
    /** Signs wallet export bundles. */
    walletExport: string;
    /** Signs webhook deliveries. */
    webhook: string;
  };
  /** Where the state lives: a file path, or `:memory:`. */
  readonly location: string;
  /** The sandbox clock's now, in ms. */
  now(): number;
  /** Moves the sandbox clock and settles whatever fell due. */
  advanceClock(ms: number): void;
  /** Settles whatever fell due on the clock and starts due webhook retries (servers call it every second). */
  tick(): void;
  /** Credits an internal account with `amount` in its currency's smallest unit, as an incoming transfer. */
  fund(accountId: string, amount: number): TransactionRecord;
  /** Turns misbehaviours on or off (a wrong code, a rate that moves, a payout that fails...). */
  setScenarios(scenarios: Partial<ScenarioSettings>): void;
  /** Waits until no webhook delivery is in flight. */
  flushWebhooks(): Promise<void>;
  /**
   * Ways money could have gone missing; empty when the books balance. `journal: false` skips
   * replaying the whole journal against the running balances (the part whose cost grows with history).
   */
  audit(options?: { journal?: boolean }): string[];
  /** Who is who (up to the first 100 customers): the ids tests and the CLI's listing need. */
  directory(): WorldDirectory;
  /** An OIDC token from the sandbox's identity provider, as after a sign-in there. */
  issueOidcToken(claims: { sub: string; aud?: string; email?: string; nonce?: string; iat?: number; exp?: number }): Promise<string>;
  /** Read-only views of what the service holds, for tests that check the service's side of a flow. */
  readonly inspect: SandboxInspector;
  /** Records made directly, for stories and tests that show a state no browser ceremony can reach there. */
  readonly fixtures: SandboxFixtures;
  /** Closes the database (a file sandbox releases its lock). */
  close(): void;
  /** Every endpoint served, as `{ method, path }` with `:param` segments and without the base path (the contract test reads it). */
  readonly routes: ReadonlyArray<{
    /** `GET`, `POST`, ... */
    method: string;
    /** `/quotes/:quoteId/execute`. */
    path: string;
  }>;
}

/** Read-only views of the sandbox's records, for tests (`sandbox.inspect`). */
export interface SandboxInspector {
  /** A session as the service holds it: its signing key (compressed hex) and whether it was revoked. */
  session(id: string):
    | {
        /** `Session:<uuid>`. */
        id: string;
        /** The wallet signed in to. */
        accountId: string;
        /** The credential used. */
        credentialId: string;
        /** The session's signing key, compressed hex. */
        publicKey: string;
        /** When it expires, in ms. */
        expiresAt: number;
        /** Whether it was signed out or revoked. */
        revoked: boolean;
      }
    | undefined;
  /** The sessions of an embedded wallet (live, revoked and expired), oldest first. */
  sessionsOf(accountId: string): {
    /** `Session:<uuid>`. */
    id: string;
    /** The credential used. */
    credentialId: string;
    /** The session's signing key, compressed hex. */
    publicKey: string;
    /** Whether it was signed out or revoked. */
    revoked: boolean;
    /** Whether it is past its expiry. */
    expired: boolean;
  }[];
  /** Whether a credential still exists. */
  credentialExists(id: string): boolean;
  /** An internal account's balance, in its currency's smallest unit. */
  balance(accountId: string): number;
  /** An embedded wallet's recovery phrase, as an export would reveal it (to check a decrypted export against). */
  mnemonic(accountId: string): string | undefined;
  /** A quote's status and the payloadToSign an embedded-wallet source must stamp. */
  quote(id: string):
    | {
        /** `Quote:<uuid>`. */
        id: string;
        /** `PENDING`, `PENDING_AUTHORIZATION`, `PROCESSING`, ... */
        status: string;
        /** What an embedded-wallet source stamps to execute it. */
        payloadToSign?: string;
      }
    | undefined;
  /** How many quotes the platform has (to check that a retry made none). */
  quoteCount(): number;
  /** The newest quotes (at most `limit`, 100 by default), with whether each was executed. */
  quotes(limit?: number): {
    /** `Quote:<uuid>`. */
    id: string;
    /** The quote's status. */
    status: string;
    /** Whether it was executed. */
    executed: boolean;
  }[];
  /** The reveals of a card, oldest first, with who asked for each (the service's audit log of reveals). */
  cardReveals(cardId: string): {
    /** The reveal's id. */
    id: string;
    /** Who asked. */
    actor: {
      /** The platform client that asked. */
      clientId: string;
      /** When the cardholder's SCA session behind it expires, in ms, where their region needs one. */
      scaSessionExpiresAt?: number;
    };
    /** When the reveal expires, in ms. */
    expiresAt: number;
    /** When it was asked for, in ms. */
    createdAt: number;
  }[];
  /** The newest transactions (at most `limit`), optionally of one type. */
  transactions(filter?: {
    /** Only this direction. */
    type?: 'OUTGOING' | 'INCOMING';
    /** At most this many (100 by default). */
    limit?: number;
  }): {
    /** `Transaction:<uuid>`. */
    id: string;
    /** `OUTGOING` or `INCOMING`. */
    type: string;
    /** `PENDING`, `PROCESSING`, `COMPLETED`, `FAILED`, ... */
    status: string;
    /** The customer it belongs to. */
    customerId: string;
    /** How long the rail takes to settle it, when known. */
    settlementTimelineSeconds: number | null;
  }[];
  /** What was stored for an uploaded document, worked out from the stored bytes. */
  documentFile(documentId: string):
    | {
        /** Its real type, from its first bytes: `application/pdf`, `image/jpeg` or `image/png`. */
        contentType: string;
        /** Its size in bytes. */
        size: number;
        /** Its SHA-256, in hex. */
        sha256: string;
      }
    | undefined;
}

/** Records made directly, for stories and tests (`sandbox.fixtures`). */
export interface SandboxFixtures {
  /** A passkey on a wallet, shown in lists; it cannot answer a real ceremony (its key is a placeholder). */
  walletPasskey(accountId: string, nickname: string): string;
  /** A customer's SCA passkey, shown as enrolled; it cannot sign a real assertion. */
  scaPasskey(customerId: string, name: string): void;
  /** Locks a customer's SCA until `untilMs` (423 ACCOUNT_LOCKED), as repeated wrong codes would. */
  lockSca(customerId: string, untilMs: number): void;
  /** Gives a customer a live SCA login session until `untilMs`, as a completed SCA login would (a card reveal needs one in an SCA region). */
  scaLoginSession(customerId: string, untilMs: number): void;
}

async function importSigner(jwk: JsonWebKey) {
  const privateKey = await crypto.subtle.importKey('jwk', jwk, { name: 'ECDSA', namedCurve: 'P-256' }, false, ['sign']);
  return { privateKey, publicKey: `04${bytesToHex(base64urlToBytes(jwk.x ?? '', 'jwk.x'))}${bytesToHex(base64urlToBytes(jwk.y ?? '', 'jwk.y'))}` };
}

async function newSignerJwk(): Promise<JsonWebKey> {
  // A simulated enclave's key: kept (as a JWK) in the sandbox's own store, so restarts keep the same signers.
  const pair = (await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign', 'verify'])) as CryptoKeyPair;
  return crypto.subtle.exportKey('jwk', pair.privateKey);
}

type KeyJwks = Record<keyof EnclaveKeys, JsonWebKey>;

async function loadKeys(saved: string | undefined): Promise<{ jwks: KeyJwks; keys: EnclaveKeys }> {
  const jwks: KeyJwks = saved === undefined ? { otpBundle: await newSignerJwk(), walletExport: await newSignerJwk(), webhook: await newSignerJwk(), oidc: await newSignerJwk() } : (JSON.parse(saved) as KeyJwks);
  jwks.oidc ??= await newSignerJwk();
  return { jwks, keys: { otpBundle: await importSigner(jwks.otpBundle), walletExport: await importSigner(jwks.walletExport), webhook: await importSigner(jwks.webhook), oidc: await importSigner(jwks.oidc) } };
}

function directoryOf(k: Kernel): WorldDirectory {
  return {
    customers: customers(k)
      .find({}, { orderBy: 'createdAt', limit: 100 })
      .map((c) => ({
        id: c.id,
        platformCustomerId: c.platformCustomerId,
        customerType: c.customerType,
        region: c.region,
        ...(c.fullName ?? c.businessName ? { name: c.fullName ?? c.businessName } : {}),
        ...(c.email ? { email: c.email } : {}),
        ...(c.phoneNumber ? { phoneNumber: c.phoneNumber } : {}),
        internalAccounts: internalAccounts(k)
          .find({ customerId: c.id }, { orderBy: 'createdAt', limit: 100 })
          .map((a) => ({ id: a.id, type: a.type, currency: a.currency, credentials: credentialsOf(k, a.id).map((x) => ({ id: x.id, type: x.type, nickname: x.nickname })) })),
        externalAccounts: externalAccounts(k)
          .find({ customerId: c.id }, { orderBy: 'createdAt', limit: 100 })
          .map((a) => ({ id: a.id, currency: a.currency, accountType: String(a.accountInfo.accountType) })),
        cards: cards(k)
          .find({ cardholderId: c.id }, { orderBy: 'createdAt', limit: 100 })
          .map((card) => ({ id: card.id, last4: card.last4, state: card.state, currency: card.currency })),
      })),
    platformAccounts: internalAccounts(k)
      .find({ customerId: null }, { orderBy: 'createdAt', limit: 100 })
      .map((a) => ({ id: a.id, type: a.type, currency: a.currency })),
  };
}

/**
 * The service, simulated: a fetch handler built on Hono and Web APIs only, its state in SQLite
 * (libsql in Node, in memory or in a file; sql.js in a browser), so it runs in Node, in tests
 * without a socket, and in a browser for Storybook.
 *
 * @example
 * const sandbox = await createSandbox({ clock: createManualClock() });
 * const response = await sandbox.fetch(new Request('http://sandbox/2025-10-13/config', { headers: { Authorization: 'Basic ' + btoa('sandbox-client-id:sandbox-client-secret') } }));
 */
export async function createSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  const driver = await openSqlDriver(options.file === undefined ? {} : { file: options.file });
  try {
    return await startOn(driver, options);
  } catch (error) {
    // A refused start leaves the file as it was, and free for the next attempt.
    driver.close();
    throw error;
  }
}

async function startOn(driver: SqlDriver, options: SandboxOptions): Promise<Sandbox> {
  const { store } = openStore(driver, SCHEMA, { strictPlans: options.strictPlans === true });
  const fresh = store.getMeta('platform') === undefined && store.getMeta('keys') === undefined;
  const legacy = fresh && options.legacyState !== undefined ? readLegacyState(options.legacyState) : undefined;
  if (legacy) store.transaction(() => writeLegacyMeta(store, legacy));
  const { jwks, keys } = await loadKeys(store.getMeta('keys'));
  const ids = createIdSource(options.seed ?? 'wallet-kit-sandbox', Number(store.getMeta('idCounter') ?? 0), (counter) => store.writeBeforeCommit('idCounter', () => store.setMeta('idCounter', String(counter))));
  const base = options.clock;
  const clock = base === undefined || typeof base === 'function' ? createClock(base ?? Date.now, Number(store.getMeta('clockOffsetMs') ?? 0)) : base;
  const log = options.log ?? ((message: string, error?: unknown) => console.error(`sandbox: ${message}`, error ?? ''));
  const k = new Kernel(store, clock, ids, keys, { strictSignatures: options.strictSignatures === true, sessionLifetimeMs: options.sessionLifetimeMs ?? 15 * 60_000, webhooks: options.webhooks ?? {}, passkeys: options.passkeys ?? {}, oidcIssuers: options.oidcIssuers ?? [], ...(options.cardRevealBaseUrl === undefined ? {} : { cardRevealBaseUrl: options.cardRevealBaseUrl }) }, log);
  registerTransactionJobs(k);
  registerCardJobs(k);
  // Delegated keys (Embedded Wallet Auth) read cards as they stand: a closed card has no funding source left.
  provideCardLookup(k, (id) => {
    const card = cards(k).get(id);
    return card && { cardholderId: card.cardholderId, fundingSources: card.state === 'CLOSED' ? [] : card.fundingSources };
  });
  registerIncomingJobs(k);
  registerQuoteJobs(k);
  registerOwnershipJobs(k);
  registerResetJobs(k);
  registerStablecoinJobs(k);
  if (legacy) {
    store.transaction(() => importJsonRecords(k, legacy));
    checkState(k);
  } else if (fresh) {
    store.transaction(() => {
      store.setMeta('keys', JSON.stringify(jwks));
      const now = clock.now();
      const credentials = options.credentials ?? DEFAULT_CREDENTIALS;
      k.setPlatform({ id: k.id('Platform'), organizationId: k.id('Organization').slice('Organization:'.length), clientId: credentials.clientId, clientSecret: credentials.clientSecret, umaDomain: 'sandbox.wallet-kit.dev', platformFeeRate: 0, createdAt: now, updatedAt: now });
      seedWorld(k);
    });
  } else {
    checkState(k);
    if (options.credentials) k.setPlatform({ ...k.platform, ...options.credentials });
  }
  // After the seed: the starting balances are not news to the platform.
  registerBalanceWebhooks(k);
  const app = createApp(k);
  // A control is called by code, not a request: what it wrote is committed before it returns.
  const control = <R>(run: () => R): R => {
    const result = run();
    store.commitNow();
    return result;
  };
  const tick = () => {
    k.runDueJobs();
    k.webhooks.retryDue();
    ExpiringMap.sweep(store, k.now());
  };
  return {
    fetch: async (request) => {
      const response = await app.fetch(request);
      // Answered only once what it wrote is committed (group commit: store.ts).
      await store.settled();
      return response;
    },
    basePath: BASE_PATH,
    location: driver.location,
    routes: app.routes.filter((route) => route.method !== 'ALL').map((route) => ({ method: route.method, path: route.path.slice(BASE_PATH.length) })),
    get credentials() {
      return { clientId: k.platform.clientId, clientSecret: k.platform.clientSecret };
    },
    enclaveKeys: { otpBundle: keys.otpBundle.publicKey, walletExport: keys.walletExport.publicKey, webhook: keys.webhook.publicKey },
    now: () => k.now(),
    advanceClock: (ms) => control(() => advanceClock(k, ms)),
    tick: () => {
      try {
        control(tick);
      } catch (error) {
        log('the clock tick failed; the sandbox keeps answering', error);
      }
    },
    fund: (accountId, amount) => control(() => fundAccount(k, accountId, amount)),
    setScenarios: (scenarios) => control(() => void k.scenarios.set(scenarios)),
    flushWebhooks: async () => {
      await store.settled();
      await k.webhooks.flush();
    },
    audit: (auditOptions) => audit(k, auditOptions),
    directory: () => directoryOf(k),
    inspect: inspector(k),
    fixtures: fixtures(k),
    issueOidcToken: (claims) => issueSandboxOidcToken(k, claims),
    close: () => store.close(),
  };
}
