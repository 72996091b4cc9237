export { contactVerificationRoutes } from './routes.js';
export { SANDBOX_CONTACT_CODE } from './service.js';
