import { pl } from '@wallet-kit/react/locales/pl';
import { registerCatalog } from '../catalogs.js';

registerCatalog('pl', pl);
