import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testSandbox, type TestSandbox } from '../../test-support/client.js';
import { webhookReceiver } from '../../test-support/webhooks.js';

let t: TestSandbox;
let hooks: ReturnType<typeof webhookReceiver>;
beforeEach(async () => {
  hooks = webhookReceiver();
  t = await testSandbox({ webhooks: { fetch: hooks.fetch } });
  await t.call('PATCH', '/config', { body: { webhookEndpoint: 'https://platform.example/hooks' } });
});
afterEach(async () => {
  await t.sandbox.flushWebhooks();
  expect(hooks.problems).toEqual([]);
  t.sandbox.close();
});

const HEADER = 'umaAddress,platformCustomerId,customerType,fullName,birthDate,addressLine1,city,state,postalCode,country,platformAccountId,businessLegalName';

function csvForm(text: string, name = 'customers.csv'): FormData {
  const form = new FormData();
  form.set('file', new File([text], name, { type: 'text/csv' }));
  return form;
}

const upload = (text: string) => t.call('POST', '/customers/bulk/csv', { form: csvForm(text) });
const job = (id: string) => t.call('GET', `/customers/bulk/jobs/${id}`);

describe('bulk CSV import', () => {
  it('runs as a job on the sandbox clock: PENDING, then COMPLETED with each failed row named', async () => {
    const text = [
      HEADER,
      'john.doe@uma.domain.com,customer123,INDIVIDUAL,John Doe,1990-01-15,123 Main St,San Francisco,CA,94105,US',
      '"$acme@uma.domain.com",biz456,BUSINESS,,,"400 Commerce Way, Floor 2",Austin,TX,78701,US,,Acme Inc',
      'nobody@uma.domain.com,bad789,INDIVIDUAL,,1990-01-15,1 Road,Town,ST,00000,US',
    ].join('\r\n');
    const accepted = await upload(text);
    expect(accepted).toMatchObject({ status: 202, body: { jobId: expect.stringMatching(/^Job:/), status: 'PENDING' } });
    expect((await job(accepted.body.jobId)).body).toMatchObject({ status: 'PENDING', progress: { total: 0, processed: 0 } });
    t.sandbox.advanceClock(1000);
    const done = (await job(accepted.body.jobId)).body;
    expect(done).toMatchObject({ status: 'COMPLETED', progress: { total: 3, processed: 3, successful: 2, failed: 1 }, completedAt: expect.any(String) });
    expect(done.errors).toEqual([{ correlationId: 'bad789', code: 'INVALID_INPUT', message: 'missing fullName', details: expect.any(Object) }]);
    const acme = (await t.call('GET', '/customers?platformCustomerId=biz456')).body.data[0];
    expect(acme).toMatchObject({ umaAddress: '$acme@uma.domain.com', businessInfo: { legalName: 'Acme Inc' }, address: { line1: '400 Commerce Way, Floor 2', city: 'Austin' } });
    await t.sandbox.flushWebhooks();
    expect(hooks.types('BULK_UPLOAD.')).toEqual(['BULK_UPLOAD.COMPLETED']);
    expect(hooks.events.find((e) => e.type === 'BULK_UPLOAD.COMPLETED')!.data.id).toBe(accepted.body.jobId);
  });

  it('shows progress while a large file is processed, a hundred rows a second', async () => {
    const rows = Array.from({ length: 250 }, (_, i) => `user${i}@uma.domain.com,p-${i},INDIVIDUAL,Person ${i},1990-01-15,1 Road,Town,ST,00000,US`);
    const { jobId } = (await upload([HEADER, ...rows].join('\n'))).body;
    t.sandbox.advanceClock(1000);
    expect((await job(jobId)).body).toMatchObject({ status: 'PROCESSING', progress: { total: 250, processed: 100 } });
    t.sandbox.advanceClock(2000);
    expect((await job(jobId)).body).toMatchObject({ status: 'COMPLETED', progress: { processed: 250, successful: 250, failed: 0 } });
  });

  it('fails the job, with a webhook, when the file lacks the required columns or is not CSV', async () => {
    const { jobId } = (await upload('name,email\nJane,jane@example.com')).body;
    const unclosed = (await upload(`${HEADER}\n"open,quote`)).body.jobId as string;
    t.sandbox.advanceClock(1000);
    expect((await job(jobId)).body).toMatchObject({ status: 'FAILED', errors: [{ correlationId: 'file', message: expect.stringContaining('umaAddress, platformCustomerId, customerType') }] });
    expect((await job(unclosed)).body).toMatchObject({ status: 'FAILED', errors: [{ message: expect.stringContaining('not closed') }] });
    await t.sandbox.flushWebhooks();
    expect(hooks.types('BULK_UPLOAD.')).toEqual(['BULK_UPLOAD.FAILED', 'BULK_UPLOAD.FAILED']);
  });

  it('refuses an upload without a file, and answers 404 for a job that does not exist', async () => {
    expect((await t.call('POST', '/customers/bulk/csv', { body: { file: 'a,b' } })).status).toBe(400);
    expect((await t.call('POST', '/customers/bulk/csv', { form: new FormData() })).body.details.errors[0].field).toBe('file');
    expect((await job('Job:00000000-0000-4000-8000-000000000000')).body.code).toBe('BULK_UPLOAD_JOB_NOT_FOUND');
  });
});
