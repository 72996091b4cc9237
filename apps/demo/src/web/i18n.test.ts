import { describeCatalogs } from '../../../../packages/react/test/catalog-checks.js';
import { DEMO_TEXT } from './i18n.js';

// Issue 20, item 2: the demo's own words (header, landing, tabs) are translated as the kit's catalogs are:
// every English id in each language, the same placeholders, and nothing left in English. French shares two
// words with English ("Menu", "Actions"); the brand and the codes are placeholders or say the same in any language.
const { en, ...translations } = DEMO_TEXT;

describeCatalogs({
  name: 'the demo’s own catalog (DEMO_TEXT)',
  en,
  translations,
  sameAsEnglish: { fr: ['dashboard.actions', 'header.menu'] },
});
