import { describe, expect, it } from 'vitest';
import { EMPTY_DRAFT, draftProblems, labelOf, payeeRequest, validAddress, validClabe, validIban, validPixKey, validRoutingNumber, validTaxId } from './fields.js';

describe('the rails\' account fields, checked as typed', () => {
  it('accepts real identifiers, however they are spaced, and refuses one altered digit', () => {
    expect(validIban('DE89 3704 0044 0532 0130 00')).toBe(true);
    expect(validIban('DE89 3704 0044 0532 0130 01')).toBe(false);
    expect(validIban('FR7630006000011234567890189')).toBe(true);
    expect(validIban('XX89370400440532013000')).toBe(false);
    expect(validRoutingNumber('021000021')).toBe(true);
    expect(validRoutingNumber('021000022')).toBe(false);
    expect(validClabe('032180000118359719')).toBe(true);
    expect(validClabe('032180000118359718')).toBe(false);
    expect(validTaxId('123.456.789-09')).toBe(true);
    expect(validTaxId('11.222.333/0001-81')).toBe(true);
    expect(validTaxId('111.111.111-11')).toBe(false);
    expect(validPixKey('+55 11 91234-5678', 'PHONE')).toBe(true);
    expect(validPixKey('joao@example.com.br', 'EMAIL')).toBe(true);
    expect(validPixKey('123e4567-e89b-42d3-a456-426614174000', 'RANDOM')).toBe(true);
    expect(validPixKey('12345678900', 'CPF')).toBe(false);
    expect(validAddress('7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV', 'SOLANA')).toBe(true);
    expect(validAddress('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', 'BASE')).toBe(true);
    expect(validAddress('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAe', 'ETHEREUM')).toBe(false);
  });

  it('names, for the kind chosen, each field that is missing or wrong', () => {
    expect(draftProblems(EMPTY_DRAFT)).toEqual({ name: 'required', routingNumber: 'required', accountNumber: 'required' });
    expect(draftProblems({ ...EMPTY_DRAFT, kind: 'IBAN', name: 'Jonas Weber', iban: 'DE89370400440532013001' })).toEqual({ iban: 'iban' });
    expect(draftProblems({ ...EMPTY_DRAFT, kind: 'PIX', name: 'Ana', pixKeyType: 'EMAIL', pixKey: 'ana@', taxId: '12345678909' })).toEqual({ pixKey: 'pixKey' });
    expect(draftProblems({ ...EMPTY_DRAFT, kind: 'WALLET', address: '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV' })).toEqual({});
  });

  it('makes the service\'s request: the IBAN\'s country as the holder\'s residence, a wallet as the customer\'s own', () => {
    expect(payeeRequest('Customer:1', { ...EMPTY_DRAFT, kind: 'IBAN', name: ' Jonas Weber ', iban: 'de89 3704 0044 0532 0130 00' })).toEqual({
      customerId: 'Customer:1',
      currency: 'EUR',
      accountInfo: { accountType: 'EUR_ACCOUNT', iban: 'DE89370400440532013000', beneficiary: { beneficiaryType: 'INDIVIDUAL', fullName: 'Jonas Weber', countryOfResidence: 'DE' } },
    });
    expect(payeeRequest('Customer:1', { ...EMPTY_DRAFT, kind: 'WALLET', network: 'POLYGON', address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed' })).toMatchObject({ currency: 'USDC', ownershipType: 'FIRST_PARTY', accountInfo: { accountType: 'POLYGON_WALLET' } });
  });

  it('shows a payee by the holder\'s name and the last four characters only', () => {
    const label = labelOf({ id: 'ExternalAccount:1', status: 'ACTIVE', currency: 'EUR', accountInfo: { accountType: 'EUR_ACCOUNT', iban: 'DE89370400440532013000', paymentRails: ['SEPA_INSTANT'], beneficiary: { beneficiaryType: 'INDIVIDUAL', fullName: 'Jonas Weber' } } } as never);
    expect(label).toEqual({ name: 'Jonas Weber', last4: '3000', rail: 'SEPA_INSTANT' });
  });
});
