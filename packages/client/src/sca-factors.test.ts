import { createHmac } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { errorCode } from '../../../test/support/assertions.js';
import { testWorld, type TestWorld } from '../test/world.js';
import { ClientError, ServiceError } from './errors.js';

let t: TestWorld;
beforeEach(async () => {
  t = await testWorld();
});
afterEach(() => t.dispose());

/** RFC 6238 with the authenticator-app defaults (HMAC-SHA-1, 30 s steps, 6 digits): what the person's app shows. */
function totp(secretHex: string, nowMs: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(nowMs / 30_000)));
  const mac = createHmac('sha1', Buffer.from(secretHex, 'hex')).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

describe('SCA factors', () => {
  it('enrolls an authenticator app: start, confirm with its code, recovery codes once, then listed', async () => {
    const client = t.clientFor(t.world.elodie.id);
    const customerId = t.world.elodie.id;
    expect((await client.sca.listFactors(customerId)).map((f) => f.factor)).not.toContain('TOTP');
    const start = await client.sca.startFactorEnrollment({ customerId, type: 'TOTP' });
    if (start.type !== 'TOTP') throw new Error(`expected a TOTP start, got ${start.type}`);
    expect(start.totpUri).toMatch(/^otpauth:\/\/totp\//);
    const result = await client.sca.confirmFactorEnrollment(customerId, { type: 'TOTP', secret: start.secret, code: totp(start.secret, t.sandbox.now()) });
    expect(result).toMatchObject({ type: 'TOTP', recoveryCodes: expect.arrayContaining([expect.stringMatching(/^\w{4}-\w{4}-\w{4}$/)]) });
    expect((await client.sca.listFactors(customerId)).map((f) => f.factor)).toContain('TOTP');
    expect(t.seen.map((request) => `${request.method} ${request.path}`)).toEqual(['GET /sca/factors', 'POST /sca/factors', 'POST /sca/factors/confirm', 'GET /sca/factors']);
  });

  it('answers a wrong code with a 400 ServiceError and enrolls nothing', async () => {
    const client = t.clientFor(t.world.elodie.id);
    const customerId = t.world.elodie.id;
    const start = await client.sca.startFactorEnrollment({ customerId, type: 'TOTP' });
    if (start.type !== 'TOTP') throw new Error('expected a TOTP start');
    const wrong = String((Number(totp(start.secret, t.sandbox.now())) + 1) % 1_000_000).padStart(6, '0');
    const refused = await client.sca.confirmFactorEnrollment(customerId, { type: 'TOTP', secret: start.secret, code: wrong }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ServiceError);
    expect((refused as ServiceError).status).toBe(400);
    expect((await client.sca.listFactors(customerId)).map((f) => f.factor)).not.toContain('TOTP');
  });

  it('says there is nothing to enroll outside an SCA region (409), and that an unknown passkey is not found (404)', async () => {
    const us = t.clientFor(t.world.alice.id);
    const outside = await us.sca.listFactors(t.world.alice.id).catch((error: unknown) => error);
    expect((outside as ServiceError).status).toBe(409);
    const eu = t.clientFor(t.world.elodie.id);
    const missing = await eu.sca.deleteFactor({ customerId: t.world.elodie.id, credentialId: 'no-such-passkey' }).catch((error: unknown) => error);
    expect((missing as ServiceError).status).toBe(404);
  });

  it('checks its arguments before anything is sent', async () => {
    const client = t.clientFor(t.world.elodie.id);
    expect(await errorCode(client.sca.startFactorEnrollment({ customerId: t.world.elodie.id, type: 'SMS_OTP' as never }), ClientError)).toBe('INVALID_ARGUMENT');
    expect(await errorCode(client.sca.listFactors(''), ClientError)).toBe('INVALID_ARGUMENT');
    expect(await errorCode(client.sca.confirmFactorEnrollment(t.world.elodie.id, {} as never), ClientError)).toBe('INVALID_ARGUMENT');
    expect(t.seen).toEqual([]);
  });
});
