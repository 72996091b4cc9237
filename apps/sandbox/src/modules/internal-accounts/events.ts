import type { Kernel } from '../../kernel/kernel.js';
import { provideWallets } from '../wallet-auth/index.js';
import { internalAccounts, mustInternalAccount, mustWallet, type InternalAccountRecord } from './repo.js';
import { internalAccountView } from './views.js';

/** INTERNAL_ACCOUNT.BALANCE_UPDATED whenever the ledger changes an account's balance, in the transaction that changed it. */
export function registerBalanceWebhooks(k: Kernel): void {
  k.ledger.observe((book) => {
    if (!book.startsWith('account:')) return;
    const account = internalAccounts(k).get(book.slice('account:'.length));
    if (account) k.emit('INTERNAL_ACCOUNT.BALANCE_UPDATED', internalAccountView(k, account));
  });
}

/**
 * Sets an account's status, as the service does on compliance or fraud signals (reference OpenAPI:
 * InternalAccountStatus): INTERNAL_ACCOUNT.STATUS_UPDATED, and FUNDING_INSTRUCTIONS_UPDATED when the
 * account starts or stops serving funding coordinates.
 */
export function setInternalAccountStatus(k: Kernel, id: string, status: InternalAccountRecord['status']): InternalAccountRecord {
  return k.store.transaction(() => {
    const account = mustInternalAccount(k, id);
    if (account.status === status) return account;
    const saved = internalAccounts(k).update({ ...account, status, updatedAt: k.now() });
    const view = internalAccountView(k, saved);
    k.emit('INTERNAL_ACCOUNT.STATUS_UPDATED', view);
    if (saved.type !== 'EMBEDDED_WALLET' && (account.status === 'ACTIVE') !== (status === 'ACTIVE')) k.emit('INTERNAL_ACCOUNT.FUNDING_INSTRUCTIONS_UPDATED', view);
    return saved;
  });
}

/** Embedded Wallet Auth authenticates for this area's wallets: it reads them through this, importing nothing of internal accounts. */
export function lendWallets(k: Kernel): void {
  provideWallets(k, (id) => mustWallet(k, id));
}
