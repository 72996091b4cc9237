export { SANDBOX_CONTACT_CODE, contactVerificationRoutes } from './routes.js';
