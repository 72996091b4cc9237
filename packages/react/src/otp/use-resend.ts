'use client';

import { useId, useState, type MouseEvent } from 'react';

/**
 * A "send a new code" button's behaviour: after the resend, focus goes to the code field (the button
 * is now counting down, disabled, and would leave focus on the page) and `sent` turns true for the
 * widget's status region to announce it.
 *
 * @example const resend = useResend(flow.resend); <OtpInput id={resend.codeId} /> <button onClick={resend.onResend}>
 */
export function useResend(resend: () => Promise<void>) {
  const codeId = useId();
  const [sent, setSent] = useState(false);
  const onResend = (event: MouseEvent<HTMLElement>) => {
    // The widget may sit in a shadow root (the script-tag bundle): look the field up there.
    const root = event.currentTarget.getRootNode() as Document | ShadowRoot;
    void resend().then(() => {
      setSent(true);
      root.getElementById(codeId)?.focus();
    });
  };
  return { codeId, sent, onResend };
}
