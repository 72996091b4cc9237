/// <reference types="vite/client" />
import type { Catalogs, Messages } from '../src/index.js';

// Every catalog the package ships, found by file (Vite's glob, so Storybook only), so that a new
// language appears in the stories and the toolbar without anyone listing it here.
const modules = import.meta.glob<Record<string, Messages>>('../src/i18n/locales/*.ts', { eager: true });

/** Every shipped catalog by tag, English included, as the provider's `catalogs` prop takes them. */
export const allCatalogs: Catalogs = Object.fromEntries(
  Object.entries(modules).map(([path, module]) => [path.slice(path.lastIndexOf('/') + 1, -'.ts'.length), Object.values(module)[0]!]),
);
