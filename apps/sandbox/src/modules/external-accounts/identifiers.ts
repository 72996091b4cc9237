import { keccak_256 } from '@noble/hashes/sha3.js';
import type { FieldError } from '../../platform/errors.js';
import { base58Decode } from './base58.js';

/** IBAN lengths by country (ISO 13616 registry), for the countries SEPA and its neighbours cover. */
const IBAN_LENGTHS: Record<string, number> = {
  AD: 24, AT: 20, BE: 16, BG: 22, CH: 21, CY: 28, CZ: 24, DE: 22, DK: 18, EE: 20, ES: 24, FI: 18, FR: 27, GB: 22, GI: 23, GR: 27,
  HR: 21, HU: 28, IE: 22, IS: 26, IT: 27, LI: 21, LT: 20, LU: 20, LV: 21, MC: 27, MT: 31, NL: 18, NO: 15, PL: 28, PT: 25, RO: 24,
  SE: 24, SI: 19, SK: 24, SM: 27, VA: 22,
};

/** ISO 13616 §6: move the first four characters to the end, letters to 10..35, the number mod 97 must be 1. */
export function ibanProblem(iban: string): string | undefined {
  const country = iban.slice(0, 2);
  const length = IBAN_LENGTHS[country];
  if (length === undefined) return `expected an IBAN of a SEPA country, got country code ${JSON.stringify(country)}`;
  if (iban.length !== length) return `expected ${length} characters for a ${country} IBAN, got ${iban.length}`;
  const digits = (iban.slice(4) + iban.slice(0, 4)).toUpperCase().replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder === 1 ? undefined : 'expected an IBAN whose check digits match (ISO 13616 mod 97), got one that does not';
}

/** ABA routing number: 3·d1 + 7·d2 + d3 + 3·d4 ... must be a multiple of 10. */
export function routingNumberProblem(routing: string): string | undefined {
  const weights = [3, 7, 1];
  const sum = [...routing].reduce((total, digit, i) => total + Number(digit) * weights[i % 3]!, 0);
  return sum % 10 === 0 ? undefined : 'expected an ABA routing number whose check digit matches, got one that does not';
}

/** CLABE (Banxico): weights 3, 7, 1 over the first 17 digits; the 18th is (10 - sum mod 10) mod 10. */
export function clabeProblem(clabe: string): string | undefined {
  const weights = [3, 7, 1];
  const sum = [...clabe.slice(0, 17)].reduce((total, digit, i) => total + ((Number(digit) * weights[i % 3]!) % 10), 0);
  return (10 - (sum % 10)) % 10 === Number(clabe[17]) ? undefined : 'expected a CLABE whose control digit matches, got one that does not';
}

function cpfValid(cpf: string): boolean {
  if (!/^\d{11}$/.test(cpf) || /^(\d)\1{10}$/.test(cpf)) return false;
  const check = (length: number) => {
    const sum = [...cpf.slice(0, length)].reduce((total, digit, i) => total + Number(digit) * (length + 1 - i), 0);
    return ((sum * 10) % 11) % 10;
  };
  return check(9) === Number(cpf[9]) && check(10) === Number(cpf[10]);
}

