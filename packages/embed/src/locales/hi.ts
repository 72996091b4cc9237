import { hi } from '@wallet-kit/react/locales/hi';
import { hi as cards } from '../../../react/src/cards/messages/hi.js';
import { hi as onboarding } from '../../../react/src/onboarding/messages/hi.js';
import { registerAreaCatalog, registerCatalog } from '../catalogs.js';

registerAreaCatalog('cards', 'hi', cards);
registerAreaCatalog('onboarding', 'hi', onboarding);
registerCatalog('hi', hi);
