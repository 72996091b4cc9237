import { Hono } from 'hono';
import type { Kernel } from '../../kernel/kernel.js';
import { invalidInput } from '../../platform/errors.js';
import { readJson, type SandboxEnv } from '../../platform/http.js';
import type { Idempotency } from '../../platform/idempotency.js';
import { failOn, listPage, pageLimit } from '../../platform/paging.js';
import { checkBody } from '../../platform/schema.js';
import { linkProviderAccount, registerStablecoin, type ProviderLinkRequest, type RegisterRequest } from './issuers.js';
import { createBurn, createMint, type BurnRequest, type MintRequest } from './operations.js';
import { mustOperation, mustProviderAccount, mustStablecoin, operations, providerAccounts, stablecoins, type GridOperationsStatus, type IssuanceStatus } from './repo.js';
import { operationView, providerAccountView, stablecoinView } from './views.js';

const oneOf = (errors: { field: string; message: string }[], field: string, value: string | undefined, allowed: readonly string[]) => {
  if (value !== undefined && !allowed.includes(value)) errors.push({ field, message: `expected one of ${allowed.join(', ')}, got ${JSON.stringify(value)}` });
};

/** Stablecoins: provider account links, registered stablecoins, mints and burns (reference OpenAPI: Stablecoins). */
export function stablecoinRoutes(k: Kernel, idempotency: Idempotency): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>();

  /** These operations require an Idempotency-Key (reference OpenAPI: its `required: true`). */
  const keyed = (key: string | undefined): string => {
    if (key === undefined || key.length === 0 || key.length > 255) throw invalidInput([{ field: 'Idempotency-Key', message: 'is required: 1 to 255 characters that make a retry safe' }]);
    return key;
  };

  app.post('/stablecoin-provider-accounts', async (c) => {
    const key = keyed(c.req.header('Idempotency-Key'));
    const body = checkBody('post', '/stablecoin-provider-accounts', await readJson(c)) as ProviderLinkRequest;
    return idempotency.run(key, 'POST /stablecoin-provider-accounts', body, () => Promise.resolve({ status: 201, body: providerAccountView(linkProviderAccount(k, body)) }));
  });

  app.get('/stablecoin-provider-accounts', (c) => {
    const query = c.req.query();
    const errors = [] as { field: string; message: string }[];
    const limit = pageLimit(query.limit, errors);
    oneOf(errors, 'provider', query.provider, ['BRALE']);
    oneOf(errors, 'status', query.status, ['ACTIVE', 'INVALID', 'REVOKED']);
    failOn(errors);
    const where = { provider: query.provider as 'BRALE' | undefined, status: query.status as 'ACTIVE' | undefined };
    return c.json(listPage(() => providerAccounts(k).page(where, { orderBy: 'createdAt', direction: 'desc', limit, cursor: query.cursor }), providerAccountView));
  });

  app.get('/stablecoin-provider-accounts/:stablecoinProviderAccountId', (c) => c.json(providerAccountView(mustProviderAccount(k, c.req.param('stablecoinProviderAccountId')))));

  app.post('/stablecoins', async (c) => {
    const key = keyed(c.req.header('Idempotency-Key'));
    const body = checkBody('post', '/stablecoins', await readJson(c)) as RegisterRequest;
    return idempotency.run(key, 'POST /stablecoins', body, () => Promise.resolve({ status: 201, body: stablecoinView(registerStablecoin(k, body)) }));
  });

  app.get('/stablecoins', (c) => {
    const query = c.req.query();
    const errors = [] as { field: string; message: string }[];
    const limit = pageLimit(query.limit, errors);
    oneOf(errors, 'issuanceStatus', query.issuanceStatus, ['PENDING_REVIEW', 'PROVISIONING', 'PROVISIONED', 'REJECTED', 'FAILED']);
    oneOf(errors, 'gridOperationsStatus', query.gridOperationsStatus, ['NOT_ENABLED', 'PENDING_APPROVAL', 'ENABLING', 'ENABLED', 'DISABLED']);
    oneOf(errors, 'provider', query.provider, ['BRALE']);
    failOn(errors);
    const where = { issuanceStatus: query.issuanceStatus as IssuanceStatus | undefined, gridOperationsStatus: query.gridOperationsStatus as GridOperationsStatus | undefined };
    return c.json(listPage(() => stablecoins(k).page(where, { orderBy: 'createdAt', direction: 'desc', limit, cursor: query.cursor }), stablecoinView));
  });

  app.get('/stablecoins/:stablecoinId', (c) => c.json(stablecoinView(mustStablecoin(k, c.req.param('stablecoinId')))));

  const mintOf = (id: string, request: MintRequest) => () => createMint(k, id, request);
  const burnOf = (id: string, request: BurnRequest) => () => createBurn(k, id, request);
  for (const kind of ['mints', 'burns'] as const) {
    app.post(`/stablecoins/:stablecoinId/${kind}`, async (c) => {
      const key = keyed(c.req.header('Idempotency-Key'));
      const id = c.req.param('stablecoinId');
      const raw = await readJson(c);
      const run = kind === 'mints' ? mintOf(id, checkBody('post', '/stablecoins/{stablecoinId}/mints', raw)) : burnOf(id, checkBody('post', '/stablecoins/{stablecoinId}/burns', raw));
      return idempotency.run(key, `POST /stablecoins/${id}/${kind}`, raw, () => Promise.resolve({ status: 201, body: operationView(run()) }));
    });
  }

  app.get('/stablecoins/:stablecoinId/operations', (c) => {
    const stablecoin = mustStablecoin(k, c.req.param('stablecoinId'));
    const query = c.req.query();
    const errors = [] as { field: string; message: string }[];
    const limit = pageLimit(query.limit, errors);
    oneOf(errors, 'operationType', query.operationType, ['MINT', 'BURN']);
    failOn(errors);
    const where = { stablecoinId: stablecoin.id, operationType: query.operationType as 'MINT' | undefined };
    return c.json(listPage(() => operations(k).page(where, { orderBy: 'createdAt', direction: 'desc', limit, cursor: query.cursor }), operationView));
  });

  app.get('/stablecoin-operations/:stablecoinOperationId', (c) => c.json(operationView(mustOperation(k, c.req.param('stablecoinOperationId')))));

  return app;
}
