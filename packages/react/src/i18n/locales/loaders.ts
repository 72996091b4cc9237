import { catalogLoaders } from '../catalog-loaders.js';
import { en, type Messages } from './en.js';

// One dynamic import per catalog: a bundler makes each its own chunk, fetched the first time a
// provider shows that language, so the main entry carries English only.
const loaders: Readonly<Record<string, () => Promise<Messages>>> = {
  ...catalogLoaders<Messages>({
    ar: () => import('./ar.js'),
    de: () => import('./de.js'),
    es: () => import('./es.js'),
    fr: () => import('./fr.js'),
    he: () => import('./he.js'),
    hi: () => import('./hi.js'),
    it: () => import('./it.js'),
    ja: () => import('./ja.js'),
    ko: () => import('./ko.js'),
    nl: () => import('./nl.js'),
    pl: () => import('./pl.js'),
    'pt-BR': () => import('./pt-BR.js'),
    sv: () => import('./sv.js'),
    tr: () => import('./tr.js'),
    'zh-Hans': () => import('./zh-Hans.js'),
  }),
  // en-XA is made from English by a generator that only tests and Storybook need.
  'en-XA': () => import('../pseudo.js').then((module) => module.pseudoLocalize(en)),
};

/** The shipped catalog of `tag` ("de", "zh-Hans", "en-XA"), from its own chunk. */
export function loadShipped(tag: string): Promise<Messages> {
  return loaders[tag]!();
}

/** The tags this table loads (the shipped languages and the pseudo-locale). */
export const SHIPPED_TAGS: readonly string[] = Object.keys(loaders);
