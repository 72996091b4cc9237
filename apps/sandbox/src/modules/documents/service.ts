import type { Schema } from '@wallet-kit/contract';
import type { Kernel } from '../../kernel/kernel.js';
import { conflict, invalidInput } from '../../platform/errors.js';
import { mustBeneficialOwner } from '../beneficial-owners/index.js';
import { mustActiveCustomer } from '../customers/index.js';
import { documentFiles, documents, mustDocument, type DocumentRecord } from './repo.js';
import type { Upload } from './upload.js';

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
    // readUpload checked the metadata against the operation's schema: the type is one of the document's.
    documentType: fields.documentType as Schema<'DocumentType'>,
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

/** Keeps an uploaded document for an existing holder: its metadata and, apart, its bytes (reference OpenAPI: uploadDocument). */
export function addDocument(k: Kernel, upload: Upload): DocumentRecord {
  checkCountry(upload.fields.country);
  return k.store.transaction(() => {
    checkHolder(k, upload.fields.documentHolder!);
    const now = k.now();
    const record = documents(k).insert({ id: k.id('Document'), documentHolder: upload.fields.documentHolder!, ...described(upload), createdAt: now, updatedAt: now });
    documentFiles(k).insert({ id: record.id, base64: upload.file.base64 });
    return record;
  });
}

/**
 * Replaces a document's file and metadata. A replaced document is a new file to review: what was
 * found wrong with the old one, and its submission, are gone.
 */
export function replaceDocument(k: Kernel, id: string, upload: Upload): DocumentRecord {
  checkCountry(upload.fields.country);
  return k.store.transaction(() => {
    const current = mustDocument(k, id);
    const { problem: _problem, submittedAt: _submitted, side: _side, documentNumber: _number, issuingAuthority: _authority, ...kept } = current;
    documentFiles(k).put({ id: current.id, base64: upload.file.base64 });
    return documents(k).update({ ...kept, ...described(upload), updatedAt: k.now() });
  });
}

/** Deletes a document and its bytes, unless a verification took it in (409: replace it instead). */
export function deleteDocument(k: Kernel, id: string): void {
  k.store.transaction(() => {
    const document = mustDocument(k, id);
    if (document.submittedAt !== undefined) throw conflict('The document was submitted for verification and cannot be deleted; replace it with PUT instead.');
    documents(k).delete(document.id);
    documentFiles(k).delete(document.id);
  });
}
