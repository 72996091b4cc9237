import { Hono } from 'hono';
import type { Kernel } from '../../kernel/kernel.js';
import { conflict, invalidInput } from '../../platform/errors.js';
import { readJson, type SandboxEnv } from '../../platform/http.js';
import { mustCustomer, needsSca, type CustomerRecord } from '../customers/index.js';
import { readEnrollment, readFactorConfirmation } from './enrollment-requests.js';
import { confirmEnrollment, deleteFactor, listFactors, startEnrollment } from './enrollment.js';
import { scaLoginRoutes } from './login-routes.js';

/** SCA factor enrollment (reference: SCA, Enrollment per customer); 409 outside SCA regions. */
export function scaRoutes(k: Kernel): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>();
  // Literal paths first: /sca/factors/reset before /sca/factors/{credentialId}.
  app.route('/', scaLoginRoutes(k));

  function scaCustomer(customerId: string | undefined): CustomerRecord {
    if (customerId === undefined) throw invalidInput([{ field: 'customerId', message: 'is required' }]);
    const customer = mustCustomer(k, customerId);
    if (!needsSca(customer)) throw conflict(`SCA is not required for customers in ${customer.region}.`);
    return customer;
  }

  app.get('/sca/factors', (c) => c.json({ factors: listFactors(k, scaCustomer(c.req.query('customerId'))) }));

  app.post('/sca/factors', async (c) => {
    const customer = scaCustomer(c.req.query('customerId'));
    return c.json(startEnrollment(k, customer, readEnrollment(await readJson(c))));
  });

  app.post('/sca/factors/confirm', async (c) => {
    const customer = scaCustomer(c.req.query('customerId'));
    return c.json(await confirmEnrollment(k, customer.id, readFactorConfirmation(await readJson(c))));
  });

  app.delete('/sca/factors/:credentialId', (c) => {
    deleteFactor(k, scaCustomer(c.req.query('customerId')).id, c.req.param('credentialId'));
    return c.body(null, 204);
  });

  return app;
}
