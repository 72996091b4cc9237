import { pl } from '@wallet-kit/react/locales/pl';
import { pl as cards } from '../../../react/src/cards/messages/pl.js';
import { pl as onboarding } from '../../../react/src/onboarding/messages/pl.js';
import { pl as payees } from '../../../react/src/payees/messages/pl.js';
import { pl as invitations } from '../../../react/src/invitations/messages/pl.js';
import { pl as agents } from '../../../react/src/agents/messages/pl.js';
import { pl as wallet } from '../../../react/src/wallet/messages/pl.js';
import { registerAreaCatalog, registerCatalog } from '../catalogs.js';

// The widgets' catalog and every area's, in one file per language: a page loads its languages once, whatever areas it uses.
registerAreaCatalog('cards', 'pl', cards);
registerAreaCatalog('onboarding', 'pl', onboarding);
registerAreaCatalog('payees', 'pl', payees);
registerAreaCatalog('invitations', 'pl', invitations);
registerAreaCatalog('agents', 'pl', agents);
registerAreaCatalog('wallet', 'pl', wallet);
registerCatalog('pl', pl);
