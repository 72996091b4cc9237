import type { ClientContext } from './context.js';
import { ClientError } from './errors.js';
import type { DocumentType, Page, VerificationDocument } from './types.js';
import { requireId, segment } from './validate.js';

/** The service's limit: PDF, JPEG or PNG, at most 10 MB. */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;
const TYPES = ['application/pdf', 'image/jpeg', 'image/png'];

/** A document to upload: what it is, who it belongs to, and the file (a `File` from a picker or a camera capture, or any Blob). */
export interface DocumentUpload {
  /** The customer, or one of their business's beneficial owners. */
  documentHolder: string;
  /** What the document is: PASSPORT, DRIVERS_LICENSE, NATIONAL_ID, PROOF_OF_ADDRESS, ... */
  documentType: DocumentType;
  /** The issuing country, ISO 3166-1 alpha-2. */
  country: string;
  /** The document itself: PDF, JPEG or PNG, at most 10 MB. */
  file: Blob;
  /** The file's name when `file` is a Blob without one. */
  fileName?: string;
  /** For a two-sided document (a driving licence): which side this is. */
  side?: 'FRONT' | 'BACK';
  /** Its number, such as a passport's. */
  documentNumber?: string;
  /** Who issued it. */
  issuingAuthority?: string;
}

function checkFile(file: unknown): Blob {
  if (!(file instanceof Blob)) throw new ClientError('INVALID_ARGUMENT', 'input.file: expected a File or Blob');
  if (file.size === 0) throw new ClientError('INVALID_ARGUMENT', 'input.file: expected a file, got an empty one');
  if (file.size > MAX_DOCUMENT_BYTES) throw new ClientError('INVALID_ARGUMENT', `input.file: expected at most 10 MB, got ${(file.size / 1024 / 1024).toFixed(1)} MB`);
  if (file.type !== '' && !TYPES.includes(file.type)) throw new ClientError('INVALID_ARGUMENT', `input.file: expected a PDF, JPEG or PNG file, got ${file.type}`);
  return file;
}

function formOf(input: Omit<DocumentUpload, 'documentHolder'> & { documentHolder?: string }): FormData {
  if (typeof input.country !== 'string' || !/^[A-Z]{2}$/.test(input.country)) throw new ClientError('INVALID_ARGUMENT', `input.country: expected an ISO 3166-1 alpha-2 code such as "FR", got ${JSON.stringify(input.country)}`);
  const form = new FormData();
  if (input.documentHolder !== undefined) form.set('documentHolder', input.documentHolder);
  form.set('documentType', input.documentType);
  form.set('country', input.country);
  for (const name of ['side', 'documentNumber', 'issuingAuthority'] as const) if (input[name] !== undefined) form.set(name, input[name]);
  const file = checkFile(input.file);
  form.set('file', file, input.fileName ?? (file instanceof File ? file.name : 'document'));
  return form;
}

/**
 * Uploads a verification document (`POST /documents`, multipart): the file goes as it is, up to
 * 10 MB of PDF, JPEG or PNG, checked here before anything is sent.
 *
 * @example await client.onboarding.uploadDocument({ documentHolder: customerId, documentType: 'PASSPORT', country: 'FR', file: input.files[0] });
 */
export async function uploadDocument(ctx: ClientContext, input: DocumentUpload, options: { signal?: AbortSignal } = {}): Promise<VerificationDocument> {
  requireId('input.documentHolder', input?.documentHolder);
  const form = formOf(input);
  return (await ctx.send<VerificationDocument>({ method: 'POST', path: '/documents', form, ...(options.signal ? { signal: options.signal } : {}) })).body;
}

/** Replaces a document's file and details, e.g. one the reviewer could not read (`PUT /documents/{id}`). */
export async function replaceDocument(ctx: ClientContext, documentId: string, input: Omit<DocumentUpload, 'documentHolder'>, options: { signal?: AbortSignal } = {}): Promise<VerificationDocument> {
  const path = `/documents/${segment(requireId('documentId', documentId))}`;
  return (await ctx.send<VerificationDocument>({ method: 'PUT', path, form: formOf(input), ...(options.signal ? { signal: options.signal } : {}) })).body;
}

/** The documents a customer (or a beneficial owner) holds, oldest first (the first hundred). */
export async function listDocuments(ctx: ClientContext, documentHolder: string, options: { signal?: AbortSignal } = {}): Promise<VerificationDocument[]> {
  const { body } = await ctx.send<Page<VerificationDocument>>({ method: 'GET', path: '/documents', query: { documentHolder: requireId('documentHolder', documentHolder), limit: 100 }, ...(options.signal ? { signal: options.signal } : {}) });
  if (!Array.isArray(body?.data)) throw new ClientError('INVALID_RESPONSE', 'GET /documents: expected { data: [...] }');
  return body.data;
}

/** Deletes a document not yet submitted for verification (a 409 ServiceError after). */
export async function deleteDocument(ctx: ClientContext, documentId: string, options: { signal?: AbortSignal } = {}): Promise<void> {
  await ctx.send({ method: 'DELETE', path: `/documents/${segment(requireId('documentId', documentId))}`, ...(options.signal ? { signal: options.signal } : {}) });
}
