import { tr } from '@wallet-kit/react/locales/tr';
import { tr as cards } from '../../../react/src/cards/messages/tr.js';
import { tr as onboarding } from '../../../react/src/onboarding/messages/tr.js';
import { registerAreaCatalog, registerCatalog } from '../catalogs.js';

registerAreaCatalog('cards', 'tr', cards);
registerAreaCatalog('onboarding', 'tr', onboarding);
registerCatalog('tr', tr);
