import type { EnrolledScaFactor, QuoteScaChallenge, ScaFactor } from '../client/types.js';
import { errorMessage } from '../flow/ErrorText.js';
import type { FlowError } from '../flow/errors.js';
import type { MessageId } from '../i18n/locales/en.js';
import type { Translate } from '../provider/hooks.js';
import type { ScaState } from './sca-store.js';

// What an SCA step says. The rounds are one step for a person: the service may ask for one approval
// or several (their count is never sent, and `purpose` is a label not to branch on), so the first
// reads "Approve the payment" and each later one "One more code", never "Step 1 of 2".

export const SWITCH: Readonly<Record<ScaFactor, MessageId>> = {
  SMS_OTP: 'sca.switch.SMS_OTP',
  PASSKEY: 'sca.switch.PASSKEY',
  TOTP: 'sca.switch.TOTP',
};

/** The heading of the step. */
export function scaTitle(state: Pick<ScaState, 'step' | 'round' | 'challenge'>, t: Translate, first?: string): string {
  if (state.step === 'authorized') return t('sca.done');
  if (state.step === 'locked') return t('sca.lock.title');
  if (state.step === 'cancelled') return t('sca.cancelled');
  if (state.round <= 1 || !state.challenge) return first ?? t('sca.title');
  return t(state.challenge.factor === 'PASSKEY' ? 'sca.round.next.passkey' : 'sca.round.next.code');
}

/** Where the code went: the enrolled text-message factor's label (the masked number), where the service gives one. */
export function phoneOf(factors: readonly EnrolledScaFactor[] | undefined): string | undefined {
  return factors?.find((factor) => factor.factor === 'SMS_OTP')?.name || undefined;
}

/** What to do with the code, and where it was sent. */
export function smsPrompt(round: number, given: string | undefined, t: Translate): string {
  // The masked number is one word: at 320 px its groups broke across lines ("••• •••", then "••78").
  const phone = given?.replace(/ /g, '\u00a0');
  if (round > 1) return phone ? t('sca.sms.nextTo', { phone }) : t('sca.sms.next');
  return phone ? t('sca.sms.sentTo', { phone }) : t('sca.sms.prompt');
}

/** The other factors a person may approve this payment with (TOTP cannot approve one payment). */
export function otherFactors(challenge: QuoteScaChallenge): ScaFactor[] {
  return challenge.availableFactors.filter((factor) => factor !== challenge.factor && factor !== 'TOTP');
}

/** A failure of the SCA step, in its own words where it has them. */
export function scaErrorMessage(error: FlowError, t: Translate): string {
  if (error.kind === 'wrong-code') return t('otp.error.wrong');
  if (error.kind === 'expired') return t('sca.error.expired');
  // The wait itself counts down beside it, live.
  if (error.kind === 'rate-limited') return t('sca.wait.body');
  return errorMessage(error, t);
}
