import type { Context } from 'hono';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@wallet-kit/key-store/encoding';
import { invalidInput } from '../../platform/errors.js';
import { readForm, type SandboxEnv } from '../../platform/http.js';
import { checkBody } from '../../platform/schema.js';
import type { DocumentRecord } from './repo.js';

/** The document's limit: "Supported file types: PDF, JPEG, PNG. Maximum file size: 10 MB." */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;
/** Room for the multipart framing and the metadata fields around the file. */
const FORM_OVERHEAD = 64 * 1024;

/** The file's real type, from its first bytes (a declared Content-Type is the sender's claim, not proof). */
function sniff(bytes: Uint8Array): DocumentRecord['contentType'] | undefined {
  const starts = (...magic: number[]) => magic.every((b, i) => bytes[i] === b);
  if (starts(0x25, 0x50, 0x44, 0x46, 0x2d)) return 'application/pdf';
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  return undefined;
}

function toBase64(bytes: Uint8Array): string {
  let text = '';
  for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(text);
}

export interface Upload {
  fields: Record<string, string>;
  file: { name: string; contentType: DocumentRecord['contentType']; size: number; sha256: string; base64: string };
}

/**
 * Reads a document upload (multipart/form-data, the file in `file`): the metadata fields checked
 * against the operation's schema like any body, then the file's size and real type. Every problem
 * is a 400 naming the field.
 */
export async function readUpload(c: Context<SandboxEnv>, operation: 'POST /documents' | 'PUT /documents/{documentId}'): Promise<Upload> {
  if (!/^multipart\/form-data/i.test(c.req.header('Content-Type') ?? '')) throw invalidInput([{ field: 'body', message: 'expected multipart/form-data with the document in the file field' }]);
  const form = await readForm(c, MAX_DOCUMENT_BYTES + FORM_OVERHEAD, (seen) => invalidInput([{ field: 'file', message: `expected at most ${MAX_DOCUMENT_BYTES} bytes (10 MB), got ${seen}` }]));
  const fields = Object.fromEntries(Object.entries(form).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  const file = form.file;
  // The schema checks the metadata; the file is checked below, so it stands in as a string here.
  const metadata = { ...fields, ...(file instanceof File ? { file: 'binary' } : {}) };
  if (operation === 'POST /documents') checkBody('post', '/documents', metadata);
  else checkBody('put', '/documents/{documentId}', metadata);
  if (!(file instanceof File)) throw invalidInput([{ field: 'file', message: 'expected a file' }]);
  if (file.size > MAX_DOCUMENT_BYTES) throw invalidInput([{ field: 'file', message: `expected at most ${MAX_DOCUMENT_BYTES} bytes (10 MB), got ${file.size}` }]);
  if (file.size === 0) throw invalidInput([{ field: 'file', message: 'expected a file, got an empty one' }]);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const contentType = sniff(bytes);
  if (!contentType) throw invalidInput([{ field: 'file', message: `expected a PDF, JPEG or PNG file, got ${JSON.stringify(file.type || 'an unknown type')} whose bytes are none of them` }]);
  // Path separators and control characters have no place in a name shown back to the platform.
  const name = Array.from(file.name || 'document', (ch) => (ch === '/' || ch === '\\' || ch.charCodeAt(0) < 0x20 ? '_' : ch)).join('').slice(0, 255);
  return { fields, file: { name, contentType, size: bytes.length, sha256: bytesToHex(sha256(bytes)), base64: toBase64(bytes) } };
}
