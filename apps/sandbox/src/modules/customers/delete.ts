import type { Kernel } from '../../kernel/kernel.js';
import { ServiceError } from '../../platform/errors.js';
import { internalAccounts, internalAccountView } from '../internal-accounts/index.js';
import { customers, mustCustomer, type CustomerRecord } from './repo.js';

/**
 * Deletes a customer (in one transaction): marked deleted, their accounts CLOSED with
 * `INTERNAL_ACCOUNT.STATUS_UPDATED` each; a second delete is 410 CUSTOMER_DELETED.
 */
export function deleteCustomer(k: Kernel, id: string): CustomerRecord {
  return k.store.transaction(() => {
    const customer = mustCustomer(k, id);
    if (customer.isDeleted === true) throw new ServiceError(410, 'CUSTOMER_DELETED', `Customer ${id} was deleted already.`);
    const now = k.now();
    for (const account of internalAccounts(k).find({ customerId: id }, { orderBy: 'createdAt', limit: 100 })) {
      if (account.status === 'CLOSED') continue;
      k.emit('INTERNAL_ACCOUNT.STATUS_UPDATED', internalAccountView(k, internalAccounts(k).update({ ...account, status: 'CLOSED', updatedAt: now })));
    }
    return customers(k).update({ ...customer, isDeleted: true, updatedAt: now });
  });
}
