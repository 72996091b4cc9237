import { Hono } from 'hono';
import type { Kernel } from '../../kernel/kernel.js';
import { CURRENCY_CODES, railsOf } from '../../platform/currencies.js';
import { invalidInput } from '../../platform/errors.js';
import { readJson, type SandboxEnv } from '../../platform/http.js';
import { failOn, listPage, pageLimit } from '../../platform/paging.js';
import { Fields } from '../../platform/validate.js';
import { customers } from '../customers/index.js';
import { externalAccounts, type ExternalAccountRecord } from './repo.js';
import { externalAccountView } from './views.js';

/** External accounts: the customers' payees and the platform's own (reference OpenAPI: External Accounts). */
export function externalAccountRoutes(k: Kernel): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>();

  function list(query: Record<string, string>, ofCustomers: boolean): Response {
    const errors = [] as { field: string; message: string }[];
    const limit = pageLimit(query.limit, errors);
    failOn(errors);
    return Response.json(
      listPage(
        () => externalAccounts(k).page({ customerId: ofCustomers ? (query.customerId ?? { ne: null }) : null, currency: query.currency }, { orderBy: 'createdAt', direction: 'asc', limit, cursor: query.cursor }),
        externalAccountView,
      ),
    );
  }

  app.get('/customers/external-accounts', (c) => list(c.req.query(), true));
  app.get('/platform/external-accounts', (c) => list(c.req.query(), false));

  // The sandbox keeps accountInfo as sent, after checking the fields every shape shares.
  app.post('/customers/external-accounts', async (c) => {
    const f = Fields.of(await readJson(c));
    const customerId = f.string('customerId', { required: true });
    const currencyCode = f.enum('currency', CURRENCY_CODES, { required: true });
    f.string('platformAccountId', { max: 200 });
    f.enum('ownershipType', ['FIRST_PARTY', 'THIRD_PARTY'] as const);
    f.boolean('defaultUmaDepositAccount');
    const info = f.object('accountInfo', { required: true });
    const accountType = info?.string('accountType', { required: true, min: 3, max: 40 });
    const paymentRails = info?.array('paymentRails');
    f.done();
    if (!customers(k).has(customerId!)) throw invalidInput([{ field: 'customerId', message: `no customer ${customerId}` }]);
    const rails = paymentRails?.every((rail) => typeof rail === 'string') && paymentRails.length > 0 ? (paymentRails as string[]) : [...railsOf(currencyCode!)];
    const record: ExternalAccountRecord = {
      id: k.id('ExternalAccount'),
      customerId: customerId!,
      currency: currencyCode!,
      status: 'ACTIVE',
      rails,
      accountInfo: { ...info!.value, accountType: accountType!, paymentRails: rails },
      createdAt: k.now(),
    };
    externalAccounts(k).insert(record);
    return c.json(externalAccountView(record), 201);
  });

  return app;
}
