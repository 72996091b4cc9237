import { ar } from '@wallet-kit/react/locales/ar';
import { ar as cards } from '../../../react/src/cards/messages/ar.js';
import { ar as onboarding } from '../../../react/src/onboarding/messages/ar.js';
import { registerAreaCatalog, registerCatalog } from '../catalogs.js';

registerAreaCatalog('cards', 'ar', cards);
registerAreaCatalog('onboarding', 'ar', onboarding);
registerCatalog('ar', ar);
