import { it } from '@wallet-kit/react/locales/it';
import { it as cards } from '../../../react/src/cards/messages/it.js';
import { it as onboarding } from '../../../react/src/onboarding/messages/it.js';
import { registerAreaCatalog, registerCatalog } from '../catalogs.js';

registerAreaCatalog('cards', 'it', cards);
registerAreaCatalog('onboarding', 'it', onboarding);
registerCatalog('it', it);
