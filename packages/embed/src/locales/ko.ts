import { ko } from '@wallet-kit/react/locales/ko';
import { ko as cards } from '../../../react/src/cards/messages/ko.js';
import { ko as onboarding } from '../../../react/src/onboarding/messages/ko.js';
import { registerAreaCatalog, registerCatalog } from '../catalogs.js';

registerAreaCatalog('cards', 'ko', cards);
registerAreaCatalog('onboarding', 'ko', onboarding);
registerCatalog('ko', ko);
