import type { Schema } from '@wallet-kit/contract';
import { iso } from '../../kernel/clock.js';
import type { CustomerRecord } from './repo.js';

/** A customer as the service shows it (reference OpenAPI: Customer). */
export function customerView(c: CustomerRecord): Schema<'Customer'> {
  return {
    id: c.id,
    platformCustomerId: c.platformCustomerId,
    customerType: c.customerType,
    region: c.region,
    currencies: c.currencies,
    ...(c.email === undefined ? {} : { email: c.email }),
    ...(c.phoneNumber === undefined ? {} : { phoneNumber: c.phoneNumber }),
    umaAddress: c.umaAddress,
    ...(c.customerType === 'INDIVIDUAL' ? { fullName: c.fullName, kycStatus: 'APPROVED' } : { businessInfo: { legalName: c.businessName }, kybStatus: 'APPROVED' }),
    createdAt: iso(c.createdAt),
    updatedAt: iso(c.updatedAt),
    isDeleted: false,
  };
}
