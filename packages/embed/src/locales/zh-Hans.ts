import { zhHans } from '@wallet-kit/react/locales/zh-Hans';
import { zhHans as cards } from '../../../react/src/cards/messages/zh-Hans.js';
import { zhHans as onboarding } from '../../../react/src/onboarding/messages/zh-Hans.js';
import { registerAreaCatalog, registerCatalog } from '../catalogs.js';

registerAreaCatalog('cards', 'zh-Hans', cards);
registerAreaCatalog('onboarding', 'zh-Hans', onboarding);
registerCatalog('zh-Hans', zhHans);
