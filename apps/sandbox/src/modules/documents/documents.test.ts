import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testSandbox, type TestSandbox } from '../../test-support/client.js';
import { documentForm, FILES } from '../../test-support/documents.js';

let t: TestSandbox;
beforeEach(async () => {
  t = await testSandbox();
});
afterEach(() => t.sandbox.close());

const passport = (holder: string, bytes = FILES.jpeg()) => documentForm({ documentType: 'PASSPORT', country: 'US', documentHolder: holder, documentNumber: 'X1234567' }, { bytes, name: 'passport.jpg', type: 'image/jpeg' });

describe('documents', () => {
  it('stores a real multipart upload and shows its metadata, never its bytes', async () => {
    const bytes = FILES.jpeg();
    const uploaded = await t.call('POST', '/documents', { form: passport(t.world.alice.id, bytes) });
    expect(uploaded).toMatchObject({ status: 201, body: { id: expect.stringMatching(/^Document:/), documentHolder: t.world.alice.id, documentType: 'PASSPORT', country: 'US', documentNumber: 'X1234567', fileName: 'passport.jpg' } });
    expect(t.sandbox.inspect.documentFile(uploaded.body.id)).toEqual({ contentType: 'image/jpeg', size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') });
    expect((await t.call('GET', `/documents/${uploaded.body.id}`)).body).toEqual(uploaded.body);
    expect((await t.call('GET', `/documents?documentHolder=${t.world.alice.id}`)).body.data).toEqual([uploaded.body]);
  });

  it('refuses a file that is not a PDF, JPEG or PNG, whatever type it claims', async () => {
    const fake = documentForm({ documentType: 'PASSPORT', country: 'US', documentHolder: t.world.alice.id }, { bytes: new TextEncoder().encode('MZ not an image'), name: 'passport.png', type: 'image/png' });
    expect((await t.call('POST', '/documents', { form: fake })).body).toMatchObject({ code: 'INVALID_INPUT', details: { errors: [{ field: 'file', message: expect.stringContaining('PDF, JPEG or PNG') }] } });
  });

  it('refuses a file over 10 MB', async () => {
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(FILES.pdf());
    const answer = await t.call('POST', '/documents', { form: documentForm({ documentType: 'BANK_STATEMENT', country: 'US', documentHolder: t.world.alice.id }, { bytes: big, name: 'big.pdf', type: 'application/pdf' }) });
    expect(answer.body.details.errors[0]).toMatchObject({ field: 'file', message: expect.stringContaining('10 MB') });
  });

  it('checks the metadata against the document’s schema, and the holder exists', async () => {
    const missing = await t.call('POST', '/documents', { form: documentForm({ documentType: 'SELFIE_VIDEO', country: 'usa' }, { bytes: FILES.png(), name: 'x.png', type: 'image/png' }) });
    expect(missing.body.details.errors.map((e: { field: string }) => e.field).sort()).toEqual(['documentHolder', 'documentType']);
    expect((await t.call('POST', '/documents', { form: passport('Customer:00000000-0000-4000-8000-000000000000') })).body.code).toBe('USER_NOT_FOUND');
    expect((await t.call('POST', '/documents', { body: { documentType: 'PASSPORT' } })).status).toBe(400);
    expect((await t.call('POST', '/documents', { form: documentForm({ documentType: 'PASSPORT', country: 'US', documentHolder: t.world.alice.id }, undefined) })).body.details.errors[0].field).toBe('file');
  });

  it('replaces a document’s file and metadata, and deletes one not yet submitted', async () => {
    const uploaded = (await t.call('POST', '/documents', { form: passport(t.world.alice.id) })).body;
    const replaced = await t.call('PUT', `/documents/${uploaded.id}`, { form: documentForm({ documentType: 'DRIVERS_LICENSE', country: 'US', side: 'FRONT' }, { bytes: FILES.png(), name: 'licence.png', type: 'image/png' }) });
    expect(replaced.body).toMatchObject({ id: uploaded.id, documentHolder: t.world.alice.id, documentType: 'DRIVERS_LICENSE', side: 'FRONT', fileName: 'licence.png' });
    expect(replaced.body).not.toHaveProperty('documentNumber');
    expect(t.sandbox.inspect.documentFile(uploaded.id)?.contentType).toBe('image/png');
    expect((await t.call('DELETE', `/documents/${uploaded.id}`)).status).toBe(204);
    expect((await t.call('GET', `/documents/${uploaded.id}`)).status).toBe(404);
    expect(t.sandbox.inspect.documentFile(uploaded.id)).toBeUndefined();
  });

  it('pages through every document, oldest first', async () => {
    for (let i = 0; i < 3; i += 1) await t.call('POST', '/documents', { form: passport(t.world.alice.id) });
    const first = await t.call('GET', '/documents?limit=2');
    const second = await t.call('GET', `/documents?limit=2&cursor=${first.body.nextCursor}`);
    expect([...first.body.data, ...second.body.data]).toHaveLength(3);
    expect(second.body.hasMore).toBe(false);
  });
});
