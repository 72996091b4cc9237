import type { ExternalAccount, PayeeRequest } from '@wallet-kit/client';

/** The kinds of payee the manager adds: the rails whose fields it knows. */
export const PAYEE_KINDS = ['US_BANK', 'IBAN', 'CLABE', 'PIX', 'WALLET'] as const;
/** A kind of payee: `US_BANK`, `IBAN`, `CLABE`, `PIX` or `WALLET`. */
export type PayeeKind = (typeof PAYEE_KINDS)[number];

/** The kinds of Pix key, as the service names them. */
export const PIX_KEY_TYPES = ['CPF', 'CNPJ', 'EMAIL', 'PHONE', 'RANDOM'] as const;
/** A kind of Pix key: a CPF or CNPJ number, an e-mail address, a phone number or a random key. */
export type PixKeyType = (typeof PIX_KEY_TYPES)[number];

/** Wallet networks a USDC payee can be on, with the account type the service names them by. */
export const WALLET_NETWORKS = { SOLANA: 'SOLANA_WALLET', ETHEREUM: 'ETHEREUM_WALLET', BASE: 'BASE_WALLET', POLYGON: 'POLYGON_WALLET' } as const;
/** A network a USDC wallet payee is on. */
export type WalletNetwork = keyof typeof WALLET_NETWORKS;

/** What the person typed, by field, before it becomes a request. */
export interface PayeeDraft {
  /** Which rail's fields the form shows. */
  readonly kind: PayeeKind;
  /** The account holder's full name. */
  readonly name: string;
  /** US_BANK: the ABA routing number, 9 digits. */
  readonly routingNumber: string;
  /** US_BANK: the account number, 4 to 17 digits. */
  readonly accountNumber: string;
  /** IBAN: the IBAN, spaces allowed. */
  readonly iban: string;
  /** CLABE: the 18-digit CLABE. */
  readonly clabe: string;
  /** PIX: the kind of key. */
  readonly pixKeyType: PixKeyType;
  /** PIX: the key itself. */
  readonly pixKey: string;
  /** PIX: the account holder's CPF or CNPJ. */
  readonly taxId: string;
  /** WALLET: the network. */
  readonly network: WalletNetwork;
  /** WALLET: the address on that network. */
  readonly address: string;
}

/** A blank form, on a US bank account. */
export const EMPTY_DRAFT: PayeeDraft = { kind: 'US_BANK', name: '', routingNumber: '', accountNumber: '', iban: '', clabe: '', pixKeyType: 'CPF', pixKey: '', taxId: '', network: 'SOLANA', address: '' };

const KIND_OF_CURRENCY: Readonly<Record<string, PayeeKind>> = { USD: 'US_BANK', EUR: 'IBAN', MXN: 'CLABE', BRL: 'PIX', USDC: 'WALLET' };

/**
 * The kind of account most payees paid in `currency` have (an IBAN for EUR): where a new payee's form
 * starts, so a customer in the euro area is not first shown a US bank account's fields. US_BANK otherwise.
 */
export const kindForCurrency = (currency: string | undefined): PayeeKind => KIND_OF_CURRENCY[currency ?? ''] ?? 'US_BANK';

/** Which fields each kind asks for, in order. */
export const FIELDS_OF: Readonly<Record<PayeeKind, readonly (keyof PayeeDraft)[]>> = {
  US_BANK: ['name', 'routingNumber', 'accountNumber'],
  IBAN: ['name', 'iban'],
  CLABE: ['name', 'clabe'],
  PIX: ['name', 'pixKeyType', 'pixKey', 'taxId'],
  WALLET: ['network', 'address'],
};

/** What is wrong with a field, as a message id suffix (`payees.problem.<problem>`). */
export type FieldProblem = 'required' | 'iban' | 'routing' | 'accountNumber' | 'clabe' | 'pixKey' | 'taxId' | 'address';

const compact = (value: string) => value.replace(/[\s-]/g, '');

/** IBAN lengths by country (ISO 13616 registry), the SEPA countries and their neighbours. */
const IBAN_LENGTHS: Readonly<Record<string, number>> = {
  AD: 24, AT: 20, BE: 16, BG: 22, CH: 21, CY: 28, CZ: 24, DE: 22, DK: 18, EE: 20, ES: 24, FI: 18, FR: 27, GB: 22, GI: 23, GR: 27,
  HR: 21, HU: 28, IE: 22, IS: 26, IT: 27, LI: 21, LT: 20, LU: 20, LV: 21, MC: 27, MT: 31, NL: 18, NO: 15, PL: 28, PT: 25, RO: 24,
  SE: 24, SI: 19, SK: 24, SM: 27, VA: 22,
};

