import { Hono } from 'hono';
import type { Kernel } from '../../kernel/kernel.js';
import { conflict } from '../../platform/errors.js';
import { readJson, type SandboxEnv } from '../../platform/http.js';
import { failOn, listPage, pageLimit } from '../../platform/paging.js';
import { activityPayload, signedAction } from '../../platform/signed.js';
import { Fields } from '../../platform/validate.js';
import { internalAccounts, openInternalAccount } from '../internal-accounts/index.js';
import { activeSessionKeys, credentials, credentialsOf } from '../wallet-auth/index.js';
import { customers, mustCustomer, regionCurrency, type CustomerRecord } from './repo.js';
import { customerView } from './views.js';

const EMAIL = { max: 254, pattern: /^[^@\s]+@[^@\s]+$/, patternText: 'an e-mail address' };
const PHONE = { pattern: /^\+[1-9]\d{1,14}$/, patternText: 'an E.164 phone number' };

function parseCreate(body: unknown) {
  const f = Fields.of(body);
  const customerType = f.enum('customerType', ['INDIVIDUAL', 'BUSINESS'] as const, { required: true });
  const platformCustomerId = f.string('platformCustomerId', { required: true, min: 1, max: 200 });
  const region = f.string('region', { min: 2, max: 8 }) ?? 'US';
  const email = f.string('email', EMAIL);
  const phoneNumber = f.string('phoneNumber', PHONE);
  const fullName = f.string('fullName', { max: 200 });
  const legalName = f.object('businessInfo')?.string('legalName', { max: 200 });
  const umaAddress = f.string('umaAddress', { max: 200, pattern: /^\$[a-zA-Z0-9._-]+@[a-zA-Z0-9.-]+$/, patternText: 'an UMA address like $name@domain' });
  f.done();
  return { customerType: customerType!, platformCustomerId: platformCustomerId!, region, email, phoneNumber, fullName, legalName, umaAddress };
}

/** Creates a customer with the internal accounts the service opens for it: a fiat account and an embedded wallet. */
function createCustomer(k: Kernel, input: ReturnType<typeof parseCreate>): CustomerRecord {
  return k.store.transaction(() => {
    if (customers(k).first({ platformCustomerId: input.platformCustomerId })) throw conflict(`A customer with platformCustomerId ${JSON.stringify(input.platformCustomerId)} exists.`);
    const now = k.now();
    const currency = regionCurrency(input.region);
    const customer = customers(k).insert({
      id: k.id('Customer'),
      platformCustomerId: input.platformCustomerId,
      customerType: input.customerType,
      region: input.region,
      ...(input.fullName === undefined ? {} : { fullName: input.fullName }),
      ...(input.legalName === undefined ? {} : { businessName: input.legalName }),
      ...(input.email === undefined ? {} : { email: input.email }),
      ...(input.phoneNumber === undefined ? {} : { phoneNumber: input.phoneNumber }),
      umaAddress: input.umaAddress ?? `$${input.platformCustomerId.replace(/[^a-zA-Z0-9._-]/g, '')}@${k.platform.umaDomain}`,
      currencies: [currency],
      createdAt: now,
      updatedAt: now,
    });
    for (const type of ['INTERNAL_FIAT', 'EMBEDDED_WALLET'] as const) openInternalAccount(k, { customerId: customer.id, type, currency });
    return customer;
  });
}

/** The EMAIL_OTP credential of one of the customer's wallets: its e-mail changes only with the wallet holder's signature. */
function tiedEmailCredential(k: Kernel, customerId: string) {
  for (const wallet of internalAccounts(k).find({ customerId, type: 'EMBEDDED_WALLET' }, { orderBy: 'createdAt', limit: 100 })) {
    const tied = credentialsOf(k, wallet.id).find((cred) => cred.type === 'EMAIL_OTP');
    if (tied) return tied;
  }
  return undefined;
}

/** Customers: create, list, get, update (reference OpenAPI: Customers). */
export function customerRoutes(k: Kernel): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>();

  app.get('/customers', (c) => {
    const errors = [] as { field: string; message: string }[];
    const limit = pageLimit(c.req.query('limit'), errors);
    failOn(errors);
    const platformCustomerId = c.req.query('platformCustomerId');
    return c.json(listPage(() => customers(k).page({ platformCustomerId }, { orderBy: 'createdAt', direction: 'asc', limit, cursor: c.req.query('cursor') }), customerView));
  });

  app.post('/customers', async (c) => c.json(customerView(createCustomer(k, parseCreate(await readJson(c)))), 201));

  app.get('/customers/:customerId', (c) => c.json(customerView(mustCustomer(k, c.req.param('customerId')))));

  app.patch('/customers/:customerId', async (c) => {
    const id = c.req.param('customerId');
    const customer = mustCustomer(k, id);
    const body = await readJson(c);
    const f = Fields.of(body);
    const email = f.string('email', EMAIL);
    const phoneNumber = f.string('phoneNumber', PHONE);
    const fullName = f.string('fullName', { max: 200 });
    f.done();
    const tied = email !== undefined && email !== customer.email ? tiedEmailCredential(k, id) : undefined;
    if (tied) {
      const result = await signedAction(k, {
        scope: `PATCH /customers/${id}`,
        body,
        headers: c.req.raw.headers,
        keys: () => activeSessionKeys(k, tied.accountId),
        payload: () => activityPayload(k, 'ACTIVITY_TYPE_UPDATE_USER_EMAIL', { userId: tied.accountId, userEmail: email }),
      });
      if (result.leg === 'challenge') return result.response;
    }
    const updated = k.store.transaction(() => {
      if (tied) credentials(k).update({ ...tied, nickname: email!, updatedAt: k.now() });
      const current = mustCustomer(k, id);
      return customers(k).update({ ...current, ...(email === undefined ? {} : { email }), ...(phoneNumber === undefined ? {} : { phoneNumber }), ...(fullName === undefined ? {} : { fullName }), updatedAt: k.now() });
    });
    return c.json(customerView(updated));
  });

  return app;
}
