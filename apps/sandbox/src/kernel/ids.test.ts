import { describe, expect, it } from 'vitest';
import { createIdSource, idStep } from './ids.js';

const uuidOf = (id: string) => id.slice(id.indexOf(':') + 1);

describe('ids', () => {
  it('carries the counter step that made a seeded id, so ids sort in the order they were handed out', () => {
    const ids = createIdSource('seed', 250);
    const first = ids.id('Quote');
    ids.code(6);
    const second = ids.id('Transaction');
    expect(idStep(uuidOf(first))).toBe(251);
    expect(idStep(uuidOf(second))).toBe(ids.counter);
    expect(uuidOf(first) < uuidOf(second)).toBe(true);
    expect(uuidOf(first)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    // The same seed and counter make the same id; the rest of it comes from the seed.
    expect(createIdSource('seed', 250).id('Quote')).toBe(first);
    expect(uuidOf(createIdSource('another', 250).id('Quote'))).not.toBe(uuidOf(first));
  });

  it('reads a step up to 2^48 back exactly, and none from a random (version 4) uuid', () => {
    expect(idStep(uuidOf(createIdSource('seed', 2 ** 48 - 2).id('Quote')))).toBe(2 ** 48 - 1);
    expect(idStep(uuidOf(createIdSource(undefined).id('Quote')))).toBeUndefined();
    expect(idStep('not a uuid')).toBeUndefined();
  });
});
