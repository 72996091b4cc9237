import { catalogLoaders } from '../catalog-loaders.js';
import { matchLocale } from '../match.js';
import { messageIdOf } from './codes.js';
import { en, type ErrorMessages } from './en.js';

// Loaded on demand itself (the first time a widget shows an error), then one chunk per language.
const loaders = catalogLoaders<ErrorMessages>({
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
