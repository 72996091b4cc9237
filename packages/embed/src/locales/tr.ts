import { tr } from '@wallet-kit/react/locales/tr';
import { tr as cards } from '../../../react/src/cards/messages/tr.js';
import { tr as onboarding } from '../../../react/src/onboarding/messages/tr.js';
import { tr as payees } from '../../../react/src/payees/messages/tr.js';
import { tr as invitations } from '../../../react/src/invitations/messages/tr.js';
import { tr as agents } from '../../../react/src/agents/messages/tr.js';
import { tr as wallet } from '../../../react/src/wallet/messages/tr.js';
import { registerAreaCatalog, registerCatalog } from '../catalogs.js';

// The widgets' catalog and every area's, in one file per language: a page loads its languages once, whatever areas it uses.
registerAreaCatalog('cards', 'tr', cards);
registerAreaCatalog('onboarding', 'tr', onboarding);
registerAreaCatalog('payees', 'tr', payees);
registerAreaCatalog('invitations', 'tr', invitations);
registerAreaCatalog('agents', 'tr', agents);
registerAreaCatalog('wallet', 'tr', wallet);
registerCatalog('tr', tr);
