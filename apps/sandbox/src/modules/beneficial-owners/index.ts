import type { Area } from '../../platform/area.js';
import { beneficialOwnerRoutes } from './routes.js';
import { beneficialOwnersTable } from './repo.js';

export { beneficialOwnerView } from './views.js';
export { beneficialOwners, beneficialOwnersTable, mustBeneficialOwner, ownersOf, setOwnersState, type BeneficialOwnerRecord } from './repo.js';

/** The beneficial-owners area as the sandbox serves it (`areas.ts`). */
export const beneficialOwnersArea: Area = {
  name: 'beneficial-owners',
  routes: (k) => beneficialOwnerRoutes(k),
  tables: [beneficialOwnersTable],
};
