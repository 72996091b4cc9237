import { es } from '@wallet-kit/react/locales/es';
import { es as cards } from '../../../react/src/cards/messages/es.js';
import { es as onboarding } from '../../../react/src/onboarding/messages/es.js';
import { registerAreaCatalog, registerCatalog } from '../catalogs.js';

registerAreaCatalog('cards', 'es', cards);
registerAreaCatalog('onboarding', 'es', onboarding);
registerCatalog('es', es);
