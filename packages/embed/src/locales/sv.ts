import { sv } from '@wallet-kit/react/locales/sv';
import { registerCatalog } from '../catalogs.js';

registerCatalog('sv', sv);
