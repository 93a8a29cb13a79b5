// A Back or Forward that stays within the page shown: between the page's own history entry and its
// dialog entry (the page's address and key again, marked `dialog`), so no page is loaded.
// Navigation asks what to do (src/app/navigation/navigation.ts); the dialogs' history
// (src/lib/modalHistory.ts), loaded with the first dialog, answers by closing the newest dialog.
// With no dialog open to close, the press goes on in its direction: Back from the page's own
// entry to the page before (its dialog entry was left spent by a dialog closed with its buttons,
// or by a visit before a reload), Forward past a spent dialog entry to the page after, so no press
// is lost. Kept small: navigation is part of every page's first load.

export const isDialogEntry = (state: unknown): boolean => (state as { dialog?: unknown } | null)?.dialog === true;

/** Nothing open to close: past the spent entry, in the direction of the press. */
export const passSpentEntry = (): void => (isDialogEntry(history.state) ? history.forward() : history.back());

const handlers = { pop: passSpentEntry, shown: (): void => {} };

export const popWithinPage = (): void => handlers.pop();

/** A link or a redirect showed a new page: a dialog still open over it (an alert) takes an entry there. */
export const newPageShown = (): void => handlers.shown();

/** The dialogs' history takes over pops within the page, and new pages shown. */
export function handlePopsWithinPage(pop: () => void, shown: () => void): void {
  Object.assign(handlers, { pop, shown });
}
