import { nl } from '@wallet-kit/react/locales/nl';
import { registerCatalog } from '../catalogs.js';

registerCatalog('nl', nl);
