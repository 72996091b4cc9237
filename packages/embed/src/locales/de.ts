import { de } from '@wallet-kit/react/locales/de';
import { de as cards } from '../../../react/src/cards/messages/de.js';
import { registerAreaCatalog, registerCatalog } from '../catalogs.js';

registerAreaCatalog('cards', 'de', cards);
registerCatalog('de', de);
