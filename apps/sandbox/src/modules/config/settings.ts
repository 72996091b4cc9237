import type { Kernel } from '../../kernel/kernel.js';
import { CURRENCY_CODES, fromUsdCents } from '../../platform/currencies.js';
import { MAX_AMOUNT } from '../../platform/validate.js';

type Json = Record<string, unknown>;

/** The sandbox's embedded-wallet settings before any PATCH (EmbeddedWalletConfig). */
export const DEFAULT_WALLET_CONFIG = { appName: 'Wallet Kit Sandbox', otpLength: 6, alphanumeric: false, expirationSeconds: 600 } as const;

const defaultCurrencies = (): Json[] =>
  CURRENCY_CODES.map((code) => ({ currencyCode: code, minAmount: 1, maxAmount: MAX_AMOUNT, requiredCounterpartyFields: [], enabledTransactionTypes: ['OUTGOING', 'INCOMING'] }));

const settingsOf = (k: Kernel): Json => k.platform.settings ?? {};

/** PlatformConfig.supportedCurrencies: every currency the sandbox knows, until the platform narrows it. */
export const supportedCurrencies = (k: Kernel): Json[] => (settingsOf(k).supportedCurrencies as Json[] | undefined) ?? defaultCurrencies();

/** The codes customers may hold (POST /customers answers INVALID_CURRENCY for any other). */
export const supportedCurrencyCodes = (k: Kernel): string[] => supportedCurrencies(k).map((entry) => String(entry.currencyCode));

/** The embedded-wallet settings in force: the defaults with the platform's changes over them. */
export function walletConfig(k: Kernel): { appName: string; otpLength: number; alphanumeric: boolean; expirationSeconds: number } & Json {
  return { ...DEFAULT_WALLET_CONFIG, ...(settingsOf(k).embeddedWalletConfig as Json | undefined) } as ReturnType<typeof walletConfig>;
}

/** The platform's fee configs in force (FeeConfig), each keyed by feeType and sourceCurrency. */
export const feeConfigs = (k: Kernel): Json[] => (settingsOf(k).feeConfigs as Json[] | undefined) ?? [];

export const cardTokenizationConfig = (k: Kernel): Json | undefined => settingsOf(k).cardTokenization2faConfig as Json | undefined;

/**
 * The platform's own fees on a transfer (FeeConfig): a cross-currency transfer from USD carries the
 * CROSS_CURRENCY_TRANSACTION config's variable fee (basis points of the sending amount) and its fixed
 * fee, in the sending currency's smallest unit. Other transfers carry none.
 */
export function platformFeesFor(k: Kernel, sending: string, receiving: string): { rate: number; fixed: number } {
  if (sending === receiving) return { rate: 0, fixed: 0 };
  const config = feeConfigs(k).find((fee) => fee.feeType === 'CROSS_CURRENCY_TRANSACTION' && fee.sourceCurrency === sending);
  if (!config) return { rate: 0, fixed: 0 };
  const fixedFee = config.fixedFee as { amount: number; currency: string };
  const fixed = fixedFee.currency === sending ? fixedFee.amount : fixedFee.currency === 'USD' ? fromUsdCents(fixedFee.amount, sending) : 0;
  return { rate: Number(config.variableFeeBps) / 10_000, fixed };
}
