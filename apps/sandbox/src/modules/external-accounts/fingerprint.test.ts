import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContractChecker } from '../../../../../test/support/contract.js';
import { testSandbox, type TestSandbox } from '../../test-support/client.js';
import { IDENTIFYING_FIELDS, fingerprintOf } from './fingerprint.js';

type Schema = { $ref?: string; allOf?: Schema[]; oneOf?: Schema[]; properties?: Record<string, Schema>; enum?: string[]; const?: string };

const { document } = createContractChecker();
const schemas = document.components.schemas as Record<string, Schema>;
const resolve = (schema: Schema): Schema => (schema.$ref ? resolve(schemas[schema.$ref.split('/').pop()!]!) : schema);
const propertiesOf = (schema: Schema): Record<string, Schema> => {
  const resolved = resolve(schema);
  return Object.assign({}, ...(resolved.allOf ?? []).map(propertiesOf), resolved.properties ?? {});
};

/** Every account type a create request of the document can carry, with the fields its schema names. */
const ACCOUNT_TYPES = (resolve(schemas.ExternalAccountCreateInfoOneOf!).oneOf ?? []).map((variant) => {
  const properties = propertiesOf(variant);
  const type = resolve(properties.accountType!);
  return { type: type.enum?.[0] ?? type.const!, fields: Object.keys(properties).filter((field) => field !== 'accountType') };
});

/** Fields that describe an account, its holder or its routing, never which account it is. */
const DESCRIPTIVE = new Set(['beneficiary', 'taxId', 'pixKeyType', 'bankAccountType', 'rail', 'intermediaryBankName', 'intermediaryRoutingNumber', 'fiToFiInformation', 'vaspName', 'paymentRails']);
/** A bank's name or code beside a code that already names the bank (an IBAN, a routing number, a SWIFT code, an IFSC). */
const BANK_NAMED_ELSEWHERE = new Set(['bankName', 'swiftCode']);

const sample = (type: string, fields: string[]) => Object.fromEntries([['accountType', type], ...fields.map((field) => [field, `Value-${field}`])]);

describe('external account fingerprints, a table of the document\'s account types', () => {
  it('covers every account type of the document', () => {
    expect(ACCOUNT_TYPES.length).toBeGreaterThan(40);
    expect(ACCOUNT_TYPES.map((t) => t.type).filter((type) => !IDENTIFYING_FIELDS[type])).toEqual([]);
  });

  it.each(ACCOUNT_TYPES)('$type: each identifying field tells two accounts apart; holder, routing and spacing do not', ({ type, fields }) => {
    const identifying = IDENTIFYING_FIELDS[type]!;
    // Each identifying field is one the document's schema has; every other field of the schema describes.
    expect(identifying.filter((field) => !fields.includes(field)), `${type} names fields its schema lacks`).toEqual([]);
    expect(fields.filter((field) => !identifying.includes(field) && !DESCRIPTIVE.has(field) && !BANK_NAMED_ELSEWHERE.has(field)), `${type} fields neither identifying nor descriptive`).toEqual([]);
    const base = sample(type, fields);
    const print = fingerprintOf(base);
    for (const field of identifying) expect(fingerprintOf({ ...base, [field]: `Other-${field}` }), `${type}.${field}`).not.toBe(print);
    for (const field of fields.filter((f) => !identifying.includes(f))) expect(fingerprintOf({ ...base, [field]: `Other-${field}` }), `${type}.${field}`).toBe(print);
    const spaced = Object.fromEntries(Object.entries(base).map(([key, value]) => [key, key === 'accountType' ? value : ` ${String(value).replace('-', ' - ')} `]));
    expect(fingerprintOf(spaced)).toBe(print);
  });

  it('keeps the case of base58 addresses, where it is part of the address, and folds it elsewhere', () => {
    expect(fingerprintOf({ accountType: 'SOLANA_WALLET', address: 'AbC' })).not.toBe(fingerprintOf({ accountType: 'SOLANA_WALLET', address: 'abc' }));
    expect(fingerprintOf({ accountType: 'ETHEREUM_WALLET', address: '0xAbC' })).toBe(fingerprintOf({ accountType: 'ETHEREUM_WALLET', address: '0xabc' }));
  });
});

describe('a second account differing only in an identifying field (the official CLI\'s INR accounts)', () => {
  let t: TestSandbox;
  beforeAll(async () => {
    t = await testSandbox();
  });
  afterAll(() => t.close());
  const inr = (vpa: string) => ({ customerId: t.world.alice.id, currency: 'INR', accountInfo: { accountType: 'INR_ACCOUNT', vpa, beneficiary: { beneficiaryType: 'INDIVIDUAL', fullName: 'Priya Rao' } } });

  it('adds a second INR account with another vpa, and refuses a copy of either (409)', async () => {
    expect((await t.call('POST', '/customers/external-accounts', { body: inr('priya@okaxis') })).status).toBe(201);
    expect((await t.call('POST', '/customers/external-accounts', { body: inr('priya.rao@oksbi') })).status).toBe(201);
    expect((await t.call('POST', '/customers/external-accounts', { body: inr('Priya@OKAXIS') })).status).toBe(409);
  });
});
