import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testSandbox, type TestSandbox } from '../../test-support/client.js';

let t: TestSandbox;
beforeEach(async () => {
  t = await testSandbox();
});
afterEach(() => t.sandbox.close());

const newEuCustomer = async (body: Record<string, unknown> = {}) =>
  (await t.call('POST', '/customers', { body: { customerType: 'INDIVIDUAL', region: 'FR', email: 'nina@example.fr', phoneNumber: '+33612340000', ...body } })).body as { id: string; contactVerification: unknown };

describe('contact verification', () => {
  it('starts PENDING on both channels for a customer in an SCA region, and is absent elsewhere', async () => {
    expect((await newEuCustomer()).contactVerification).toEqual({ email: 'PENDING', phone: 'PENDING' });
    const us = (await t.call('POST', '/customers', { body: { customerType: 'INDIVIDUAL', region: 'US' } })).body;
    expect(us).not.toHaveProperty('contactVerification');
    expect((await t.call('POST', `/customers/${us.id}/verify-phone`)).status).toBe(409);
  });

  it('verifies a channel with the code sent to it, and then answers 409 for it', async () => {
    const nina = await newEuCustomer();
    const confirm = (code: string) => t.call('POST', `/customers/${nina.id}/verify-email/confirm`, { body: { code } });
    expect((await confirm('123456')).body).toMatchObject({ code: 'INVALID_INPUT', details: { errors: [{ field: 'code', message: expect.stringContaining('send one first') }] } });
    expect((await t.call('POST', `/customers/${nina.id}/verify-email`)).status).toBe(204);
    expect((await confirm('654321')).status).toBe(400);
    const verified = await confirm('123456');
    expect(verified).toMatchObject({ status: 200, body: { id: nina.id, contactVerification: { email: 'VERIFIED', phone: 'PENDING' } } });
    expect((await confirm('123456')).status).toBe(409);
    expect((await t.call('POST', `/customers/${nina.id}/verify-email`)).status).toBe(409);
  });

  it('forgets a code after five wrong tries', async () => {
    const nina = await newEuCustomer();
    await t.call('POST', `/customers/${nina.id}/verify-phone`);
    for (let i = 0; i < 5; i += 1) await t.call('POST', `/customers/${nina.id}/verify-phone/confirm`, { body: { code: '000000' } });
    const after = await t.call('POST', `/customers/${nina.id}/verify-phone/confirm`, { body: { code: '123456' } });
    expect(after.body.details.errors[0].message).toContain('send one first');
  });

  it('starts over when the e-mail changes, and a code sent to the old address does not verify the new one', async () => {
    const nina = await newEuCustomer();
    await t.call('POST', `/customers/${nina.id}/verify-email`);
    const changed = await t.call('PATCH', `/customers/${nina.id}`, { body: { customerType: 'INDIVIDUAL', email: 'nina@new.example' } });
    expect(changed.body.contactVerification).toEqual({ email: 'PENDING', phone: 'PENDING' });
    expect((await t.call('POST', `/customers/${nina.id}/verify-email/confirm`, { body: { code: '123456' } })).status).toBe(400);
  });

  it('answers 409 for a channel with nothing to verify', async () => {
    const nophone = await newEuCustomer({ phoneNumber: undefined });
    expect((await t.call('POST', `/customers/${nophone.id}/verify-phone`)).body.reason).toContain('no phone number');
  });

  it('verifies once when the same right answer arrives many times at once', async () => {
    const nina = await newEuCustomer();
    await t.call('POST', `/customers/${nina.id}/verify-email`);
    const answers = await Promise.all(Array.from({ length: 8 }, () => t.call('POST', `/customers/${nina.id}/verify-email/confirm`, { body: { code: '123456' } })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
  });
});
