import { ja } from '@wallet-kit/react/locales/ja';
import { ja as cards } from '../../../react/src/cards/messages/ja.js';
import { ja as onboarding } from '../../../react/src/onboarding/messages/ja.js';
import { registerAreaCatalog, registerCatalog } from '../catalogs.js';

registerAreaCatalog('cards', 'ja', cards);
registerAreaCatalog('onboarding', 'ja', onboarding);
registerCatalog('ja', ja);
