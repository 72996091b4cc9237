import { describe, expect, it } from 'vitest';
import { AREAS } from '../../test/areas.js';
import { ar } from './locales/ar.js';
import { en } from './locales/en.js';
import { he } from './locales/he.js';
import { parseMessage, formatMessage, placeholdersOf, type MessagePart } from './message-format.js';

const FSI = '\u2068';
const PDI = '\u2069';

/** Placeholders used as plural selectors (numbers), the rest as text values. */
function pluralNames(source: string): Set<string> {
  const names = new Set<string>();
  const walk = (parts: readonly MessagePart[]) => {
    for (const part of parts) {
      if (typeof part !== 'object' || part.type !== 'plural') continue;
      names.add(part.name);
      Object.values(part.branches).forEach(walk);
    }
  };
  walk(parseMessage(source));
  return names;
}

/** A value of the kind that breaks right-to-left text when not isolated: a phone number, or a number. */
const valuesFor = (source: string) =>
  Object.fromEntries([...placeholdersOf(source)].map((name) => [name, pluralNames(source).has(name) ? 12 : '+14155550123']));

function leaks(catalog: Readonly<Record<string, string>>, locale: string): string[] {
  const digits = new Intl.NumberFormat(locale).format(12);
  return Object.entries(catalog).flatMap(([id, source]) => {
    const values = valuesFor(source);
    if (Object.keys(values).length === 0) return [];
    const text = formatMessage(source, values, locale);
    // Every value appears isolated, and nothing of a value appears outside an isolate.
    const outside = text.replace(new RegExp(`${FSI}[^${PDI}]*${PDI}`, 'g'), '');
    const bare = outside.includes('+14155550123') || outside.includes(digits);
    const missing = Object.values(values).some((value) => typeof value === 'string' && !text.includes(`${FSI}${value}${PDI}`));
    return bare || missing ? [`${id}: ${JSON.stringify(text)}`] : [];
  });
}

describe('values in right-to-left messages', () => {
  it.each([
    ['ar', ar],
    ['he', he],
  ] as const)('are isolated in every message of the widgets’ %s catalog', (locale, catalog) => {
    expect(Object.keys(catalog).length).toBe(Object.keys(en).length);
    expect(leaks(catalog, locale)).toEqual([]);
  });

  it.each(AREAS.flatMap((area) => ['ar', 'he'].map((locale) => [area.name, locale] as const)))('are isolated in every message of the %s area in %s', async (name, locale) => {
    const area = AREAS.find((candidate) => candidate.name === name)!;
    expect(leaks(await area.catalogs.load[locale]!(), locale)).toEqual([]);
  });

  it('stay as they are in a left-to-right message', () => {
    expect(formatMessage('Text a code to {number}', { number: '+14155550123' }, 'en')).toBe('Text a code to +14155550123');
  });
});
