// The modal dialogs open now, newest last, and the history entry the page has while one is open
// ("the dialog entry": the page's address and key again, marked `dialog`), so that Back (the
// browser's, Android's back button given to the WebView, iOS's swipe) closes the newest dialog as
// Escape does, instead of leaving the page and what was typed in the dialog. Every dialog is a
// Modal (src/components/Modal.tsx), which registers here while it is open; this module loads with
// it, outside the first load.
// The entry is never taken back with history.back(): that arrives as a task of its own, and a
// dialog opened before it arrives (an alert right after a confirm) would be the one it closes.
// A dialog closed by its own buttons leaves its entry behind, spent: the next dialog on the page
// takes it again, a link from the page writes over it (navigation.ts), and a Back from it to the
// page's own entry, with nothing open to close, goes on to the page before (src/lib/pagePops.ts).
import { handlePopsWithinPage, isDialogEntry } from './pagePops';

type Dismiss = () => void;

const open: Dismiss[] = [];

/**
 * Gives the page its dialog entry. A spent one is taken again, unless the page has written another
 * address on it since (a tab change): the page's own entry behind it holds an older one, which a
 * Back closing the dialog would show, so a fresh entry goes on top.
 */
function enterDialogEntry(): void {
  const state = history.state as { under?: unknown } | null;
  if (isDialogEntry(state) && state?.under === location.href) return;
  history.pushState({ ...state, dialog: true, under: location.href }, '', location.href);
}

handlePopsWithinPage(() => {
  if (open.length > 0) {
    open.at(-1)!();
    // One that must stay (while it sends), or the dialogs under it, keep an entry.
    if (open.length > 0) enterDialogEntry();
  } else if (!isDialogEntry(history.state)) history.back();
});

/** A modal opened; `dismiss` is what Escape does to it. The returned function is its closing. */
export function registerOpenModal(dismiss: Dismiss): () => void {
  open.push(dismiss);
  enterDialogEntry();
  return () => {
    const index = open.lastIndexOf(dismiss);
    if (index >= 0) open.splice(index, 1);
  };
}

export const openModalCount = (): number => open.length;

/** Dismisses the newest modal as Escape would (a modal that must stay, while it sends, stays). */
export const dismissNewestModal = (): void => open.at(-1)?.();
