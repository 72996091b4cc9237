import { he } from '@wallet-kit/react/locales/he';
import { he as cards } from '../../../react/src/cards/messages/he.js';
import { he as onboarding } from '../../../react/src/onboarding/messages/he.js';
import { he as payees } from '../../../react/src/payees/messages/he.js';
import { he as invitations } from '../../../react/src/invitations/messages/he.js';
import { he as agents } from '../../../react/src/agents/messages/he.js';
import { he as wallet } from '../../../react/src/wallet/messages/he.js';
import { registerAreaCatalog, registerCatalog } from '../catalogs.js';

// The widgets' catalog and every area's, in one file per language: a page loads its languages once, whatever areas it uses.
registerAreaCatalog('cards', 'he', cards);
registerAreaCatalog('onboarding', 'he', onboarding);
registerAreaCatalog('payees', 'he', payees);
registerAreaCatalog('invitations', 'he', invitations);
registerAreaCatalog('agents', 'he', agents);
registerAreaCatalog('wallet', 'he', wallet);
registerCatalog('he', he);
