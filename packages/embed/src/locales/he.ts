import { he } from '@wallet-kit/react/locales/he';
import { he as cards } from '../../../react/src/cards/messages/he.js';
import { he as onboarding } from '../../../react/src/onboarding/messages/he.js';
import { registerAreaCatalog, registerCatalog } from '../catalogs.js';

registerAreaCatalog('cards', 'he', cards);
registerAreaCatalog('onboarding', 'he', onboarding);
registerCatalog('he', he);
