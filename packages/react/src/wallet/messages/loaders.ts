import { catalogLoaders } from '../../i18n/catalog-loaders.js';
import type { WalletMessages } from './en.js';

// One chunk per language, fetched the first time a wallet widget shows that language. (The script-tag
// bundle replaces this file: its language files hand the area its catalogs instead.)
export const loaders = catalogLoaders<WalletMessages>({
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
});
