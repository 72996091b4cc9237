'use client';

import { useId, useState } from 'react';
import { useApi } from '../client/use-api.js';
import type { WalletApi } from '../client/types.js';
import { ErrorText } from '../flow/ErrorText.js';
import { useErrorText } from '../i18n/error-text.js';
import { FlowFrame, type Presentation } from '../flow/FlowFrame.js';
import { useStepFocus } from '../flow/focus.js';
import { useFlowController, useFlowState } from '../flow/use-flow.js';
import { useLatest } from '../flow/use-latest.js';
import { CopyButton } from '../payment/CopyButton.js';
import { useMessages } from '../provider/hooks.js';
import { createWalletExport, type WalletExportState } from './wallet-export-store.js';

/** Options of {@link useWalletExport}. */
export interface UseWalletExportOptions {
  /** The embedded wallet's InternalAccount id. */
  readonly accountId: string;
  /** The calls to use; the provider's client's `wallet` by default. */
  readonly api?: WalletApi;
  /** Told of every failure the flow shows, with the original error, to log or report. */
  readonly onError?: (error: unknown) => void;
}

/** Wallet export, headless. @example const exp = useWalletExport({ accountId }); exp.step === 'shown' && exp.words */
export function useWalletExport(options: UseWalletExportOptions): WalletExportState & {
  /** Exports (a signed call) and shows the phrase; ignored while one is in flight. */
  reveal(): Promise<void>;
  /** Drops the phrase from memory and from the screen. */
  hide(): void;
} {
  const api = useApi(options.api, (client) => client.wallet, '<WalletExport>');
  const latest = useLatest(options);
  const controller = useFlowController(() => createWalletExport({ api, accountId: options.accountId, onError: (error) => latest.current.onError?.(error) }));
  return { ...useFlowState(controller.store), reveal: controller.reveal, hide: controller.hide };
}

/** Props of {@link WalletExport}: the options of {@link useWalletExport}, and how the widget sits in the page. */
export interface WalletExportProps extends UseWalletExportOptions {
  /** `inline` (default) renders in place; `modal` opens a `<dialog>` above the page. */
  readonly presentation?: Presentation;
  /** Modal: the person closed the dialog. */
  readonly onClose?: () => void;
  /** The level of the widget's title in the page's outline; 2 by default. */
  readonly headingLevel?: 1 | 2 | 3 | 4 | 5 | 6;
  /** More classes for the root element. */
  readonly className?: string;
}

/**
 * Shows the wallet's recovery phrase: a warning first, then the words (decrypted on this device), a way
 * to hide them again, and a copy button that says where the phrase now is.
 *
 * @example <WalletExport accountId={walletId} presentation="modal" onClose={close} />
 */
export function WalletExport({ presentation, onClose, headingLevel = 2, className, ...options }: WalletExportProps) {
  const t = useMessages();
  const flow = useWalletExport(options);
  const titleId = useId();
  const heading = useStepFocus<HTMLDivElement>(flow.step);
  const [copied, setCopied] = useState(false);
  const error = useErrorText(flow.error);
  return (
    <FlowFrame presentation={presentation} state={flow.step} labelledBy={titleId} onClose={onClose} className="wk-card wk-flow wk-export" extraClassName={className}>
      <div id={titleId} ref={heading} tabIndex={-1} className="wk-title" role="heading" aria-level={headingLevel}>
        {t('export.title')}
      </div>
      <div className="wk-notice">{t('export.warning')}</div>
      {flow.step === 'shown' ? (
        <>
          <ol className="wk-words" aria-label={t('export.phrase')}>
            {flow.words.map((word, index) => (
              <li key={index}>{word}</li>
            ))}
          </ol>
          <div className="wk-actions">
            <CopyButton text={flow.words.join(' ')} label={t('export.phrase')} onCopied={() => setCopied(true)} />
            <button
              type="button"
              className="wk-button"
              onClick={() => {
                setCopied(false);
                flow.hide();
              }}
            >
              <span className="wk-button-face">{t('export.hide')}</span>
            </button>
          </div>
          {copied ? <div className="wk-text wk-muted">{t('export.clipboard')}</div> : null}
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
      <ErrorText message={error} />
    </FlowFrame>
  );
}
