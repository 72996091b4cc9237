/** The `accountOrWalletInfo` of payment instructions for `currencyCode` (spec: PaymentInstructions). */
export function fundingInfo(currencyCode: string, reference: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  switch (currencyCode) {
    case 'USD':
      return {
        accountType: 'USD_ACCOUNT',
        reference,
        paymentRails: ['RTP', 'FEDNOW', 'WIRE'],
        accountNumber: '8801234567',
        routingNumber: '021000021',
        bankAccountType: 'CHECKING',
        bankName: 'Sandbox National Bank',
        bankAddress: '1 Sandbox Plaza, New York, NY 10004, US',
        ...extra,
      };
    case 'EUR':
      return { accountType: 'EUR_ACCOUNT', reference, iban: 'DE89370400440532013000', swiftCode: 'COBADEFFXXX', paymentRails: ['SEPA_INSTANT'], ...extra };
    case 'MXN':
      return { accountType: 'MXN_ACCOUNT', reference, clabeNumber: '002010077777777771', paymentRails: ['SPEI'], ...extra };
    case 'BRL':
      // A PIX "copia e cola" payload: EMV fields with the reference as the transaction id.
      return { accountType: 'BRL_ACCOUNT', qrCode: `00020126580014br.gov.bcb.pix0136sandbox-pix-key-0001520400005303986${'62'}${String(reference.length + 4).padStart(2, '0')}05${String(reference.length).padStart(2, '0')}${reference}6304ABCD`, ...extra };
    case 'USDC':
      return { accountType: 'SOLANA_WALLET', assetType: 'USDC', address: `Sandbox${reference}So1anaDepositAddr11111111`, ...extra };
    case 'BTC':
      return { accountType: 'SPARK_WALLET', assetType: 'BTC', address: `sprt1sandbox${reference.toLowerCase()}`, invoice: `lnbcrt1sandbox${reference.toLowerCase()}`, ...extra };
    default:
      // PaymentSwiftAccountInfo: the bank, its country, the rail and the holder's name are required.
      return { accountType: 'SWIFT_ACCOUNT', reference, swiftCode: 'SANDUS33XXX', bankName: 'Sandbox National Bank', country: 'US', accountNumber: '8801234567', paymentRails: ['SWIFT'], accountHolderName: 'Wallet Kit Sandbox', bankAddress: '1 Sandbox Plaza, New York, NY 10004, US', ...extra };
  }
}
