// The modal dialogs open now, newest last, and the history entry the page has while one is open
// ("the dialog entry": the page's address and key again, marked `dialog`), so that Back (the
// browser's, Android's back button given to the WebView, iOS's swipe) closes the newest dialog as
// Escape does, instead of leaving the page and what was typed in the dialog. Every dialog is a
// Modal (src/components/Modal.tsx), which registers here while it is open (but a page's gate, the
// whiteboard's rules or the logout question, which Back leaves with its page); this module loads
// with it, outside the first load.
// The entry is never taken back with history.back(): that arrives as a task of its own, and a
// dialog opened before it arrives (an alert right after a confirm) would be the one it closes.
// A dialog closed by its own buttons leaves its entry behind, spent: the next dialog on the page
// takes it again, and a Back or Forward between it and the page's own entry, with nothing open to
// close, goes on in its direction (src/lib/pagePops.ts).
import { handlePopsWithinPage, isDialogEntry, passSpentEntry } from './pagePops';

/** What Escape does to a modal; true when that closes it (one that is sending stays). */
type Dismiss = () => boolean;

const open: Dismiss[] = [];

/** Off the list of open modals (at once when Back closed it: React unmounts it at its next render). */
function forget(dismiss: Dismiss): void {
  const index = open.lastIndexOf(dismiss);
  if (index >= 0) open.splice(index, 1);
}

function enterDialogEntry(): void {
  if (!isDialogEntry(history.state)) history.pushState({ ...(history.state as object | null), dialog: true }, '');
}

handlePopsWithinPage(
  () => {
    const newest = open.at(-1);
    if (!newest) return passSpentEntry();
    if (newest()) forget(newest);
    // The dialog entry comes back: one that must stay (while it sends) or the dialogs under it
    // keep it, and with none left it is spent, as after a button. Left ahead instead, it would be a
    // Forward that does nothing.
    enterDialogEntry();
  },
  // An alert stays open across a page change: Back on the new page closes it there. Asked once
  // React has taken the page left away, with the dialogs that were part of it (a link in a dialog).
  () => void setTimeout(() => open.length > 0 && enterDialogEntry()),
);

/** A modal opened; `dismiss` is what Escape does to it. The returned function is its closing. */
export function registerOpenModal(dismiss: Dismiss): () => void {
  open.push(dismiss);
  enterDialogEntry();
  return () => forget(dismiss);
}

export const openModalCount = (): number => open.length;

/** Dismisses the newest modal as Escape would (a modal that must stay, while it sends, stays). */
export const dismissNewestModal = (): void => void open.at(-1)?.();
