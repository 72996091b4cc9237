/**
 * @wallet-kit/react: the widgets (sign-in, SCA, quotes, payment instructions), themed, translated and accessible.
 *
 * @packageDocumentation
 */
export { WalletKitProvider, type WalletKitProviderProps } from './provider/WalletKitProvider.js';
export type { ClientLike } from './provider/context.js';
export { useMessages, useFormat, useClient, useMounted, type Translate, type Formatters } from './provider/hooks.js';

export { SHIPPED_LOCALES, PSEUDO_LOCALE, directionOf, type Catalogs, type MessageOverrides } from './i18n/catalog.js';
export { loadCatalog } from './i18n/load.js';
export type { MessageId, Messages } from './i18n/locales/en.js';
export { formatMessage, type MessageValues } from './i18n/message-format.js';
export { provideAreaCatalog, type AreaMessages } from './areas/define-area.js';

export type { Theme, ThemeMode, ThemeOverrides, ThemeVariable } from './theme/theme.js';

export { formatAmount, formatRate, type CurrencyLike, type SmallestUnitAmount } from './format/amount.js';

export { OtpInput, type OtpInputProps, type OtpInputState } from './otp/OtpInput.js';

export { createCountdown, type Countdown, type CountdownOptions, type CountdownSnapshot } from './countdown/countdown.js';
export { useCountdown } from './countdown/useCountdown.js';
export { ExpiryCountdown, type ExpiryCountdownProps, type ExpiryCountdownState } from './countdown/ExpiryCountdown.js';

export { QuoteSummary, type QuoteSummaryProps } from './quote/QuoteSummary.js';
export { RateChange, type RateChangeProps } from './quote/RateChange.js';
export type { QuoteView } from './quote/types.js';

export { PaymentInstructions, type PaymentInstructionsProps } from './payment/PaymentInstructions.js';
export { CopyButton, type CopyButtonProps, type CopyButtonState } from './payment/CopyButton.js';
export { QrCode, type QrCodeProps } from './payment/QrCode.js';
export type { PaymentInstructionsView } from './payment/types.js';

export { WidgetError, type WidgetErrorCode } from './errors.js';

// The flows that call the service through the client (the provider's `client`, or an `api` of your own).
export type { Presentation } from './flow/FlowFrame.js';
export type { FlowError, FlowErrorKind } from './flow/errors.js';
export type { SignInApi, ScaApi, QuoteApi, SessionApi, TransactionApi } from './client/types.js';
export { SignIn, type SignInProps } from './sign-in/SignIn.js';
export { useSignIn, type UseSignIn, type UseSignInOptions } from './sign-in/useSignIn.js';
export { createSignIn, type SignInController, type SignInMethod, type SignInOptions, type SignInState, type SignInStep } from './sign-in/sign-in-store.js';
export { ScaChallenge, type ScaChallengeProps } from './sca/ScaChallenge.js';
export { useScaChallenge, type UseScaChallenge, type UseScaChallengeOptions } from './sca/useScaChallenge.js';
export { createScaChallenge, type ScaController, type ScaOptions, type ScaState, type ScaStep } from './sca/sca-store.js';
export { QuoteConfirmation, type QuoteConfirmationProps } from './confirm/QuoteConfirmation.js';
export { useQuoteConfirmation, type UseQuoteConfirmation, type UseQuoteConfirmationOptions } from './confirm/useQuoteConfirmation.js';
export {
  createQuoteConfirmation,
  type ConfirmationController,
  type ConfirmationOptions,
  type ConfirmationState,
  type ConfirmationStep,
} from './confirm/confirmation-store.js';
export { SessionGuard, useSessionGuard, type SessionGuardProps, type UseSessionGuard, type UseSessionGuardOptions } from './session/SessionGuard.js';
export { createSessionGuard, type SessionGuardController, type SessionGuardState, type SessionGuardStep } from './session/session-guard-store.js';
export { TransactionStatus, type TransactionStatusProps } from './transaction/TransactionStatus.js';
export { useTransactionStatus, type UseTransactionStatusOptions } from './transaction/useTransactionStatus.js';
export { createTransactionWatch, type TransactionWatchState } from './transaction/transaction-store.js';
export type { ScaEnrollmentApi, CredentialsApi, WalletApi } from './client/types.js';
export { ScaEnrollment, type ScaEnrollmentProps } from './enroll/ScaEnrollment.js';
export { useScaEnrollment, type UseScaEnrollmentOptions } from './enroll/useScaEnrollment.js';
export { createScaEnrollment, type EnrollmentState, type EnrollmentStep } from './enroll/enrollment-store.js';
export { CredentialManager } from './manage/CredentialManager.js';
export { useCredentialManager, type CredentialManagerProps } from './manage/useCredentialManager.js';
export { createCredentialManager, type CredentialManagerState, type PasskeyRegistrationInput } from './manage/credentials-store.js';
export { describeDevice, type Device } from './manage/device.js';
export { WalletExport, type WalletExportProps } from './export/WalletExport.js';
export { useWalletExport, type UseWalletExportOptions } from './export/useWalletExport.js';
export { createWalletExport, type WalletExportState, type WalletExportStep } from './export/wallet-export-store.js';
