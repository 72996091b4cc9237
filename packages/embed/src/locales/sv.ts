import { sv } from '@wallet-kit/react/locales/sv';
import { sv as cards } from '../../../react/src/cards/messages/sv.js';
import { sv as onboarding } from '../../../react/src/onboarding/messages/sv.js';
import { registerAreaCatalog, registerCatalog } from '../catalogs.js';

registerAreaCatalog('cards', 'sv', cards);
registerAreaCatalog('onboarding', 'sv', onboarding);
registerCatalog('sv', sv);
