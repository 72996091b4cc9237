import { nl } from '@wallet-kit/react/locales/nl';
import { nl as cards } from '../../../react/src/cards/messages/nl.js';
import { nl as onboarding } from '../../../react/src/onboarding/messages/nl.js';
import { nl as payees } from '../../../react/src/payees/messages/nl.js';
import { nl as invitations } from '../../../react/src/invitations/messages/nl.js';
import { nl as agents } from '../../../react/src/agents/messages/nl.js';
import { nl as wallet } from '../../../react/src/wallet/messages/nl.js';
import { registerAreaCatalog, registerCatalog } from '../catalogs.js';

// The widgets' catalog and every area's, in one file per language: a page loads its languages once, whatever areas it uses.
registerAreaCatalog('cards', 'nl', cards);
registerAreaCatalog('onboarding', 'nl', onboarding);
registerAreaCatalog('payees', 'nl', payees);
registerAreaCatalog('invitations', 'nl', invitations);
registerAreaCatalog('agents', 'nl', agents);
registerAreaCatalog('wallet', 'nl', wallet);
registerCatalog('nl', nl);
