export { beneficialOwnerRoutes } from './routes.js';
export { beneficialOwnerView } from './views.js';
export { beneficialOwners, beneficialOwnersTable, mustBeneficialOwner, ownersOf, setOwnersState, type BeneficialOwnerRecord } from './repo.js';
