export { verificationRoutes, verificationSandboxRoutes } from './routes.js';
export { verificationView } from './views.js';
export { verifications, verificationsTable, type VerificationRecord } from './repo.js';
