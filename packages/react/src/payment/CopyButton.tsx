'use client';

import { useEffect, useRef, useState } from 'react';
import { useMessages } from '../provider/hooks.js';

/** Props of {@link CopyButton}. */
export interface CopyButtonProps {
  /** The exact text to put on the clipboard. */
  readonly text: string;
  /** What is copied, in words ("Reference"): names the button and the announcement. */
  readonly label: string;
  /** The clipboard's error when copying fails (no permission, insecure context); the user is told either way. */
  readonly onError?: (error: unknown) => void;
  /** The text is on the clipboard. */
  readonly onCopied?: () => void;
}

/** The button's `data-state`: ready, just copied (two seconds), or refused by the clipboard. */
export type CopyButtonState = 'idle' | 'copied' | 'failed';

const COPIED_FOR_MS = 2_000;

/**
 * Copies one value with navigator.clipboard and says so: the face reads "Copied" for two seconds and a
 * status region announces what was copied; a failure is announced with a way out (select it by hand).
 */
export function CopyButton({ text, label, onError, onCopied }: CopyButtonProps) {
  const t = useMessages();
  const [state, setState] = useState<CopyButtonState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    clearTimeout(timer.current);
    try {
      if (!navigator.clipboard?.writeText) throw new Error('navigator.clipboard is not available here (it needs a secure context)');
      await navigator.clipboard.writeText(text);
      setState('copied');
      onCopied?.();
      timer.current = setTimeout(() => setState('idle'), COPIED_FOR_MS);
    } catch (error) {
      setState('failed');
      onError?.(error);
    }
  };

  return (
    <>
      <button type="button" className="wk-button wk-copy" data-state={state} aria-label={t('common.copy.label', { label })} onClick={copy}>
        <span className="wk-button-face">{state === 'copied' ? t('common.copied') : t('common.copy')}</span>
      </button>
      <span role="status" className={state === 'failed' ? 'wk-error' : 'wk-visually-hidden'}>
        {state === 'copied' ? t('common.copy.announce', { label }) : state === 'failed' ? t('common.copy.failed') : ''}
      </span>
    </>
  );
}
