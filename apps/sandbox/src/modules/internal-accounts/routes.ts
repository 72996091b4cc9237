import { Hono } from 'hono';
import type { Kernel } from '../../kernel/kernel.js';
import { readJson, type SandboxEnv } from '../../platform/http.js';
import { failOn, listPage, pageLimit } from '../../platform/paging.js';
import { INTERNAL_ACCOUNT_TYPES, internalAccounts, mustInternalAccount, mustWallet, type InternalAccountRecord } from './repo.js';
import { internalAccountView } from './views.js';
import { exportWallet, readExportKey, readWalletUpdate, updateWallet } from './wallet.js';

/** Internal accounts: the customers' and the platform's lists, wallet settings, wallet export (reference OpenAPI: Internal Accounts). */
export function internalAccountRoutes(k: Kernel): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>();

  function list(query: Record<string, string>, ofCustomers: boolean): Response {
    const errors = [] as { field: string; message: string }[];
    const limit = pageLimit(query.limit, errors);
    if (query.type !== undefined && !(INTERNAL_ACCOUNT_TYPES as readonly string[]).includes(query.type)) errors.push({ field: 'type', message: `expected one of ${INTERNAL_ACCOUNT_TYPES.join(', ')}` });
    failOn(errors);
    const page = listPage(
      () =>
        internalAccounts(k).page(
          { customerId: ofCustomers ? (query.customerId ?? { ne: null }) : null, type: query.type as InternalAccountRecord['type'] | undefined, currency: query.currency },
          { orderBy: 'createdAt', direction: 'asc', limit, cursor: query.cursor },
        ),
      (account) => internalAccountView(k, account),
    );
    return Response.json(ofCustomers ? page : { data: page.data });
  }

  app.get('/customers/internal-accounts', (c) => list(c.req.query(), true));
  app.get('/platform/internal-accounts', (c) => list(c.req.query(), false));

  app.patch('/internal-accounts/:id', async (c) => {
    const account = mustInternalAccount(k, c.req.param('id'));
    const body = await readJson(c);
    const updated = await updateWallet(k, account, readWalletUpdate(body), body, c.req.raw.headers);
    return updated.leg === 'challenge' ? updated.response : c.json(internalAccountView(k, updated.value));
  });

  app.post('/internal-accounts/:id/export', async (c) => {
    const wallet = mustWallet(k, c.req.param('id'));
    const body = await readJson(c);
    const exported = await exportWallet(k, wallet, readExportKey(body), body, c.req.raw.headers);
    return exported.leg === 'challenge' ? exported.response : c.json(exported.value);
  });

  return app;
}
