import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithKit } from '../../test/render.js';
import { expectNoRawEnglish } from '../../test/pseudo.js';
import { PSEUDO_LOCALE } from '../i18n/catalog.js';
import { OtpInput } from './OtpInput.js';

const field = () => screen.getByRole('textbox', { name: 'Verification code' });

describe('OtpInput', () => {
  it('is one labelled one-time-code input that phones can autofill', async () => {
    const { container } = renderWithKit(<OtpInput />);
    const input = field();
    expect(input.getAttribute('autocomplete')).toBe('one-time-code');
    expect(input.getAttribute('inputmode')).toBe('numeric');
    expect(container.querySelectorAll('input')).toHaveLength(1);
    expect(container.querySelectorAll('.wk-otp-slot')).toHaveLength(6);
    expect(screen.getByText('Enter the 6-digit code.').id).toBe(input.getAttribute('aria-describedby'));
    await expectNoAxeViolations(container);
  });

  it('calls onComplete once with the typed code, even under StrictMode', async () => {
    const user = userEvent.setup();
    const onComplete = vi.fn();
    const { container } = renderWithKit(<OtpInput onComplete={onComplete} />);
    await user.type(field(), '12345');
    expect(onComplete).not.toHaveBeenCalled();
    expect(container.querySelector('.wk-otp')!.getAttribute('data-state')).toBe('partial');
    await user.type(field(), '6');
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith('123456');
    expect(container.querySelector('.wk-otp')!.getAttribute('data-state')).toBe('complete');
    await expectNoAxeViolations(container);
  });

  it('does not submit again for an extra keypress on a complete code', async () => {
    const user = userEvent.setup();
    const onComplete = vi.fn();
    renderWithKit(<OtpInput onComplete={onComplete} />);
    await user.type(field(), '1234567');
    expect(field()).toHaveProperty('value', '123456');
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it('submits again after the user corrects a digit', async () => {
    const user = userEvent.setup();
    const onComplete = vi.fn();
    renderWithKit(<OtpInput onComplete={onComplete} />);
    await user.type(field(), '123456{Backspace}7');
    expect(onComplete.mock.calls).toEqual([['123456'], ['123457']]);
  });

  it.each([['123 456'], ['123-456'], ['  123456\n'], ['١٢٣٤٥٦']])('fills every box from a paste of %j', async (pasted) => {
    const user = userEvent.setup();
    const onComplete = vi.fn();
    const { container } = renderWithKit(<OtpInput onComplete={onComplete} />);
    await user.click(field());
    await user.paste(pasted);
    expect(field()).toHaveProperty('value', '123456');
    expect([...container.querySelectorAll('.wk-otp-slot')].map((slot) => slot.textContent)).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(onComplete).toHaveBeenCalledExactlyOnceWith('123456');
  });

  it('ignores letters typed into the field', async () => {
    const user = userEvent.setup();
    renderWithKit(<OtpInput />);
    await user.type(field(), '1a2b');
    expect(field()).toHaveProperty('value', '12');
  });

  it('fills every box when the browser autofills the whole code into the one input', async () => {
    const onComplete = vi.fn();
    const { container } = renderWithKit(<OtpInput onComplete={onComplete} />);
    // iOS and Android write the whole code into the field at once, as one input event.
    const { fireEvent } = await import('@testing-library/react');
    fireEvent.change(field(), { target: { value: '654321' } });
    expect([...container.querySelectorAll('.wk-otp-slot')].map((slot) => slot.textContent).join('')).toBe('654321');
    expect(onComplete).toHaveBeenCalledExactlyOnceWith('654321');
  });

  it('works controlled: the parent owns the value and can clear it after a wrong code', async () => {
    const user = userEvent.setup();
    const onComplete = vi.fn();
    function Parent() {
      const [code, setCode] = useState('');
      const [error, setError] = useState<string>();
      return (
        <>
          <OtpInput
            value={code}
            onValueChange={setCode}
            error={error}
            onComplete={(value) => {
              onComplete(value);
              setError('That code is not right. Check it and try again.');
              setCode('');
            }}
          />
          <output>{code}</output>
        </>
      );
    }
    const { container } = renderWithKit(<Parent />);
    await user.type(field(), '000000');
    expect(onComplete).toHaveBeenCalledExactlyOnceWith('000000');
    expect(field()).toHaveProperty('value', '');
    expect(field().getAttribute('aria-invalid')).toBe('true');
    await user.type(field(), '000000');
    expect(onComplete).toHaveBeenCalledTimes(2);
    await user.type(field(), '12');
    expect(container.querySelector('output')!.textContent).toBe('12');
  });

  it('links the error to the field and announces it', async () => {
    const { container } = renderWithKit(<OtpInput error="This code has expired. Ask for a new one." />);
    const error = screen.getByText('This code has expired. Ask for a new one.');
    expect(field().getAttribute('aria-describedby')).toContain(error.id);
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(error.getAttribute('aria-live')).toBe('assertive');
    expect(container.querySelector('.wk-otp')!.hasAttribute('data-invalid')).toBe(true);
    await expectNoAxeViolations(container);
  });

  it('shows an error in the hint’s place, right under the boxes, and the hint again once the error is gone', () => {
    const { rerender } = renderWithKit(<OtpInput error="That code is not right. Check it and try again." />);
    const hint = screen.getByText('Enter the 6-digit code.');
    expect(hint.hidden).toBe(true);
    expect(field().getAttribute('aria-describedby')).toBe(screen.getByText('That code is not right. Check it and try again.').id);
    rerender(<OtpInput />);
    expect(hint.hidden).toBe(false);
    expect(field().getAttribute('aria-describedby')).toBe(hint.id);
  });

  it('cannot be typed into when disabled', async () => {
    const user = userEvent.setup();
    const onComplete = vi.fn();
    const { container } = renderWithKit(<OtpInput disabled defaultValue="12" onComplete={onComplete} />);
    await user.type(field(), '3456');
    expect(field()).toHaveProperty('value', '12');
    expect(field()).toHaveProperty('disabled', true);
    expect(container.querySelector('.wk-otp')!.hasAttribute('data-disabled')).toBe(true);
    await expectNoAxeViolations(container);
  });

  it('is reached and filled with the keyboard alone', async () => {
    const user = userEvent.setup();
    const onComplete = vi.fn();
    renderWithKit(<OtpInput onComplete={onComplete} />);
    await user.tab();
    expect(document.activeElement).toBe(field());
    await user.keyboard('424242');
    expect(onComplete).toHaveBeenCalledExactlyOnceWith('424242');
  });

  it('uses the label and hint length it is given', () => {
    renderWithKit(<OtpInput length={4} label="Code from your SMS" />);
    expect(screen.getByRole('textbox', { name: 'Code from your SMS' })).toBeDefined();
    expect(screen.getByText('Enter the 4-digit code.')).toBeDefined();
  });

  it('refuses a length it cannot draw, naming what it expected', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderWithKit(<OtpInput length={0} />)).toThrow(/expected a whole number from 1 to 12, got 0/);
  });

  it('shows no raw English in the pseudo-locale', () => {
    const { container } = renderWithKit(<OtpInput error="x" />, { locale: PSEUDO_LOCALE });
    expectNoRawEnglish(container);
  });
});

