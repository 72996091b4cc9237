import type { Kernel } from '../../kernel/kernel.js';
import { notFound } from '../../platform/errors.js';
import { defineTable } from '../../store/table.js';

export interface CustomerRecord {
  id: string;
  platformCustomerId: string;
  customerType: 'INDIVIDUAL' | 'BUSINESS';
  /** Country or region; EU customers need SCA (spec: Strong Customer Authentication). */
  region: string;
  fullName?: string;
  businessName?: string;
  email?: string;
  phoneNumber?: string;
  umaAddress: string;
  currencies: string[];
  createdAt: number;
  updatedAt: number;
}

export const customersTable = defineTable<CustomerRecord>({
  name: 'customers',
  fields: ['platformCustomerId', 'umaAddress', 'createdAt'],
  indexes: [['platformCustomerId'], ['umaAddress'], ['createdAt'], ['platformCustomerId', 'createdAt']],
  required: ['id', 'platformCustomerId', 'customerType', 'region', 'umaAddress', 'currencies', 'createdAt', 'updatedAt'],
});

export const customers = (k: Kernel) => k.store.table(customersTable);

/** A customer by id; a missing one is the document's 404 `USER_NOT_FOUND`. */
export function mustCustomer(k: Kernel, id: string): CustomerRecord {
  const customer = customers(k).get(id);
  if (!customer) throw notFound('Customer', id, 'USER_NOT_FOUND');
  return customer;
}

/** Regions whose payment provider mandates SCA and contact verification (spec: Strong Customer Authentication). */
export const SCA_REGIONS: readonly string[] = ['EU'];

export const needsSca = (customer: CustomerRecord | undefined): boolean => customer !== undefined && SCA_REGIONS.includes(customer.region);

/** The currency a region's accounts are opened in. */
export const regionCurrency = (region: string): string => (SCA_REGIONS.includes(region) ? 'EUR' : 'USD');

/** The platform's own id stands in for a customer id on the platform's own transactions. */
export function platformCustomerIdOf(k: Kernel, customerId: string | undefined): string {
  if (customerId === undefined) return k.platform.id;
  return customers(k).get(customerId)?.platformCustomerId ?? customerId;
}
