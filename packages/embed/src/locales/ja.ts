import { ja } from '@wallet-kit/react/locales/ja';
import { ja as cards } from '../../../react/src/cards/messages/ja.js';
import { ja as onboarding } from '../../../react/src/onboarding/messages/ja.js';
import { ja as payees } from '../../../react/src/payees/messages/ja.js';
import { ja as invitations } from '../../../react/src/invitations/messages/ja.js';
import { ja as agents } from '../../../react/src/agents/messages/ja.js';
import { ja as wallet } from '../../../react/src/wallet/messages/ja.js';
import { registerAreaCatalog, registerCatalog } from '../catalogs.js';

// The widgets' catalog and every area's, in one file per language: a page loads its languages once, whatever areas it uses.
registerAreaCatalog('cards', 'ja', cards);
registerAreaCatalog('onboarding', 'ja', onboarding);
registerAreaCatalog('payees', 'ja', payees);
registerAreaCatalog('invitations', 'ja', invitations);
registerAreaCatalog('agents', 'ja', agents);
registerAreaCatalog('wallet', 'ja', wallet);
registerCatalog('ja', ja);
