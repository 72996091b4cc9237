import { join } from 'node:path';
import { createSandbox } from './sandbox.js';
import { StateFile, StateFileError, startServer } from './server.js';

/** `npm run sandbox`: the sandbox over HTTP on 127.0.0.1:8787 (PORT overrides), its state kept in `.sandbox/`. */
async function main(): Promise<void> {
  const port = process.env.PORT === undefined ? 8787 : Number(process.env.PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT: expected a port number, got ${JSON.stringify(process.env.PORT)}`);
  const directory = process.env.SANDBOX_STATE_DIR ?? join(process.env.INIT_CWD ?? process.cwd(), '.sandbox');
  const file = new StateFile(directory);
  const state = await file.load();
  const clientId = process.env.SANDBOX_CLIENT_ID;
  const clientSecret = process.env.SANDBOX_CLIENT_SECRET;
  const sandbox = await createSandbox({
    ...(state ? { state } : {}),
    ...(clientId && clientSecret ? { credentials: { clientId, clientSecret } } : {}),
  });
  const save = () => void file.save(() => sandbox.snapshot()).catch((error: unknown) => console.error(`sandbox: could not save ${file.path}:`, error));
  sandbox.onChange(save);
  const server = await startServer(sandbox, { port });
  if (!state) {
    save();
    void file.flush();
  }

  const { clientId: id, clientSecret: secret } = sandbox.credentials;
  console.log(`Wallet Kit sandbox listening on ${server.url}`);
  console.log(`  state:        ${file.path}${state ? ' (restored)' : ' (new world)'}`);
  console.log(`  credentials:  ${id}:${secret}  (HTTP Basic; SANDBOX_CLIENT_ID / SANDBOX_CLIENT_SECRET override)`);
  console.log(`  enclave keys: ${server.url}/sandbox/enclave-keys`);
  console.log(`    OTP bundle signer:    ${sandbox.enclaveKeys.otpBundle}`);
  console.log(`    export bundle signer: ${sandbox.enclaveKeys.walletExport}`);
  console.log(`    webhook signer:       ${sandbox.enclaveKeys.webhook}`);
  console.log('  sandbox codes: e-mail/SMS OTP 000000, SCA SMS 123456');
  console.log('  customers:');
  const s = sandbox.state;
  for (const customer of Object.values(s.customers)) {
    const name = customer.fullName ?? customer.businessName ?? customer.platformCustomerId;
    console.log(`    ${customer.id}  ${name} (${customer.customerType}, ${customer.region}${customer.region === 'EU' ? ', SCA' : ''})`);
    for (const account of Object.values(s.internalAccounts).filter((a) => a.customerId === customer.id)) {
      console.log(`      ${account.id}  ${account.type} ${account.currency} ${(account.balance / 100).toFixed(2)}`);
      for (const credential of Object.values(s.credentials).filter((c) => c.accountId === account.id)) {
        console.log(`        ${credential.id}  ${credential.type} ${credential.nickname}`);
      }
    }
    for (const account of Object.values(s.externalAccounts).filter((a) => a.customerId === customer.id)) {
      console.log(`      ${account.id}  external ${account.currency} ${String(account.accountInfo.accountType)}`);
    }
  }
  for (const account of Object.values(s.internalAccounts).filter((a) => a.customerId === undefined)) {
    console.log(`    platform  ${account.id}  ${account.type} ${account.currency} ${(account.balance / 100).toFixed(2)}`);
  }

  const stop = async () => {
    await server.close();
    file.save(() => sandbox.snapshot());
    await file.flush();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
}

main().catch((error: unknown) => {
  if (error instanceof StateFileError) {
    console.error(`sandbox: the state file is corrupt and was left as it is: ${error.message}`);
    console.error(`sandbox: move it away (or set SANDBOX_STATE_DIR) to start a new world: mv ${error.path} ${error.path}.bak`);
  } else {
    console.error('sandbox: failed to start:', error);
  }
  process.exit(1);
});
