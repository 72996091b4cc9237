import type { Area } from '../../platform/area.js';
import { vaspRoutes } from './routes.js';

/** The vasps area as the sandbox serves it (`areas.ts`). */
export const vaspsArea: Area = {
  name: 'vasps',
  routes: () => vaspRoutes(),
};
