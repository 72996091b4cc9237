import { MetaValue, type Store } from '../store/store.js';

/** Ways to make the sandbox misbehave on purpose (`GET/PATCH /sandbox/scenarios`). */
export interface ScenarioSettings {
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
  /** How the sandbox's KYC/KYB reviewer ends a verification: approved, rejected, asking for more documents, or left to manual review. */
  verificationOutcome: 'APPROVED' | 'REJECTED' | 'RESOLVE_ERRORS' | 'PENDING_MANUAL_REVIEW';
}

export const DEFAULT_SCENARIOS: ScenarioSettings = {
  wrongOtp: false,
  rateUnavailable: false,
  quoteExpiresInSeconds: null,
  scaRounds: null,
  bankReturn: false,
  payoutFailure: false,
  rateLimitSeconds: null,
  verificationOutcome: 'APPROVED',
};

/** The scenarios in force, kept in the database. */
export class Scenarios {
  private readonly value: MetaValue<Partial<ScenarioSettings>>;

  constructor(store: Store) {
    this.value = new MetaValue(store, 'scenarios');
  }

  get current(): Readonly<ScenarioSettings> {
    return { ...DEFAULT_SCENARIOS, ...this.value.get() };
  }

  set(next: Partial<ScenarioSettings>): ScenarioSettings {
    return this.value.set({ ...this.current, ...next }) as ScenarioSettings;
  }

  reset(): ScenarioSettings {
    return this.set({ ...DEFAULT_SCENARIOS });
  }

  /** Reads a one-shot scenario and switches it off (in the caller's transaction). */
  consume(name: 'wrongOtp' | 'rateUnavailable'): boolean {
    if (!this.current[name]) return false;
    this.set({ [name]: false });
    return true;
  }
}
