'use client';

import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useLatest } from './use-latest.js';
import { useMessages } from '../provider/hooks.js';
import { WidgetRoot } from '../provider/WidgetRoot.js';

/** How a flow sits in the page: in place, or as a modal `<dialog>` in the top layer. */
export type Presentation = 'inline' | 'modal';

export interface FlowFrameProps {
  readonly presentation?: Presentation | undefined;
  /** `data-state` of the root: the flow's current step. */
  readonly state: string;
  /** The id of the element that names the flow (its title), for the dialog's accessible name. */
  readonly labelledBy?: string;
  /** Modal only: the person closed the dialog (Escape). */
  readonly onClose?: (() => void) | undefined;
  readonly className: string;
  readonly extraClassName?: string | undefined;
  readonly children: ReactNode;
}

// useLayoutEffect warns on the server; the dialog only opens in a browser anyway.
const useBrowserLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

/**
 * The outer element of a flow. Inline, it renders in place. Modal, it is a `<dialog>` opened with
 * showModal(), so it sits in the top layer above the host's own dialogs and makes the page inert; it
 * has a visible close button when `onClose` is given, and focus returns where it came from when the
 * dialog closes or unmounts.
 */
function CloseButton({ onClose }: { onClose: () => void }) {
  const t = useMessages();
  return (
    <button type="button" className="wk-button wk-close" data-variant="quiet" aria-label={t('common.close')} onClick={onClose}>
      <span className="wk-button-face" aria-hidden="true">
        ×
      </span>
    </button>
  );
}

/**
 * The opened dialog's focus on its title, which names it, as Chromium's and WebKit's showModal() put it (the
 * title is the first element that takes focus): Firefox's skips an element with tabIndex -1 and focuses the
 * first one Tab would reach, the code field below the title. A field marked `autofocus` keeps the focus.
 */
function focusTitle(dialog: HTMLDialogElement, labelledBy: string | undefined): void {
  if (!labelledBy || dialog.querySelector('[autofocus]')) return;
  const title = dialog.querySelector<HTMLElement>(`[id="${labelledBy}"]`);
  if (title?.hasAttribute('tabindex')) title.focus();
}

export function FlowFrame({ presentation = 'inline', state, labelledBy, onClose, className, extraClassName, children }: FlowFrameProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const onCloseRef = useLatest(onClose);
  const classes = extraClassName ? `${className} ${extraClassName}` : className;

  useBrowserLayoutEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const returnTo = element.ownerDocument.activeElement as HTMLElement | null;
    if (!element.open) {
      if (typeof element.showModal === 'function') element.showModal();
      else element.setAttribute('open', '');
      focusTitle(element, labelledBy);
    }
    const cancel = (event: Event) => {
      event.preventDefault();
      onCloseRef.current?.();
    };
    element.addEventListener('cancel', cancel);
    return () => {
      element.removeEventListener('cancel', cancel);
      if (element.open) {
        if (typeof element.close === 'function') element.close();
        else element.removeAttribute('open');
      }
      if (returnTo?.isConnected) returnTo.focus();
    };
  }, [presentation]);

  if (presentation === 'modal') {
    return (
      <WidgetRoot className="wk-dialog-host">
        <dialog ref={dialog} className="wk-dialog" aria-labelledby={labelledBy}>
          <div className={classes} data-state={state}>
            {children}
            {/* Escape is not the only way out: a button anyone can see and reach (last in the tab order, first on screen). */}
            {onClose ? <CloseButton onClose={onClose} /> : null}
          </div>
        </dialog>
      </WidgetRoot>
    );
  }
  return (
    <WidgetRoot className={classes} data-state={state} role="group" aria-labelledby={labelledBy}>
      {children}
    </WidgetRoot>
  );
}
