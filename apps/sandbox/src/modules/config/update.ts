import type { Kernel } from '../../kernel/kernel.js';
import { CURRENCY_CODES } from '../../platform/currencies.js';
import { ServiceError, invalidInput, type FieldError } from '../../platform/errors.js';
import { feeConfigs } from './settings.js';

type Json = Record<string, unknown>;

/** The rules of PlatformConfigUpdateRequest its schema does not state: known currencies, sane ranges, an http(s) endpoint. */
export function checkConfigRules(body: Json): void {
  const errors: FieldError[] = [];
  if (typeof body.webhookEndpoint === 'string' && (!/^https?:\/\/\S+$/.test(body.webhookEndpoint) || body.webhookEndpoint.length > 2048)) errors.push({ field: 'webhookEndpoint', message: `expected an http(s) URL, got ${JSON.stringify(body.webhookEndpoint)}` });
  if (typeof body.umaDomain === 'string' && !/^[a-z0-9.-]{1,253}$/i.test(body.umaDomain)) errors.push({ field: 'umaDomain', message: `expected a domain name, got ${JSON.stringify(body.umaDomain)}` });
  const currencies = body.supportedCurrencies as Json[] | undefined;
  if (currencies?.length === 0) errors.push({ field: 'supportedCurrencies', message: 'expected at least one currency' });
  currencies?.forEach((entry, i) => {
    if (Number(entry.minAmount) > Number(entry.maxAmount)) errors.push({ field: `supportedCurrencies[${i}].minAmount`, message: `expected at most maxAmount (${String(entry.maxAmount)}), got ${String(entry.minAmount)}` });
    if (currencies.findIndex((other) => other.currencyCode === entry.currencyCode) !== i) errors.push({ field: `supportedCurrencies[${i}].currencyCode`, message: `${String(entry.currencyCode)} is listed twice` });
  });
  if (errors.length) throw invalidInput(errors);
  const unknown = [
    ...(currencies ?? []).map((entry, i) => [`supportedCurrencies[${i}].currencyCode`, entry.currencyCode] as const),
    ...((body.feeConfigs as Json[] | undefined) ?? []).map((fee, i) => [`feeConfigs[${i}].fixedFee.currency`, (fee.fixedFee as Json).currency] as const),
  ].filter(([, code]) => !CURRENCY_CODES.includes(String(code)));
  if (unknown.length) throw new ServiceError(400, 'INVALID_CURRENCY', 'A currency is not one the service supports.', { details: { errors: unknown.map(([field, code]) => ({ field, message: `expected one of ${CURRENCY_CODES.join(', ')}, got ${JSON.stringify(code)}` })) } });
  const notUsd = ((body.feeConfigs as Json[] | undefined) ?? []).findIndex((fee) => fee.sourceCurrency !== 'USD');
  if (notUsd >= 0) throw new ServiceError(501, 'NOT_IMPLEMENTED', 'Only sourceCurrency USD is accepted for fee configs today (FeeConfig.sourceCurrency).', { details: { errors: [{ field: `feeConfigs[${notUsd}].sourceCurrency`, message: 'expected USD' }] } });
}

/** feeConfigs is a merge-by-key upsert on (feeType, sourceCurrency); a config set to zero fees is deactivated. */
function mergeFees(current: Json[], changes: Json[]): Json[] {
  const key = (fee: Json) => `${String(fee.feeType)} ${String(fee.sourceCurrency)}`;
  const merged = new Map(current.map((fee) => [key(fee), fee]));
  for (const fee of changes) {
    if (fee.variableFeeBps === 0 && (fee.fixedFee as Json).amount === 0) merged.delete(key(fee));
    else merged.set(key(fee), fee);
  }
  return [...merged.values()];
}

/** The nested objects of cardTokenization2faConfig are merged field by field too: omitted fields stay. */
function mergeCardTokenization(current: Json | undefined, change: Json): Json {
  const nested = (name: string) => (change[name] === undefined ? {} : { [name]: { ...(current?.[name] as Json | undefined), ...(change[name] as Json) } });
  return { ...current, ...change, ...nested('email'), ...nested('sms') };
}

/**
 * Applies a `PATCH /config` in one transaction: the endpoint and domain replaced, the wallet settings
 * merged, card tokenization merged field by field, fee configs upserted by key. Every field is kept.
 */
export function updateConfig(k: Kernel, body: Json): void {
  k.store.transaction(() => {
    const p = k.platform;
    const settings = { ...p.settings };
    if (body.supportedCurrencies !== undefined) settings.supportedCurrencies = body.supportedCurrencies;
    if (body.embeddedWalletConfig !== undefined) settings.embeddedWalletConfig = { ...(settings.embeddedWalletConfig as Json | undefined), ...(body.embeddedWalletConfig as Json) };
    if (body.cardTokenization2faConfig !== undefined) settings.cardTokenization2faConfig = mergeCardTokenization(settings.cardTokenization2faConfig as Json | undefined, body.cardTokenization2faConfig as Json);
    if (body.feeConfigs !== undefined) settings.feeConfigs = mergeFees(feeConfigs(k), body.feeConfigs as Json[]);
    const webhookEndpoint = body.webhookEndpoint as string | undefined;
    const umaDomain = body.umaDomain as string | undefined;
    k.setPlatform({ ...p, ...(webhookEndpoint === undefined ? {} : { webhookEndpoint }), ...(umaDomain === undefined ? {} : { umaDomain }), settings, updatedAt: k.now() });
  });
}
