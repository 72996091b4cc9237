import { pl } from '@wallet-kit/react/locales/pl';
import { pl as cards } from '../../../react/src/cards/messages/pl.js';
import { pl as onboarding } from '../../../react/src/onboarding/messages/pl.js';
import { registerAreaCatalog, registerCatalog } from '../catalogs.js';

registerAreaCatalog('cards', 'pl', cards);
registerAreaCatalog('onboarding', 'pl', onboarding);
registerCatalog('pl', pl);
