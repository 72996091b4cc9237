import { describe, expect, it } from 'vitest';
import { resolveTheme } from './theme.js';

describe('resolveTheme', () => {
  it('follows the system by default', () => {
    expect(resolveTheme()).toEqual({ mode: 'system', style: undefined });
  });

  it.each(['light', 'dark', 'system'] as const)('takes the mode %s', (mode) => {
    expect(resolveTheme(mode).mode).toBe(mode);
  });

  it('takes variable overrides on top of a mode', () => {
    expect(resolveTheme({ mode: 'dark', '--wk-color-accent': '#7c3aed', '--wk-radius-md': '0' })).toEqual({
      mode: 'dark',
      style: { '--wk-color-accent': '#7c3aed', '--wk-radius-md': '0' },
    });
  });

  it('refuses an unknown mode, naming what it takes', () => {
    expect(() => resolveTheme('sepia' as never)).toThrow(/expected 'light', 'dark', 'system' or an object of --wk-\* variables, got 'sepia'/);
  });

  it('refuses a key that is not a --wk-* variable', () => {
    expect(() => resolveTheme({ color: 'red' } as never)).toThrow(/expected 'mode' or a --wk-\* variable name, got 'color'/);
  });

  it('refuses an empty value', () => {
    expect(() => resolveTheme({ '--wk-color-accent': ' ' })).toThrow(/non-empty CSS value string/);
  });
});
