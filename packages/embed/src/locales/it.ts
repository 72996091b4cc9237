import { it } from '@wallet-kit/react/locales/it';
import { registerCatalog } from '../catalogs.js';

registerCatalog('it', it);
