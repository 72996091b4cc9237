import { de } from '@wallet-kit/react/locales/de';
import { registerCatalog } from '../catalogs.js';

registerCatalog('de', de);
