import { createSandbox, seededPeople, type Sandbox } from '@wallet-kit/sandbox';
import { beforeAll, describe, expect, it } from 'vitest';
import { createProvisioner, describePayee, ServerError, type ProvisionerOptions } from './index.js';

let sandbox: Sandbox;
let platformCalls: string[];

beforeAll(async () => {
  sandbox = await createSandbox();
});

function provisioner(extra: Partial<ProvisionerOptions> = {}) {
  platformCalls = [];
  return createProvisioner({
    serviceUrl: `http://sandbox.test${sandbox.basePath}`,
    clientId: sandbox.credentials.clientId,
    clientSecret: sandbox.credentials.clientSecret,
    fetch: async (input, init) => {
      const request = new Request(input, init);
      platformCalls.push(`${request.method} ${new URL(request.url).pathname}`);
      return sandbox.fetch(request);
    },
    ...extra,
  });
}

const isCreation = (call: string) => call.startsWith('POST ') && call.endsWith('/customers');
const customersWith = (platformCustomerId: string) => sandbox.directory().customers.filter((customer) => customer.platformCustomerId === platformCustomerId);

describe('createProvisioner', () => {
  it("creates the customer for a new user, whose embedded wallet the service opens, and finds that same customer on the next sign-in", async () => {
    const linker = provisioner();
    const first = await linker.link({ platformCustomerId: 'app-user-1', customer: { region: 'EU', email: 'one@example.com', fullName: 'Une Personne' } });
    expect(first.created).toBe(true);
    expect(first.customer).toMatchObject({ platformCustomerId: 'app-user-1', region: 'EU', email: 'one@example.com', fullName: 'Une Personne', customerType: 'INDIVIDUAL' });
    expect(first.customer.id).toMatch(/^Customer:/);
    const listed = customersWith('app-user-1');
    expect(listed).toHaveLength(1);
    expect(listed[0]!.internalAccounts.find((account) => account.type === 'EMBEDDED_WALLET')).toMatchObject({ id: first.wallet.id, currency: 'EUR' });
    expect(first.wallet.currency).toBe('EUR');
    expect(first.payees).toEqual([]);

    const again = await linker.link({ platformCustomerId: 'app-user-1', customer: { region: 'EU' } });
    expect(again).toEqual({ ...first, created: false });
    expect(platformCalls.filter(isCreation)).toHaveLength(1);
  });

  it('links a user the service already knows (a seeded customer) with its wallet and its payees, each labelled', async () => {
    const alice = seededPeople(sandbox).alice;
    const linked = await provisioner().link({ platformCustomerId: 'user-us-alice', customer: { region: 'US' } });
    expect(linked.created).toBe(false);
    expect(linked.customer.id).toBe(alice.id);
    expect(linked.wallet).toEqual({ id: alice.wallet, currency: 'USD' });
    const iban = linked.payees.find((payee) => payee.id === alice.bankEur);
    expect(iban).toMatchObject({ currency: 'EUR', accountType: 'EUR_ACCOUNT', name: 'Lucas Rivera', detail: 'IBAN •••• 0189', label: 'Lucas Rivera · IBAN •••• 0189' });
    expect(iban!.paymentRails).toContain('SEPA_INSTANT');
    for (const payee of linked.payees) expect(payee.label).not.toMatch(/ExternalAccount:/);
    expect(await provisioner().find('user-us-alice')).toEqual(linked);
  });

  it('creates one customer when the same new user signs in on eight instances at once', async () => {
    const linker = provisioner();
    const results = await Promise.all(Array.from({ length: 8 }, () => linker.link({ platformCustomerId: 'app-user-race', customer: { region: 'US', email: 'race@example.com' } })));
    expect(new Set(results.map((result) => result.customer.id)).size).toBe(1);
    expect(new Set(results.map((result) => result.wallet.id)).size).toBe(1);
    expect(results.filter((result) => result.created)).toHaveLength(1);
    // The race happened: several instances tried to create, and the losers read the winner's customer.
    expect(platformCalls.filter(isCreation).length).toBeGreaterThan(1);
    expect(customersWith('app-user-race')).toHaveLength(1);
    expect(sandbox.audit()).toEqual([]);
  });

  it('reads every page of a long payee list', async () => {
    const { customer } = await provisioner().link({ platformCustomerId: 'app-user-many-payees', customer: { region: 'US' } });
    const body = (n: number) => ({
      customerId: customer.id,
      currency: 'USD',
      accountInfo: { accountType: 'USD_ACCOUNT', accountNumber: `0000${String(n).padStart(8, '0')}`, routingNumber: '021000021', bankName: 'Example Bank', bankAccountType: 'CHECKING', paymentRails: ['ACH'], beneficiary: { beneficiaryType: 'INDIVIDUAL', fullName: `Payee ${n}` } },
    });
    const authorization = `Basic ${btoa(`${sandbox.credentials.clientId}:${sandbox.credentials.clientSecret}`)}`;
    for (let n = 0; n < 103; n += 1) {
      const created = await sandbox.fetch(new Request(`http://sandbox.test${sandbox.basePath}/customers/external-accounts`, { method: 'POST', headers: { Authorization: authorization, 'Content-Type': 'application/json' }, body: JSON.stringify(body(n)) }));
      expect(created.status).toBe(201);
    }
    const payees = await provisioner().payeesOf(customer.id);
    expect(payees).toHaveLength(103);
    expect(new Set(payees.map((payee) => payee.id)).size).toBe(103);
    expect(payees[102]!.label).toBe('Payee 102 · Example Bank •••• 0102');
  });

  it('says what was wrong with its input, and passes on the service refusing a customer with the service’s code', async () => {
    const linker = provisioner();
    await expect(linker.link({ platformCustomerId: '', customer: { region: 'US' } })).rejects.toMatchObject({ code: 'INVALID_ARGUMENT', message: expect.stringMatching(/platformCustomerId: expected your user's id/) });
    await expect(linker.link({ platformCustomerId: 'app-user-2', customer: undefined as never })).rejects.toMatchObject({ code: 'INVALID_ARGUMENT', message: expect.stringMatching(/customer.region/) });
    const refused = await linker.link({ platformCustomerId: 'app-user-3', customer: { region: 'US', email: 'not an address' } }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ServerError);
    expect(refused).toMatchObject({ code: 'SERVICE_REFUSED', details: { status: 400, code: 'INVALID_INPUT' } });
    expect(customersWith('app-user-3')).toEqual([]);
    expect(() => createProvisioner({ serviceUrl: '', clientId: 'x', clientSecret: 'y' })).toThrow(ServerError);
  });

  // Without its customerId the scoped list is the platform's: walletOf(undefined) answered another customer's wallet.
  it.each([
    ['no customer id', undefined],
    ['an empty customer id', ''],
    ['an id of another kind', 'InternalAccount:1a1a1a1a-0000-4000-8000-000000000001'],
    ['an id that adds a query of its own', 'Customer:x&customerId=Customer:y'],
  ])('refuses %s for walletOf and payeesOf before asking the service anything', async (_what, customerId) => {
    const linker = provisioner();
    const seen = { wallet: await linker.walletOf(customerId as never).catch((error: unknown) => error), payees: await linker.payeesOf(customerId as never).catch((error: unknown) => error) };
    expect(seen.wallet).toMatchObject({ code: 'INVALID_ARGUMENT', message: expect.stringMatching(/^customerId: expected the service's Customer:<uuid> id/) });
    expect(seen.payees).toMatchObject({ code: 'INVALID_ARGUMENT' });
    expect(seen.wallet).toBeInstanceOf(ServerError);
    expect(platformCalls).toEqual([]);
  });

  it('labels a payee whose accountInfo the service sent in another shape, rather than refusing its own answer as bad input', async () => {
    const page = { data: [{ id: 'ExternalAccount:1', currency: 'EUR', accountInfo: 'IBAN' }, { id: 'ExternalAccount:2', currency: 'EUR', accountInfo: [] }], hasMore: false };
    const linker = createProvisioner({ serviceUrl: 'http://service.test/v1', clientId: 'platform', clientSecret: 'secret', fetch: async () => Response.json(page) });
    const payees = await linker.payeesOf('Customer:0a0a0a0a-0000-4000-8000-00000000000a');
    expect(payees.map((payee) => payee.id)).toEqual(['ExternalAccount:1', 'ExternalAccount:2']);
  });

  it('refuses to go on when the service does not answer, with the cause kept', async () => {
    const offline = provisioner({ fetch: () => Promise.reject(new TypeError('fetch failed')) });
    const error = (await offline.link({ platformCustomerId: 'app-user-4', customer: { region: 'US' } }).catch((caught: unknown) => caught)) as ServerError;
    expect(error.code).toBe('UPSTREAM_FAILED');
    expect(error.cause).toBeInstanceOf(TypeError);
  });

  it('reaches the service through the global fetch of the moment of the call, as a test that mocks it later expects', async () => {
    const linker = createProvisioner({ serviceUrl: `http://sandbox.test${sandbox.basePath}`, ...sandbox.credentials });
    const original = globalThis.fetch;
    globalThis.fetch = (input, init) => sandbox.fetch(new Request(input, init));
    try {
      expect((await linker.find('user-us-alice'))?.customer.id).toBe(seededPeople(sandbox).alice.id);
    } finally {
      globalThis.fetch = original;
    }
  });

  it('labels payees of every kind by name and a masked identifier', () => {
    expect(describePayee({ accountType: 'MXN_ACCOUNT', clabeNumber: '032180000118359719', beneficiary: { fullName: 'María López' } })).toEqual({ name: 'María López', detail: 'CLABE •••• 9719' });
    expect(describePayee({ accountType: 'BRL_ACCOUNT', pixKey: 'maria@example.com', beneficiary: { legalName: 'Loja Ltda' } })).toEqual({ name: 'Loja Ltda', detail: 'PIX •••• .com' });
    expect(describePayee({ accountType: 'SOLANA_WALLET', address: '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU' })).toEqual({ name: 'SOLANA_WALLET', detail: '7xKXtg…gAsU' });
  });
});