function cnpjValid(cnpj: string): boolean {
  if (!/^\d{14}$/.test(cnpj) || /^(\d)\1{13}$/.test(cnpj)) return false;
  const check = (length: number) => {
    const weights = length === 12 ? [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] : [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
    const sum = weights.reduce((total, weight, i) => total + weight * Number(cnpj[i]), 0);
    return sum % 11 < 2 ? 0 : 11 - (sum % 11);
  };
  return check(12) === Number(cnpj[12]) && check(13) === Number(cnpj[13]);
}

/** A Brazilian tax id: an 11-digit CPF or a 14-digit CNPJ, with their check digits. */
export const taxIdProblem = (taxId: string): string | undefined =>
  (taxId.length === 11 ? cpfValid(taxId) : taxId.length === 14 && cnpjValid(taxId)) ? undefined : 'expected a CPF (11 digits) or CNPJ (14 digits) whose check digits match';

/** A PIX key of its declared type (Banco Central do Brasil, DICT key formats). */
export function pixKeyProblem(key: string, type: string): string | undefined {
  switch (type) {
    case 'CPF':
      return cpfValid(key) ? undefined : 'expected a CPF of 11 digits whose check digits match';
    case 'CNPJ':
      return cnpjValid(key) ? undefined : 'expected a CNPJ of 14 digits whose check digits match';
    case 'EMAIL':
      return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(key) && key.length <= 77 ? undefined : 'expected an e-mail address of at most 77 characters';
    case 'PHONE':
      return /^\+55\d{10,11}$/.test(key) ? undefined : 'expected a Brazilian phone number like +5511912345678';
    default:
      return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(key) ? undefined : 'expected a random key: a UUID like 123e4567-e89b-42d3-a456-426614174000';
  }
}

const EVM_TYPES = ['ETHEREUM_WALLET', 'BASE_WALLET', 'POLYGON_WALLET', 'PLASMA_WALLET'];

/** EIP-55: a mixed-case address carries a checksum in its letters' case. */
function evmAddressProblem(address: string): string | undefined {
  if (!/^0x[0-9a-fA-F]{40}$/.test(address)) return 'expected 0x and 40 hexadecimal digits';
  const body = address.slice(2);
  if (body === body.toLowerCase() || body === body.toUpperCase()) return undefined;
  const hash = [...keccak_256(new TextEncoder().encode(body.toLowerCase()))].map((b) => b.toString(16).padStart(2, '0')).join('');
  const checksummed = [...body].map((char, i) => (parseInt(hash[i]!, 16) >= 8 ? char.toUpperCase() : char.toLowerCase())).join('');
  return checksummed === body ? undefined : 'expected an EIP-55 checksummed address (or all one case); the letters\' case does not match the checksum';
}

function solanaAddressProblem(address: string): string | undefined {
  const bytes = base58Decode(address);
  return bytes?.length === 32 ? undefined : 'expected a base58 Solana address of 32 bytes';
}

/** Wallet address rules by account type; undefined when the sandbox has no rule for the network. */
export function walletAddressProblem(accountType: string, address: string): string | undefined {
  if (EVM_TYPES.includes(accountType)) return evmAddressProblem(address);
  if (accountType === 'SOLANA_WALLET') return solanaAddressProblem(address);
  if (accountType === 'TRON_WALLET') return /^T[1-9A-HJ-NP-Za-km-z]{33}$/.test(address) ? undefined : 'expected a base58 TRON address of 34 characters starting with T';
  return undefined;
}

/** Every identifier check of one accountInfo, as field errors under `accountInfo.` (none for shapes without a checksum). */
export function identifierProblems(info: Record<string, unknown>): FieldError[] {
  const problems: FieldError[] = [];
  const check = (field: string, problem: string | undefined) => {
    if (problem) problems.push({ field: `accountInfo.${field}`, message: problem });
  };
  const text = (field: string) => (typeof info[field] === 'string' ? (info[field] as string) : undefined);
  const iban = text('iban');
  if (iban !== undefined) check('iban', ibanProblem(iban));
  const routing = text('routingNumber');
  if (routing !== undefined && info.accountType === 'USD_ACCOUNT') check('routingNumber', routingNumberProblem(routing));
  const clabe = text('clabeNumber');
  if (clabe !== undefined) check('clabeNumber', clabeProblem(clabe));
  if (info.accountType === 'BRL_ACCOUNT') {
    const pixKey = text('pixKey');
    const pixKeyType = text('pixKeyType');
    if (pixKey !== undefined && pixKeyType !== undefined) check('pixKey', pixKeyProblem(pixKey, pixKeyType));
    const taxId = text('taxId');
    if (taxId !== undefined) check('taxId', taxIdProblem(taxId));
  }
  const address = text('address');
  if (address !== undefined) check('address', walletAddressProblem(String(info.accountType), address));
  return problems;
}