describe('OtpInput with WebOTP', () => {
  type Get = (request: { otp: unknown; signal: AbortSignal }) => Promise<{ code: string } | null>;
  const install = (get: Get) => {
    Object.defineProperty(window, 'OTPCredential', { value: function OTPCredential() {}, configurable: true });
    Object.defineProperty(navigator, 'credentials', { value: { get: vi.fn(get) }, configurable: true });
    return navigator.credentials.get as unknown as ReturnType<typeof vi.fn<Get>>;
  };
  afterEach(() => {
    delete (window as { OTPCredential?: unknown }).OTPCredential;
    delete (navigator as { credentials?: unknown }).credentials;
    vi.restoreAllMocks();
  });

  it('fills and submits the code the browser reads from the SMS', async () => {
    let deliver!: (credential: { code: string }) => void;
    install(() => new Promise((resolve) => (deliver = resolve)));
    const onComplete = vi.fn();
    renderWithKit(<OtpInput onComplete={onComplete} />);
    await act(async () => deliver({ code: '987654' }));
    expect(field()).toHaveProperty('value', '987654');
    expect(onComplete).toHaveBeenCalledExactlyOnceWith('987654');
  });

  it('aborts the request when the field unmounts, and says nothing about that abort', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const signals: AbortSignal[] = [];
    install(({ signal }) => {
      signals.push(signal);
      return new Promise((_, reject) => signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
    });
    const { unmount } = renderWithKit(<OtpInput />);
    // StrictMode mounts twice: the first request is aborted, the second stays open.
    expect(signals.map((signal) => signal.aborted)).toEqual([true, false]);
    unmount();
    await act(async () => {});
    expect(signals.every((signal) => signal.aborted)).toBe(true);
    expect(warn).not.toHaveBeenCalled();
  });

  it('reports a WebOTP failure instead of hiding it', async () => {
    const failure = new DOMException('no SMS', 'InvalidStateError');
    install(() => Promise.reject(failure));
    const onWebOtpError = vi.fn();
    renderWithKit(<OtpInput onWebOtpError={onWebOtpError} />);
    await act(async () => {});
    expect(onWebOtpError).toHaveBeenCalledWith(failure);
  });
});
