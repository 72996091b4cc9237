import { de } from '@wallet-kit/react/locales/de';
import { de as cards } from '../../../react/src/cards/messages/de.js';
import { de as onboarding } from '../../../react/src/onboarding/messages/de.js';
import { de as payees } from '../../../react/src/payees/messages/de.js';
import { de as invitations } from '../../../react/src/invitations/messages/de.js';
import { de as agents } from '../../../react/src/agents/messages/de.js';
import { de as wallet } from '../../../react/src/wallet/messages/de.js';
import { registerAreaCatalog, registerCatalog } from '../catalogs.js';

// The widgets' catalog and every area's, in one file per language: a page loads its languages once, whatever areas it uses.
registerAreaCatalog('cards', 'de', cards);
registerAreaCatalog('onboarding', 'de', onboarding);
registerAreaCatalog('payees', 'de', payees);
registerAreaCatalog('invitations', 'de', invitations);
registerAreaCatalog('agents', 'de', agents);
registerAreaCatalog('wallet', 'de', wallet);
registerCatalog('de', de);
