export { customerRoutes } from './routes.js';
export { lendContacts } from './contacts.js';
export { customerView } from './views.js';
export { importJobsTable } from './bulk.js';
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
