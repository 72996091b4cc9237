import { Hono } from 'hono';
import type { Kernel } from '../../kernel/kernel.js';
import { conflict, invalidInput } from '../../platform/errors.js';
import { readJson, type SandboxEnv } from '../../platform/http.js';
import { checkBody } from '../../platform/schema.js';
import { assertionOf } from '../../platform/webauthn.js';
import { mustCustomer, needsSca, type CustomerRecord } from '../customers/index.js';
import { completeLogin, recordSecurityEvent, startLogin } from './login.js';
import { completeReset, resetStatus, startReset } from './reset.js';

/** SCA logins, security events and 2FA resets (reference OpenAPI: Strong Customer Authentication); 409 outside SCA regions. */
export function scaLoginRoutes(k: Kernel): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>();

  function scaCustomer(customerId: string | undefined): CustomerRecord {
    if (customerId === undefined) throw invalidInput([{ field: 'customerId', message: 'is required' }]);
    const customer = mustCustomer(k, customerId);
    if (!needsSca(customer)) throw conflict('SCA is not required for this customer.');
    return customer;
  }

  app.post('/sca/login/start', async (c) => {
    const customer = scaCustomer(c.req.query('customerId'));
    const { factor } = checkBody('post', '/sca/login/start', await readJson(c));
    return c.json(startLogin(k, customer.id, factor));
  });

  app.post('/sca/login/complete', async (c) => {
    const customer = scaCustomer(c.req.query('customerId'));
    const body = checkBody('post', '/sca/login/complete', await readJson(c)) as { factor: 'SMS_OTP' | 'TOTP' | 'PASSKEY'; challengeId?: string | null; code?: string | null; passkeyAssertion?: Record<string, unknown> | null; origin?: string | null };
    const assertion = assertionOf(body.passkeyAssertion);
    return c.json(await completeLogin(k, customer.id, { factor: body.factor, challengeId: body.challengeId, code: body.code, origin: body.origin, ...(assertion ? { assertion } : {}) }));
  });

  app.post('/sca/record-event', async (c) => {
    const customer = scaCustomer(c.req.query('customerId'));
    const { eventType } = checkBody('post', '/sca/record-event', await readJson(c));
    return c.json(recordSecurityEvent(k, customer.id, eventType));
  });

  app.post('/sca/factors/reset', async (c) => {
    const customer = scaCustomer(c.req.query('customerId'));
    const { factor } = checkBody('post', '/sca/factors/reset', await readJson(c));
    return c.json(startReset(k, customer.id, factor), 201);
  });

  app.get('/sca/factors/reset/:resetId', (c) => c.json(resetStatus(k, scaCustomer(c.req.query('customerId')).id, c.req.param('resetId'))));

  app.post('/sca/factors/reset/:resetId/complete', async (c) => {
    const customer = scaCustomer(c.req.query('customerId'));
    const raw = await readJson(c);
    const body = raw === undefined ? {} : checkBody('post', '/sca/factors/reset/{resetId}/complete', raw);
    completeReset(k, customer.id, c.req.param('resetId'), body.mobile);
    return c.body(null, 204);
  });

  return app;
}
