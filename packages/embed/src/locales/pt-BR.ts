import { ptBR } from '@wallet-kit/react/locales/pt-BR';
import { ptBR as cards } from '../../../react/src/cards/messages/pt-BR.js';
import { ptBR as onboarding } from '../../../react/src/onboarding/messages/pt-BR.js';
import { registerAreaCatalog, registerCatalog } from '../catalogs.js';

registerAreaCatalog('cards', 'pt-BR', cards);
registerAreaCatalog('onboarding', 'pt-BR', onboarding);
registerCatalog('pt-BR', ptBR);
