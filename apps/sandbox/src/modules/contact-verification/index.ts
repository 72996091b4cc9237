import type { Area } from '../../platform/area.js';
import { contactVerificationRoutes } from './routes.js';

export { SANDBOX_CONTACT_CODE } from './service.js';

/** The contact-verification area as the sandbox serves it (`areas.ts`). */
export const contactVerificationArea: Area = {
  name: 'contact-verification',
  routes: (k) => contactVerificationRoutes(k),
};
