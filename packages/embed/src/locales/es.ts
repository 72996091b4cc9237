import { es } from '@wallet-kit/react/locales/es';
import { es as cards } from '../../../react/src/cards/messages/es.js';
import { es as onboarding } from '../../../react/src/onboarding/messages/es.js';
import { es as payees } from '../../../react/src/payees/messages/es.js';
import { es as invitations } from '../../../react/src/invitations/messages/es.js';
import { es as agents } from '../../../react/src/agents/messages/es.js';
import { es as wallet } from '../../../react/src/wallet/messages/es.js';
import { registerAreaCatalog, registerCatalog } from '../catalogs.js';

// The widgets' catalog and every area's, in one file per language: a page loads its languages once, whatever areas it uses.
registerAreaCatalog('cards', 'es', cards);
registerAreaCatalog('onboarding', 'es', onboarding);
registerAreaCatalog('payees', 'es', payees);
registerAreaCatalog('invitations', 'es', invitations);
registerAreaCatalog('agents', 'es', agents);
registerAreaCatalog('wallet', 'es', wallet);
registerCatalog('es', es);
