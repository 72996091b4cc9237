export { customerRoutes } from './routes.js';
export { customerView } from './views.js';
export { SCA_REGIONS, customers, customersTable, mustCustomer, needsSca, platformCustomerIdOf, regionCurrency, type CustomerRecord } from './repo.js';
