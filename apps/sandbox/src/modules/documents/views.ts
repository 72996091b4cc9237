import type { Schema } from '@wallet-kit/contract';
import { iso } from '../../kernel/clock.js';
import type { DocumentRecord } from './repo.js';

/** A document's metadata as the service shows it (reference OpenAPI: Document); the bytes are never sent back. */
export function documentView(d: DocumentRecord): Schema<'Document'> {
  return {
    id: d.id,
    documentHolder: d.documentHolder,
    documentType: d.documentType,
    ...(d.side === undefined ? {} : { side: d.side }),
    country: d.country,
    ...(d.documentNumber === undefined ? {} : { documentNumber: d.documentNumber }),
    ...(d.issuingAuthority === undefined ? {} : { issuingAuthority: d.issuingAuthority }),
    fileName: d.fileName,
    createdAt: iso(d.createdAt),
    updatedAt: iso(d.updatedAt),
  };
}
