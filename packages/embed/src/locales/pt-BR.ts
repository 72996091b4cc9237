import { ptBR } from '@wallet-kit/react/locales/pt-BR';
import { ptBR as cards } from '../../../react/src/cards/messages/pt-BR.js';
import { ptBR as onboarding } from '../../../react/src/onboarding/messages/pt-BR.js';
import { ptBR as payees } from '../../../react/src/payees/messages/pt-BR.js';
import { ptBR as invitations } from '../../../react/src/invitations/messages/pt-BR.js';
import { ptBR as agents } from '../../../react/src/agents/messages/pt-BR.js';
import { ptBR as wallet } from '../../../react/src/wallet/messages/pt-BR.js';
import { registerAreaCatalog, registerCatalog } from '../catalogs.js';

// The widgets' catalog and every area's, in one file per language: a page loads its languages once, whatever areas it uses.
registerAreaCatalog('cards', 'pt-BR', cards);
registerAreaCatalog('onboarding', 'pt-BR', onboarding);
registerAreaCatalog('payees', 'pt-BR', payees);
registerAreaCatalog('invitations', 'pt-BR', invitations);
registerAreaCatalog('agents', 'pt-BR', agents);
registerAreaCatalog('wallet', 'pt-BR', wallet);
registerCatalog('pt-BR', ptBR);
