import { nl } from '@wallet-kit/react/locales/nl';
import { nl as cards } from '../../../react/src/cards/messages/nl.js';
import { nl as onboarding } from '../../../react/src/onboarding/messages/nl.js';
import { registerAreaCatalog, registerCatalog } from '../catalogs.js';

registerAreaCatalog('cards', 'nl', cards);
registerAreaCatalog('onboarding', 'nl', onboarding);
registerCatalog('nl', nl);
