/** @wallet-kit/react: the widgets (sign-in, SCA, quotes, payment instructions), themed, translated and accessible. */
export { WalletKitProvider, type WalletKitProviderProps } from './provider/WalletKitProvider.js';
export type { ClientLike } from './provider/context.js';
export { useMessages, useFormat, useClient, useMounted, type Translate, type Formatters } from './provider/hooks.js';

export { SHIPPED_LOCALES, PSEUDO_LOCALE, directionOf, type Catalogs, type MessageOverrides } from './i18n/catalog.js';
export type { MessageId, Messages } from './i18n/locales/en.js';
export { formatMessage, type MessageValues } from './i18n/message-format.js';

export type { Theme, ThemeMode, ThemeOverrides, ThemeVariable } from './theme/theme.js';

export { formatAmount, formatRate, type CurrencyLike, type SmallestUnitAmount } from './format/amount.js';

export { OtpInput, type OtpInputProps, type OtpInputState } from './otp/OtpInput.js';

export { createCountdown, type Countdown, type CountdownOptions, type CountdownSnapshot } from './countdown/countdown.js';
export { useCountdown } from './countdown/useCountdown.js';
export { ExpiryCountdown, type ExpiryCountdownProps, type ExpiryCountdownState } from './countdown/ExpiryCountdown.js';

export { QuoteSummary, type QuoteSummaryProps } from './quote/QuoteSummary.js';
export { RateChange, type RateChangeProps } from './quote/RateChange.js';
export type { QuoteView, CurrencyView, RateDetailsView, QuoteDestinationView } from './quote/types.js';

export { PaymentInstructions, type PaymentInstructionsProps } from './payment/PaymentInstructions.js';
export { CopyButton, type CopyButtonProps, type CopyButtonState } from './payment/CopyButton.js';
export { QrCode, type QrCodeProps } from './payment/QrCode.js';
export type { PaymentInstructionsView } from './payment/types.js';

export { WidgetError, type WidgetErrorCode } from './errors.js';
