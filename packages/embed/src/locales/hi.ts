import { hi } from '@wallet-kit/react/locales/hi';
import { hi as cards } from '../../../react/src/cards/messages/hi.js';
import { registerAreaCatalog, registerCatalog } from '../catalogs.js';

registerAreaCatalog('cards', 'hi', cards);
registerCatalog('hi', hi);
