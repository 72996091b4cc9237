import { it } from '@wallet-kit/react/locales/it';
import { it as cards } from '../../../react/src/cards/messages/it.js';
import { registerAreaCatalog, registerCatalog } from '../catalogs.js';

registerAreaCatalog('cards', 'it', cards);
registerCatalog('it', it);
