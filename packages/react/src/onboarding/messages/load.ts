import type { OnboardingMessages } from './en.js';

/** Every language but English, each its own chunk, loaded when the provider's locale asks for it. */
export const loaders: Readonly<Record<string, () => Promise<OnboardingMessages>>> = {
  ar: () => import('./ar.js').then((m) => m.ar),
  de: () => import('./de.js').then((m) => m.de),
  es: () => import('./es.js').then((m) => m.es),
  fr: () => import('./fr.js').then((m) => m.fr),
  he: () => import('./he.js').then((m) => m.he),
  hi: () => import('./hi.js').then((m) => m.hi),
  it: () => import('./it.js').then((m) => m.it),
  ja: () => import('./ja.js').then((m) => m.ja),
  ko: () => import('./ko.js').then((m) => m.ko),
  nl: () => import('./nl.js').then((m) => m.nl),
  pl: () => import('./pl.js').then((m) => m.pl),
  'pt-BR': () => import('./pt-BR.js').then((m) => m.ptBR),
  sv: () => import('./sv.js').then((m) => m.sv),
  tr: () => import('./tr.js').then((m) => m.tr),
  'zh-Hans': () => import('./zh-Hans.js').then((m) => m.zhHans),
};
