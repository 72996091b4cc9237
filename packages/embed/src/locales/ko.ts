import { ko } from '@wallet-kit/react/locales/ko';
import { ko as cards } from '../../../react/src/cards/messages/ko.js';
import { ko as onboarding } from '../../../react/src/onboarding/messages/ko.js';
import { ko as payees } from '../../../react/src/payees/messages/ko.js';
import { ko as invitations } from '../../../react/src/invitations/messages/ko.js';
import { ko as agents } from '../../../react/src/agents/messages/ko.js';
import { ko as wallet } from '../../../react/src/wallet/messages/ko.js';
import { registerAreaCatalog, registerCatalog } from '../catalogs.js';

// The widgets' catalog and every area's, in one file per language: a page loads its languages once, whatever areas it uses.
registerAreaCatalog('cards', 'ko', cards);
registerAreaCatalog('onboarding', 'ko', onboarding);
registerAreaCatalog('payees', 'ko', payees);
registerAreaCatalog('invitations', 'ko', invitations);
registerAreaCatalog('agents', 'ko', agents);
registerAreaCatalog('wallet', 'ko', wallet);
registerCatalog('ko', ko);
