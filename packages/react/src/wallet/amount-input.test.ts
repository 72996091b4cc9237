import { describe, expect, it } from 'vitest';
import { amountInput, parseAmount } from './amount-input.js';

describe('parseAmount', () => {
  it.each([
    ['12.50', 2, 1250],
    ['12,5', 2, 1250],
    ['1 234,56', 2, 123456],
    ['1,234.56', 2, 123456],
    ['1.234,56', 2, 123456],
    ['١٢٫٥', 2, 1250],
    ['1000', 0, 1000],
    ['0.00000001', 8, 1],
  ])('reads %s with %i decimals as %i', (text, decimals, minor) => {
    expect(parseAmount(text, decimals)).toBe(minor);
  });

  it.each([['', 2], ['abc', 2], ['-5', 2], ['0', 2], ['1.234', 2], ['12.5', 0], ['1e3', 2]])('refuses %j with %i decimals', (text, decimals) => {
    expect(parseAmount(text, decimals)).toBeUndefined();
  });
});

describe('amountInput', () => {
  it('writes the amount as the locale types it, in its digits and decimal mark', () => {
    expect(amountInput(123456, 2, 'en')).toBe('1234.56');
    expect(amountInput(123456, 2, 'fr')).toBe('1234,56');
    expect(amountInput(1250, 2, 'ar-EG')).toBe('١٢٫٥٠');
    expect(parseAmount(amountInput(1250, 2, 'ar-EG'), 2)).toBe(1250);
  });
});
