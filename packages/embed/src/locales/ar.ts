import { ar } from '@wallet-kit/react/locales/ar';
import { ar as cards } from '../../../react/src/cards/messages/ar.js';
import { ar as onboarding } from '../../../react/src/onboarding/messages/ar.js';
import { ar as payees } from '../../../react/src/payees/messages/ar.js';
import { ar as invitations } from '../../../react/src/invitations/messages/ar.js';
import { ar as agents } from '../../../react/src/agents/messages/ar.js';
import { ar as wallet } from '../../../react/src/wallet/messages/ar.js';
import { registerAreaCatalog, registerCatalog } from '../catalogs.js';

// The widgets' catalog and every area's, in one file per language: a page loads its languages once, whatever areas it uses.
registerAreaCatalog('cards', 'ar', cards);
registerAreaCatalog('onboarding', 'ar', onboarding);
registerAreaCatalog('payees', 'ar', payees);
registerAreaCatalog('invitations', 'ar', invitations);
registerAreaCatalog('agents', 'ar', agents);
registerAreaCatalog('wallet', 'ar', wallet);
registerCatalog('ar', ar);
