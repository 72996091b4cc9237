import type { ErrorMessages } from '../../../react/src/i18n/errors/en.js';

// Stands in for @wallet-kit/react's error catalogs (a message for every code of the service, in 16
// languages, 5 kB gzip even in English alone) in the script-tag bundle, whose dynamic imports would
// all go inline: a widget there says its flow's own words for an error, which the widgets' catalogs
// and the language files translate, less specific than the code's own message but never untranslated.

export const ERROR_CATALOG_LOCALES: readonly string[] = [];

export function loadErrorCatalog(tag: string): Promise<ErrorMessages> {
  return Promise.reject(new Error(`wallet-kit.js carries no error catalog (asked for ${tag}): use @wallet-kit/react for the code-by-code messages`));
}

export function errorLookup(): Promise<(code: string) => string | undefined> {
  return Promise.resolve(() => undefined);
}
