import { fr } from '@wallet-kit/react/locales/fr';
import { fr as cards } from '../../../react/src/cards/messages/fr.js';
import { fr as onboarding } from '../../../react/src/onboarding/messages/fr.js';
import { fr as payees } from '../../../react/src/payees/messages/fr.js';
import { fr as invitations } from '../../../react/src/invitations/messages/fr.js';
import { fr as agents } from '../../../react/src/agents/messages/fr.js';
import { fr as wallet } from '../../../react/src/wallet/messages/fr.js';
import { registerAreaCatalog, registerCatalog } from '../catalogs.js';

// The widgets' catalog and every area's, in one file per language: a page loads its languages once, whatever areas it uses.
registerAreaCatalog('cards', 'fr', cards);
registerAreaCatalog('onboarding', 'fr', onboarding);
registerAreaCatalog('payees', 'fr', payees);
registerAreaCatalog('invitations', 'fr', invitations);
registerAreaCatalog('agents', 'fr', agents);
registerAreaCatalog('wallet', 'fr', wallet);
registerCatalog('fr', fr);
