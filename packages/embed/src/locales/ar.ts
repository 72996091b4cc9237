import { ar } from '@wallet-kit/react/locales/ar';
import { ar as cards } from '../../../react/src/cards/messages/ar.js';
import { registerAreaCatalog, registerCatalog } from '../catalogs.js';

registerAreaCatalog('cards', 'ar', cards);
registerCatalog('ar', ar);
