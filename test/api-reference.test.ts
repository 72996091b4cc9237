import { describe, expect, it } from 'vitest';
import { buildApiReference, documentedEntries } from '../scripts/docs.js';

// `npm run docs` writes the API reference with TypeDoc; this runs the same conversion and validation, without the HTML.
describe('the API reference', () => {
  it('covers every module entry of every publishable package', () => {
    const specifiers = documentedEntries().map((entry) => entry.specifier);
    expect(specifiers).toContain('@wallet-kit/key-store/encoding');
    expect(specifiers).toContain('@wallet-kit/react');
    expect(new Set(specifiers).size).toBe(specifiers.length);
  });

  it('documents every export, with no TypeDoc warning (warnings are errors)', async () => {
    expect(await buildApiReference()).toEqual([]);
  }, 120_000);
});
