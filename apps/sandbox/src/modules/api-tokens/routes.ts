import { Hono } from 'hono';
import { bytesToHex } from '@wallet-kit/key-store/encoding';
import type { Kernel } from '../../kernel/kernel.js';
import { invalidInput, type FieldError } from '../../platform/errors.js';
import { readJson, type SandboxEnv } from '../../platform/http.js';
import { dateParam, failOn, listPage, pageLimit } from '../../platform/paging.js';
import { checkBody } from '../../platform/schema.js';
import { apiTokens, hashSecret, mustToken, type Permission } from './repo.js';
import { tokenView } from './views.js';

const range = (after: number | undefined, before: number | undefined) =>
  after === undefined && before === undefined ? undefined : { ...(after === undefined ? {} : { gte: after }), ...(before === undefined ? {} : { lte: before }) };

/** API tokens (reference OpenAPI: API Tokens): each authenticates with HTTP Basic as `clientId:clientSecret`. */
export function apiTokenRoutes(k: Kernel): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>();

  app.post('/tokens', async (c) => {
    const body = checkBody('post', '/tokens', await readJson(c));
    const errors: FieldError[] = [];
    if (body.name.trim() === '' || body.name.length > 255) errors.push({ field: 'name', message: `expected 1 to 255 characters, got ${body.name.length}` });
    if (body.permissions.length === 0) errors.push({ field: 'permissions', message: 'expected at least one of VIEW, TRANSACT, MANAGE' });
    if (errors.length) throw invalidInput(errors);
    // Random, never from the sandbox's seeded ids: these are credentials.
    const clientSecret = bytesToHex(crypto.getRandomValues(new Uint8Array(24)));
    const token = k.store.transaction(() => {
      const now = k.now();
      return apiTokens(k).insert({ id: k.id('Token'), name: body.name, permissions: [...new Set(body.permissions)] as Permission[], clientId: bytesToHex(crypto.getRandomValues(new Uint8Array(16))), secretHash: hashSecret(clientSecret), createdAt: now, updatedAt: now });
    });
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
    const id = c.req.param('tokenId');
    // A token cannot delete itself: the request would cut the branch it sits on.
    if (c.get('apiTokenId') === id) throw invalidInput([{ field: 'tokenId', message: 'is the token this request authenticated with; delete it with another token or the platform credentials' }]);
    k.store.transaction(() => apiTokens(k).delete(mustToken(k, id).id));
    return c.body(null, 204);
  });

  return app;
}
