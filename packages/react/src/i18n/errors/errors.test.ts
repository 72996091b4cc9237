import type { AnyClientErrorCode } from '@wallet-kit/client';
import type { KeyStoreErrorCode } from '@wallet-kit/key-store';
import type { OtpEncryptErrorCode } from '@wallet-kit/otp-encrypt';
import type { PasskeyErrorCode } from '@wallet-kit/passkey';
import type { StampErrorCode } from '@wallet-kit/stamp-signer';
import { describe, expect, it } from 'vitest';
import { describeCatalogs } from '../../../test/catalog-checks.js';
import type { WidgetErrorCode } from '../../errors.js';
import { LAZY_LOCALES } from '../load.js';
import { messageIdOf, MESSAGE_OF_CODE } from './codes.js';
import { en } from './en.js';
import { ERROR_CATALOG_LOCALES, errorLookup, loadErrorCatalog } from './load.js';

/** Every code the kit's packages can raise, the service's documented codes among them (the client's union carries them). */
type KitCode = Exclude<AnyClientErrorCode | PasskeyErrorCode | KeyStoreErrorCode | OtpEncryptErrorCode | StampErrorCode | WidgetErrorCode, `HTTP_${number}`>;

// Typed as every code and nothing else: a code added to any package's union fails the type check here
// until it has a message.
const EVERY_CODE: Readonly<Record<KitCode, true>> = {
  INVALID_INPUT: true,
  INVALID_REQUEST_FORMAT: true,
  INVALID_TIMESTAMP: true,
  INVALID_NONCE: true,
  MISSING_REQUIRED_UMA_PARAMETERS: true,
  INVALID_AMOUNT: true,
  AMOUNT_OUT_OF_RANGE: true,
  INVALID_CURRENCY: true,
  TRANSACTION_SIZE_LIMIT_EXCEEDED: true,
  VELOCITY_LIMIT_EXCEEDED: true,
  DAILY_VOLUME_LIMIT_EXCEEDED: true,
  SELF_PAYMENT: true,
  INVALID_RECEIVER: true,
  INVALID_BANK_ACCOUNT: true,
  EXTERNAL_ACCOUNT_VERIFICATION_REQUIRED: true,
  INVALID_UMA_ADDRESS: true,
  UMA_NOT_FOUND: true,
  UNSUPPORTED_UMA_VERSION: true,
  NO_COMPATIBLE_UMA_VERSION: true,
  PAYREQ_REQUEST_FAILED: true,
  COUNTERPARTY_PUBKEY_FETCH_ERROR: true,
  LNURLP_REQUEST_FAILED: true,
  LOOKUP_REQUEST_FAILED: true,
  QUOTE_REQUEST_FAILED: true,
  INVALID_PAYREQ_RESPONSE: true,
  PARSE_PAYREQ_RESPONSE_ERROR: true,
  PARSE_LNURLP_RESPONSE_ERROR: true,
  INVALID_PUBKEY_FORMAT: true,
  CERT_CHAIN_INVALID: true,
  CERT_CHAIN_EXPIRED: true,
  SENDER_NOT_ACCEPTED: true,
  COUNTERPARTY_NOT_ALLOWED: true,
  UNRECOGNIZED_MANDATORY_PAYEE_DATA_KEY: true,
  MISSING_MANDATORY_USER_INFO: true,
  USER_NOT_READY: true,
  END_USER_TERMS_NOT_ACCEPTED: true,
  END_USER_TERMS_VERSION_NOT_FOUND: true,
  INVITATION_ALREADY_CLAIMED: true,
  INVITATIONS_NOT_CONFIGURED: true,
  INVITATION_CANCELLED: true,
  INVITATION_NOT_FOUND: true,
  LOW_QUALITY: true,
  DATA_MISMATCH: true,
  EXPIRED: true,
  SUSPECTED_FRAUD: true,
  UNSUITABLE_DOCUMENT: true,
  INCOMPLETE: true,
  CARDHOLDER_KYC_NOT_APPROVED: true,
  FUNDING_SOURCE_INELIGIBLE: true,
  CUSTOMER_DELETED: true,
  EMAIL_OTP_CREDENTIAL_ALREADY_EXISTS: true,
  SMS_OTP_CREDENTIAL_ALREADY_EXISTS: true,
  PASSKEY_CREDENTIAL_ALREADY_EXISTS: true,
  EMAIL_OTP_EMAIL_ALREADY_EXISTS: true,
  EMAIL_OTP_CREDENTIAL_SET_CHANGED: true,
  EMAIL_OTP_CREDENTIAL_SYNC_FAILED: true,
  PASSKEY_ALREADY_ENROLLED: true,
  PASSKEY_ALREADY_REGISTERED: true,
  SCA_SESSION_REQUIRED: true,
  BENEFICIARY_TRUSTED: true,
  ACCOUNT_LOCKED: true,
  STABLECOIN_PROVIDER_ACCOUNT_INVALID: true,
  STABLECOIN_PROVIDER_ACCOUNT_REVOKED: true,
  STABLECOIN_PROVIDER_ACCOUNT_SELECTION_REQUIRED: true,
  STABLECOIN_PROVIDER_ACCOUNT_NOT_FOUND: true,
  CARD_ALREADY_CLOSED: true,
  CARD_NOT_MUTABLE: true,
  TRANSACTION_NOT_PENDING_PLATFORM_APPROVAL: true,
  TRANSACTION_NOT_CANCELLABLE: true,
  INVALID_STATE_TRANSITION: true,
  CONFLICT: true,
  UMA_ADDRESS_EXISTS: true,
  TRANSACTION_NOT_FOUND: true,
  USER_NOT_FOUND: true,
  QUOTE_NOT_FOUND: true,
  LOOKUP_REQUEST_NOT_FOUND: true,
  REFERENCE_NOT_FOUND: true,
  NOT_FOUND: true,
  TOKEN_NOT_FOUND: true,
  BULK_UPLOAD_JOB_NOT_FOUND: true,
  QUOTE_EXPIRED: true,
  QUOTE_RATE_UNAVAILABLE: true,
  INVALID_SIGNATURE: true,
  WALLET_SIGNATURE_MISSING: true,
  WALLET_SIGNATURE_MALFORMED: true,
  WALLET_SIGNATURE_BODY_MISMATCH: true,
  WALLET_SIGNATURE_INVALID: true,
  REQUEST_ID_MISSING: true,
  UNAUTHORIZED: true,
  FORBIDDEN: true,
  METHOD_NOT_ALLOWED: true,
  ROUTE_NOT_ALLOWED: true,
  NOT_IMPLEMENTED: true,
  SERVICE_SWITCH_ERROR: true,
  INTERNAL_ERROR: true,
  INTERNAL: true,
  WEBHOOK_ENDPOINT_NOT_SET: true,
  WEBHOOK_DELIVERY_ERROR: true,
  ORIGIN_NOT_ALLOWED: true,
  CONTENT_TYPE_NOT_ALLOWED: true,
  SCOPE_REQUIRED: true,
  TOO_MANY_IDS: true,
  INVALID_ARGUMENT: true,
  PASSKEY_INVALID_INPUT: true,
  WRONG_KEY_PURPOSE: true,
  INVALID_MESSAGE: true,
  MISSING_MESSAGE_VALUE: true,
  INVALID_THEME: true,
  INVALID_EXPIRY: true,
  INVALID_PROP: true,
  INVALID_LOCALE: true,
  MISSING_CLIENT: true,
  BODY_TOO_LARGE: true,
  UNAUTHENTICATED: true,
  RESOURCE_NOT_OWNED: true,
  UPSTREAM_FAILED: true,
  STORE_UNAVAILABLE: true,
  UNEXPECTED_RESPONSE: true,
  INVALID_RESPONSE: true,
  INVALID_HEX: true,
  INVALID_BASE64URL: true,
  INVALID_BASE58CHECK: true,
  INVALID_PUBLIC_KEY: true,
  INVALID_SCALAR: true,
  BUNDLE_MALFORMED: true,
  BUNDLE_VERSION_UNSUPPORTED: true,
  REQUEST_ABORTED: true,
  SCA_ABANDONED: true,
  UNSUPPORTED_KEY_FLOW: true,
  PASSKEY_TIMEOUT: true,
  PASSKEY_ABORTED: true,
  PASSKEY_CANCELLED: true,
  PASSKEY_NOT_SUPPORTED: true,
  PASSKEY_INVALID_DOMAIN: true,
  PASSKEY_ORIGIN_NOT_ALLOWED: true,
  PASSKEY_FAILED: true,
  KEY_NOT_FOUND: true,
  NOT_SIGNED_IN: true,
  SESSION_EXPIRED: true,
  NETWORK_ERROR: true,
  RATE_LIMITED: true,
  CHALLENGE_EXPIRED: true,
  PASSKEY_CHALLENGE_EXPIRED: true,
  CRYPTO_UNAVAILABLE: true,
  STORAGE_FAILED: true,
  KEY_STORE_FAILED: true,
  BUNDLE_SIGNATURE_INVALID: true,
  BUNDLE_SIGNER_UNEXPECTED: true,
  ENVIRONMENT_MISMATCH: true,
  ORGANIZATION_MISMATCH: true,
  DECRYPTION_FAILED: true,
  CATALOG_UNAVAILABLE: true,
  SERVICE_UNAVAILABLE: true,
};
/** The script-tag bundle's own codes (@wallet-kit/embed depends on this package, not the other way round). */
const EMBED_CODES = ['UNKNOWN_WIDGET', 'INVALID_TARGET', 'INVALID_ATTRIBUTE', 'RENDER_FAILED'];

