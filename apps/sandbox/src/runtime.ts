import type { EnclaveSigner } from '@wallet-kit/otp-encrypt/enclave';
import type { HpkeRecipient } from '@wallet-kit/otp-encrypt';
import { base64urlToBytes, bytesToHex } from '@wallet-kit/key-store/encoding';
import { createClock, type SandboxClock } from './clock.js';
import { createIdSource, type IdSource } from './ids.js';
import { Ledger } from './model/ledger.js';
import { DEFAULT_SCENARIOS, type Job, type SandboxState } from './model/types.js';
import { seedWorld } from './model/world.js';

export interface WebhookOptions {
  /** How deliveries are sent; the global fetch by default. Tests pass a receiver's fetch handler. */
  fetch?: (request: Request) => Promise<Response>;
  /** Multiplies the retry schedule (160 attempts over 7 days): 0.001 squeezes it into 10 minutes. */
  retryScale?: number;
}

export interface PasskeyOptions {
  /** WebAuthn relying-party ids accepted; `localhost` by default. */
  rpId?: string | string[];
  /** Origins accepted for ceremonies; a `*` stands for any port. */
  origins?: string[];
}

export interface SandboxOptions {
  /** The sandbox's clock, or a function giving now in ms; the wall clock by default. */
  clock?: SandboxClock | (() => number);
  /** Refuse the `sandbox-valid-signature` shortcut and the fixed TOTP code (off by default, like the real sandbox). */
  strictSignatures?: boolean;
  /** Makes ids, references and mnemonics repeat from run to run. Default `wallet-kit-sandbox`. */
  seed?: string;
  /** Platform credentials for HTTP Basic. */
  credentials?: { clientId: string; clientSecret: string };
  webhooks?: WebhookOptions;
  passkeys?: PasskeyOptions;
  /** Restores a snapshot (from `sandbox.snapshot()`) instead of seeding a new world. */
  state?: SandboxState;
  /** Session lifetime; 15 minutes as the service's default (spec: Authentication step 9). */
  sessionLifetimeMs?: number;
}

export const DEFAULT_CREDENTIALS = { clientId: 'sandbox-client-id', clientSecret: 'sandbox-client-secret' } as const;

export interface PendingOtp {
  targetKey: HpkeRecipient;
  issuedAt: number;
  expiresAt: number;
}

/** A signed action waiting for its stamped retry (the 202 `requestId`). */
export interface PendingRequest {
  requestId: string;
  /** Which endpoint and resource it belongs to: a requestId is good for exactly one. */
  scope: string;
  payloadToSign: string;
  /** The canonical body of the first call; the retry must match it. */
  fingerprint: string;
  expiresAt: number;
  /** Compressed keys whose stamps are accepted. */
  keys: string[];
  data: Record<string, unknown>;
}

async function importSigner(jwk: JsonWebKey): Promise<EnclaveSigner> {
  const privateKey = await crypto.subtle.importKey('jwk', jwk, { name: 'ECDSA', namedCurve: 'P-256' }, false, ['sign']);
  const x = bytesToHex(base64urlToBytes(jwk.x ?? '', 'jwk.x'));
  const y = bytesToHex(base64urlToBytes(jwk.y ?? '', 'jwk.y'));
  return { privateKey, publicKey: `04${x}${y}` };
}

