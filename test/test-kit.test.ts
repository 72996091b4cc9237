import { execFile, spawn } from 'node:child_process';
import { cpSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify, stripVTControlCharacters } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../scripts/packaging/workspace.js';
import { ownFolder, packedWorkspace, unpackedDir, type PackedWorkspace } from './support/packed.js';
import { expectStarterWorks } from './support/starter.js';

// The test kit as an integrator meets it: the packed tarballs installed where an app's folder finds them (the run's
// one packing, shared with tarballs.test.ts), an app test written with Node's own test runner, MSW from npm, the
// `wallet-kit-sandbox` command, and an app written by `npm create wallet-kit` (test/support/starter.ts). Needs
// `npm run build` first.
const run = promisify(execFile);

let workspace: PackedWorkspace;
let app: string;

// Packing, or waiting for tarballs.test.ts's packing, on a loaded machine: 40 s was seen. The run's global setup
// removes it all at the end.
beforeAll(async () => {
  if (!existsSync(join(repoRoot, 'apps/sandbox/dist/index.cjs'))) throw new Error('the packages are not built: run `npm run build` first');
  workspace = await packedWorkspace();
  app = await ownFolder(workspace, 'app');
}, 200_000);

// An integrator's test of their own backend and of the kit's client, with the sandbox served by MSW.
const appTest = `
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { setupServer } from 'msw/node';
import { createClient, ServiceError } from '@wallet-kit/client';
import { createSandbox, seededPeople, SANDBOX_OTP_CODE } from '@wallet-kit/sandbox';
import { backendHandlers, sandboxHandlers, SANDBOX_SERVICE_URL, TestKitError } from '@wallet-kit/sandbox/msw';
import { createProvisioner, createServiceHandler } from '@wallet-kit/server';

const sandbox = await createSandbox();
const { clientId, clientSecret } = sandbox.credentials;
let signedIn = null; // the app's own session: the service customer of whoever is signed in
const backend = createServiceHandler({ serviceUrl: SANDBOX_SERVICE_URL, clientId, clientSecret, environment: 'sandbox', resolveEndUser: () => signedIn });
const server = setupServer(...sandboxHandlers(sandbox), ...backendHandlers(backend, { baseUrl: 'http://app.test/api/service' }));
before(() => server.listen({ onUnhandledRequest: 'error' }));
after(() => { server.close(); sandbox.close(); });

test('a new user is linked to a customer and a wallet, and signs in to it with an e-mail code', async (t) => {
  const linked = await createProvisioner({ serviceUrl: SANDBOX_SERVICE_URL, clientId, clientSecret }).link({ platformCustomerId: 'app-user-42', customer: { region: 'US', email: 'new@example.com' } });
  assert.equal(linked.created, true);
  assert.equal(sandbox.directory().customers.filter((c) => c.platformCustomerId === 'app-user-42').length, 1);
  signedIn = { customerId: linked.customer.id };
  const client = createClient({ baseUrl: 'http://app.test/api/service', environment: 'sandbox' });
  t.after(() => client.dispose()); // its cross-tab channel would keep Node running
  const credential = await client.credentials.addOtpCredential({ accountId: linked.wallet.id, type: 'EMAIL_OTP' });
  const signIn = await client.auth.startOtpSignIn({ credentialId: credential.id });
  const session = await signIn.submitCode(SANDBOX_OTP_CODE);
  assert.equal(client.session.getState().status, 'active');
  assert.equal(sandbox.inspect.session(session.id).accountId, linked.wallet.id);
});

test("the backend refuses another customer's wallet", async (t) => {
  const { alice } = seededPeople(sandbox);
  const client = createClient({ baseUrl: 'http://app.test/api/service', environment: 'sandbox' });
  t.after(() => client.dispose());
  await assert.rejects(client.credentials.listCredentials(alice.wallet), (error) => error instanceof ServiceError && error.status === 403 && error.code === 'RESOURCE_NOT_OWNED');
});

test('the handlers name a bad argument with a typed error', () => {
  assert.throws(() => backendHandlers('not a handler'), (error) => error instanceof TestKitError && error.code === 'INVALID_ARGUMENT');
});
`;

// The same in CommonJS with require(esm) off, as Jest's CommonJS mode loads modules: MSW 2.11+ cannot load there, so
// the README's way is to wire the kit's `fetch` options to the sandbox and the backend directly.
const commonJsTest = `
const assert = require('node:assert/strict');
const { test } = require('node:test');
const { createClient } = require('@wallet-kit/client');
const { BASE_PATH, createSandbox, seededPeople, SANDBOX_OTP_CODE } = require('@wallet-kit/sandbox');
const { createServiceHandler } = require('@wallet-kit/server');
require('@wallet-kit/sandbox/jsdom'); // loads in CommonJS too (nothing to supply in Node)

test('MSW 2.11+ cannot be required here, as the README says', () => {
  assert.throws(() => require('@wallet-kit/sandbox/msw'), (error) => error.code === 'ERR_REQUIRE_ESM' && /rettime/.test(error.message));
});

test('without MSW, the fetch options join client, backend and sandbox, and a seeded user signs in', async (t) => {
  const sandbox = await createSandbox();
  t.after(() => sandbox.close());
  const { alice } = seededPeople(sandbox);
  const backend = createServiceHandler({ serviceUrl: 'http://sandbox' + BASE_PATH, ...sandbox.credentials, environment: 'sandbox', resolveEndUser: () => ({ customerId: alice.id }), fetch: (input, init) => sandbox.fetch(new Request(input, init)) });
  const client = createClient({ baseUrl: 'http://app.test/api/service', environment: 'sandbox', fetch: (input, init) => backend(new Request(input, init)) });
  t.after(() => client.dispose());
  const signIn = await client.auth.startOtpSignIn({ credentialId: alice.email });
  await signIn.submitCode(SANDBOX_OTP_CODE);
  assert.equal(client.session.getState().status, 'active');
});
`;

