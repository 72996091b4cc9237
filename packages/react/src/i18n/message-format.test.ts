import { describe, expect, it } from 'vitest';
import { formatMessage, placeholdersOf } from './message-format.js';

describe('formatMessage', () => {
  it('isolates values in a right-to-left message, so a phone number or e-mail keeps its own direction', () => {
    expect(formatMessage('أرسل رمزًا إلى {phone}', { phone: '+14155550123' }, 'ar')).toBe('أرسل رمزًا إلى \u2068+14155550123\u2069');
    expect(formatMessage('Send a code to {phone}', { phone: '+14155550123' }, 'en')).toBe('Send a code to +14155550123');
  });

  it('fills {name} placeholders, formatting numbers for the locale', () => {
    expect(formatMessage('Send {amount} to {name}', { amount: '€10.00', name: 'Alice' })).toBe('Send €10.00 to Alice');
    expect(formatMessage('{n} codes', { n: 12345 }, 'fr')).toBe('12\u202f345 codes');
  });

  it('picks the plural branch with Intl.PluralRules and fills # with the number', () => {
    const source = '{count, plural, one {# second left} other {# seconds left}}';
    expect(formatMessage(source, { count: 1 })).toBe('1 second left');
    expect(formatMessage(source, { count: 10 })).toBe('10 seconds left');
  });

  it('follows each language’s own plural rules: French 0 is singular, Arabic has six forms', () => {
    const fr = '{n, plural, one {# seconde} other {# secondes}}';
    expect(formatMessage(fr, { n: 0 }, 'fr')).toBe('0 seconde');
    const ar = '{n, plural, zero {z} one {o} two {t} few {f} many {m} other {x}}';
    expect([0, 1, 2, 5, 11, 100].map((n) => formatMessage(ar, { n }, 'ar'))).toEqual(['z', 'o', 't', 'f', 'm', 'x']);
  });

  it('follows Polish (one, few, many, other), Hebrew’s dual and Japanese’s single form', () => {
    const pl = '{n, plural, one {# minuta} few {# minuty} many {# minut} other {# minuty}}';
    expect([1, 3, 5, 22, 25, 1.5].map((n) => formatMessage(pl, { n }, 'pl'))).toEqual(['1 minuta', '3 minuty', '5 minut', '22 minuty', '25 minut', '1,5 minuty']);
    const he = '{n, plural, one {דקה אחת} two {שתי דקות} other {# דקות}}';
    expect([1, 2, 3].map((n) => formatMessage(he, { n }, 'he'))).toEqual(['דקה אחת', 'שתי דקות', '\u20683\u2069 דקות']);
    expect([1, 2].map((n) => formatMessage('{n, plural, other {残り#分}}', { n }, 'ja'))).toEqual(['残り1分', '残り2分']);
  });

  it('writes # in the locale’s own digits and grouping', () => {
    expect(formatMessage('{n, plural, other {# s}}', { n: 12345 }, 'de')).toBe('12.345 s');
    // Isolated too in a right-to-left language, as every value is.
    expect(formatMessage('{n, plural, other {#}}', { n: 12 }, 'ar-EG').replace(/[\u2068\u2069]/g, '')).toBe('١٢');
  });

  it('prefers an exact =N branch over the category', () => {
    expect(formatMessage('{n, plural, =0 {none} one {# item} other {# items}}', { n: 0 })).toBe('none');
  });

  it('keeps # literal outside a plural', () => {
    expect(formatMessage('Step #{n}', { n: 2 })).toBe('Step #2');
  });

  it('fills placeholders inside a plural branch', () => {
    expect(formatMessage('{n, plural, one {# code for {who}} other {# codes for {who}}}', { n: 2, who: 'Bob' })).toBe('2 codes for Bob');
  });

  it('throws on a missing value instead of printing the placeholder', () => {
    expect(() => formatMessage('Hello {name}')).toThrow(/needs a value for \{name\}/);
  });

  it('throws on a plural given a string', () => {
    expect(() => formatMessage('{n, plural, other {#}}', { n: 'two' })).toThrow(/needs a number for the plural \{n\}, got string/);
  });

  it.each([
    ['Code {', /unclosed "\{"/],
    ['Code }', /unmatched "\}"/],
    ['{n, select, a {x} other {y}}', /"plural" after "\{n,", got "select"/],
    ['{n, plural, one {x}}', /an "other" branch/],
    ['{n, plural, lots {x} other {y}}', /plural selector .* got "lots"/],
    ['{1abc}', /placeholder name/],
  ])('refuses %j, saying what it expected', (source, message) => {
    expect(() => formatMessage(source, { n: 1 })).toThrow(message);
  });
});

describe('placeholdersOf', () => {
  it('lists the names a message uses, plurals and nested ones included', () => {
    expect([...placeholdersOf('{a} and {n, plural, one {{b}} other {{c}}}')].sort()).toEqual(['a', 'b', 'c', 'n']);
  });
});