async function newSignerJwk(): Promise<JsonWebKey> {
  const pair = (await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign', 'verify'])) as CryptoKeyPair;
  return crypto.subtle.exportKey('jwk', pair.privateKey);
}

/**
 * Everything a route needs: the state, the clock, ids, the ledger, the enclave's keys and the
 * short-lived things that are never saved (OTP target keys cannot leave WebCrypto; pending signed
 * requests and rate-limit windows are minutes long).
 */
export class Runtime {
  readonly otpChallenges = new Map<string, PendingOtp>();
  readonly pending = new Map<string, PendingRequest>();
  readonly hits = new Map<string, number[]>();
  readonly deliveries = new Set<Promise<void>>();
  readonly listeners = new Set<() => void>();
  /** Idempotency keys seen during this run's requests in flight. */
  readonly inFlightKeys = new Map<string, Promise<unknown>>();
  readonly ledger: Ledger;

  private constructor(
    readonly state: SandboxState,
    readonly clock: SandboxClock,
    readonly ids: IdSource,
    readonly keys: { otpBundle: EnclaveSigner; walletExport: EnclaveSigner; webhook: EnclaveSigner },
    readonly options: SandboxOptions & { strictSignatures: boolean; sessionLifetimeMs: number },
  ) {
    this.ledger = new Ledger(state, () => this.now());
  }

  static async create(options: SandboxOptions = {}): Promise<Runtime> {
    const seed = options.seed ?? 'wallet-kit-sandbox';
    const restored = options.state !== undefined;
    const state: SandboxState = options.state ?? (await Runtime.emptyState(options));
    const ids = createIdSource(seed, state.idCounter);
    const base = options.clock;
    const clock: SandboxClock =
      base === undefined ? createClock(Date.now, state.clockOffsetMs) : typeof base === 'function' ? createClock(base, state.clockOffsetMs) : base;
    const keys = {
      otpBundle: await importSigner(state.keys.otpBundle),
      walletExport: await importSigner(state.keys.walletExport),
      webhook: await importSigner(state.keys.webhook),
    };
    const runtime = new Runtime(state, clock, ids, keys, {
      ...options,
      strictSignatures: options.strictSignatures === true,
      sessionLifetimeMs: options.sessionLifetimeMs ?? 15 * 60_000,
    });
    if (options.credentials) {
      state.platform.clientId = options.credentials.clientId;
      state.platform.clientSecret = options.credentials.clientSecret;
    }
    if (!restored) {
      const now = clock.now();
      state.platform.createdAt = now;
      state.platform.updatedAt = now;
      state.platform.id = ids.id('Platform');
      state.platform.organizationId = ids.id('Organization').slice('Organization:'.length);
      seedWorld(state, ids, runtime.ledger, now);
      state.idCounter = ids.counter;
    }
    return runtime;
  }

  private static async emptyState(options: SandboxOptions): Promise<SandboxState> {
    const credentials = options.credentials ?? DEFAULT_CREDENTIALS;
    return {
      version: 1,
      idCounter: 0,
      clockOffsetMs: 0,
      platform: {
        id: '',
        clientId: credentials.clientId,
        clientSecret: credentials.clientSecret,
        organizationId: '',
        umaDomain: 'sandbox.wallet-kit.dev',
        platformFeeRate: 0,
        createdAt: 0,
        updatedAt: 0,
      },
      keys: { otpBundle: await newSignerJwk(), walletExport: await newSignerJwk(), webhook: await newSignerJwk() },
      customers: {},
      internalAccounts: {},
      externalAccounts: {},
      credentials: {},
      sessions: {},
      quotes: {},
      transactions: {},
      agents: {},
      deviceCodes: {},
      agentTokens: {},
      agentActions: {},
      scaFactors: {},
      webhooks: {},
      jobs: [],
      jobSeq: 0,
      ledger: [],
      idempotency: {},
      scenarios: { ...DEFAULT_SCENARIOS },
    };
  }

  /** While a due job runs, "now" is the moment it fell due, so its timestamps and follow-ups land where they would have. */
  jobTime: number | undefined;

  now(): number {
    return this.jobTime ?? this.clock.now();
  }

  id(type: string): string {
    const id = this.ids.id(type);
    this.state.idCounter = this.ids.counter;
    return id;
  }

  code(length: number): string {
    const code = this.ids.code(length);
    this.state.idCounter = this.ids.counter;
    return code;
  }

  schedule(kind: Job['kind'], id: string, at: number): void {
    this.state.jobSeq += 1;
    this.state.jobs.push({ at, seq: this.state.jobSeq, kind, id });
  }

  /** Counts a hit on `key` and says how long to wait if more than `max` fell within `windowMs`. */
  rateLimit(key: string, max: number, windowMs: number): number | undefined {
    const now = this.now();
    const recent = (this.hits.get(key) ?? []).filter((at) => at > now - windowMs);
    if (recent.length >= max) {
      this.hits.set(key, recent);
      return (recent[0]! + windowMs - now) / 1000;
    }
    recent.push(now);
    this.hits.set(key, recent);
    return undefined;
  }

  /** Copies the clock's offset into the state, so a snapshot restores the same sandbox time. */
  syncClock(): void {
    if ('offsetMs' in this.clock && typeof this.clock.offsetMs === 'number') this.state.clockOffsetMs = this.clock.offsetMs;
  }

  changed(): void {
    this.syncClock();
    for (const listener of this.listeners) listener();
  }
}
