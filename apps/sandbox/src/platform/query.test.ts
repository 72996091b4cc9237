import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContractChecker } from '../../../../test/support/contract.js';
import { testSandbox, type TestSandbox } from '../test-support/client.js';

type Json = Record<string, unknown>;
type Parameter = { name: string; in: string; schema?: Json; $ref?: string };

const { document } = createContractChecker();

const resolve = <T>(value: T & { $ref?: string }): T => {
  if (typeof value.$ref !== 'string') return value;
  const [, , kind, name] = value.$ref.split('/') as [string, string, string, string];
  return resolve(document.components[kind]![name] as T & { $ref?: string });
};

/** Every query parameter of the contract whose schema is an array, as `METHOD /path name`. */
function arrayQueryParameters(): string[] {
  const found: string[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    const shared = ((item as Json).parameters ?? []) as Parameter[];
    for (const [method, operation] of Object.entries(item)) {
      if (method === 'parameters') continue;
      for (const raw of [...shared, ...(((operation as Json).parameters ?? []) as Parameter[])]) {
        const parameter = resolve(raw);
        const schema = parameter.schema && resolve(parameter.schema as Json & { $ref?: string });
        if (parameter.in === 'query' && schema?.type === 'array') found.push(`${method.toUpperCase()} ${path} ${parameter.name}`);
      }
    }
  }
  return found;
}

/**
 * How to call each array parameter with two values, and what in the answer shows each value was
 * taken. A parameter the document adds later has no probe, and the walk fails until it gets one.
 */
const PROBES: Record<string, { url: (name: string, values: string[]) => string; values: [string, string]; taken: (body: Json) => string[] }> = {
  'GET /exchange-rates destinationCurrency': {
    url: (name, values) => `/exchange-rates?sourceCurrency=USD&${values.map((value) => `${name}=${value}`).join('&')}`,
    values: ['EUR', 'MXN'],
    taken: (body) => (body.data as { destinationCurrency: { code: string } }[]).map((rate) => rate.destinationCurrency.code),
  },
};

let t: TestSandbox;
beforeAll(async () => {
  t = await testSandbox();
});
afterAll(() => t.close());

describe('query parameters the document declares as arrays', () => {
  it('takes repeats of every array query parameter of the document (a walk of the contract)', async () => {
    const parameters = arrayQueryParameters();
    expect(parameters.length, 'the contract declares array query parameters').toBeGreaterThan(0);
    expect(parameters.filter((parameter) => !PROBES[parameter]), 'array parameters with no probe').toEqual([]);
    for (const parameter of parameters) {
      const probe = PROBES[parameter]!;
      const name = parameter.split(' ')[2]!;
      const answer = await t.call('GET', probe.url(name, probe.values));
      expect(answer.status, parameter).toBe(200);
      expect(new Set(probe.taken(answer.body)), parameter).toEqual(new Set(probe.values));
    }
  });

  it('answers GET /exchange-rates?destinationCurrency=EUR&destinationCurrency=MXN with both corridors from each source (the official CLI\'s call)', async () => {
    const answer = await t.call('GET', '/exchange-rates?destinationCurrency=EUR&destinationCurrency=MXN');
    const corridors = (answer.body.data as { sourceCurrency: { code: string }; destinationCurrency: { code: string } }[]).map((rate) => `${rate.sourceCurrency.code}->${rate.destinationCurrency.code}`);
    expect(corridors).toEqual(expect.arrayContaining(['USD->EUR', 'USD->MXN', 'EUR->MXN']));
    expect(corridors.every((corridor) => corridor.endsWith('EUR') || corridor.endsWith('MXN'))).toBe(true);
  });

  it('names a bad value among the repeats (400 INVALID_INPUT on destinationCurrency)', async () => {
    const answer = await t.call('GET', '/exchange-rates?destinationCurrency=EUR&destinationCurrency=XXX');
    expect(answer.status).toBe(400);
    expect(answer.body.details.errors).toEqual([expect.objectContaining({ field: 'destinationCurrency' })]);
  });
});
