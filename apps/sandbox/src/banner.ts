import type { Sandbox } from './sandbox.js';

/** Where the command-line sandbox runs, and what it holds: the lines it prints at start. */
export interface BannerOptions {
  readonly url: string;
  readonly file: string;
  readonly restored: boolean;
}

/**
 * What an integrator needs from the first screen: the address, the credentials, the codes, and the seeded customers by
 * the ids their app knows them by (`platformCustomerId`, what its `resolveEndUser` maps a login to) beside the
 * service's own.
 */
export function bannerOf(sandbox: Sandbox, { url, file, restored }: BannerOptions): string[] {
  const { clientId, clientSecret } = sandbox.credentials;
  const lines = [
    `Wallet Kit sandbox listening on ${url}`,
    `  state:        ${file}${restored ? ' (restored)' : ' (new world)'}`,
    `  credentials:  ${clientId}:${clientSecret}  (HTTP Basic; SANDBOX_CLIENT_ID / SANDBOX_CLIENT_SECRET override)`,
    `  enclave keys: ${url}/sandbox/enclave-keys`,
    `    OTP bundle signer:    ${sandbox.enclaveKeys.otpBundle}`,
    `    export bundle signer: ${sandbox.enclaveKeys.walletExport}`,
    `    webhook signer:       ${sandbox.enclaveKeys.webhook}`,
    '  sandbox codes: e-mail/SMS OTP 000000, SCA SMS 123456',
    '  customers: platformCustomerId, then the service’s id',
  ];
  const world = sandbox.directory();
  for (const customer of world.customers.slice(0, 20)) {
    const who = [customer.name, customer.email].filter(Boolean).join(', ');
    lines.push(`    ${customer.platformCustomerId}  ${customer.id}  ${who} (${customer.customerType}, ${customer.region}${customer.region === 'EU' ? ', SCA' : ''})`);
    for (const account of customer.internalAccounts) {
      lines.push(`      ${account.id}  ${account.type} ${account.currency}`);
      for (const credential of account.credentials) lines.push(`        ${credential.id}  ${credential.type} ${credential.nickname}`);
    }
    for (const account of customer.externalAccounts) lines.push(`      ${account.id}  external ${account.currency} ${account.accountType}`);
  }
  if (world.customers.length > 20) lines.push('    ... and more (GET /customers)');
  for (const account of world.platformAccounts) lines.push(`    platform  ${account.id}  ${account.type} ${account.currency}`);
  return lines;
}
