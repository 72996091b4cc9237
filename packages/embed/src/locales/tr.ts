import { tr } from '@wallet-kit/react/locales/tr';
import { registerCatalog } from '../catalogs.js';

registerCatalog('tr', tr);
