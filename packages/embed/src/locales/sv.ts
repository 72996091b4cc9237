import { sv } from '@wallet-kit/react/locales/sv';
import { sv as cards } from '../../../react/src/cards/messages/sv.js';
import { sv as onboarding } from '../../../react/src/onboarding/messages/sv.js';
import { sv as payees } from '../../../react/src/payees/messages/sv.js';
import { sv as invitations } from '../../../react/src/invitations/messages/sv.js';
import { sv as agents } from '../../../react/src/agents/messages/sv.js';
import { sv as wallet } from '../../../react/src/wallet/messages/sv.js';
import { registerAreaCatalog, registerCatalog } from '../catalogs.js';

// The widgets' catalog and every area's, in one file per language: a page loads its languages once, whatever areas it uses.
registerAreaCatalog('cards', 'sv', cards);
registerAreaCatalog('onboarding', 'sv', onboarding);
registerAreaCatalog('payees', 'sv', payees);
registerAreaCatalog('invitations', 'sv', invitations);
registerAreaCatalog('agents', 'sv', agents);
registerAreaCatalog('wallet', 'sv', wallet);
registerCatalog('sv', sv);
