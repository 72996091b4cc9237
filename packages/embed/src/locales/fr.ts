import { fr } from '@wallet-kit/react/locales/fr';
import { registerCatalog } from '../catalogs.js';

registerCatalog('fr', fr);
