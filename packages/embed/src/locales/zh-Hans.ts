import { zhHans } from '@wallet-kit/react/locales/zh-Hans';
import { zhHans as cards } from '../../../react/src/cards/messages/zh-Hans.js';
import { zhHans as onboarding } from '../../../react/src/onboarding/messages/zh-Hans.js';
import { zhHans as payees } from '../../../react/src/payees/messages/zh-Hans.js';
import { zhHans as invitations } from '../../../react/src/invitations/messages/zh-Hans.js';
import { zhHans as agents } from '../../../react/src/agents/messages/zh-Hans.js';
import { zhHans as wallet } from '../../../react/src/wallet/messages/zh-Hans.js';
import { registerAreaCatalog, registerCatalog } from '../catalogs.js';

// The widgets' catalog and every area's, in one file per language: a page loads its languages once, whatever areas it uses.
registerAreaCatalog('cards', 'zh-Hans', cards);
registerAreaCatalog('onboarding', 'zh-Hans', onboarding);
registerAreaCatalog('payees', 'zh-Hans', payees);
registerAreaCatalog('invitations', 'zh-Hans', invitations);
registerAreaCatalog('agents', 'zh-Hans', agents);
registerAreaCatalog('wallet', 'zh-Hans', wallet);
registerCatalog('zh-Hans', zhHans);
