import { ko } from '@wallet-kit/react/locales/ko';
import { ko as cards } from '../../../react/src/cards/messages/ko.js';
import { registerAreaCatalog, registerCatalog } from '../catalogs.js';

registerAreaCatalog('cards', 'ko', cards);
registerCatalog('ko', ko);