describe('the error catalogs', () => {
  it('give every code of the kit and of the service a message of its own situation, and no message to nothing', () => {
    const codes = [...Object.keys(EVERY_CODE), ...EMBED_CODES];
    expect(codes.filter((code) => messageIdOf(code) === undefined)).toEqual([]);
    expect([...MESSAGE_OF_CODE.keys()].filter((code) => !codes.includes(code))).toEqual([]);
    expect(Object.keys(en).filter((id) => ![...MESSAGE_OF_CODE.values()].includes(id as never))).toEqual([]);
  });

  it('read a bare HTTP 5xx as the service being down, and leave other bare statuses to the flow', () => {
    expect(messageIdOf('HTTP_502')).toBe('serviceDown');
    expect(messageIdOf('HTTP_418')).toBeUndefined();
  });

  it('come in every language of the widgets, and serve a regional tag from its language', async () => {
    expect([...ERROR_CATALOG_LOCALES].sort()).toEqual([...LAZY_LOCALES].sort());
    const fr = await loadErrorCatalog('fr');
    expect((await errorLookup('fr-CA'))('INVALID_AMOUNT')).toBe(fr.amount);
    expect((await errorLookup('fi'))('INVALID_AMOUNT')).toBe(en.amount);
    expect((await errorLookup('en-XA'))('INVALID_AMOUNT')).toMatch(/^\[.+\]$/);
  });
});

const translations = Object.fromEntries(await Promise.all(ERROR_CATALOG_LOCALES.map(async (tag) => [tag, await loadErrorCatalog(tag)] as const)));
describeCatalogs({ name: 'the error catalogs', en, translations });
