import { Hono } from 'hono';
import type { Kernel } from '../../kernel/kernel.js';
import { readJson, type SandboxEnv } from '../../platform/http.js';
import { checkBody } from '../../platform/schema.js';
import { bulkImportRoutes } from './bulk-routes.js';
import { addCustomer, type CustomerInput } from './create.js';
import { deleteCustomer } from './delete.js';
import { checkCustomerRules, type Body } from './input.js';
import { listCustomers } from './list.js';
import { END_USER_TERMS } from './onboarding.js';
import { mustCustomer } from './repo.js';
import { updateCustomer } from './update.js';
import { customerView } from './views.js';

/** Customers: create, list, get, update, delete, the End User Terms, bulk CSV import (reference OpenAPI: Customers). */
export function customerRoutes(k: Kernel): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>();

  app.get('/customers', (c) => c.json(listCustomers(k, (name) => c.req.query(name))));

  app.post('/customers', async (c) => {
    const body = checkBody('post', '/customers', await readJson(c)) as CustomerInput;
    checkCustomerRules(k, body);
    return c.json(customerView(addCustomer(k, body)), 201);
  });

  app.get('/customers/end-user-terms', (c) => c.json(END_USER_TERMS));
  app.route('/', bulkImportRoutes(k));

  app.get('/customers/:customerId', (c) => c.json(customerView(mustCustomer(k, c.req.param('customerId')))));

  app.patch('/customers/:customerId', async (c) => {
    const body = checkBody('patch', '/customers/{customerId}', await readJson(c)) as Body;
    const updated = await updateCustomer(k, c.req.param('customerId'), body, c.req.raw.headers);
    return updated.leg === 'challenge' ? updated.response : c.json(customerView(updated.value));
  });

  app.delete('/customers/:customerId', (c) => c.json(customerView(deleteCustomer(k, c.req.param('customerId')))));

  return app;
}
