import { ja } from '@wallet-kit/react/locales/ja';
import { ja as cards } from '../../../react/src/cards/messages/ja.js';
import { registerAreaCatalog, registerCatalog } from '../catalogs.js';

registerAreaCatalog('cards', 'ja', cards);
registerCatalog('ja', ja);
