import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/** The exports of a package entry as Node resolves it for a consumer: the built `dist/`, not the sources. */
function builtExports(specifier: string): string[] {
  const script = `const m = await import(${JSON.stringify(specifier)}); console.log(JSON.stringify(Object.keys(m).sort()));`;
  try {
    return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: repoRoot, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })) as string[];
  } catch (error) {
    throw new Error(`cannot import ${specifier} from its build; run \`npm run build\` first`, { cause: error });
  }
}

// Adding an export is a decision: make it here, on purpose.
const surface: Record<string, string[]> = {
  '@wallet-kit/key-store': [
    'KeyStoreError',
    'clearKeys',
    'createDecryptionKey',
    'createKeyStore',
    'createSigningKey',
    'defaultKeyStore',
    'deleteKey',
    'getKey',
    'importSigningScalar',
    'listKeys',
  ],
  '@wallet-kit/key-store/encoding': [
    'KeyStoreError',
    'base58checkToBytes',
    'base64urlToBytes',
    'bytesToBase58check',
    'bytesToBase64url',
    'bytesToHex',
    'compressPublicKey',
    'decompressPublicKey',
    'derToP1363',
    'hexToBytes',
    'p1363ToDer',
    'publicKeyForms',
  ],
  '@wallet-kit/stamp-signer': ['STAMP_SCHEME', 'StampError', 'parseStamp', 'signPayload', 'stampPayload', 'verifyStamp'],
  '@wallet-kit/otp-encrypt': [
    'OtpEncryptError',
    'PRODUCTION_SIGNERS',
    'decryptSessionSigningKey',
    'decryptWalletExport',
    'encryptOtpCode',
    'parseTargetBundle',
    'verifyTargetBundle',
  ],
  '@wallet-kit/passkey': [
    'PasskeyError',
    'assertScaPasskey',
    'assertWalletPasskey',
    'enrollScaPasskey',
    'passkeySupport',
    'prepareScaPasskeyAssertion',
    'prepareScaPasskeyEnrollment',
    'prepareWalletPasskeyAssertion',
    'prepareWalletPasskeyRegistration',
    'registerWalletPasskey',
  ],
  '@wallet-kit/client': ['ClientError', 'NetworkError', 'RequestAbortedError', 'ServiceError', 'createClient'],
  '@wallet-kit/server': [
    'DEFAULT_LIMITS',
    'END_USER_ROUTES',
    'PASSKEY_CHALLENGE_LIFETIME_MS',
    'SANDBOX_CONTROL_ROUTES',
    'SANDBOX_KEY_ROUTES',
    'ServerError',
    'WEBHOOK_MAX_BODY_BYTES',
    'WEBHOOK_SEEN_TTL_MS',
    'createPasskeyChallenges',
    'createServiceHandler',
    'createWebhookHandler',
    'memoryStore',
    'toNodeListener',
    'verifyWebhook',
  ],
  // The shared stores' adapters: subpaths of their own, importing no database client.
  '@wallet-kit/server/redis': ['redisStore'],
  '@wallet-kit/server/postgres': ['postgresSchema', 'postgresStore'],
  '@wallet-kit/react': [
    'CopyButton',
    'CredentialManager',
    'ExpiryCountdown',
    'OtpInput',
    'PSEUDO_LOCALE',
    'PaymentInstructions',
    'QrCode',
    'QuoteConfirmation',
    'QuoteSummary',
    'RateChange',
    'SHIPPED_LOCALES',
    'ScaChallenge',
    'ScaEnrollment',
    'SessionGuard',
    'SignIn',
    'TransactionStatus',
    'WalletExport',
    'WalletKitProvider',
    'WidgetError',
    'createCountdown',
    'createCredentialManager',
    'createQuoteConfirmation',
    'createScaChallenge',
    'createScaEnrollment',
    'createSessionGuard',
    'createSignIn',
    'createTransactionWatch',
    'createWalletExport',
    'directionOf',
    'formatAmount',
    'formatMessage',
    'formatRate',
    'loadCatalog',
    'provideAreaCatalog',
    'useClient',
    'useCountdown',
    'useCredentialManager',
    'useFormat',
    'useMessages',
    'useMounted',
    'useQuoteConfirmation',
    'useScaChallenge',
    'useScaEnrollment',
    'useSessionGuard',
    'useSignIn',
    'useTransactionStatus',
    'useWalletExport',
  ],
  '@wallet-kit/react/cards': [
    'Card',
    'CardActivity',
    'CardControls',
    'DEFAULT_REVEAL_MS',
    'canReveal',
    'cardsArea',
    'createCardActivity',
    'createCardControls',
    'createCardFlow',
    'useCard',
    'useCardActivity',
    'useCardControls',
  ],
  '@wallet-kit/react/locales/ar': ['ar'],
  '@wallet-kit/react/locales/de': ['de'],
  '@wallet-kit/react/locales/es': ['es'],
  '@wallet-kit/react/locales/fr': ['fr'],
  '@wallet-kit/react/locales/he': ['he'],
  '@wallet-kit/react/locales/hi': ['hi'],
  '@wallet-kit/react/locales/it': ['it'],
  '@wallet-kit/react/locales/ja': ['ja'],
  '@wallet-kit/react/locales/ko': ['ko'],
  '@wallet-kit/react/locales/nl': ['nl'],
  '@wallet-kit/react/locales/pl': ['pl'],
  '@wallet-kit/react/locales/pt-BR': ['ptBR'],
  '@wallet-kit/react/locales/sv': ['sv'],
  '@wallet-kit/react/locales/tr': ['tr'],
  '@wallet-kit/react/locales/zh-Hans': ['zhHans'],
  '@wallet-kit/contract': [],
  '@wallet-kit/otp-encrypt/enclave': [
    'createEnclaveSigner',
    'createEnclaveTargetKey',
    'createTargetBundle',
    'openOtpBundle',
    'sealSessionSigningKey',
    'sealWalletExport',
    'signBundle',
  ],
};

describe('public surface, as built', () => {
  it.each(Object.entries(surface))('%s exports exactly what is pinned here', (specifier, expected) => {
    expect(builtExports(specifier)).toEqual(expected);
  });

  it('refuses deep imports that the exports maps do not list', () => {
    expect(() => builtExports('@wallet-kit/key-store/dist/storage.js')).toThrow(/cannot import/);
  });
});
