import type { Area } from './platform/area.js';
import { agentOperationsArea } from './modules/agent-operations/index.js';
import { agentsArea } from './modules/agents/index.js';
import { apiTokensArea } from './modules/api-tokens/index.js';
import { beneficialOwnersArea } from './modules/beneficial-owners/index.js';
import { cardsArea } from './modules/cards/index.js';
import { configArea } from './modules/config/index.js';
import { contactVerificationArea } from './modules/contact-verification/index.js';
import { cryptoWithdrawalsArea } from './modules/crypto-withdrawals/index.js';
import { customersArea } from './modules/customers/index.js';
import { discoveriesArea } from './modules/discoveries/index.js';
import { documentsArea } from './modules/documents/index.js';
import { exchangeRatesArea } from './modules/exchange-rates/index.js';
import { externalAccountsArea } from './modules/external-accounts/index.js';
import { internalAccountsArea } from './modules/internal-accounts/index.js';
import { invitationsArea } from './modules/invitations/index.js';
import { quotesArea } from './modules/quotes/index.js';
import { receiversArea } from './modules/receivers/index.js';
import { sandboxArea } from './modules/sandbox/index.js';
import { scaArea } from './modules/sca/index.js';
import { stablecoinsArea } from './modules/stablecoins/index.js';
import { transactionsArea } from './modules/transactions/index.js';
import { transfersArea } from './modules/transfers/index.js';
import { umaProvidersArea } from './modules/uma-providers/index.js';
import { vaspsArea } from './modules/vasps/index.js';
import { verificationsArea } from './modules/verifications/index.js';
import { walletAuthArea } from './modules/wallet-auth/index.js';

/**
 * Every area of the sandbox, one folder of `modules/` each (the public document's areas, plus the
 * sandbox's own controls). The app mounts their routes, the schema holds their tables and the start
 * registers their jobs and hooks from this list alone: a new area is its folder and a line here (the
 * checklist is in the README). The order is the order hooks run in when several areas hook into one point.
 */
export const AREAS: readonly Area[] = [
  agentOperationsArea,
  agentsArea,
  apiTokensArea,
  beneficialOwnersArea,
  cardsArea,
  configArea,
  contactVerificationArea,
  cryptoWithdrawalsArea,
  customersArea,
  discoveriesArea,
  documentsArea,
  exchangeRatesArea,
  externalAccountsArea,
  internalAccountsArea,
  invitationsArea,
  quotesArea,
  receiversArea,
  sandboxArea,
  scaArea,
  stablecoinsArea,
  transactionsArea,
  transfersArea,
  umaProvidersArea,
  vaspsArea,
  verificationsArea,
  walletAuthArea,
];
