/**
 * @wallet-kit/react/onboarding/catalogs: the onboarding area's messages in every language, to hand
 * over synchronously with `provideAreaCatalog('onboarding', tag, messages)` (a server render, the
 * script-tag bundle's language files). Import only the ones you need; the rest is left out.
 *
 * @packageDocumentation
 */
export { en } from './messages/en.js';
export { ar } from './messages/ar.js';
export { de } from './messages/de.js';
export { es } from './messages/es.js';
export { fr } from './messages/fr.js';
export { he } from './messages/he.js';
export { hi } from './messages/hi.js';
export { it } from './messages/it.js';
export { ja } from './messages/ja.js';
export { ko } from './messages/ko.js';
export { nl } from './messages/nl.js';
export { pl } from './messages/pl.js';
export { ptBR } from './messages/pt-BR.js';
export { sv } from './messages/sv.js';
export { tr } from './messages/tr.js';
export { zhHans } from './messages/zh-Hans.js';
