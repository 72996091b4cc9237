import { describe, expect, it } from 'vitest';
import type { ClientContext } from '../context.js';
import { abortableSleep } from '../transport.js';
import { watchTransaction } from '../transactions.js';
import { fakeLiveEvents } from '../../../../test/support/live-events.js';
import type { LiveEvents } from './hub.js';

const CUSTOMER = 'Customer:019542f5-b3e7-1d02-0000-00000000000a';

function context(events: LiveEvents) {
  const reads: string[] = [];
  let status = 'PENDING';
  const ctx = {
    events,
    now: Date.now,
    sleep: (ms: number, signal?: AbortSignal) => abortableSleep(Math.min(ms, 20), signal),
    send: async () => {
      reads.push(status);
      return { status: 200, headers: new Headers(), body: { id: 'Transaction:1', status, updatedAt: status === 'PENDING' ? '2026-01-01T00:00:00Z' : '2026-01-01T00:01:00Z' } };
    },
  } as unknown as ClientContext;
  return { ctx, reads, setStatus: (next: string) => (status = next) };
}

describe('watchTransaction with an event stream', () => {
  it('reads once, then takes each change from the stream and polls nothing while it is up', async () => {
    const events = fakeLiveEvents('up', CUSTOMER);
    const { ctx, reads } = context(events);
    const watch = watchTransaction(ctx, 'Transaction:1', { followTerminalMs: 0 });
    expect((await watch.next()).value).toMatchObject({ status: 'PENDING' });
    const next = watch.next();
    await new Promise((resolve) => setTimeout(resolve, 100));
    events.push('OUTGOING_PAYMENT.PROCESSING', { data: { id: 'Transaction:2', status: 'FAILED' } });
    events.push('OUTGOING_PAYMENT.COMPLETED', { data: { id: 'Transaction:1', status: 'COMPLETED', updatedAt: new Date(Date.now() + 1000).toISOString() } });
    expect((await next).value).toMatchObject({ id: 'Transaction:1', status: 'COMPLETED' });
    expect(reads).toEqual(['PENDING']);
    expect((await watch.next()).done).toBe(true);
  });

  it('polls with its backoff while the stream is down, and stops polling when it comes up', async () => {
    const events = fakeLiveEvents('down', CUSTOMER);
    const { ctx, reads, setStatus } = context(events);
    const watch = watchTransaction(ctx, 'Transaction:1', { initialIntervalMs: 1, maxIntervalMs: 1, followTerminalMs: 0 });
    await watch.next();
    const next = watch.next();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(reads.length).toBeGreaterThan(2);
    events.set('up');
    await new Promise((resolve) => setTimeout(resolve, 30));
    const polled = reads.length;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(reads.length).toBe(polled);
    // Down again: read at once for what the stream may have missed.
    setStatus('COMPLETED');
    events.set('down');
    expect((await next).value).toMatchObject({ status: 'COMPLETED' });
  });

  it('an event older than what is on screen moves nothing back', async () => {
    const events = fakeLiveEvents('up', CUSTOMER);
    const { ctx } = context(events);
    const watch = watchTransaction(ctx, 'Transaction:1', { followTerminalMs: 0 });
    await watch.next();
    const next = watch.next();
    events.push('OUTGOING_PAYMENT.PENDING', { data: { id: 'Transaction:1', status: 'CREATED', updatedAt: '2020-01-01T00:00:00Z' } });
    events.push('OUTGOING_PAYMENT.COMPLETED', { data: { id: 'Transaction:1', status: 'COMPLETED', updatedAt: new Date(Date.now() + 1000).toISOString() } });
    expect((await next).value).toMatchObject({ status: 'COMPLETED' });
  });
});
