import { catalogLoaders } from '../../i18n/catalog-loaders.js';
import type { OnboardingMessages } from './en.js';

/** Every language but English, each its own chunk, loaded when the provider's locale asks for it. */
export const loaders = catalogLoaders<OnboardingMessages>({
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
