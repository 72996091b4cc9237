'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { ErrorText } from '../flow/ErrorText.js';
import { FlowFrame } from '../flow/FlowFrame.js';
import { useStepFocus } from '../flow/focus.js';
import { useErrorText } from '../i18n/error-text.js';
import { CopyButton } from '../payment/CopyButton.js';
import { useFormat, useMessages } from '../provider/hooks.js';
import { SignIn } from '../sign-in/SignIn.js';
import { useWalletExport } from './useWalletExport.js';
import type { WalletExportProps } from './WalletExport.js';

/** How long the phrase may sit on the clipboard. */
const CLIPBOARD_SECONDS = 60;

type Clipboard = 'idle' | 'copied' | 'cleared' | 'not-cleared';

/**
 * Empties the clipboard if it still holds `text`. Where the browser will not let the page read the
 * clipboard, it is emptied anyway (the person was told it would be); where it will not let the page
 * write either, the person is told to copy something else over it.
 */
async function clearClipboard(text: string): Promise<boolean> {
  const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
  if (!clipboard?.writeText) return false;
  const current = await clipboard.readText?.().catch(() => text);
  if (current !== undefined && current !== text) return true;
  return clipboard.writeText('').then(
    () => true,
    () => false,
  );
}

/** The recovery phrase widget's view (loaded on demand: see WalletExport). */
export function WalletExportView({ presentation, onClose, headingLevel = 2, className, signIn, ...options }: WalletExportProps) {
  const t = useMessages();
  const format = useFormat();
  const flow = useWalletExport(options);
  const titleId = useId();
  const heading = useStepFocus<HTMLDivElement>(flow.step);
  const [clipboard, setClipboard] = useState<Clipboard>('idle');
  const error = useErrorText(flow.error);
  const phrase = flow.words.join(' ');
  const copiedPhrase = useRef<string | undefined>(undefined);

  // The phrase leaves the clipboard after a minute, when it is hidden, and with the widget.
  const clear = () => {
    const copied = copiedPhrase.current;
    copiedPhrase.current = undefined;
    if (copied) void clearClipboard(copied).then((done) => setClipboard(done ? 'cleared' : 'not-cleared'));
  };
  useEffect(() => {
    if (clipboard !== 'copied') return;
    const timer = setTimeout(clear, CLIPBOARD_SECONDS * 1000);
    return () => clearTimeout(timer);
  }, [clipboard]);
  useEffect(() => clear, []);

  const subLevel = Math.min(6, headingLevel + 1) as 1 | 2 | 3 | 4 | 5 | 6;
  return (
    <FlowFrame presentation={presentation} state={flow.step} labelledBy={titleId} onClose={onClose} className="wk-card wk-flow wk-export" extraClassName={className}>
      <div id={titleId} ref={heading} tabIndex={-1} className="wk-title" role="heading" aria-level={headingLevel}>
        {t('export.title')}
      </div>
      <div className="wk-notice">{t('export.warning')}</div>
      {flow.step === 'reauth' ? (
        <>
          <div className="wk-text">{t('export.reauth')}</div>
          <SignIn accountId={options.accountId} headingLevel={subLevel} {...signIn} onSignedIn={() => void flow.reauthenticated()} />
        </>
      ) : flow.step === 'shown' ? (
        <>
          <ol className="wk-words" aria-label={t('export.phrase')}>
            {flow.words.map((word, index) => (
              <li key={index}>
                <span className="wk-word-number">{format.number(index + 1)}</span> {word}
              </li>
            ))}
          </ol>
          <div className="wk-text wk-muted">{t('export.copy.warning', { seconds: CLIPBOARD_SECONDS })}</div>
          <div className="wk-actions">
            <CopyButton
              text={phrase}
              label={t('export.phrase')}
              onCopied={() => {
                copiedPhrase.current = phrase;
                setClipboard('copied');
              }}
            />
            <button
              type="button"
              className="wk-button"
              onClick={() => {
                clear();
                flow.hide();
              }}
            >
              <span className="wk-button-face">{t('export.hide')}</span>
            </button>
          </div>
        </>
      ) : (
        <>
          {flow.step === 'hidden' ? <div className="wk-text">{t('export.hidden')}</div> : null}
          <div className="wk-actions">
            <button type="button" className="wk-button" data-variant="primary" disabled={flow.step === 'loading'} onClick={() => void flow.reveal()}>
              <span className="wk-button-face">{flow.step === 'loading' ? t('export.loading') : flow.step === 'hidden' ? t('export.show') : t('export.confirm')}</span>
            </button>
          </div>
        </>
      )}
      <div className="wk-text wk-muted" role="status">
        {clipboard === 'copied' ? t('export.clipboard', { seconds: CLIPBOARD_SECONDS }) : clipboard === 'cleared' ? t('export.clipboard.cleared') : clipboard === 'not-cleared' ? t('export.clipboard.notCleared') : ''}
      </div>
      <ErrorText message={error} />
    </FlowFrame>
  );
}
