import { he } from '@wallet-kit/react/locales/he';
import { registerCatalog } from '../catalogs.js';

registerCatalog('he', he);
