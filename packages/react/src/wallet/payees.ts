import type { ExternalAccount } from './api.js';
import type { SendPayee } from './send-store.js';

/** A saved external account as a payee: the beneficiary's name, the end of the account number, its currency and rails. */
export function describePayeeAccount(account: ExternalAccount): SendPayee {
  const info = account.accountInfo as Readonly<Record<string, unknown>>;
  const beneficiary = info.beneficiary as { fullName?: string; legalName?: string } | undefined;
  const number = [info.iban, info.accountNumber, info.clabeNumber, info.pixKey, info.address].find((value): value is string => typeof value === 'string');
  const rails = Array.isArray(info.paymentRails) ? info.paymentRails.filter((rail): rail is string => typeof rail === 'string') : [];
  return {
    kind: 'account',
    id: account.id,
    name: beneficiary?.fullName ?? beneficiary?.legalName ?? String(info.vaspName ?? info.bankName ?? account.currency),
    // A no-break space: the masked number is one thing to read, never "••••" at a line's end and "0189" on the next.
    detail: number ? `••••\u00a0${number.slice(-4)}` : String(info.accountType ?? ''),
    currency: account.currency,
    rails,
  };
}
