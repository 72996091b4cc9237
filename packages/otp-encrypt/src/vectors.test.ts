import { describe, expect, it } from 'vitest';
import { runVectorChecks } from '../test/vector-checks.js';

describe('known-answer vectors in Node', async () => {
  const results = await runVectorChecks();
  it.each(results.map((result) => [result.name, result] as const))('%s', (_name, result) => {
    expect(result.actual).toBe(result.expected);
  });
});
