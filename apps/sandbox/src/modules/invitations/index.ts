export { invitationRoutes } from './routes.js';
export { invitationsTable } from './repo.js';
