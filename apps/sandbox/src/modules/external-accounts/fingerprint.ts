/**
 * The fields that say which account an accountInfo is, by account type (reference OpenAPI: the
 * `*ExternalAccountCreateInfo` schemas): the number or key that reaches it and, where that number is
 * only unique at one bank or provider, what names the bank or provider. Left out: who holds it
 * (`beneficiary`, `taxId`), how it is described or routed (`bankAccountType`, `rail`, `pixKeyType`,
 * intermediaries, `vaspName`) and a bank name where a code already names the bank (`routingNumber`,
 * `swiftCode`, `ifsc`, an IBAN). Two accounts equal in these fields are one account (409); a
 * difference in any of them is another account.
 */
export const IDENTIFYING_FIELDS: Readonly<Record<string, readonly string[]>> = {
  AED_ACCOUNT: ['iban'],
  BDT_ACCOUNT: ['bankName', 'branchCode', 'accountNumber', 'phoneNumber'],
  BRL_ACCOUNT: ['pixKey'],
  BWP_ACCOUNT: ['provider', 'phoneNumber'],
  CAD_ACCOUNT: ['bankCode', 'branchCode', 'accountNumber'],
  CNY_ACCOUNT: ['bankName', 'accountNumber', 'phoneNumber'],
  COP_ACCOUNT: ['bankName', 'accountNumber', 'phoneNumber'],
  DKK_ACCOUNT: ['iban'],
  EGP_ACCOUNT: ['bankName', 'iban', 'phoneNumber'],
  EUR_ACCOUNT: ['iban'],
  GBP_ACCOUNT: ['sortCode', 'accountNumber'],
  GHS_ACCOUNT: ['bankName', 'accountNumber', 'phoneNumber'],
  GTQ_ACCOUNT: ['bankName', 'accountNumber'],
  HKD_ACCOUNT: ['swiftCode', 'accountNumber'],
  HTG_ACCOUNT: ['phoneNumber'],
  IDR_ACCOUNT: ['swiftCode', 'accountNumber', 'phoneNumber'],
  INR_ACCOUNT: ['ifsc', 'accountNumber', 'vpa'],
  JMD_ACCOUNT: ['bankName', 'branchCode', 'accountNumber'],
  KES_ACCOUNT: ['provider', 'phoneNumber'],
  MWK_ACCOUNT: ['provider', 'phoneNumber'],
  MXN_ACCOUNT: ['clabeNumber'],
  MYR_ACCOUNT: ['swiftCode', 'accountNumber'],
  NGN_ACCOUNT: ['bankName', 'accountNumber'],
  PHP_ACCOUNT: ['bankName', 'accountNumber'],
  PKR_ACCOUNT: ['bankName', 'accountNumber', 'iban', 'phoneNumber'],
  RWF_ACCOUNT: ['provider', 'phoneNumber'],
  SGD_ACCOUNT: ['swiftCode', 'accountNumber'],
  SLV_ACCOUNT: ['bankName', 'accountNumber', 'phoneNumber'],
  THB_ACCOUNT: ['swiftCode', 'accountNumber'],
  TZS_ACCOUNT: ['provider', 'phoneNumber'],
  UGX_ACCOUNT: ['provider', 'phoneNumber'],
  USD_ACCOUNT: ['routingNumber', 'accountNumber'],
  VND_ACCOUNT: ['swiftCode', 'accountNumber'],
  XAF_ACCOUNT: ['region', 'provider', 'phoneNumber'],
  XOF_ACCOUNT: ['region', 'provider', 'phoneNumber'],
  ZAR_ACCOUNT: ['bankName', 'accountNumber'],
  ZMW_ACCOUNT: ['provider', 'phoneNumber'],
  SWIFT_ACCOUNT: ['country', 'swiftCode', 'accountNumber', 'iban'],
  BASE_WALLET: ['address'],
  ETHEREUM_WALLET: ['address'],
  LIGHTNING: ['invoice', 'bolt12', 'lightningAddress'],
  PLASMA_WALLET: ['address'],
  POLYGON_WALLET: ['address'],
  SOLANA_WALLET: ['address'],
  SPARK_WALLET: ['address'],
  TRON_WALLET: ['address'],
};

/** Base58 addresses, whose letters' case is part of the address; everything else compares in any case. */
const CASE_SENSITIVE: ReadonlySet<string> = new Set(['SOLANA_WALLET', 'TRON_WALLET']);

/**
 * What identifies an account at its bank, provider or chain, the same however it is written
 * (spaces dropped, case folded where case means nothing). An account type the table lacks is
 * identified by every field but its holder's.
 */
export function fingerprintOf(info: Record<string, unknown>): string {
  const type = String(info.accountType);
  const keys = IDENTIFYING_FIELDS[type] ?? Object.keys(info).filter((key) => key !== 'accountType' && key !== 'beneficiary').sort();
  const normal = (value: string) => (CASE_SENSITIVE.has(type) ? value : value.toLowerCase()).replace(/\s+/g, '');
  const parts = keys.filter((key) => typeof info[key] === 'string').map((key) => `${key}=${normal(String(info[key]))}`);
  return `${type}|${parts.join('|')}`;
}