/** ISO 13616: the country's length, then the number (letters as 10..35, first four moved last) mod 97 must be 1. */
export function validIban(value: string): boolean {
  const iban = compact(value).toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(iban) || IBAN_LENGTHS[iban.slice(0, 2)] !== iban.length) return false;
  let remainder = 0;
  for (const char of iban.slice(4) + iban.slice(0, 4)) {
    const digits = /[A-Z]/.test(char) ? String(char.charCodeAt(0) - 55) : char;
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/** ABA routing number: nine digits, weights 3, 7, 1 summing to a multiple of 10. */
export function validRoutingNumber(value: string): boolean {
  const digits = compact(value);
  if (!/^\d{9}$/.test(digits)) return false;
  return [...digits].reduce((sum, digit, i) => sum + Number(digit) * [3, 7, 1][i % 3]!, 0) % 10 === 0;
}

/** CLABE (Banxico): 18 digits, the last the control digit of weights 3, 7, 1 over the first 17. */
export function validClabe(value: string): boolean {
  const digits = compact(value);
  if (!/^\d{18}$/.test(digits)) return false;
  const sum = [...digits.slice(0, 17)].reduce((total, digit, i) => total + ((Number(digit) * [3, 7, 1][i % 3]!) % 10), 0);
  return (10 - (sum % 10)) % 10 === Number(digits[17]);
}

function validCpf(value: string): boolean {
  if (!/^\d{11}$/.test(value) || /^(\d)\1{10}$/.test(value)) return false;
  const check = (length: number) => ((([...value.slice(0, length)].reduce((sum, digit, i) => sum + Number(digit) * (length + 1 - i), 0) * 10) % 11) % 10);
  return check(9) === Number(value[9]) && check(10) === Number(value[10]);
}

function validCnpj(value: string): boolean {
  if (!/^\d{14}$/.test(value) || /^(\d)\1{13}$/.test(value)) return false;
  const check = (weights: number[]) => {
    const sum = weights.reduce((total, weight, i) => total + weight * Number(value[i]), 0);
    return sum % 11 < 2 ? 0 : 11 - (sum % 11);
  };
  return check([5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]) === Number(value[12]) && check([6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]) === Number(value[13]);
}

/** A Brazilian tax id: CPF (11 digits) or CNPJ (14), punctuation allowed, check digits verified. */
export function validTaxId(value: string): boolean {
  const digits = value.replace(/[.\-/\s]/g, '');
  return digits.length === 11 ? validCpf(digits) : validCnpj(digits);
}

/** A Pix key of its type (Banco Central do Brasil's DICT formats). */
export function validPixKey(value: string, type: PixKeyType): boolean {
  switch (type) {
    case 'CPF':
      return validCpf(value.replace(/[.\-\s]/g, ''));
    case 'CNPJ':
      return validCnpj(value.replace(/[.\-/\s]/g, ''));
    case 'EMAIL':
      return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) && value.length <= 77;
    case 'PHONE':
      return /^\+55\d{10,11}$/.test(compact(value));
    default:
      return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value.trim());
  }
}

/** A wallet address of the network, by shape: base58 for Solana, 0x and 40 hex digits for the EVM chains. */
export function validAddress(value: string, network: WalletNetwork): boolean {
  const address = value.trim();
  return network === 'SOLANA' ? /^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(address) : /^0x[0-9a-fA-F]{40}$/.test(address);
}

/** Every problem of the draft's fields for its kind, by field; empty when it can be sent. */
export function draftProblems(draft: PayeeDraft): Partial<Record<keyof PayeeDraft, FieldProblem>> {
  const problems: Partial<Record<keyof PayeeDraft, FieldProblem>> = {};
  const rules: Partial<Record<keyof PayeeDraft, [boolean, FieldProblem]>> = {
    routingNumber: [validRoutingNumber(draft.routingNumber), 'routing'],
    accountNumber: [/^\d{4,17}$/.test(compact(draft.accountNumber)), 'accountNumber'],
    iban: [validIban(draft.iban), 'iban'],
    clabe: [validClabe(draft.clabe), 'clabe'],
    pixKey: [validPixKey(draft.pixKey, draft.pixKeyType), 'pixKey'],
    taxId: [validTaxId(draft.taxId), 'taxId'],
    address: [validAddress(draft.address, draft.network), 'address'],
  };
  for (const field of FIELDS_OF[draft.kind]) {
    const value = draft[field];
    if (typeof value === 'string' && value.trim() === '') problems[field] = 'required';
    else if (rules[field] && !rules[field]![0]) problems[field] = rules[field]![1];
  }
  return problems;
}

