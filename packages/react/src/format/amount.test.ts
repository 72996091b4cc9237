import { describe, expect, it } from 'vitest';
import { formatAmount, formatClock, formatPercent, formatRate } from './amount.js';

// Intl separates a code from the number with a no-break space; compare as the spaces a reader sees.
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('formatAmount', () => {
  it('formats the smallest unit in the currency’s decimals with the locale’s symbol', () => {
    expect(formatAmount(123_456, { code: 'USD', decimals: 2 }, 'en-US')).toBe('$1,234.56');
    expect(plain(formatAmount(123_456, { code: 'EUR', decimals: 2 }, 'fr-FR'))).toBe('1 234,56 €');
  });

  it('uses the service’s decimals, not Intl’s idea of the currency', () => {
    expect(formatAmount(1_500, { code: 'JPY', decimals: 0 }, 'en-US')).toBe('¥1,500');
    expect(formatAmount(1_500, { code: 'USD', decimals: 3 }, 'en-US')).toBe('$1.500');
  });

  it('formats crypto tickers Intl does not know, in their own decimals', () => {
    expect(plain(formatAmount(1_500_000, { code: 'USDC', decimals: 6 }, 'en-US'))).toBe('USDC 1.500000');
    expect(plain(formatAmount(1_500_000, { code: 'USDC', decimals: 6 }, 'fr-FR'))).toBe('1,500000 USDC');
    expect(plain(formatAmount(250_000, { code: 'BTC', decimals: 8 }, 'en-US'))).toBe('BTC 0.00250000');
  });

  it('keeps Intl’s format in right-to-left languages, a Latin symbol isolated so it reads “US$”, never “$US”', () => {
    // Unisolated, the "$" after "US" takes the line's right-to-left direction and is drawn before it.
    expect(formatAmount(5_000, { code: 'USD', decimals: 2 }, 'ar')).toBe('\u200f50.00\u00a0\u2066US$\u2069');
    expect(formatAmount(431, { code: 'MXN', decimals: 2 }, 'ar')).toContain('\u2066MX$\u2069');
    // Symbols with no Latin letter need nothing: the euro sign, Hebrew's dollar.
    expect(formatAmount(5_000, { code: 'EUR', decimals: 2 }, 'ar')).not.toContain('\u2066');
    expect(formatAmount(5_000, { code: 'USD', decimals: 2 }, 'he')).not.toContain('\u2066');
    expect(plain(formatAmount(1_500_000, { code: 'USDC', decimals: 6 }, 'ar'))).toContain('\u2066USDC\u2069');
  });

  it('keeps every digit of amounts beyond double precision', () => {
    expect(plain(formatAmount(2_100_000_000_000_001n, { code: 'BTC', decimals: 8 }, 'en-US'))).toBe('BTC 21,000,000.00000001');
  });

  it('formats negative amounts and zero', () => {
    expect(formatAmount(-5, { code: 'USD', decimals: 2 }, 'en-US')).toBe('-$0.05');
    expect(formatAmount(0, { code: 'USD', decimals: 2 }, 'en-US')).toBe('$0.00');
  });

  it.each([
    [1.5, /whole number of the smallest unit .* got 1.5/],
    [Number.MAX_SAFE_INTEGER + 2, /safe integer or a bigint/],
    ['100' as never, /expected a number or bigint, got string/],
  ])('refuses the amount %j, saying what it expected', (amount, message) => {
    expect(() => formatAmount(amount, { code: 'USD', decimals: 2 })).toThrow(message);
  });

  it.each([
    [{ code: 'USD', decimals: -1 }, /decimals: expected a whole number from 0 to 20, got -1/],
    [{ code: 'USD', decimals: 2.5 }, /got 2.5/],
    [{ code: '', decimals: 2 }, /non-empty code/],
  ])('refuses the currency %j', (currency, message) => {
    expect(() => formatAmount(1, currency)).toThrow(message);
  });
});

describe('formatRate, formatPercent, formatClock', () => {
  it('gives a rate exactly the digits asked for, trailing zeros kept, so rates side by side line up', () => {
    expect([1.08, 1.079, 0.92593].map((rate) => formatRate(rate, 'en', 4))).toEqual(['1.080', '1.079', '0.9259']);
  });

  it('shows a rate to six significant digits, small or large', () => {
    expect(formatRate(1 / 1.08, 'en')).toBe('0.925926');
    expect(formatRate(0.0121212121, 'en')).toBe('0.0121212');
    expect(formatRate(92_500, 'en')).toBe('92,500');
  });

  it('given a currency, writes a rate in its format as amounts are, to the same digits: a symbol, or a ticker where the locale puts a code', () => {
    expect(formatRate(1.08, 'en-US', 4, { code: 'USD', decimals: 2 })).toBe('$1.080');
    expect(formatRate(1, 'en-US', 1, { code: 'EUR', decimals: 2 })).toBe('€1');
    expect(formatRate(0.5, 'fr-FR', 4, { code: 'USDC', decimals: 6 }).replace(/\s/g, ' ')).toBe('0,5000 USDC');
  });

  it('refuses a rate that is not positive', () => {
    expect(() => formatRate(0)).toThrow(/positive finite number, got 0/);
  });

  it('shows a fee rate as a percentage', () => {
    expect(formatPercent(0.003, 'en')).toBe('0.3%');
  });

  it('shows seconds as a clock', () => {
    expect([0, 9, 65, 600, 3_725].map((s) => formatClock(s, 'en'))).toEqual(['0:00', '0:09', '1:05', '10:00', '1:02:05']);
  });
});
