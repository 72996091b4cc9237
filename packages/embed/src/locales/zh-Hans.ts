import { zhHans } from '@wallet-kit/react/locales/zh-Hans';
import { registerCatalog } from '../catalogs.js';

registerCatalog('zh-Hans', zhHans);
