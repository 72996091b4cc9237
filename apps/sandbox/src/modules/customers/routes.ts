import { Hono } from 'hono';
import type { Kernel } from '../../kernel/kernel.js';
import { ServiceError } from '../../platform/errors.js';
import { readJson, type SandboxEnv } from '../../platform/http.js';
import { checkBody } from '../../platform/schema.js';
import { internalAccounts, internalAccountView } from '../internal-accounts/index.js';
import { bulkImportRoutes } from './bulk.js';
import { createCustomer, type CustomerInput } from './create.js';
import { checkCustomerRules, type Body } from './input.js';
import { listCustomers } from './list.js';
import { END_USER_TERMS } from './onboarding.js';
import { customers, mustCustomer } from './repo.js';
import { updateCustomer } from './update.js';
import { customerView } from './views.js';

/**
 * Deletes a customer (in one transaction): marked deleted, their accounts CLOSED with
 * `INTERNAL_ACCOUNT.STATUS_UPDATED` each; a second delete is 410 CUSTOMER_DELETED.
 */
function deleteCustomer(k: Kernel, id: string) {
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

/** Customers: create, list, get, update, delete, the End User Terms, bulk CSV import (reference OpenAPI: Customers). */
export function customerRoutes(k: Kernel): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>();

  app.get('/customers', (c) => c.json(listCustomers(k, (name) => c.req.query(name))));

  app.post('/customers', async (c) => {
    const body = checkBody('post', '/customers', await readJson(c)) as CustomerInput;
    checkCustomerRules(k, body);
    return c.json(customerView(k.store.transaction(() => createCustomer(k, body))), 201);
  });

  app.get('/customers/end-user-terms', (c) => c.json(END_USER_TERMS));
  app.route('/', bulkImportRoutes(k));

  app.get('/customers/:customerId', (c) => c.json(customerView(mustCustomer(k, c.req.param('customerId')))));

  app.patch('/customers/:customerId', async (c) => {
    const body = checkBody('patch', '/customers/{customerId}', await readJson(c)) as Body;
    const result = await updateCustomer(k, c.req.param('customerId'), body, c.req.raw.headers);
    return result instanceof Response ? result : c.json(customerView(result));
  });

  app.delete('/customers/:customerId', (c) => c.json(customerView(deleteCustomer(k, c.req.param('customerId')))));

  return app;
}
