import { describe, expect, it } from 'vitest';
import type { Kernel } from '../kernel/kernel.js';
import { openSqlDriver } from '../store/libsql.js';
import { openStore } from '../store/store.js';
import { ServiceError, conflict, rateLimited, unauthorized } from './errors.js';
import { Idempotency, type Answer } from './idempotency.js';

async function idempotency(): Promise<Idempotency> {
  const { store } = openStore(await openSqlDriver(), { version: 1, tables: [], extra: [] });
  // The two things Idempotency takes from the kernel: the store and the clock.
  return new Idempotency({ store, now: () => 1_000 } as unknown as Kernel);
}

/** Runs `outcomes` in turn under one key, one call each: what each call answered, and how many times the work ran. */
async function runInTurn(outcomes: (() => Answer)[]): Promise<{ answers: string[]; ran: number }> {
  const keyed = await idempotency();
  let ran = 0;
  const answers: string[] = [];
  for (const outcome of outcomes) {
    try {
      const response = await keyed.run('key-1', 'POST /things', { a: 1 }, () => {
        ran += 1;
        return Promise.resolve(outcome());
      });
      answers.push(`${response.status}${response.headers.get('Idempotent-Replayed') ? ' replayed' : ''}`);
    } catch (error) {
      answers.push(error instanceof ServiceError ? `${error.status} ${error.code}` : `fault ${(error as Error).message}`);
    }
  }
  return { answers, ran };
}

const fail = (error: Error) => (): Answer => {
  throw error;
};

describe('an Idempotency-Key', () => {
  it('keeps a final refusal (a 4xx) as its answer: the work runs once, later calls get the refusal replayed with its headers', async () => {
    const keyed = await idempotency();
    let ran = 0;
    const refuse = () => {
      ran += 1;
      throw conflict('Not now.');
    };
    await expect(keyed.run('key-1', 'POST /things', {}, refuse)).rejects.toMatchObject({ status: 409, code: 'CONFLICT' });
    const replayed = await keyed.run('key-1', 'POST /things', {}, refuse);
    expect(replayed.status).toBe(409);
    expect(replayed.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await replayed.json()).toEqual({ code: 'CONFLICT', reason: 'Not now.' });
    expect(ran).toBe(1);
  });

  it('is released by an unexpected fault, a 5xx answer, a 401 or a 429, so that a retry runs the work again', async () => {
    const { answers, ran } = await runInTurn([
      fail(new Error('disk on fire')),
      () => ({ status: 503, body: { code: 'SERVICE_UNAVAILABLE' } }),
      fail(unauthorized('Sign it.', 'WALLET_SIGNATURE_MISSING')),
      fail(rateLimited(5)),
      () => ({ status: 201, body: { id: 'Thing:1' } }),
      () => ({ status: 201, body: { id: 'Thing:2' } }),
    ]);
    expect(answers).toEqual(['fault disk on fire', '503', '401 WALLET_SIGNATURE_MISSING', '429 RATE_LIMITED', '201', '201 replayed']);
    expect(ran).toBe(5);
  });

  it('treats a refusal thrown before the work’s first await like any other: copies sent at once all receive it', async () => {
    const keyed = await idempotency();
    let ran = 0;
    const refuseAtOnce = (): Promise<Answer> => {
      ran += 1;
      throw conflict('Refused before any await.');
    };
    const answers = await Promise.all(Array.from({ length: 4 }, () => keyed.run('key-1', 'POST /things', {}, refuseAtOnce).then((response) => response.status, (error: ServiceError) => error.status)));
    expect(answers).toEqual([409, 409, 409, 409]);
    expect(ran).toBe(1);
  });
});
