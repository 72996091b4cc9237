import { Hono } from 'hono';
import type { Kernel } from '../../kernel/kernel.js';
import type { FieldError } from '../../platform/errors.js';
import { readJson, type SandboxEnv } from '../../platform/http.js';
import { dateParam, failOn, listPage, pageLimit } from '../../platform/paging.js';
import { apiTokens, mustToken } from './repo.js';
import { createToken, deleteToken, readTokenCreate } from './service.js';
import { tokenView } from './views.js';

const range = (after: number | undefined, before: number | undefined) =>
  after === undefined && before === undefined ? undefined : { ...(after === undefined ? {} : { gte: after }), ...(before === undefined ? {} : { lte: before }) };

/** API tokens (reference OpenAPI: API Tokens): each authenticates with HTTP Basic as `clientId:clientSecret`. */
export function apiTokenRoutes(k: Kernel): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>();

  app.post('/tokens', async (c) => {
    const { token, clientSecret } = createToken(k, readTokenCreate(await readJson(c)), c.get('apiTokenId'));
    return c.json(tokenView(token, clientSecret), 201);
  });

  app.get('/tokens', (c) => {
    const errors: FieldError[] = [];
    const limit = pageLimit(c.req.query('limit'), errors);
    const createdAt = range(dateParam('createdAfter', c.req.query('createdAfter'), errors), dateParam('createdBefore', c.req.query('createdBefore'), errors));
    const updatedAt = range(dateParam('updatedAfter', c.req.query('updatedAfter'), errors), dateParam('updatedBefore', c.req.query('updatedBefore'), errors));
    failOn(errors);
    return c.json(listPage(() => apiTokens(k).page({ name: c.req.query('name'), createdAt, updatedAt }, { orderBy: 'createdAt', direction: 'asc', limit, cursor: c.req.query('cursor') }), (token) => tokenView(token)));
  });

  app.get('/tokens/:tokenId', (c) => c.json(tokenView(mustToken(k, c.req.param('tokenId')))));

  app.delete('/tokens/:tokenId', (c) => {
    deleteToken(k, c.req.param('tokenId'), c.get('apiTokenId'));
    return c.body(null, 204);
  });

  return app;
}
