import type { Schema } from '@wallet-kit/contract';
import type { Kernel } from '../../kernel/kernel.js';
import { notFound } from '../../platform/errors.js';
import { defineTable } from '../../store/table.js';

/** A verification document's metadata (reference OpenAPI: Document); its bytes are kept apart, in `document_files`. */
export interface DocumentRecord {
  id: string;
  documentHolder: string;
  documentType: Schema<'DocumentType'>;
  side?: 'FRONT' | 'BACK';
  country: string;
  documentNumber?: string;
  issuingAuthority?: string;
  fileName: string;
  contentType: 'application/pdf' | 'image/jpeg' | 'image/png';
  size: number;
  /** SHA-256 of the bytes, hex. */
  sha256: string;
  createdAt: number;
  updatedAt: number;
  /** Set when a verification took it in: it can no longer be deleted. */
  submittedAt?: number;
  /** What a reviewer found wrong with it (a VerificationError type and reason), until it is replaced. */
  problem?: { type: Schema<'VerificationErrorType'>; reason: string };
}

/** The bytes of a document, base64: one record per document, read only to prove what was stored. */
export interface DocumentFileRecord {
  id: string;
  base64: string;
}

export const documentsTable = defineTable<DocumentRecord>({
  name: 'documents',
  fields: ['documentHolder', 'createdAt'],
  indexes: [['createdAt'], ['documentHolder', 'createdAt']],
  required: ['id', 'documentHolder', 'documentType', 'country', 'fileName', 'contentType', 'size', 'sha256', 'createdAt', 'updatedAt'],
});

export const documentFilesTable = defineTable<DocumentFileRecord>({ name: 'document_files', fields: [], indexes: [], required: ['id', 'base64'] });

export const documents = (k: Kernel) => k.store.table(documentsTable);
export const documentFiles = (k: Kernel) => k.store.table(documentFilesTable);

export function mustDocument(k: Kernel, id: string): DocumentRecord {
  const document = documents(k).get(id);
  if (!document) throw notFound('Document', id);
  return document;
}

/** A holder's documents (a person or business has a few dozen at most). */
export const documentsOf = (k: Kernel, holder: string): DocumentRecord[] => documents(k).find({ documentHolder: holder }, { orderBy: 'createdAt', limit: 500 });
