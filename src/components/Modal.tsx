// The one modal dialog of the app, on the native <dialog>: showModal() traps focus, makes the
// page behind inert and turns Escape into a `cancel` event. Focus returns to the element that
// opened it. iOS WebViews before 15.4 have no modal <dialog>; there the same markup opens as a
// plain open dialog over a fixed overlay, with Escape and a simple focus trap done here.
import { css, cx } from '@linaria/core';
import { focusMainRegion } from '../lib/mainRegion';
import { registerOpenModal } from '../lib/modalHistory';
import { useLayoutEffect, useRef, type CSSProperties, type MouseEvent, type ReactNode, type RefObject } from 'react';

/** True where the browser has a modal <dialog> (all but iOS before 15.4 and jsdom). */
export function supportsModalDialog(): boolean {
  return typeof HTMLDialogElement === 'function' && typeof HTMLDialogElement.prototype.showModal === 'function';
}

export interface ModalProps {
  /** The user dismissed the dialog: Escape, or a click on the backdrop where `closeOnBackdrop`. */
  onClose: () => void;
  /** False while the dialog must stay (e.g. while sending): Escape and the backdrop do nothing. */
  dismissible?: boolean;
  /**
   * False for a dialog that is its page's gate (the whiteboard's rules, the logout question): Back
   * leaves the page as it would without it. Others close with Back (src/lib/modalHistory.ts).
   */
  historyEntry?: boolean;
  closeOnBackdrop?: boolean;
  /** What gets focus when the dialog opens; the first focusable element when absent. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** `alertdialog` for a question the user must answer. */
  role?: 'dialog' | 'alertdialog';
  label?: string;
  labelledBy?: string;
  testId?: string;
  /** The panel's width in px; never wider than the screen. */
  width?: number;
  /** Extra looks for the panel (e.g. the moderators' tint). */
  panelClassName?: string;
  children: ReactNode;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

const frame = css`
  padding: 0;
  border: 0;
  margin: auto;
  background: transparent;
  color: var(--text);
  max-width: calc(100% - 32px);
  max-height: calc(100% - 32px);
  overflow: visible;
  &::backdrop {
    background: rgba(0, 0, 0, 0.5);
  }
  /* WebKit before 15.4 has no built-in dialog styles at all. */
  &:not([open]) {
    display: none;
  }
`;

const fallbackOverlay = css`
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: grid;
  place-items: center;
  padding: 16px;
  background: rgba(0, 0, 0, 0.5);
`;

const fallbackFrame = css`
  position: static;
  display: block;
  max-width: 100%;
  max-height: 100%;
`;

const panel = css`
  box-sizing: border-box;
  width: min(var(--modal-width, 480px), calc(100vw - 32px));
  max-height: calc(100vh - 32px);
  overflow: auto;
  padding: 20px;
  border-radius: 14px;
  background: var(--surface);
  color: var(--text);
  box-shadow: var(--shadow);
  /* Unseen, except under forced colours (Windows' high contrast), which draw it in the text's
     colour where they drop the background and the shadow that mark the dialog off. */
  outline: 1px solid transparent;
  h2 {
    font-size: 1.125rem;
  }
`;

/** Fallback dialogs open at once, newest last: only the newest answers Escape and traps Tab. */
const fallbackStack: HTMLDialogElement[] = [];

function focusables(dialog: HTMLElement): HTMLElement[] {
  return Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE));
}

/** Keeps Tab and Shift+Tab inside the dialog (what showModal does natively). */
function trapTab(event: KeyboardEvent, dialog: HTMLElement) {
  const items = focusables(dialog);
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const active = document.activeElement;
  const outside = !dialog.contains(active);
  if (event.shiftKey && (outside || active === first)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (outside || active === last)) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * Focus goes back to what had it before the dialog. Where that is gone (a deleted comment's
 * Delete, a menu's entry) or was nothing, it goes to the page's main region (the shell's skip
 * link's target), so the next Tab continues in the page instead of at the top of the document.
 */
function returnFocus(opener: Element | null, dialog: HTMLElement) {
  if (opener instanceof HTMLElement && opener !== document.body && opener.isConnected) return opener.focus();
  // The dialog is still in the page while it closes: focus inside it is about to be lost too.
  const active = document.activeElement;
  if (!active || active === document.body || dialog.contains(active)) focusMainRegion({ preventScroll: true });
}

export function Modal(props: ModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const native = supportsModalDialog();
  // The listeners are set up once per opening; they read the latest props through this ref.
  const latest = useRef(props);
  useLayoutEffect(() => {
    latest.current = props;
  });

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = document.activeElement;
    const dismiss = () => {
      if (latest.current.dismissible === false) return false;
      latest.current.onClose();
      return true;
    };
    // Native: Escape fires `cancel`; React state, not the browser, decides whether it closes.
    const onCancel = (event: Event) => {
      event.preventDefault();
      dismiss();
    };
    // A browser may close anyway (a second Escape without user activation): stay in step.
    const onNativeClose = () => {
      if (latest.current.dismissible === false) dialog.showModal();
      else latest.current.onClose();
    };
    const onFallbackKey = (event: KeyboardEvent) => {
      if (fallbackStack[fallbackStack.length - 1] !== dialog) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        dismiss();
      } else if (event.key === 'Tab') trapTab(event, dialog);
    };

    if (native) {
      dialog.addEventListener('cancel', onCancel);
      dialog.addEventListener('close', onNativeClose);
      if (!dialog.open) dialog.showModal();
    } else {
      fallbackStack.push(dialog);
      document.addEventListener('keydown', onFallbackKey);
    }
    const target = latest.current.initialFocus?.current ?? focusables(dialog)[0] ?? dialog;
    target.focus();
    // Back dismisses it as Escape does (src/lib/modalHistory.ts).
    const closed = latest.current.historyEntry === false ? () => {} : registerOpenModal(dismiss);

    return () => {
      closed();
      if (native) {
        dialog.removeEventListener('cancel', onCancel);
        dialog.removeEventListener('close', onNativeClose);
        if (dialog.open) dialog.close();
      } else {
        fallbackStack.splice(fallbackStack.indexOf(dialog), 1);
        document.removeEventListener('keydown', onFallbackKey);
      }
      returnFocus(opener, dialog);
    };
  }, [native]);

  // Natively the backdrop belongs to the <dialog>; the panel fills the dialog, so a click whose
  // target is the dialog itself (or the fallback overlay) landed on the backdrop.
  const onBackdropClick = (event: MouseEvent) => {
    if (event.target === event.currentTarget && props.closeOnBackdrop && props.dismissible !== false) props.onClose();
  };
  const dialog = (
    <dialog
      ref={dialogRef}
      className={cx(frame, !native && fallbackFrame)}
      open={native ? undefined : true}
      role={props.role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-modal="true"
      aria-label={props.label}
      aria-labelledby={props.labelledBy}
      data-testid={props.testId}
      tabIndex={-1}
      onClick={native ? onBackdropClick : undefined}
    >
      <div className={cx(panel, props.panelClassName)} style={props.width ? ({ '--modal-width': `${props.width}px` } as CSSProperties) : undefined}>
        {props.children}
      </div>
    </dialog>
  );
  if (native) return dialog;
  return (
    <div className={fallbackOverlay} onClick={onBackdropClick}>
      {dialog}
    </div>
  );
}
