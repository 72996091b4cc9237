import { describe, expect, it } from 'vitest';
import { ALICE, incomingCall } from '../../test/calls.js';
import type { ServerLogEntry } from '../log.js';
import { authenticate } from './authenticate.js';

function resolvingTo(value: unknown) {
  const lines: ServerLogEntry[] = [];
  const step = authenticate(() => value as never, (entry) => lines.push(entry));
  return { run: () => step(incomingCall('GET', '/exchange-rates')), lines };
}

describe('the authenticate step', () => {
  it('signs the call in as the customer the integrator names', async () => {
    const { run, lines } = resolvingTo({ customerId: ALICE });
    expect(await run()).toMatchObject({ user: { customerId: ALICE } });
    expect(lines).toEqual([]);
  });

  it('answers 401 to nobody (null), without a log line', async () => {
    const { run, lines } = resolvingTo(null);
    expect((await run()) as Response).toMatchObject({ status: 401 });
    expect(lines).toEqual([]);
  });

  it.each([
    ['undefined', undefined],
    ['{ customerId: undefined }', { customerId: undefined }],
    ['{}', {}],
    ['{ customerId: "" }', { customerId: '' }],
    ['{ customerId: 42 }', { customerId: 42 }],
    ['the integrator\'s own user id', { customerId: 'user-42' }],
    ['a customer id as a bare string', ALICE],
    ['another kind of service id', { customerId: 'InternalAccount:0a0a0a0a-0000-4000-8000-00000000000a' }],
  ])('treats %s as signed out, and says so in the log without the value', async (_what, value) => {
    const { run, lines } = resolvingTo(value);
    const answer = (await run()) as Response;
    expect(answer.status).toBe(401);
    expect(await answer.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(lines).toEqual([expect.objectContaining({ level: 'warn', code: 'END_USER_INVALID' })]);
    expect(lines[0]!.message).not.toContain('user-42');
  });
});
