export { documentRoutes } from './routes.js';
export { documentView } from './views.js';
export { documentFiles, documentFilesTable, documents, documentsOf, documentsTable, mustDocument, type DocumentRecord } from './repo.js';
