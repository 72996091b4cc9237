'use client';

import type { Presentation } from '../flow/FlowFrame.js';
import { lazyWidget } from '../flow/lazy-widget.js';
import type { SignInProps } from '../sign-in/SignIn.js';
import type { UseWalletExportOptions } from './useWalletExport.js';

/** Props of {@link WalletExport}: the options of {@link useWalletExport}, and how the widget sits in the page. */
export interface WalletExportProps extends UseWalletExportOptions {
  /** How the re-authentication signs in (methods, credentials, an api of your own); the wallet's own credentials by default. */
  readonly signIn?: Omit<SignInProps, 'onSignedIn' | 'presentation' | 'headingLevel'>;
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
 * Shows the wallet's recovery phrase: a warning first, a fresh sign-in to prove it is the wallet's
 * owner, then the numbered words (decrypted on this device), a way to hide them again, and a copy button
 * with a warning; a copied phrase is cleared from the clipboard after 60 seconds (or when hidden) where
 * the browser allows it, and the person is told either way. The view loads on demand.
 *
 * @example <WalletExport accountId={walletId} presentation="modal" onClose={close} />
 */
export const WalletExport = lazyWidget<WalletExportProps>(() => import('../flow/lazy-views.js').then((module) => module.WalletExportView), 'wk-card wk-flow wk-export');
