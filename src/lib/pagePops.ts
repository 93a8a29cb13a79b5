// A Back or Forward that stays within the page shown: between the page's own history entry and its
// dialog entry (the page's address and key again, marked `dialog`), so no page is loaded.
// Navigation asks what to do (src/app/navigation/navigation.ts); the dialogs' history
// (src/lib/modalHistory.ts), loaded with the first dialog, answers by closing the newest dialog.
// Until it is loaded no dialog is open, and from the page's own entry Back goes on to the page
// before (the dialog entry was left by a dialog of an earlier visit to this page, now reloaded).
// Kept small: navigation is part of every page's first load.

export const isDialogEntry = (state: unknown): boolean => (state as { dialog?: unknown } | null)?.dialog === true;

let handler = (): void => {
  if (!isDialogEntry(history.state)) history.back();
};

export const popWithinPage = (): void => handler();

/** The dialogs' history takes over pops within the page. */
export function handlePopsWithinPage(next: () => void): void {
  handler = next;
}
