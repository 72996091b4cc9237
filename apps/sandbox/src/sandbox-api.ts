import type { SandboxClock } from './kernel/clock.js';
import type { OidcIssuer, PasskeyOptions } from './kernel/kernel.js';
import type { WebhookOptions } from './kernel/webhooks.js';
import type { ScenarioSettings } from './kernel/scenarios.js';
import type { TransactionRecord } from './modules/transactions/index.js';

// The sandbox's public shape: its options, the object createSandbox answers with, and its controls.

/** Options of `createSandbox`; every one has a default that suits a test. */
export interface SandboxOptions {
  /** The sandbox's clock, or a function giving now in ms; the wall clock by default. */
  clock?: SandboxClock | (() => number);
  /** Refuse the `sandbox-valid-signature` shortcut and the fixed TOTP code (off by default, like the real sandbox). */
  strictSignatures?: boolean;
  /** Makes ids and references repeat from run to run (never secrets: see `secretsSeed`). Default `wallet-kit-sandbox`. */
  seed?: string;
  /**
   * Makes the secrets the sandbox generates (device and invitation codes, recovery codes, liveness and access
   * tokens, mnemonics, card numbers) repeat from run to run, for your own fixtures. Absent (and the command-line
   * sandbox never sets it), every secret comes from `crypto.getRandomValues`. Never use a seed a stranger could know
   * on a sandbox others can reach.
   */
  secretsSeed?: string;
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

/** A running sandbox, from `createSandbox`: the service as a fetch handler, and its controls. */
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
