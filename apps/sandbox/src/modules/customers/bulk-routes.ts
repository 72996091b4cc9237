import { Hono, type Context } from 'hono';
import type { Kernel } from '../../kernel/kernel.js';
import { invalidInput } from '../../platform/errors.js';
import { readForm, type SandboxEnv } from '../../platform/http.js';
import { MAX_CSV_BYTES, importJobView, mustImportJob, startImport } from './bulk.js';

/** The CSV of a multipart upload's `file` field, at most MAX_CSV_BYTES. */
async function readCsvUpload(c: Context<SandboxEnv>): Promise<string> {
  if (!/^multipart\/form-data/i.test(c.req.header('Content-Type') ?? '')) throw invalidInput([{ field: 'body', message: 'expected multipart/form-data with the CSV in the file field' }]);
  const form = await readForm(c, MAX_CSV_BYTES + 64 * 1024, (seen) => invalidInput([{ field: 'file', message: `expected at most ${MAX_CSV_BYTES} bytes, got ${seen}` }]));
  const file = form.file;
  if (!(file instanceof File)) throw invalidInput([{ field: 'file', message: 'is required: a CSV file' }]);
  if (file.size > MAX_CSV_BYTES) throw invalidInput([{ field: 'file', message: `expected at most ${MAX_CSV_BYTES} bytes, got ${file.size}` }]);
  return file.text();
}

/** Bulk CSV import (POST /customers/bulk/csv) as a job on the sandbox clock, and its status. */
export function bulkImportRoutes(k: Kernel): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>();

  app.post('/customers/bulk/csv', async (c) => {
    const job = startImport(k, await readCsvUpload(c));
    return c.json({ jobId: job.id, status: job.status }, 202);
  });

  app.get('/customers/bulk/jobs/:jobId', (c) => c.json(importJobView(mustImportJob(k, c.req.param('jobId')))));

  return app;
}
