import { Hono } from 'hono';
import type { Kernel } from '../../kernel/kernel.js';
import type { FieldError } from '../../platform/errors.js';
import { readJson, type SandboxEnv } from '../../platform/http.js';
import { failOn, listPage, pageLimit } from '../../platform/paging.js';
import { beneficialOwners, mustBeneficialOwner } from './repo.js';
import { addOwner, readOwnerCreate, readOwnerUpdate, updateOwner } from './service.js';
import { beneficialOwnerView } from './views.js';

/** Beneficial owners of business customers (reference OpenAPI: KYC/KYB Verifications). */
export function beneficialOwnerRoutes(k: Kernel): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>();

  app.post('/beneficial-owners', async (c) => c.json(beneficialOwnerView(addOwner(k, readOwnerCreate(k, await readJson(c)))), 201));

  app.get('/beneficial-owners', (c) => {
    const errors: FieldError[] = [];
    const limit = pageLimit(c.req.query('limit'), errors);
    const customerId = c.req.query('customerId');
    if (!customerId) errors.push({ field: 'customerId', message: 'is required: the business customer whose owners to list' });
    failOn(errors);
    return c.json(listPage(() => beneficialOwners(k).page({ customerId }, { orderBy: 'createdAt', direction: 'asc', limit, cursor: c.req.query('cursor') }), beneficialOwnerView));
  });

  app.get('/beneficial-owners/:beneficialOwnerId', (c) => c.json(beneficialOwnerView(mustBeneficialOwner(k, c.req.param('beneficialOwnerId')))));

  app.patch('/beneficial-owners/:beneficialOwnerId', async (c) => {
    const update = readOwnerUpdate(k, await readJson(c));
    return c.json(beneficialOwnerView(updateOwner(k, c.req.param('beneficialOwnerId'), update)));
  });

  return app;
}
