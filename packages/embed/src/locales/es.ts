import { es } from '@wallet-kit/react/locales/es';
import { registerCatalog } from '../catalogs.js';

registerCatalog('es', es);
