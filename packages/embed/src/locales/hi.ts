import { hi } from '@wallet-kit/react/locales/hi';
import { hi as cards } from '../../../react/src/cards/messages/hi.js';
import { hi as onboarding } from '../../../react/src/onboarding/messages/hi.js';
import { hi as payees } from '../../../react/src/payees/messages/hi.js';
import { hi as invitations } from '../../../react/src/invitations/messages/hi.js';
import { hi as agents } from '../../../react/src/agents/messages/hi.js';
import { hi as wallet } from '../../../react/src/wallet/messages/hi.js';
import { registerAreaCatalog, registerCatalog } from '../catalogs.js';

// The widgets' catalog and every area's, in one file per language: a page loads its languages once, whatever areas it uses.
registerAreaCatalog('cards', 'hi', cards);
registerAreaCatalog('onboarding', 'hi', onboarding);
registerAreaCatalog('payees', 'hi', payees);
registerAreaCatalog('invitations', 'hi', invitations);
registerAreaCatalog('agents', 'hi', agents);
registerAreaCatalog('wallet', 'hi', wallet);
registerCatalog('hi', hi);
