import type { Area } from '../../platform/area.js';
import { documentRoutes } from './routes.js';
import { documentsTable, documentFilesTable } from './repo.js';

export { documentView } from './views.js';
export { documentFiles, documentFilesTable, documents, documentsOf, documentsTable, mustDocument, type DocumentRecord } from './repo.js';

/** The documents area as the sandbox serves it (`areas.ts`). */
export const documentsArea: Area = {
  name: 'documents',
  routes: (k) => documentRoutes(k),
  tables: [documentsTable, documentFilesTable],
};
