#!/usr/bin/env node
import { join } from 'node:path';
import { openStateDirectory, startServer } from './node.js';
import type { Sandbox } from './sandbox.js';
import { StoreError } from './store/driver.js';

function printWorld(sandbox: Sandbox, url: string, file: string, restored: boolean): void {
  const { clientId, clientSecret } = sandbox.credentials;
  console.log(`Wallet Kit sandbox listening on ${url}`);
  console.log(`  state:        ${file}${restored ? ' (restored)' : ' (new world)'}`);
  console.log(`  credentials:  ${clientId}:${clientSecret}  (HTTP Basic; SANDBOX_CLIENT_ID / SANDBOX_CLIENT_SECRET override)`);
  console.log(`  enclave keys: ${url}/sandbox/enclave-keys`);
  console.log(`    OTP bundle signer:    ${sandbox.enclaveKeys.otpBundle}`);
  console.log(`    export bundle signer: ${sandbox.enclaveKeys.walletExport}`);
  console.log(`    webhook signer:       ${sandbox.enclaveKeys.webhook}`);
  console.log('  sandbox codes: e-mail/SMS OTP 000000, SCA SMS 123456');
  console.log('  customers:');
  const world = sandbox.directory();
  for (const customer of world.customers.slice(0, 20)) {
    console.log(`    ${customer.id}  ${customer.name ?? customer.platformCustomerId} (${customer.customerType}, ${customer.region}${customer.region === 'EU' ? ', SCA' : ''})`);
    for (const account of customer.internalAccounts) {
      console.log(`      ${account.id}  ${account.type} ${account.currency}`);
      for (const credential of account.credentials) console.log(`        ${credential.id}  ${credential.type} ${credential.nickname}`);
    }
    for (const account of customer.externalAccounts) console.log(`      ${account.id}  external ${account.currency} ${account.accountType}`);
  }
  if (world.customers.length > 20) console.log(`    ... and more (GET /customers)`);
  for (const account of world.platformAccounts) console.log(`    platform  ${account.id}  ${account.type} ${account.currency}`);
}

/** `npm run sandbox` and `npx wallet-kit-sandbox`: the sandbox over HTTP on 127.0.0.1:8787 (PORT overrides), its state in `.sandbox/sandbox.db`. */
async function main(): Promise<void> {
  const port = process.env.PORT === undefined ? 8787 : Number(process.env.PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT: expected a port number, got ${JSON.stringify(process.env.PORT)}`);
  const directory = process.env.SANDBOX_STATE_DIR ?? join(process.env.INIT_CWD ?? process.cwd(), '.sandbox');
  const clientId = process.env.SANDBOX_CLIENT_ID;
  const clientSecret = process.env.SANDBOX_CLIENT_SECRET;
  const { sandbox, file, restored, imported } = await openStateDirectory(directory, clientId && clientSecret ? { credentials: { clientId, clientSecret } } : {});
  if (imported) console.log(`sandbox: carried ${imported} over into ${file} (the old file is kept as ${imported}.imported)`);
  const server = await startServer(sandbox, { port });
  printWorld(sandbox, server.url, file, restored);
  const stop = async () => {
    await server.close();
    sandbox.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
}

main().catch((error: unknown) => {
  if (error instanceof StoreError) console.error(`sandbox: ${error.message}`);
  else console.error('sandbox: failed to start:', error);
  process.exit(1);
});