describe('the test kit, from the packed tarballs', () => {
  it("serves the sandbox and the app's backend inside the app's own tests, through MSW from npm", async () => {
    writeFileSync(join(app, 'wallet.test.mjs'), appTest);
    const { stdout } = await run(process.execPath, ['--test', '--test-reporter=tap', 'wallet.test.mjs'], { cwd: app, encoding: 'utf8' }).catch((error: { stdout?: string; stderr?: string }) => {
      throw new Error(`the app's test failed:\n${error.stdout ?? ''}\n${error.stderr ?? ''}`);
    });
    expect(stdout).toMatch(/^# pass 3$/m);
    expect(stdout).toMatch(/^# fail 0$/m);
  }, 60_000);

  it("runs in CommonJS with require(esm) off, as in Jest's CommonJS mode: MSW refused as documented, the fetch options instead", async () => {
    writeFileSync(join(app, 'wallet.test.cjs'), commonJsTest);
    const { stdout } = await run(process.execPath, ['--no-experimental-require-module', '--test', '--test-reporter=tap', 'wallet.test.cjs'], { cwd: app, encoding: 'utf8' }).catch((error: { stdout?: string; stderr?: string }) => {
      throw new Error(`the app's CommonJS test failed:\n${error.stdout ?? ''}\n${error.stderr ?? ''}`);
    });
    expect(stdout).toMatch(/^# pass 2$/m);
    expect(stdout).toMatch(/^# fail 0$/m);
  }, 60_000);

  it("runs the repository's jsdom test of the kit (test/jsdom-kit) with Vitest in the app, on the packed packages and their jsdom setup file", async () => {
    cpSync(join(repoRoot, 'test/jsdom-kit'), join(app, 'jsdom-kit'), { recursive: true });
    writeFileSync(join(app, 'vitest.config.mjs'), `export default { test: { environment: 'jsdom', include: ['jsdom-kit/*.test.ts'], setupFiles: ['jsdom-kit/jest-globals.ts', 'jsdom-kit/setup.ts'] } };\n`);
    const { stdout } = await run(process.execPath, [join(workspace.consumer, 'node_modules/vitest/vitest.mjs'), 'run', '--reporter=verbose'], { cwd: app, encoding: 'utf8' }).catch((error: { stdout?: string; stderr?: string }) => {
      throw new Error(`the app's jsdom test failed:\n${error.stdout ?? ''}\n${error.stderr ?? ''}`);
    });
    expect(stripVTControlCharacters(stdout)).toMatch(/Tests +2 passed \(2\)/);
  }, 120_000);

  it('writes an app with `npm create wallet-kit` whose own test signs in and pays, and whose page builds with Vite', async () => {
    await expectStarterWorks(app, workspace);
  }, 120_000);

  it('runs the sandbox over HTTP as `wallet-kit-sandbox`, printing its URL and credentials, and stops on SIGTERM', async () => {
    const sandbox = workspace.packed.find((pkg) => pkg.name === '@wallet-kit/sandbox')!;
    const bin = (sandbox.manifest.bin as Record<string, string>)['wallet-kit-sandbox']!;
    const file = join(unpackedDir(workspace, sandbox.name), bin);
    expect(readFileSync(file, 'utf8').split('\n')[0]).toBe('#!/usr/bin/env node');
    const child = spawn(process.execPath, [file], { cwd: app, env: { ...process.env, PORT: '0', SANDBOX_STATE_DIR: join(app, 'state') }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    try {
      const url = await new Promise<string>((resolve, reject) => {
        const look = (chunk: Buffer) => {
          output += chunk.toString();
          const match = /listening on (http:\/\/127\.0\.0\.1:\d+\/2025-10-13)/.exec(output);
          // The listing ends with the seeded customers.
          if (match && output.includes('customers:')) resolve(match[1]!);
        };
        child.stdout.on('data', look);
        child.stderr.on('data', look);
        child.once('exit', () => reject(new Error(`wallet-kit-sandbox exited:\n${output}`)));
      });
      expect(output).toContain('credentials:  sandbox-client-id:sandbox-client-secret');
      // The seeded people by the ids an app signs its users in with (issue 24).
      await expect.poll(() => output).toMatch(/user-us-alice {2}Customer:/);
      const config = await fetch(`${url}/config`, { headers: { Authorization: `Basic ${btoa('sandbox-client-id:sandbox-client-secret')}` } });
      expect(config.status).toBe(200);
      expect(existsSync(join(app, 'state/sandbox.db'))).toBe(true);
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
  }, 60_000);
});
