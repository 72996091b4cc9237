import { zhHans } from '@wallet-kit/react/locales/zh-Hans';
import { zhHans as cards } from '../../../react/src/cards/messages/zh-Hans.js';
import { registerAreaCatalog, registerCatalog } from '../catalogs.js';

registerAreaCatalog('cards', 'zh-Hans', cards);
registerCatalog('zh-Hans', zhHans);
