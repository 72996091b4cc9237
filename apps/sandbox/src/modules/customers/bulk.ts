import type { Schema } from '@wallet-kit/contract';
import { iso } from '../../kernel/clock.js';
import type { Kernel } from '../../kernel/kernel.js';
import { ServiceError, invalidInput, notFound } from '../../platform/errors.js';
import { defineTable } from '../../store/table.js';
import { createCustomer, type CustomerInput } from './create.js';
import { CsvError, parseCsv } from './csv.js';
import { COUNTRY } from './input.js';

/** The largest CSV the sandbox takes, and the most rows in it. */
export const MAX_CSV_BYTES = 5 * 1024 * 1024;
export const MAX_CSV_ROWS = 10_000;
/** Rows created per step of the job; a step runs each sandbox second, so progress can be watched. */
const ROWS_PER_STEP = 100;
const STEP_MS = 1000;
const JOB_KIND = 'customers.bulk-import';

interface ImportError {
  correlationId: string;
  code: string;
  message: string;
  details?: Record<string, unknown>;
}

/** A bulk customer import (BulkCustomerImportJob): the file until its first step parses it, then its rows. */
export interface ImportJobRecord {
  id: string;
  status: 'PENDING' | 'PROCESSING' | 'COMPLETED' | 'FAILED';
  csv?: string;
  rows?: { line: number; values: Record<string, string> }[];
  next: number;
  progress: { total: number; processed: number; successful: number; failed: number };
  errors: ImportError[];
  createdAt: number;
  completedAt?: number;
}

export const importJobsTable = defineTable<ImportJobRecord>({ name: 'customer_import_jobs', fields: ['createdAt'], indexes: [['createdAt']], required: ['id', 'status', 'next', 'progress', 'errors', 'createdAt'] });
const jobs = (k: Kernel) => k.store.table(importJobsTable);

/** An import job as the service shows it (reference OpenAPI: BulkCustomerImportJob). */
export function importJobView(job: ImportJobRecord): Schema<'BulkCustomerImportJob'> {
  return { id: job.id, status: job.status, progress: job.progress, ...(job.errors.length ? { errors: job.errors } : {}), ...(job.completedAt === undefined ? {} : { completedAt: iso(job.completedAt) }) };
}

const REQUIRED = { common: ['umaAddress', 'platformCustomerId', 'customerType'], INDIVIDUAL: ['fullName', 'birthDate', 'addressLine1', 'city', 'state', 'postalCode', 'country'], BUSINESS: ['businessLegalName', 'addressLine1', 'city', 'state', 'postalCode', 'country'] } as const;

/** One CSV row as a create request (the columns of POST /customers/bulk/csv), or what is wrong with it. */
function rowInput(values: Record<string, string>): CustomerInput | string {
  const type = values.customerType;
  if (type !== 'INDIVIDUAL' && type !== 'BUSINESS') return `customerType: expected INDIVIDUAL or BUSINESS, got ${JSON.stringify(type ?? '')}`;
  const missing = [...REQUIRED.common, ...REQUIRED[type]].filter((name) => !values[name]);
  if (missing.length) return `missing ${missing.join(', ')}`;
  if (!COUNTRY.test(values.country!)) return `country: expected an ISO 3166-1 alpha-2 code, got ${JSON.stringify(values.country)}`;
  if (type === 'INDIVIDUAL' && (!/^\d{4}-\d{2}-\d{2}$/.test(values.birthDate!) || Number.isNaN(Date.parse(values.birthDate!)))) return `birthDate: expected YYYY-MM-DD, got ${JSON.stringify(values.birthDate)}`;
  const address = { line1: values.addressLine1, ...(values.addressLine2 ? { line2: values.addressLine2 } : {}), city: values.city, state: values.state, postalCode: values.postalCode, country: values.country };
  const umaAddress = values.umaAddress!.startsWith('$') ? values.umaAddress! : `$${values.umaAddress}`;
  const common = { customerType: type, platformCustomerId: values.platformCustomerId, umaAddress, region: values.country, address };
  if (type === 'INDIVIDUAL') return { ...common, fullName: values.fullName, birthDate: values.birthDate, ...(values.email ? { email: values.email } : {}) } as CustomerInput;
  const businessInfo = { legalName: values.businessLegalName, country: values.country, ...(values.businessRegistrationNumber ? { registrationNumber: values.businessRegistrationNumber } : {}), ...(values.businessTaxId ? { taxId: values.businessTaxId } : {}) };
  return { ...common, businessInfo } as CustomerInput;
}

