import type { Schema } from '@wallet-kit/contract';
import { iso } from '../../kernel/clock.js';
import type { Kernel } from '../../kernel/kernel.js';
import { cardTokenizationConfig, feeConfigs, supportedCurrencies, walletConfig } from './settings.js';

/**
 * The platform's configuration as the service shows it (reference OpenAPI: PlatformConfig). The
 * settings are kept as the platform sent them, each checked against the contract's schema on the way
 * in (PATCH /config), or the sandbox's defaults.
 */
export function platformConfigView(k: Kernel): Schema<'PlatformConfig'> {
  const p = k.platform;
  const cardTokenization = cardTokenizationConfig(k) as Schema<'CardTokenization2FAConfig'> | undefined;
  return {
    id: p.id,
    umaDomain: p.umaDomain,
    ...(p.webhookEndpoint === undefined ? {} : { webhookEndpoint: p.webhookEndpoint }),
    supportedCurrencies: supportedCurrencies(k) as Schema<'PlatformCurrencyConfig'>[],
    isRegulatedFinancialInstitution: false,
    embeddedWalletConfig: walletConfig(k) as Schema<'EmbeddedWalletConfig'>,
    ...(cardTokenization === undefined ? {} : { cardTokenization2faConfig: cardTokenization }),
    feeConfigs: feeConfigs(k) as Schema<'FeeConfig'>[],
    createdAt: iso(p.createdAt),
    updatedAt: iso(p.updatedAt),
  };
}
