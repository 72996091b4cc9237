import { fr } from '@wallet-kit/react/locales/fr';
import { fr as cards } from '../../../react/src/cards/messages/fr.js';
import { fr as onboarding } from '../../../react/src/onboarding/messages/fr.js';
import { registerAreaCatalog, registerCatalog } from '../catalogs.js';

registerAreaCatalog('cards', 'fr', cards);
registerAreaCatalog('onboarding', 'fr', onboarding);
registerCatalog('fr', fr);
