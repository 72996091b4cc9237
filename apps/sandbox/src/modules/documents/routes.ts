import { Hono } from 'hono';
import type { Kernel } from '../../kernel/kernel.js';
import type { FieldError } from '../../platform/errors.js';
import type { SandboxEnv } from '../../platform/http.js';
import { failOn, listPage, pageLimit } from '../../platform/paging.js';
import { documents, mustDocument } from './repo.js';
import { addDocument, deleteDocument, replaceDocument } from './service.js';
import { readUpload } from './upload.js';
import { documentView } from './views.js';

/** Documents: multipart uploads (PDF, JPEG, PNG up to 10 MB) kept in the store, list, get, replace, delete (reference OpenAPI: Documents). */
export function documentRoutes(k: Kernel): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>();

  app.post('/documents', async (c) => c.json(documentView(addDocument(k, await readUpload(c, 'POST /documents'))), 201));

  app.get('/documents', (c) => {
    const errors: FieldError[] = [];
    const limit = pageLimit(c.req.query('limit'), errors);
    failOn(errors);
    return c.json(listPage(() => documents(k).page({ documentHolder: c.req.query('documentHolder') }, { orderBy: 'createdAt', direction: 'asc', limit, cursor: c.req.query('cursor') }), documentView));
  });

  app.get('/documents/:documentId', (c) => c.json(documentView(mustDocument(k, c.req.param('documentId')))));

  app.put('/documents/:documentId', async (c) => {
    mustDocument(k, c.req.param('documentId'));
    return c.json(documentView(replaceDocument(k, c.req.param('documentId'), await readUpload(c, 'PUT /documents/{documentId}'))));
  });

  app.delete('/documents/:documentId', (c) => {
    deleteDocument(k, c.req.param('documentId'));
    return c.body(null, 204);
  });

  return app;
}
