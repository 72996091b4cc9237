import { de } from '@wallet-kit/react/locales/de';
import { de as cards } from '../../../react/src/cards/messages/de.js';
import { de as onboarding } from '../../../react/src/onboarding/messages/de.js';
import { registerAreaCatalog, registerCatalog } from '../catalogs.js';

registerAreaCatalog('cards', 'de', cards);
registerAreaCatalog('onboarding', 'de', onboarding);
registerCatalog('de', de);
