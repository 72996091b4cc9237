import { matchLocale } from '../match.js';
import { messageIdOf } from './codes.js';
import { en, type ErrorMessages } from './en.js';

// Loaded on demand itself (the first time a widget shows an error), then one chunk per language.
const loaders: Readonly<Record<string, () => Promise<ErrorMessages>>> = {
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

/** The languages of the error catalogs besides English (the same as the widgets' catalogs). */
export const ERROR_CATALOG_LOCALES: readonly string[] = Object.keys(loaders);

/** Every error catalog by tag, English included: for tests and for the script-tag bundle's language files. */
export function loadErrorCatalog(tag: string): Promise<ErrorMessages> {
  return tag === 'en' ? Promise.resolve(en) : loaders[tag]!();
}

/**
 * The message for an error code in `locale` (the best catalog for it, else English; the pseudo-locale
 * pseudo-localizes English), or undefined for a code with no message of its own.
 *
 * @example (await errorLookup('fr'))('INSUFFICIENT_FUNDS') // "Votre solde est insuffisant…"
 */
export async function errorLookup(locale: string): Promise<(code: string) => string | undefined> {
  const tag = matchLocale([locale], ERROR_CATALOG_LOCALES)?.catalog;
  let messages: Readonly<Record<string, string>> = tag ? await loaders[tag]!() : en;
  if (locale.toLowerCase() === 'en-xa') messages = (await import('../pseudo.js')).pseudoLocalize(messages);
  return (code) => {
    const id = messageIdOf(code);
    return id ? messages[id] : undefined;
  };
}
