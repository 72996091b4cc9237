import { ptBR } from '@wallet-kit/react/locales/pt-BR';
import { registerCatalog } from '../catalogs.js';

registerCatalog('pt-BR', ptBR);
