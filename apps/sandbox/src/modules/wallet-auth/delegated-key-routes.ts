import { Hono } from 'hono';
import type { Kernel } from '../../kernel/kernel.js';
import { invalidInput } from '../../platform/errors.js';
import { readJson, type SandboxEnv } from '../../platform/http.js';
import { checkBody } from '../../platform/schema.js';
import { createDelegatedKey, listDelegatedKeys, revokeDelegatedKey } from './delegated-key-service.js';
import { mustDelegatedKey } from './delegated-keys.js';
import { delegatedKeyView } from './views.js';

/** Delegated signing keys for a card's embedded-wallet funding account (reference OpenAPI: Embedded Wallet Auth). */
export function delegatedKeyRoutes(k: Kernel): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>();

  app.post('/auth/delegated-keys', async (c) => {
    const body = await readJson(c);
    const created = await createDelegatedKey(k, checkBody('post', '/auth/delegated-keys', body), body, c.req.raw.headers);
    return created.leg === 'challenge' ? created.response : c.json(delegatedKeyView(created.value), 201);
  });

  app.get('/auth/delegated-keys', (c) => {
    const filter = { accountId: c.req.query('accountId'), fundingSourceId: c.req.query('fundingSourceId') };
    if (filter.accountId === undefined && filter.fundingSourceId === undefined) throw invalidInput([{ field: 'accountId', message: 'expected accountId, fundingSourceId or both' }]);
    return c.json({ data: listDelegatedKeys(k, filter).map(delegatedKeyView) });
  });

  app.get('/auth/delegated-keys/:id', (c) => c.json(delegatedKeyView(mustDelegatedKey(k, c.req.param('id')))));

  app.delete('/auth/delegated-keys/:id', (c) => {
    revokeDelegatedKey(k, c.req.param('id'));
    return c.body(null, 204);
  });

  return app;
}
