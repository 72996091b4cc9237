import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createContractChecker } from '../../../../test/support/contract.js';
import { ERROR_CODES, type ErrorStatus } from './errors.js';

type ErrorSchema = { properties: { code: { enum: string[] } }; 'x-document-codes': string[]; 'x-corrections'?: { code: string; reason: string }[] };

const { document } = createContractChecker();
const schemas = document.components.schemas as Record<string, ErrorSchema>;
const statuses = Object.keys(ERROR_CODES).map(Number) as ErrorStatus[];
const documentCodes = (status: number) => schemas[`Error${status}`]?.['x-document-codes'] ?? [];
const corrections = (status: number) => schemas[`Error${status}`]?.['x-corrections'] ?? [];
const allowed = (status: number) => new Set([...documentCodes(status), ...corrections(status).map((c) => c.code)]);

/** Every TypeScript source of the sandbox, tests excluded. */
function sources(dir = fileURLToPath(new URL('..', import.meta.url))): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'test-support' ? [] : sources(path);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [path] : [];
  });
}

/** The status and code of every error the sandbox's source can construct with a literal code. */
function constructedCodes(): { status: number; code: string; where: string }[] {
  const helpers: Record<string, number> = { notFound: 404, conflict: 409, forbidden: 403, unauthorized: 401 };
  const found: { status: number; code: string; where: string }[] = [];
  for (const file of sources()) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/new ServiceError\((\d{3}), '([A-Z_]+)'/g)) found.push({ status: Number(match[1]), code: match[2]!, where: file });
    for (const match of text.matchAll(/\b(notFound|conflict|forbidden|unauthorized)\([^;]*?, '([A-Z_]{4,})'\)/g)) found.push({ status: helpers[match[1]!]!, code: match[2]!, where: file });
    for (const match of text.matchAll(/json\(\{ code: '([A-Z_]+)'[^}]*\}, (\d{3})\)/g)) found.push({ status: Number(match[2]), code: match[1]!, where: file });
  }
  return found;
}

describe('the error contract: only the public document\'s codes, or corrections the spec demands', () => {
  it('lists, for every status the sandbox answers, only codes of the document\'s enum or of the contract\'s corrections', () => {
    for (const status of statuses) {
      expect(schemas[`Error${status}`], `Error${status} is in the contract`).toBeDefined();
      const outside = ERROR_CODES[status].filter((code) => !allowed(status).has(code));
      expect(outside, `codes for ${status} outside the document and its corrections`).toEqual([]);
    }
  });

  it('gives every correction a reason, and corrects only what the document lacks', () => {
    for (const status of statuses) {
      for (const correction of corrections(status)) {
        expect(correction.reason.length, `${correction.code} has a reason`).toBeGreaterThan(40);
        expect(documentCodes(status), `${correction.code} is not already the document's`).not.toContain(correction.code);
        expect(ERROR_CODES[status] as readonly string[], `the sandbox can send ${correction.code}`).toContain(correction.code);
      }
      expect(new Set(schemas[`Error${status}`]!.properties.code.enum)).toEqual(allowed(status));
    }
    const statusCorrections = Object.values(document.paths).flatMap((item) => Object.values(item).flatMap((operation) => Object.values((operation as { responses?: Record<string, { 'x-correction'?: string }> }).responses ?? {})));
    for (const response of statusCorrections.filter((r) => r['x-correction'] !== undefined)) expect(response['x-correction']!.length).toBeGreaterThan(40);
  });

  it('finds every code the source constructs (a walk of each route\'s refusals) inside the document\'s enums or the corrections', () => {
    const constructed = constructedCodes();
    expect(constructed.length).toBeGreaterThan(40);
    const outside = constructed.filter(({ status, code }) => !allowed(status).has(code) && !(status === 500 && code === 'INTERNAL_ERROR'));
    expect(outside.map(({ status, code, where }) => `${status} ${code} in ${where}`)).toEqual([]);
  });

  it('keeps the replaced inventions out: a balance too small is INVALID_AMOUNT, no INSUFFICIENT_FUNDS anywhere', () => {
    expect(Object.values(ERROR_CODES).flat()).not.toContain('INSUFFICIENT_FUNDS');
    expect(documentCodes(400)).toContain('INVALID_AMOUNT');
    // The one 400 correction is issue 15's FUNDING_SOURCE_INELIGIBLE (named by the document for cards, not in its enum).
    expect(corrections(400).map((correction) => correction.code)).toEqual(['FUNDING_SOURCE_INELIGIBLE']);
  });
});
