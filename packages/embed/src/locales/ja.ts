import { ja } from '@wallet-kit/react/locales/ja';
import { registerCatalog } from '../catalogs.js';

registerCatalog('ja', ja);
