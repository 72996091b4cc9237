import { bytesToHex } from '@wallet-kit/key-store/encoding';
import type { ClientContext } from './context.js';
import { NetworkError } from './errors.js';
import type { Answer, SendOptions } from './transport.js';

/** 128 random bits as hex; `crypto.randomUUID` is missing outside secure contexts, getRandomValues is not. */
export function newIdempotencyKey(): string {
  return bytesToHex(crypto.getRandomValues(new Uint8Array(16)));
}

/** How a call that must act once (`createQuote`, `executeQuote`) is retried. */
export interface IdempotentOptions {
  /** Reuse a key from an earlier attempt of the same logical call (after a crash, a reload); default: a new one. */
  idempotencyKey?: string;
  /** Re-sends after a lost answer (NetworkError), with the same key. Default 2. */
  networkRetries?: number;
}

/**
 * Sends a call that must happen at most once (spec: POST /quotes, `Idempotency-Key`). One key is
 * made per logical call and every re-send carries it, so when an answer is lost on the way back
 * the service replays the first answer instead of acting twice. Only a lost answer is re-sent
 * here; a 429 is waited out by the transport with the same headers, and no other answer is retried.
 */
export async function sendIdempotent<T>(ctx: ClientContext, request: SendOptions, options: IdempotentOptions = {}): Promise<Answer<T>> {
  const key = options.idempotencyKey ?? newIdempotencyKey();
  const retries = options.networkRetries ?? 2;
  for (let attempt = 0; ; attempt++) {
    try {
      return await ctx.send<T>({ ...request, headers: { ...request.headers, 'Idempotency-Key': key } });
    } catch (error) {
      if (!(error instanceof NetworkError) || attempt >= retries) throw error;
      await ctx.sleep(500 * 2 ** attempt, request.signal);
    }
  }
}
