import type { Kernel } from '../../kernel/kernel.js';
import { currencyEntry } from '../../platform/currencies.js';
import { invalidInput, notFound } from '../../platform/errors.js';
import { walletAddressProblem } from '../external-accounts/index.js';
import { internalAccounts } from '../internal-accounts/index.js';

/** What one withdrawal costs on each network, in the network fee asset's smallest unit, and that asset's price. */
interface NetworkFee {
  asset: string;
  decimals: number;
  usd: number;
  fee: number;
  /** The wallet account type whose address rules apply. */
  accountType?: string;
  currencies: readonly string[];
}

const NETWORKS: Record<string, NetworkFee> = {
  SOLANA: { asset: 'SOL', decimals: 9, usd: 150, fee: 5_000, accountType: 'SOLANA_WALLET', currencies: ['USDC'] },
  ETHEREUM: { asset: 'ETH', decimals: 18, usd: 3_000, fee: 400_000_000_000_000, accountType: 'ETHEREUM_WALLET', currencies: ['USDC'] },
  BASE: { asset: 'ETH', decimals: 18, usd: 3_000, fee: 10_000_000_000_000, accountType: 'BASE_WALLET', currencies: ['USDC'] },
  POLYGON: { asset: 'POL', decimals: 18, usd: 0.5, fee: 5_000_000_000_000_000, accountType: 'POLYGON_WALLET', currencies: ['USDC'] },
  BITCOIN: { asset: 'BTC', decimals: 8, usd: currencyEntry('BTC').usd, fee: 2_000, currencies: ['BTC'] },
  LIGHTNING: { asset: 'BTC', decimals: 8, usd: currencyEntry('BTC').usd, fee: 10, currencies: ['BTC'] },
  SPARK: { asset: 'BTC', decimals: 8, usd: currencyEntry('BTC').usd, fee: 0, currencies: ['BTC', 'USDC'] },
};

export interface WithdrawalFeeRequest {
  internalAccountId: string;
  currency: string;
  cryptoNetwork: string;
  amount: number;
  destinationAddress: string;
}

/**
 * Estimates a crypto withdrawal's fees (reference OpenAPI: estimateCryptoWithdrawalFee): the
 * network fee in its own asset, converted to the withdrawal currency for `totalFee`; the platform's
 * fee rate as the application fee.
 */
export function estimateWithdrawalFee(k: Kernel, request: WithdrawalFeeRequest): Record<string, number | string> {
  const account = internalAccounts(k).get(request.internalAccountId);
  if (!account) throw notFound('Internal account', request.internalAccountId);
  const errors = [] as { field: string; message: string }[];
  const entry = currencyEntry(account.currency);
  if (entry.crypto !== true) errors.push({ field: 'internalAccountId', message: `expected a crypto internal account, got one in ${account.currency}` });
  if (request.currency !== account.currency) errors.push({ field: 'currency', message: `expected ${account.currency}, the account's currency` });
  const network = NETWORKS[request.cryptoNetwork];
  if (!network) errors.push({ field: 'cryptoNetwork', message: `expected one of ${Object.keys(NETWORKS).join(', ')}` });
  else if (!network.currencies.includes(request.currency)) errors.push({ field: 'cryptoNetwork', message: `${request.cryptoNetwork} carries ${network.currencies.join(', ')}, not ${request.currency}` });
  const addressProblem = network?.accountType ? walletAddressProblem(network.accountType, request.destinationAddress) : undefined;
  if (addressProblem) errors.push({ field: 'destinationAddress', message: addressProblem });
  if (!Number.isSafeInteger(request.amount) || request.amount <= 0) errors.push({ field: 'amount', message: `expected an integer above 0, got ${request.amount}` });
  if (errors.length > 0) throw invalidInput(errors);
  const networkInCurrency = Math.ceil(((network!.fee / 10 ** network!.decimals) * network!.usd / entry.usd) * 10 ** entry.decimals);
  const applicationFee = Math.round(request.amount * k.platform.platformFeeRate);
  const totalFee = networkInCurrency + applicationFee;
  if (totalFee >= request.amount) throw invalidInput([{ field: 'amount', message: `expected more than the fees of ${totalFee}, got ${request.amount}` }]);
  return { networkFee: network!.fee, networkFeeAsset: network!.asset, applicationFee, totalFee, netAmount: request.amount - totalFee };
}
