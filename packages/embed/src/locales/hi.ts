import { hi } from '@wallet-kit/react/locales/hi';
import { registerCatalog } from '../catalogs.js';

registerCatalog('hi', hi);
