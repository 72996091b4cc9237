import type { WalletMessages } from './en.js';

// One chunk per language, fetched the first time a wallet widget shows that language. (The script-tag
// bundle replaces this file: its language files hand the area its catalogs instead.)
export const loaders: Readonly<Record<string, () => Promise<WalletMessages>>> = {
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
};
