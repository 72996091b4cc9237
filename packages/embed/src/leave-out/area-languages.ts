import { WidgetError } from '@wallet-kit/react';

// Stands in for a widget area's on-demand catalogs in its area file (build.mjs generates the area's
// declaration with these loaders): a script file cannot load chunks, so each language's file
// (`wallet-kit.de.js`, ...) hands the area its messages (registerAreaCatalog), English built in.

/** Each language the area ships, answered only by that language's file. */
export function languageFileLoaders(area: string, tags: readonly string[]): Readonly<Record<string, () => Promise<never>>> {
  const missing = (tag: string) => () =>
    Promise.reject<never>(new WidgetError('CATALOG_UNAVAILABLE', `the ${area} messages for ${tag} come in wallet-kit.${tag}.js; add <script src="wallet-kit.${tag}.js"> to the page`));
  return Object.fromEntries(tags.map((tag) => [tag, missing(tag)]));
}
