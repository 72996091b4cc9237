import { Hono } from 'hono';
import type { Kernel } from '../../kernel/kernel.js';
import { conflict, invalidInput, type FieldError } from '../../platform/errors.js';
import type { SandboxEnv } from '../../platform/http.js';
import { failOn, listPage, pageLimit } from '../../platform/paging.js';
import { mustBeneficialOwner } from '../beneficial-owners/index.js';
import { mustActiveCustomer } from '../customers/index.js';
import { documentFiles, documents, mustDocument, type DocumentRecord } from './repo.js';
import { readUpload, type Upload } from './upload.js';
import { documentView } from './views.js';

/** The holder must exist: a customer (404 USER_NOT_FOUND) or one of a business's beneficial owners. */
function checkHolder(k: Kernel, holder: string): void {
  if (holder.startsWith('BeneficialOwner:')) mustBeneficialOwner(k, holder);
  else if (holder.startsWith('Customer:')) mustActiveCustomer(k, holder);
  else throw invalidInput([{ field: 'documentHolder', message: `expected a Customer or BeneficialOwner id, got ${JSON.stringify(holder)}` }]);
}

function checkCountry(country: string | undefined): void {
  if (country !== undefined && !/^[A-Z]{2}$/.test(country)) throw invalidInput([{ field: 'country', message: `expected an ISO 3166-1 alpha-2 country code, got ${JSON.stringify(country)}` }]);
}

/** The metadata and file of an upload as a record's fields. */
function described(upload: Upload): Omit<DocumentRecord, 'id' | 'documentHolder' | 'createdAt' | 'updatedAt'> {
  const { fields, file } = upload;
  return {
    documentType: fields.documentType!,
    ...(fields.side === 'FRONT' || fields.side === 'BACK' ? { side: fields.side } : {}),
    country: fields.country!,
    ...(fields.documentNumber ? { documentNumber: fields.documentNumber } : {}),
    ...(fields.issuingAuthority ? { issuingAuthority: fields.issuingAuthority } : {}),
    fileName: file.name,
    contentType: file.contentType,
    size: file.size,
    sha256: file.sha256,
  };
}

/** Documents: multipart uploads (PDF, JPEG, PNG up to 10 MB) kept in the store, list, get, replace, delete (reference OpenAPI: Documents). */
export function documentRoutes(k: Kernel): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>();

  app.post('/documents', async (c) => {
    const upload = await readUpload(c, 'POST /documents');
    checkCountry(upload.fields.country);
    const document = k.store.transaction(() => {
      checkHolder(k, upload.fields.documentHolder!);
      const now = k.now();
      const record = documents(k).insert({ id: k.id('Document'), documentHolder: upload.fields.documentHolder!, ...described(upload), createdAt: now, updatedAt: now });
      documentFiles(k).insert({ id: record.id, base64: upload.file.base64 });
      return record;
    });
    return c.json(documentView(document), 201);
  });

  app.get('/documents', (c) => {
    const errors: FieldError[] = [];
    const limit = pageLimit(c.req.query('limit'), errors);
    failOn(errors);
    return c.json(listPage(() => documents(k).page({ documentHolder: c.req.query('documentHolder') }, { orderBy: 'createdAt', direction: 'asc', limit, cursor: c.req.query('cursor') }), documentView));
  });

  app.get('/documents/:documentId', (c) => c.json(documentView(mustDocument(k, c.req.param('documentId')))));

  // A replaced document is a new file to review: what was found wrong with the old one, and its submission, are gone.
  app.put('/documents/:documentId', async (c) => {
    mustDocument(k, c.req.param('documentId'));
    const upload = await readUpload(c, 'PUT /documents/{documentId}');
    checkCountry(upload.fields.country);
    const replaced = k.store.transaction(() => {
      const current = mustDocument(k, c.req.param('documentId'));
      const { problem: _problem, submittedAt: _submitted, side: _side, documentNumber: _number, issuingAuthority: _authority, ...kept } = current;
      documentFiles(k).put({ id: current.id, base64: upload.file.base64 });
      return documents(k).update({ ...kept, ...described(upload), updatedAt: k.now() });
    });
    return c.json(documentView(replaced));
  });

  app.delete('/documents/:documentId', (c) => {
    k.store.transaction(() => {
      const document = mustDocument(k, c.req.param('documentId'));
      if (document.submittedAt !== undefined) throw conflict('The document was submitted for verification and cannot be deleted; replace it with PUT instead.');
      documents(k).delete(document.id);
      documentFiles(k).delete(document.id);
    });
    return c.body(null, 204);
  });

  return app;
}
