import { sv } from '@wallet-kit/react/locales/sv';
import { sv as cards } from '../../../react/src/cards/messages/sv.js';
import { registerAreaCatalog, registerCatalog } from '../catalogs.js';

registerAreaCatalog('cards', 'sv', cards);
registerCatalog('sv', sv);
