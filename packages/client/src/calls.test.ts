import { describe, expect, it, vi } from 'vitest';
import { bindCalls, lazyCalls } from './calls.js';
import type { ClientContext } from './context.js';

const ctx = { now: () => 0 } as unknown as ClientContext;

describe('lazyCalls', () => {
  it('loads the area’s module on its first call, once, and passes the context and arguments through', async () => {
    const calls = { double: async (_: ClientContext, n: number) => n * 2, echo: async (given: ClientContext) => given };
    const load = vi.fn(async () => calls);
    const area = bindCalls(ctx, lazyCalls(load, ['double', 'echo']));
    expect(load).not.toHaveBeenCalled();
    expect(await area.double(21)).toBe(42);
    expect(await area.echo()).toBe(ctx);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries the module again on the next call after it failed to load', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue({ one: async () => 1 });
    const area = bindCalls(ctx, lazyCalls(load as () => Promise<{ one: (c: ClientContext) => Promise<number> }>, ['one']));
    await expect(area.one()).rejects.toThrow('chunk failed');
    expect(await area.one()).toBe(1);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
