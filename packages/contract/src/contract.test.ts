import { readFile } from 'node:fs/promises';
import { createSandbox } from '@wallet-kit/sandbox';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { createContractChecker } from '../../../test/support/contract.js';
import { generateContractTypes } from './generate.js';

const documentText = () => readFile(new URL('../openapi.yaml', import.meta.url), 'utf8');

describe('the contract', () => {
  it('documents every endpoint the sandbox serves', async () => {
    const { check } = createContractChecker(await documentText());
    const sandbox = await createSandbox();
    const undocumented = sandbox.routes.filter((route) => check(route.method, route.path.replace(/:[^/]+/g, 'x'), 200, {})?.problems[0] === 'the operation is not in the contract');
    expect(undocumented).toEqual([]);
  }, 30_000);

  it('has types generated from the document as it is now (run `npm run contract` after changing it)', async () => {
    expect(await generateContractTypes(await documentText())).toBe(await readFile(new URL('./generated.ts', import.meta.url), 'utf8'));
  }, 60_000);

  it("keeps every sandbox extension's text whole: no key left without a value (an unquoted comma in a flow mapping splits it)", async () => {
    const extensions = parse(await readFile(new URL('../sandbox-extensions.yaml', import.meta.url), 'utf8')) as unknown;
    const empty: string[] = [];
    const walk = (value: unknown, path: string) => {
      if (value === null) empty.push(path);
      else if (typeof value === 'object') for (const [key, inner] of Object.entries(value)) walk(inner, `${path}/${key}`);
    };
    walk(extensions, '');
    expect(empty).toEqual([]);
  });

  it('catches an answer that breaks it', async () => {
    const { check } = createContractChecker(await documentText());
    expect(check('GET', '/sandbox/clock', 200, { now: 'not a date' })?.problems.join()).toMatch(/must match format "date-time"/);
    expect(check('POST', '/quotes', 409, { code: 'QUOTE_EXPIRED', reason: 'x' })?.problems.join()).toMatch(/status 409 is not documented/);
    // A documented status with a code its schema does not list.
    expect(check('POST', '/quotes', 400, { code: 'NO_SUCH_THING', reason: 'x' })?.problems.join()).toMatch(/allowed values/);
  });
});
