import { Hono } from 'hono';
import type { Kernel } from '../../kernel/kernel.js';
import { invalidInput, type FieldError } from '../../platform/errors.js';
import { readJson, type SandboxEnv } from '../../platform/http.js';
import { failOn, listPage, pageLimit } from '../../platform/paging.js';
import { checkBody } from '../../platform/schema.js';
import { mustActiveCustomer } from '../customers/index.js';
import { beneficialOwners, mustBeneficialOwner } from './repo.js';
import { beneficialOwnerView } from './views.js';

type Json = Record<string, unknown>;
const COUNTRY = /^[A-Z]{2}$/;

/** The rules of BeneficialOwnerPersonalInfo the schema leaves to prose: country codes and a birth date in the past. */
function checkPersonalInfo(k: Kernel, info: Json | undefined): void {
  if (!info) return;
  const errors: FieldError[] = [];
  for (const [path, value] of [['nationality', info.nationality], ['countryOfIssuance', info.countryOfIssuance], ['address.country', (info.address as Json | undefined)?.country]] as const) {
    if (value !== undefined && !(typeof value === 'string' && COUNTRY.test(value))) errors.push({ field: `personalInfo.${path}`, message: `expected an ISO 3166-1 alpha-2 country code, got ${JSON.stringify(value)}` });
  }
  if (typeof info.birthDate === 'string' && Date.parse(info.birthDate) > k.now()) errors.push({ field: 'personalInfo.birthDate', message: `expected a date in the past, got ${info.birthDate}` });
  if (errors.length) throw invalidInput(errors);
}

/** Beneficial owners of business customers (reference OpenAPI: KYC/KYB Verifications). */
export function beneficialOwnerRoutes(k: Kernel): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>();

  app.post('/beneficial-owners', async (c) => {
    const body = checkBody('post', '/beneficial-owners', await readJson(c));
    checkPersonalInfo(k, body.personalInfo as Json);
    const owner = k.store.transaction(() => {
      const customer = mustActiveCustomer(k, body.customerId);
      if (customer.customerType !== 'BUSINESS') throw invalidInput([{ field: 'customerId', message: 'expected a BUSINESS customer; individuals have no beneficial owners' }]);
      const now = k.now();
      // "The beneficial owner will go through KYC verification automatically": with the business's verification.
      return beneficialOwners(k).insert({ id: k.id('BeneficialOwner'), customerId: customer.id, roles: [...new Set(body.roles)], ownershipPercentage: body.ownershipPercentage, personalInfo: body.personalInfo as Json, kycStatus: 'PENDING', createdAt: now, updatedAt: now });
    });
    return c.json(beneficialOwnerView(owner), 201);
  });

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
    const body = checkBody('patch', '/beneficial-owners/{beneficialOwnerId}', await readJson(c));
    checkPersonalInfo(k, body.personalInfo as Json | undefined);
    const updated = k.store.transaction(() => {
      const owner = mustBeneficialOwner(k, c.req.param('beneficialOwnerId'));
      return beneficialOwners(k).update({
        ...owner,
        ...(body.roles === undefined ? {} : { roles: [...new Set(body.roles)] }),
        ...(body.ownershipPercentage === undefined ? {} : { ownershipPercentage: body.ownershipPercentage }),
        personalInfo: { ...owner.personalInfo, ...(body.personalInfo as Json | undefined) },
        updatedAt: k.now(),
      });
    });
    return c.json(beneficialOwnerView(updated));
  });

  return app;
}
