import { en, type Messages } from './en.js';

// One dynamic import per catalog: a bundler makes each its own chunk, fetched the first time a
// provider shows that language, so the main entry carries English only.
const loaders: Readonly<Record<string, () => Promise<Messages>>> = {
  ar: () => import('./ar.js').then((module) => module.ar),
  de: () => import('./de.js').then((module) => module.de),
  es: () => import('./es.js').then((module) => module.es),
  fr: () => import('./fr.js').then((module) => module.fr),
  he: () => import('./he.js').then((module) => module.he),
  hi: () => import('./hi.js').then((module) => module.hi),
  it: () => import('./it.js').then((module) => module.it),
  ja: () => import('./ja.js').then((module) => module.ja),
  ko: () => import('./ko.js').then((module) => module.ko),
  nl: () => import('./nl.js').then((module) => module.nl),
  pl: () => import('./pl.js').then((module) => module.pl),
  'pt-BR': () => import('./pt-BR.js').then((module) => module.ptBR),
  sv: () => import('./sv.js').then((module) => module.sv),
  tr: () => import('./tr.js').then((module) => module.tr),
  'zh-Hans': () => import('./zh-Hans.js').then((module) => module.zhHans),
  // en-XA is made from English by a generator that only tests and Storybook need.
  'en-XA': () => import('../pseudo.js').then((module) => module.pseudoLocalize(en)),
};

/** The shipped catalog of `tag` ("de", "zh-Hans", "en-XA"), from its own chunk. */
export function loadShipped(tag: string): Promise<Messages> {
  return loaders[tag]!();
}

/** The tags this table loads (the shipped languages and the pseudo-locale). */
export const SHIPPED_TAGS: readonly string[] = Object.keys(loaders);
