import type { EnclaveSigner } from '@wallet-kit/otp-encrypt/enclave';
import { Ledger } from '../ledger/ledger.js';
import { ExpiringMap } from '../store/expiring.js';
import { MetaValue, type Store } from '../store/store.js';
import type { SandboxClock } from './clock.js';
import type { IdSource } from './ids.js';
import type { SecretSource } from './secrets.js';
import { Jobs } from './jobs.js';
import { Scenarios } from './scenarios.js';
import { Webhooks, type WebhookOptions, type WebhookType } from './webhooks.js';

/** The relying party passkey ceremonies must name (`createSandbox({ passkeys })`). */
export interface PasskeyOptions {
  /** WebAuthn relying-party ids accepted; `localhost` by default. */
  rpId?: string | string[];
  /** Origins accepted for ceremonies; a `*` stands for any port. */
  origins?: string[];
}

/** An OIDC issuer whose tokens the sandbox accepts, with its public keys (a JWKS). */
export interface OidcIssuer {
  /** The issuer, as tokens name it in `iss`. */
  iss: string;
  /** Its public keys. */
  jwks: {
    /** The keys, as JWKs. */
    keys: JsonWebKey[];
  };
}

export interface KernelOptions {
  strictSignatures: boolean;
  sessionLifetimeMs: number;
  webhooks: WebhookOptions;
  passkeys: PasskeyOptions;
  oidcIssuers: OidcIssuer[];
  /** Where a browser reaches the card processor's reveal pages; the URL each reveal request came in on by default. */
  cardRevealBaseUrl?: string;
}

export interface EnclaveKeys {
  otpBundle: EnclaveSigner;
  walletExport: EnclaveSigner;
  webhook: EnclaveSigner;
  /** The sandbox's own OIDC issuer (ES256): `GET /sandbox/oidc/jwks`, `POST /sandbox/oidc/token`. */
  oidc: EnclaveSigner;
}

type JobHandler = (ref: string) => void;

/** The platform this sandbox serves: its credentials, ids and configuration (`GET/PATCH /config`). */
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
  /** PATCH /config fields kept as sent (supportedCurrencies, embeddedWalletConfig, ...). */
  settings?: Record<string, unknown>;
}

/** How many expired values one statement deletes: a sweep never holds the database for long. */
const SWEEP_BATCH = 500;

/**
 * What every module is handed: the store, the clock, ids, scheduled jobs, scenarios, the enclave's
 * keys and the options. Plain services take it as their first argument.
 */
export class Kernel {
  readonly jobs: Jobs;
  readonly scenarios: Scenarios;
  readonly ledger: Ledger;
  readonly webhooks: Webhooks;
  private readonly platformValue: MetaValue<PlatformRecord>;
  private readonly handlers = new Map<string, JobHandler>();
  /** While a due job runs, "now" is the moment it fell due, so its timestamps land where they would have. */
  private jobTime: number | undefined;

  constructor(
    readonly store: Store,
    readonly clock: SandboxClock,
    readonly ids: IdSource,
    /** Every secret (a code, token, mnemonic, card number): the CSPRNG, never the seeded ids. */
    readonly secrets: SecretSource,
    readonly keys: EnclaveKeys,
    readonly options: KernelOptions,
    readonly log: (message: string, error?: unknown) => void,
  ) {
    this.jobs = new Jobs(store);
    this.scenarios = new Scenarios(store);
    this.platformValue = new MetaValue(store, 'platform');
    this.ledger = new Ledger(store, () => this.now());
    this.webhooks = new Webhooks(this, () => this.platformValue.get()?.webhookEndpoint);
  }

  /**
   * Records an event for the platform's webhook endpoint (delivered once the current transaction
   * commits). Called from an area's service files only, each type written out where it is sent, so a
   * search for a type finds where it comes from (apps/sandbox/src/shape.test.ts holds both).
   */
  emit(type: WebhookType, data: unknown): void {
    this.webhooks.emit(type, data);
  }

  /** The platform's record (seeded at the first start). */
  get platform(): PlatformRecord {
    const platform = this.platformValue.get();
    if (platform === undefined) throw new Error('sandbox: the platform record is missing; the store was not seeded');
    return platform;
  }

  setPlatform(platform: PlatformRecord): PlatformRecord {
    return this.platformValue.set(platform);
  }

  now(): number {
    return this.jobTime ?? this.clock.now();
  }

  id(type: string): string {
    return this.ids.id(type);
  }

  /** A payment reference (stable with the seed): never a secret, which comes from `secrets`. */
  code(length: number): string {
    return this.ids.code(length);
  }

  /** Registers what a kind of scheduled job does; `ref` is the id it was scheduled for. */
  onJob(kind: string, handler: JobHandler): void {
    this.handlers.set(kind, handler);
  }

  schedule(kind: string, ref: string, at: number): void {
    this.jobs.schedule(kind, ref, at);
  }

  /**
   * Deletes every expired short-lived value (challenges, pending signed requests, rate windows), in
   * bounded batches: run whenever the clock moves, so an in-memory database does not grow with them.
   */
  sweepExpired(): number {
    let swept = 0;
    for (;;) {
      const batch = ExpiringMap.sweep(this.store, this.clock.now(), SWEEP_BATCH);
      swept += batch;
      if (batch < SWEEP_BATCH) return swept;
    }
  }

  /**
   * Runs every job that fell due, oldest first, each in its own transaction. A job that throws is
   * rolled back, logged and dropped: one bad record never stops the clock or the server.
   */
  runDueJobs(limit = 10_000): number {
    let ran = 0;
    for (; ran < limit; ran += 1) {
      const job = this.jobs.next(this.clock.now());
      if (job === undefined) break;
      const handler = this.handlers.get(job.kind);
      try {
        this.store.transaction(() => {
          if (!this.jobs.take(job.seq)) return;
          this.jobTime = job.at;
          handler?.(job.ref);
        });
      } catch (error) {
        this.jobs.take(job.seq);
        this.log(`job ${job.kind} for ${job.ref} failed and was dropped`, error);
      } finally {
        this.jobTime = undefined;
      }
    }
    return ran;
  }
}