function finish(k: Kernel, job: ImportJobRecord, status: 'COMPLETED' | 'FAILED'): void {
  const done = jobs(k).update({ ...job, status, completedAt: k.now() });
  k.emit(status === 'COMPLETED' ? 'BULK_UPLOAD.COMPLETED' : 'BULK_UPLOAD.FAILED', importJobView(done));
}

/** One step of a job on the sandbox clock: the first parses the file, each creates up to ROWS_PER_STEP customers. */
function step(k: Kernel, id: string): void {
  let job = jobs(k).get(id);
  if (!job || job.status === 'COMPLETED' || job.status === 'FAILED') return;
  if (job.rows === undefined) {
    try {
      const { header, rows } = parseCsv(job.csv ?? '');
      const absent = REQUIRED.common.filter((name) => !header.includes(name));
      if (absent.length) throw new CsvError(`the header lacks the required columns ${absent.join(', ')}`);
      if (rows.length > MAX_CSV_ROWS) throw new CsvError(`${rows.length} rows; at most ${MAX_CSV_ROWS} per file`);
      const { csv: _csv, ...rest } = job;
      job = { ...rest, rows, status: 'PROCESSING', progress: { ...job.progress, total: rows.length } };
    } catch (error) {
      if (!(error instanceof CsvError)) throw error;
      return finish(k, { ...job, errors: [{ correlationId: 'file', code: 'INVALID_INPUT', message: error.message }] }, 'FAILED');
    }
  }
  const rows = job.rows!;
  const batch = rows.slice(job.next, job.next + ROWS_PER_STEP);
  const progress = { ...job.progress };
  const errors = [...job.errors];
  for (const row of batch) {
    const input = rowInput(row.values);
    const correlationId = row.values.platformCustomerId || `row ${row.line}`;
    try {
      if (typeof input === 'string') throw invalidInput([{ field: `line ${row.line}`, message: input }], input);
      createCustomer(k, input);
      progress.successful += 1;
    } catch (error) {
      if (!(error instanceof ServiceError)) throw error;
      progress.failed += 1;
      errors.push({ correlationId, code: error.code, message: error.message, ...(error.details ? { details: error.details } : {}) });
    }
    progress.processed += 1;
  }
  const next = { ...job, next: job.next + batch.length, progress, errors };
  if (next.next >= rows.length) return finish(k, next, 'COMPLETED');
  jobs(k).update(next);
  k.schedule(JOB_KIND, id, k.now() + STEP_MS);
}

/** Registers the job's steps on the sandbox clock (each sandbox second, ROWS_PER_STEP rows). */
export function registerImportJobs(k: Kernel): void {
  k.onJob(JOB_KIND, (id) => step(k, id));
}

/** Starts an import of a CSV, in one transaction: the job is PENDING, its first step a second later. */
export function startImport(k: Kernel, csv: string): ImportJobRecord {
  return k.store.transaction(() => {
    const record = jobs(k).insert({ id: k.id('Job'), status: 'PENDING', csv, next: 0, progress: { total: 0, processed: 0, successful: 0, failed: 0 }, errors: [], createdAt: k.now() });
    k.schedule(JOB_KIND, record.id, k.now() + STEP_MS);
    return record;
  });
}

/** An import job by id; 404 BULK_UPLOAD_JOB_NOT_FOUND otherwise. */
export function mustImportJob(k: Kernel, id: string): ImportJobRecord {
  const job = jobs(k).get(id);
  if (!job) throw notFound('Bulk import job', id, 'BULK_UPLOAD_JOB_NOT_FOUND');
  return job;
}
