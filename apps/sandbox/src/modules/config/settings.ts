import type { Kernel } from '../../kernel/kernel.js';
import { CURRENCY_CODES } from '../../platform/currencies.js';
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
