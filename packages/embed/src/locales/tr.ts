import { tr } from '@wallet-kit/react/locales/tr';
import { tr as cards } from '../../../react/src/cards/messages/tr.js';
import { registerAreaCatalog, registerCatalog } from '../catalogs.js';

registerAreaCatalog('cards', 'tr', cards);
registerCatalog('tr', tr);
