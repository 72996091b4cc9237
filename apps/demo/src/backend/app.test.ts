import { beforeAll, describe, expect, it } from 'vitest';
import { createSandbox, seededPeople, type Sandbox } from '@wallet-kit/sandbox';
import { createDemoBackend } from './app.js';
import { COOKIE_NAME } from './cookie.js';

let sandbox: Sandbox;
let backend: (request: Request) => Promise<Response>;

beforeAll(async () => {
  sandbox = await createSandbox();
  backend = createDemoBackend({ sandbox, cookieSecret: 'test-secret' });
});

const url = (path: string) => `http://localhost:5173${path}`;

async function signIn(email: string, region = 'US') {
  const response = await backend(new Request(url('/api/sign-in'), { method: 'POST', body: JSON.stringify({ email, region }), headers: { 'Content-Type': 'application/json' } }));
  const setCookie = response.headers.get('Set-Cookie') ?? '';
  const body = (await response.json()) as { customer: { id: string; email: string; region: string }; walletId: string; created: boolean };
  return { response, setCookie, cookie: setCookie.split(';')[0]!, body };
}

const get = (path: string, cookie?: string) => backend(new Request(url(path), { headers: cookie ? { cookie } : {} }));

describe('the demo back end', () => {
  it('opens a customer with an embedded wallet for a new address and sets an httpOnly signed cookie', async () => {
    const { response, setCookie, body } = await signIn('New.Person@Example.com', 'EU');
    expect(response.status).toBe(200);
    expect(setCookie).toMatch(new RegExp(`^${COOKIE_NAME}=[^;]+; Path=/; HttpOnly; SameSite=Lax`));
    expect(body.created).toBe(true);
    expect(body.customer).toMatchObject({ email: 'new.person@example.com', region: 'EU' });
    const listed = sandbox.directory().customers.find((c) => c.id === body.customer.id)!;
    expect(listed.internalAccounts.find((a) => a.id === body.walletId)).toMatchObject({ type: 'EMBEDDED_WALLET', currency: 'EUR' });
    expect(sandbox.inspect.balance(body.walletId)).toBe(0);
  });

  it('starts a new customer with no payees, while the seeded people keep theirs', async () => {
    for (const region of ['US', 'EU']) {
      const { body } = await signIn(`no.strangers.${region.toLowerCase()}@example.com`, region);
      expect(body.created).toBe(true);
      expect(sandbox.directory().customers.find((c) => c.id === body.customer.id)!.externalAccounts).toEqual([]);
    }
    const alice = await signIn('alice@example.com');
    expect(sandbox.directory().customers.find((c) => c.id === alice.body.customer.id)!.externalAccounts.length).toBeGreaterThan(0);
  });

  it('makes one customer when one new address signs up on several tabs at once', async () => {
    const results = await Promise.all(Array.from({ length: 4 }, () => signIn('Twice.At.Once@example.com')));
    expect(new Set(results.map((result) => result.body.customer.id)).size).toBe(1);
    expect(results.filter((result) => result.body.created)).toHaveLength(1);
    expect(sandbox.directory().customers.filter((customer) => customer.email === 'twice.at.once@example.com')).toHaveLength(1);
  });

  it('finds the seeded customer for a known address instead of creating one', async () => {
    const { body } = await signIn('alice@example.com');
    expect(body.created).toBe(false);
    expect(body.customer.id).toBe(seededPeople(sandbox).alice.id);
  });

  it('forwards to the service only for the signed-in customer, never with a forged cookie', async () => {
    const alice = await signIn('alice@example.com');
    const elodie = await signIn('elodie@example.com');
    expect((await get(`/api/service/customers/internal-accounts?customerId=${alice.body.customer.id}`, alice.cookie)).status).toBe(200);
    expect((await get(`/api/service/customers/internal-accounts?customerId=${alice.body.customer.id}`)).status).toBe(401);
    const forged = `${COOKIE_NAME}=${Buffer.from(alice.body.customer.id).toString('base64url')}.${'A'.repeat(43)}`;
    expect((await get(`/api/service/customers/internal-accounts?customerId=${alice.body.customer.id}`, forged)).status).toBe(401);
    const other = await get(`/api/service/customers/internal-accounts?customerId=${alice.body.customer.id}`, elodie.cookie);
    expect(other.status).toBe(403);
    expect((await get('/api/service/customers', alice.cookie)).status).toBe(403);
  });

  it('serves the verification partner\'s stand-in page a link opens, and sends the customer back once it is done', async () => {
    const { cookie, body } = await signIn('new.onboarder@example.com');
    const headers = { cookie, 'Content-Type': 'application/json', Origin: 'http://localhost:5173' };
    const link = (await (await backend(new Request(url(`/api/service/customers/${body.customer.id}/kyc-link`), { method: 'POST', headers, body: JSON.stringify({ redirectUri: 'http://localhost:5173/' }) }))).json()) as { token: string };
    const page = await get(`/api/verification/${link.token}`);
    expect(page.headers.get('Content-Type')).toContain('text/html');
    expect(await page.text()).toContain('Pass the identity check');
    const done = await backend(new Request(url(`/api/verification/${link.token}`), { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'outcome=APPROVED' }));
    expect(done.status).toBe(303);
    expect(done.headers.get('Location')).toBe('http://localhost:5173/');
    expect((await get(`/api/verification/${link.token}`)).status).toBe(404);
  });

  it('asks a new EU wallet for a phone number in E.164, and keeps it', async () => {
    const response = await backend(new Request(url('/api/sign-in'), { method: 'POST', body: JSON.stringify({ email: 'lea@example.eu', region: 'EU', phoneNumber: '+33 6 12 34 56 78' }), headers: { 'Content-Type': 'application/json' } }));
    const { customer } = (await response.json()) as { customer: { id: string } };
    expect(sandbox.directory().customers.find((c) => c.id === customer.id)).toMatchObject({ phoneNumber: '+33612345678' });
    const bad = await backend(new Request(url('/api/sign-in'), { method: 'POST', body: JSON.stringify({ email: 'x@example.eu', region: 'EU', phoneNumber: '0612' }), headers: { 'Content-Type': 'application/json' } }));
    expect(bad.status).toBe(400);
  });

  it('tells the page who is signed in, and forgets it on sign-out', async () => {
    const alice = await signIn('alice@example.com');
    expect(await (await get('/api/me', alice.cookie)).json()).toMatchObject({ signedIn: true, walletId: alice.body.walletId });
    const out = await backend(new Request(url('/api/sign-out'), { method: 'POST', headers: { cookie: alice.cookie } }));
    expect(out.headers.get('Set-Cookie')).toContain('Max-Age=0');
    expect(await (await get('/api/me')).json()).toEqual({ signedIn: false });
  });

  it('refuses an address that is not one', async () => {
    const response = await backend(new Request(url('/api/sign-in'), { method: 'POST', body: JSON.stringify({ email: 'nope' }) }));
    expect(response.status).toBe(400);
  });
});
