import type { Translate } from '../provider/hooks.js';
import type { FlowError } from './errors.js';

/** The catalog message for a flow error, in the person's words. */
export function errorMessage(error: FlowError, t: Translate): string {
  switch (error.kind) {
    case 'wrong-code':
      return t('otp.error.wrong');
    case 'expired':
      return t('otp.error.expired');
    case 'locked':
      return t('sca.error.locked');
    case 'rate-limited':
      return t('sca.error.rateLimited', { seconds: error.seconds ?? 30 });
    case 'passkey-cancelled':
      return t('error.passkeyCancelled');
    case 'passkey-unavailable':
      return t('error.passkeyUnavailable');
    case 'network':
      return t('error.network');
    case 'session-expired':
      return t('error.sessionExpired');
    case 'quote-expired':
      return t('countdown.expired');
    case 'rate-unavailable':
      return t('rateChange.reason.unavailable');
    case 'insufficient-funds':
      return t('error.insufficientFunds');
    case 'environment-mismatch':
      return t('error.environmentMismatch');
    default:
      return t('error.failed');
  }
}

/**
 * An error line that is always in the DOM, so assistive technology is already listening when a
 * message appears in it (an alert region added at the same moment as its text is often not read).
 */
export function ErrorText({ id, message }: { id?: string; message: string | undefined }) {
  return (
    <div id={id} className="wk-error" aria-live="assertive" aria-atomic="true">
      {message ?? ''}
    </div>
  );
}
