import type { AuthMethod, AuthSession, Quote, QuoteScaChallenge, Transaction } from '../src/client/types.js';

// Small stand-ins for the client's slices, for component logic in jsdom. The full flows run against
// the real client and the sandbox in Chromium (src/flows.browser.test.ts).

/** An error shaped like the client's ServiceError: the widgets read `status`, `code` and `retryAfterMs`. */
export function serviceError(status: number, code: string, extra: { retryAfterMs?: number; details?: Record<string, unknown> } = {}): Error {
  return Object.assign(new Error(`${status} ${code}`), { name: 'ServiceError', status, code, reason: code, ...extra });
}

export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const stamp = '2026-01-01T00:00:00.000Z';

export function credential(type: AuthMethod['type'], nickname: string, id = `AuthMethod:${type}`): AuthMethod {
  return { id, accountId: 'InternalAccount:wallet', type, nickname, createdAt: stamp, updatedAt: stamp } as AuthMethod;
}

export function session(id = 'Session:1'): AuthSession {
  return { id, accountId: 'InternalAccount:wallet', type: 'EMAIL_OTP', nickname: 'elodie@example.com', createdAt: stamp, updatedAt: stamp, expiresAt: '2026-01-01T00:15:00.000Z' } as AuthSession;
}

export const BASE_NOW = Date.parse('2026-01-01T00:00:00.000Z');

export function challenge(id: string, overrides: Partial<QuoteScaChallenge> = {}): QuoteScaChallenge {
  return { id, expiresAt: new Date(BASE_NOW + 300_000).toISOString(), factor: 'SMS_OTP', availableFactors: ['SMS_OTP'], ...overrides } as QuoteScaChallenge;
}

/** A quote from Élodie's EUR wallet to her USD bank account, shaped like the service's. */
export function quote(id = 'Quote:1', overrides: Partial<Quote> = {}): Quote {
  return {
    id,
    status: 'PENDING',
    createdAt: new Date(BASE_NOW).toISOString(),
    expiresAt: new Date(BASE_NOW + 300_000).toISOString(),
    source: { sourceType: 'ACCOUNT', accountId: 'InternalAccount:wallet' },
    destination: { destinationType: 'ACCOUNT', accountId: 'ExternalAccount:bank' },
    sendingCurrency: { code: 'EUR', name: 'Euro', symbol: '€', decimals: 2 },
    receivingCurrency: { code: 'USD', name: 'United States Dollar', symbol: '$', decimals: 2 },
    totalSendingAmount: 10_000,
    totalReceivingAmount: 10_700,
    exchangeRate: 0.92,
    feesIncluded: 120,
    platformFeesIncluded: 50,
    transactionId: `Transaction:${id}`,
    ...overrides,
  } as Quote;
}

export function pending(id: string, scaChallenge: QuoteScaChallenge, overrides: Partial<Quote> = {}): Quote {
  return quote(id, { status: 'PENDING_AUTHORIZATION', scaChallenge, ...overrides });
}

export function transaction(status: string, id = 'Transaction:Quote:1'): Transaction {
  return {
    id,
    status,
    type: 'OUTGOING',
    createdAt: stamp,
    updatedAt: `${stamp}#${status}`,
    sentAmount: { amount: 10_000, currency: { code: 'EUR', decimals: 2 } },
    receivedAmount: { amount: 10_700, currency: { code: 'USD', decimals: 2 } },
  } as unknown as Transaction;
}

/** An async generator fed by hand: push a transaction, end it. */
export function feed<T>() {
  const queue: T[] = [];
  let wake: (() => void) | undefined;
  let ended = false;
  return {
    push(value: T) {
      queue.push(value);
      wake?.();
    },
    end() {
      ended = true;
      wake?.();
    },
    async *iterate(options?: { signal?: AbortSignal }): AsyncGenerator<T, void, undefined> {
      for (;;) {
        if (options?.signal?.aborted) return;
        const next = queue.shift();
        if (next !== undefined) {
          yield next;
          continue;
        }
        if (ended) return;
        await new Promise<void>((resolve) => {
          wake = resolve;
          options?.signal?.addEventListener('abort', () => resolve(), { once: true });
        });
      }
    },
  };
}
