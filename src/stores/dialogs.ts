// In-page confirmations and alerts. The page does not use window.confirm/alert: inside the
// app's WebView those only work when the app implements the WebView's UI delegate, and they
// block the page. Every confirmation of the spec goes through confirmDialog().
import { create } from 'zustand';

export interface DialogRequest {
  id: number;
  kind: 'confirm' | 'alert';
  message: string;
  title?: string;
  confirmLabel?: string;
  /** An action that cannot be taken back (a heart, a delete): the dialog starts on Cancel, so a second Enter does not take it. */
  irreversible?: boolean;
  /** The action destroys something (a delete): its button is the danger colour, as the button that asked. */
  destructive?: boolean;
  /** The question is its page (the logout page's): Back leaves the page instead of closing it (Modal's historyEntry). */
  gate?: boolean;
  resolve: (ok: boolean) => void;
}

type ConfirmOptions = Pick<DialogRequest, 'title' | 'confirmLabel' | 'irreversible' | 'destructive' | 'gate'>;

interface DialogState {
  queue: DialogRequest[];
}

export const useDialogs = create<DialogState>()(() => ({ queue: [] }));
let nextId = 1;

function open(kind: DialogRequest['kind'], message: string, options: ConfirmOptions): Promise<boolean> {
  return new Promise((resolve) => {
    const request: DialogRequest = {
      id: nextId++,
      kind,
      message,
      ...options,
      resolve: (ok) => {
        useDialogs.setState((s) => ({ queue: s.queue.filter((d) => d.id !== request.id) }));
        resolve(ok);
      },
    };
    useDialogs.setState((s) => ({ queue: [...s.queue, request] }));
  });
}

/** Asks the user to confirm; resolves true on OK, false on Cancel or Escape. */
export function confirmDialog(message: string, options: ConfirmOptions = {}): Promise<boolean> {
  return open('confirm', message, options);
}

/** Tells the user something; resolves when dismissed. */
export async function alertDialog(message: string, options: Pick<DialogRequest, 'title' | 'gate'> = {}): Promise<void> {
  await open('alert', message, options);
}

/**
 * Answers every dialog still open, a question with Cancel and an alert as read: the dialogs'
 * code could not be fetched (offline before it ever was, src/app/shell/DialogHost.tsx), and a
 * caller waiting for an answer must not wait for ever (an action asked to be confirmed is then
 * not taken).
 */
export function dismissAllDialogs(): void {
  for (const dialog of useDialogs.getState().queue) dialog.resolve(false);
}

/**
 * Answers every question still open with Cancel: the page it was asked on is being left (back, a
 * link, a redirect), and a Confirm given over another page would act on one the user no longer
 * sees (a heart cannot be taken back). Alerts stay: they tell, they do not act; but a page's gate
 * (the logout page's failure) goes with its page.
 */
export function cancelOpenQuestions(): void {
  for (const dialog of useDialogs.getState().queue) if (dialog.kind === 'confirm' || dialog.gate) dialog.resolve(false);
}
