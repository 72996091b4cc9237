import { Hono } from 'hono';
import type { Kernel } from '../../kernel/kernel.js';
import { conflict, invalidInput } from '../../platform/errors.js';
import { readJson, type SandboxEnv } from '../../platform/http.js';
import { Fields } from '../../platform/validate.js';
import { customerView, mustCustomer, needsSca } from '../customers/index.js';

/** The code every contact-verification message "carries" in the sandbox (reference OpenAPI: verify-email). */
export const SANDBOX_CONTACT_CODE = '123456';

/** Contact verification: e-mail and phone codes, mandated only where SCA is (409 elsewhere). */
export function contactVerificationRoutes(k: Kernel): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>();
  for (const contact of ['email', 'phone'] as const) {
    app.post(`/customers/:customerId/verify-${contact}`, (c) => {
      const customer = mustCustomer(k, c.req.param('customerId'));
      if (!needsSca(customer)) throw conflict(`Contact verification is not mandated for customers in ${customer.region}.`);
      return c.body(null, 204);
    });
    app.post(`/customers/:customerId/verify-${contact}/confirm`, async (c) => {
      const customer = mustCustomer(k, c.req.param('customerId'));
      const f = Fields.of(await readJson(c));
      const code = f.string('code', { required: true, pattern: /^[0-9]{4,10}$/, patternText: 'the numeric code' });
      f.done();
      if (!needsSca(customer)) throw conflict(`Contact verification is not mandated for customers in ${customer.region}.`);
      if (code !== SANDBOX_CONTACT_CODE) throw invalidInput([{ field: 'code', message: 'the code is wrong or expired' }]);
      return c.json({ ...customerView(customer), contactVerification: { email: 'VERIFIED', phone: 'VERIFIED' } });
    });
  }
  return app;
}
