import { describe, expect, it } from 'vitest';
import { AREAS } from '../../test/areas.js';
import { describeCatalogs } from '../../test/catalog-checks.js';
import { LAZY_LOCALES } from '../i18n/load.js';
import { AREA_NAMES } from './names.js';

describe('the widget areas', () => {
  it('are the ones AREA_NAMES lists, each once', () => {
    const names = AREAS.map((area) => area.name);
    expect(names.filter((name) => !(AREA_NAMES as readonly string[]).includes(name))).toEqual([]);
    expect(new Set(names).size).toBe(names.length);
  });

  it.each(AREAS.map((area) => [area.name, area] as const))('%s ships every language the widgets do, and its ids start with its name', (name, area) => {
    expect(Object.keys(area.catalogs.load).sort()).toEqual([...LAZY_LOCALES].sort());
    expect(Object.keys(area.catalogs.en).filter((id) => !id.startsWith(`${name}.`))).toEqual([]);
  });
});

// Every language of every area, loaded, then held to the same checks as the widgets' own catalogs.
for (const area of AREAS) {
  const translations = Object.fromEntries(await Promise.all(Object.entries(area.catalogs.load).map(async ([tag, load]) => [tag, await load()] as const)));
  describeCatalogs({ name: `the ${area.name} area’s catalogs`, en: area.catalogs.en, translations });
}
