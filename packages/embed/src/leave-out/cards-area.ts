import { WidgetError } from '@wallet-kit/react';
import { defineArea } from '../../../react/src/areas/define-area.js';
import { en, type CardsMessages } from '../../../react/src/cards/messages/en.js';

// Stands in for the cards area's declaration in the script-tag bundle: an IIFE cannot load chunks,
// so each language's cards messages come in that language's file (`wallet-kit.de.js`, ...), which
// hands them over (src/locales/, src/area-catalogs.ts); English is built in.

/** The languages whose files carry the cards messages (every shipped catalog's). */
const TAGS = ['ar', 'de', 'es', 'fr', 'he', 'hi', 'it', 'ja', 'ko', 'nl', 'pl', 'pt-BR', 'sv', 'tr', 'zh-Hans'];

const inItsFile = (tag: string) => () =>
  Promise.reject(new WidgetError('CATALOG_UNAVAILABLE', `the cards messages for ${tag} come in wallet-kit.${tag}.js; add <script src="wallet-kit.${tag}.js"> to the page`));

/** The cards area, its languages handed over by the language files. */
export const cardsArea = defineArea<CardsMessages>('cards', { en, load: Object.fromEntries(TAGS.map((tag) => [tag, inItsFile(tag)])) });
