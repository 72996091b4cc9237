import type { Area } from '../../platform/area.js';
import { customerRoutes } from './routes.js';
import { customersTable } from './repo.js';
import { importJobsTable, registerImportJobs } from './bulk.js';
import { lendContacts } from './contacts.js';

export { customerView } from './views.js';
export { assertReadyToTransact, END_USER_TERMS, onboardingOf, setVerificationState } from './onboarding.js';
export { regionCurrency, SCA_REGIONS } from './regions.js';
export {
  customers,
  customersTable,
  mustActiveCustomer,
  mustCustomer,
  needsSca,
  platformCustomerIdOf,
  verificationStateOf,
  type ContactState,
  type CustomerRecord,
  type TermsConsent,
  type VerificationState,
} from './repo.js';

/** The customers area as the sandbox serves it (`areas.ts`). */
export const customersArea: Area = {
  name: 'customers',
  routes: (k) => customerRoutes(k),
  tables: [customersTable, importJobsTable],
  jobs: (k) => registerImportJobs(k),
  hooks: (k) => lendContacts(k),
};
