import { it } from '@wallet-kit/react/locales/it';
import { it as cards } from '../../../react/src/cards/messages/it.js';
import { it as onboarding } from '../../../react/src/onboarding/messages/it.js';
import { it as payees } from '../../../react/src/payees/messages/it.js';
import { it as invitations } from '../../../react/src/invitations/messages/it.js';
import { it as agents } from '../../../react/src/agents/messages/it.js';
import { it as wallet } from '../../../react/src/wallet/messages/it.js';
import { registerAreaCatalog, registerCatalog } from '../catalogs.js';

// The widgets' catalog and every area's, in one file per language: a page loads its languages once, whatever areas it uses.
registerAreaCatalog('cards', 'it', cards);
registerAreaCatalog('onboarding', 'it', onboarding);
registerAreaCatalog('payees', 'it', payees);
registerAreaCatalog('invitations', 'it', invitations);
registerAreaCatalog('agents', 'it', agents);
registerAreaCatalog('wallet', 'it', wallet);
registerCatalog('it', it);
