import { describe, expect, it, vi } from 'vitest';
import { createFlow, waitUntil } from './create-flow.js';

const rateLimited = (extra: Record<string, unknown> = {}) => Object.assign(new Error('429'), { status: 429, code: 'RATE_LIMITED', ...extra });

function counterFlow(options: { onError?: (error: unknown) => void; now?: () => number } = {}) {
  const start = vi.fn();
  const release = vi.fn();
  const flow = createFlow({
    initial: { count: 0, retryAt: undefined as number | undefined, error: undefined as unknown },
    held: { pending: undefined as Promise<number> | undefined },
    ...options,
    start,
    release,
    actions: (tools) => ({
      bump: () => tools.set({ count: tools.get().count + 1 }),
      hold: (pending: Promise<number>) => tools.hold({ pending }),
      fail: (error: unknown) => {
        const failed = tools.fail(error);
        tools.set({ error: failed, retryAt: tools.retryAt(failed) });
      },
      signal: () => tools.signal,
    }),
  });
  return { flow, start, release };
}

describe('createFlow', () => {
  it('keeps all of a flow in its store: what it shows, what it holds and where it is in its life', () => {
    const { flow } = counterFlow();
    const pending = Promise.resolve(1);
    flow.hold(pending);
    flow.bump();
    expect(flow.store.getState()).toEqual({ count: 1, retryAt: undefined, error: undefined, lifecycle: 'new', held: { pending } });
  });

  it('starts once however often it is attached (StrictMode attaches twice), and releases once on dispose', () => {
    const { flow, start, release } = counterFlow();
    flow.attach();
    flow.attach();
    expect(start).toHaveBeenCalledOnce();
    expect(flow.store.getState().lifecycle).toBe('attached');
    flow.dispose();
    flow.dispose();
    expect(release).toHaveBeenCalledOnce();
    expect(flow.store.getState().lifecycle).toBe('disposed');
  });

  it('ignores changes once disposed and aborts its signal, so late answers never repaint a gone widget', () => {
    const { flow } = counterFlow();
    flow.attach();
    const signal = flow.signal();
    flow.dispose();
    flow.bump();
    flow.hold(Promise.resolve(2));
    expect(flow.store.getState()).toMatchObject({ count: 0, held: { pending: undefined } });
    expect(signal.aborted).toBe(true);
  });

  it('reports a failure to onError and keeps a classified error in the state, with the 429 wait', () => {
    const onError = vi.fn();
    const { flow } = counterFlow({ onError, now: () => 1_000 });
    const error = rateLimited({ retryAfterMs: 4_500 });
    flow.fail(error);
    expect(onError).toHaveBeenCalledWith(error);
    expect(flow.store.getState()).toMatchObject({ error: { kind: 'rate-limited', seconds: 5, cause: error }, retryAt: 6_000 });
    flow.fail(new Error('boom'));
    expect(flow.store.getState()).toMatchObject({ error: { kind: 'failed' }, retryAt: undefined });
  });
});

describe('waitUntil', () => {
  it('waits what the 429 said, 30 s when it said nothing, and not at all for other errors', () => {
    expect(waitUntil({ kind: 'rate-limited', seconds: 7, cause: undefined }, 0)).toBe(7_000);
    expect(waitUntil({ kind: 'rate-limited', cause: undefined }, 100)).toBe(30_100);
    expect(waitUntil({ kind: 'network', cause: undefined }, 0)).toBeUndefined();
  });
});
