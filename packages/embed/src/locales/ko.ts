import { ko } from '@wallet-kit/react/locales/ko';
import { registerCatalog } from '../catalogs.js';

registerCatalog('ko', ko);
