import type { Area } from '../../platform/area.js';
import { invitationRoutes } from './routes.js';
import { invitationsTable } from './repo.js';

export { invitationsTable } from './repo.js';

/** The invitations area as the sandbox serves it (`areas.ts`). */
export const invitationsArea: Area = {
  name: 'invitations',
  routes: (k) => invitationRoutes(k),
  tables: [invitationsTable],
};
