import { es } from '@wallet-kit/react/locales/es';
import { es as cards } from '../../../react/src/cards/messages/es.js';
import { registerAreaCatalog, registerCatalog } from '../catalogs.js';

registerAreaCatalog('cards', 'es', cards);
registerCatalog('es', es);