/** The request for `client.payees.addPayee`: the rail's fields in the service's shape (reference OpenAPI: ExternalAccountCreateInfoOneOf). */
export function payeeRequest(customerId: string, draft: PayeeDraft): PayeeRequest {
  const individual = { beneficiaryType: 'INDIVIDUAL' as const, fullName: draft.name.trim() };
  switch (draft.kind) {
    case 'US_BANK':
      return { customerId, currency: 'USD', accountInfo: { accountType: 'USD_ACCOUNT', routingNumber: compact(draft.routingNumber), accountNumber: compact(draft.accountNumber), beneficiary: individual } } as PayeeRequest;
    case 'IBAN': {
      const iban = compact(draft.iban).toUpperCase();
      return { customerId, currency: 'EUR', accountInfo: { accountType: 'EUR_ACCOUNT', iban, beneficiary: { ...individual, countryOfResidence: iban.slice(0, 2) } } } as PayeeRequest;
    }
    case 'CLABE':
      return { customerId, currency: 'MXN', accountInfo: { accountType: 'MXN_ACCOUNT', clabeNumber: compact(draft.clabe), beneficiary: individual } } as PayeeRequest;
    case 'PIX': {
      const key = draft.pixKeyType === 'CPF' || draft.pixKeyType === 'CNPJ' ? draft.pixKey.replace(/[.\-/\s]/g, '') : draft.pixKeyType === 'PHONE' ? compact(draft.pixKey) : draft.pixKey.trim();
      return { customerId, currency: 'BRL', accountInfo: { accountType: 'BRL_ACCOUNT', pixKey: key, pixKeyType: draft.pixKeyType, taxId: draft.taxId.replace(/[.\-/\s]/g, ''), beneficiary: individual } } as PayeeRequest;
    }
    default:
      return { customerId, currency: 'USDC', ownershipType: 'FIRST_PARTY', accountInfo: { accountType: WALLET_NETWORKS[draft.network], address: draft.address.trim() } } as PayeeRequest;
  }
}

/** The service's field names (`accountInfo.iban`) as the draft's. */
export const DRAFT_FIELD_OF: Readonly<Record<string, keyof PayeeDraft>> = {
  'accountInfo.routingNumber': 'routingNumber',
  'accountInfo.accountNumber': 'accountNumber',
  'accountInfo.iban': 'iban',
  'accountInfo.clabeNumber': 'clabe',
  'accountInfo.pixKey': 'pixKey',
  'accountInfo.taxId': 'taxId',
  'accountInfo.address': 'address',
};

/** How a payee is shown: the holder's name, a masked account, and its rail. */
export interface PayeeLabel {
  /** The account holder's name, or the wallet's network. */
  readonly name: string;
  /** The last characters of the account, never the whole of it. */
  readonly last4: string;
  /** The kind of account: a payment rail or a network. */
  readonly rail: string;
}

/** The holder's name (or the wallet's network), the last four characters, and the rail. */
export function labelOf(payee: ExternalAccount): PayeeLabel {
  const info = payee.accountInfo as Record<string, unknown>;
  const beneficiary = info.beneficiary as { fullName?: string; legalName?: string } | undefined;
  const identifier = String(info.iban ?? info.accountNumber ?? info.clabeNumber ?? info.pixKey ?? info.address ?? '');
  const type = String(info.accountType);
  const rails = Array.isArray(info.paymentRails) ? (info.paymentRails as string[]) : [];
  const network = type.endsWith('_WALLET') ? type.slice(0, -'_WALLET'.length) : undefined;
  const networkName = network ? `${network.charAt(0)}${network.slice(1).toLowerCase()}` : undefined;
  const name = beneficiary?.fullName ?? beneficiary?.legalName ?? networkName ?? payee.currency;
  return { name, last4: identifier.slice(-4), rail: rails[0] ?? networkName ?? payee.currency };
}
