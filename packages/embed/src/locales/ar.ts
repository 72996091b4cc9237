import { ar } from '@wallet-kit/react/locales/ar';
import { registerCatalog } from '../catalogs.js';

registerCatalog('ar', ar);
