import { useEffect, useId, useRef, useState, type ChangeEvent, type ClipboardEvent, type SyntheticEvent } from 'react';
import { useLatest } from '../flow/use-latest.js';
import { WidgetError } from '../errors.js';
import { useMessages } from '../provider/hooks.js';
import { WidgetRoot } from '../provider/WidgetRoot.js';
import { useControllableState } from '../internal/use-controllable-state.js';
import { codeDigits } from './digits.js';
import { requestWebOtp, webOtpSupported } from './web-otp.js';

export interface OtpInputProps {
  /** Number of digits; 6 by default. */
  readonly length?: number;
  /** Controlled value (digits only). Leave undefined for an uncontrolled field. */
  readonly value?: string;
  readonly defaultValue?: string;
  readonly onValueChange?: (value: string) => void;
  /**
   * Called once with the code when the last digit arrives by typing, paste, autofill or WebOTP.
   * Not called again for the same code unless the user edits it; not called for a value the parent sets.
   */
  readonly onComplete?: (code: string) => void;
  /** Visible label; the catalog's `otp.label` by default. */
  readonly label?: string;
  /** Hint under the field; the catalog's `otp.hint` by default. */
  readonly hint?: string;
  /** An error to show and announce, e.g. `t('otp.error.wrong')`; marks the field invalid. */
  readonly error?: string;
  readonly disabled?: boolean;
  readonly autoFocus?: boolean;
  /** Form field name: the real input carries the value, so a surrounding form submits it. */
  readonly name?: string;
  readonly id?: string;
  readonly className?: string;
  /** Ask Chrome on Android for the SMS code (WebOTP) while mounted; true by default. */
  readonly webOtp?: boolean;
  /** WebOTP failures other than our own abort; without it they are logged with console.warn. */
  readonly onWebOtpError?: (error: unknown) => void;
}

export type OtpInputState = 'empty' | 'partial' | 'complete';

/**
 * A one-time-code field drawn as boxes over ONE real input, so iOS and Android autofill, password
 * managers and paste ("123 456", "123-456") fill every box at once.
 *
 * @example <OtpInput onComplete={(code) => verify(code)} error={wrong ? t('otp.error.wrong') : undefined} />
 */
export function OtpInput(props: OtpInputProps) {
  const { length = 6, label, hint, error, disabled = false, autoFocus, name, className, webOtp = true } = props;
  if (!Number.isInteger(length) || length < 1 || length > 12) {
    throw new WidgetError('INVALID_PROP', `OtpInput length: expected a whole number from 1 to 12, got ${length}`);
  }
  const t = useMessages();
  const generatedId = useId();
  const inputId = props.id ?? `${generatedId}-input`;
  const hintId = `${generatedId}-hint`;
  const errorId = `${generatedId}-error`;

  const [rawValue, setValue] = useControllableState({ prop: props.value, defaultProp: props.defaultValue ?? '', onChange: props.onValueChange });
  const value = codeDigits(rawValue, length);
  const [focused, setFocused] = useState(false);

  // The last code handed to onComplete: StrictMode re-renders and effects never call it twice,
  // and an unchanged complete value (a stray extra keypress) does not submit again.
  const completed = useRef<string | null>(null);
  const callbacks = useLatest(props);

  const commit = (text: string) => {
    const next = codeDigits(text, length);
    setValue(next);
    if (next.length < length) {
      completed.current = null;
    } else if (completed.current !== next) {
      completed.current = next;
      callbacks.current.onComplete?.(next);
    }
  };
  const commitRef = useLatest(commit);

  // A parent that clears the field after a wrong code re-arms onComplete for the next attempt.
  useEffect(() => {
    if (value.length < length) completed.current = null;
  }, [value, length]);

  useEffect(() => {
    if (!webOtp || disabled || !webOtpSupported()) return;
    const controller = new AbortController();
    requestWebOtp(controller.signal).then(
      (code) => {
        if (code && !controller.signal.aborted) commitRef.current(code);
      },
      (reason: unknown) => {
        if (controller.signal.aborted) return; // our own abort on unmount: expected, not a failure
        const report = callbacks.current.onWebOtpError;
        if (report) report(reason);
        else console.warn('OtpInput: WebOTP failed; the code can still be typed', reason);
      },
    );
    return () => controller.abort();
  }, [webOtp, disabled]);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => commit(event.target.value);

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const digits = codeDigits(event.clipboardData.getData('text'), length);
    event.preventDefault();
    if (!digits) return;
    const input = event.currentTarget;
    const replacesAll = digits.length === length || (input.selectionStart === 0 && input.selectionEnd === input.value.length);
    commit(replacesAll ? digits : value + digits);
  };

  // Keep the caret after the last digit: the boxes show the value in order, so editing in the middle
  // of an invisible text would change digits the user is not looking at. Select-all stays possible.
  const keepCaretAtEnd = (event: SyntheticEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const end = input.value.length;
    const selectsAll = input.selectionStart === 0 && input.selectionEnd === end && end > 0;
    if (!selectsAll && (input.selectionStart !== end || input.selectionEnd !== end)) input.setSelectionRange(end, end);
  };

  const state: OtpInputState = value.length === 0 ? 'empty' : value.length < length ? 'partial' : 'complete';
  const active = focused && !disabled ? Math.min(value.length, length - 1) : -1;
  const describedBy = error ? `${hintId} ${errorId}` : hintId;

  return (
    <WidgetRoot
      className={className ? `wk-field wk-otp ${className}` : 'wk-field wk-otp'}
      data-state={state}
      data-disabled={disabled ? '' : undefined}
      data-invalid={error ? '' : undefined}
    >
      <label className="wk-label" htmlFor={inputId}>
        {label ?? t('otp.label')}
      </label>
      <div className="wk-otp-control">
        <input
          id={inputId}
          className="wk-otp-input"
          type="text"
          name={name}
          value={value}
          autoComplete="one-time-code"
          inputMode="numeric"
          pattern="[0-9]*"
          spellCheck={false}
          autoCorrect="off"
          autoCapitalize="off"
          autoFocus={autoFocus}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={onChange}
          onPaste={onPaste}
          onSelect={keepCaretAtEnd}
          onFocus={(event) => {
            setFocused(true);
            keepCaretAtEnd(event);
          }}
          onBlur={() => setFocused(false)}
        />
        <div className="wk-otp-slots" aria-hidden="true">
          {Array.from({ length }, (_, index) => (
            <div key={index} className="wk-otp-slot" data-state={index === active ? 'active' : index < value.length ? 'filled' : 'empty'}>
              {value[index] ?? ''}
              {index === active && index === value.length ? <span className="wk-otp-caret" /> : null}
            </div>
          ))}
        </div>
      </div>
      <div id={hintId} className="wk-hint">
        {hint ?? t('otp.hint', { length })}
      </div>
      {/* Always present, so assistive technology is already listening when an error appears. */}
      <div id={errorId} className="wk-error" aria-live="assertive" aria-atomic="true">
        {error ?? ''}
      </div>
    </WidgetRoot>
  );
}
