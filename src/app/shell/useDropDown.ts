// Keyboard use of the header's drop-down panels (hamburger and Login menus): when one opens,
// focus moves to its first entry; Escape closes it and gives focus back to the button that
// opened it; Tab past either end closes it. Back (a phone's back button too) closes it and stays
// on the page, as it closes a dialog: an open panel is one of the page's open modals
// (src/lib/modalHistory.ts). Part of the panels' own chunk, not the first load.
import { useEffect, useRef, type FocusEvent } from 'react';
import { registerOpenModal } from '../../lib/modalHistory';

const ENTRIES = 'a[href], button:not(:disabled)';

export function useDropDown(close: () => void) {
  const panel = useRef<HTMLElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  useEffect(() => {
    // The button that opened the panel says so (aria-expanded); WebKit does not focus a clicked button.
    const active = document.activeElement;
    opener.current = active instanceof HTMLButtonElement ? active : document.querySelector<HTMLElement>('header [aria-expanded="true"]');
    panel.current?.querySelector<HTMLElement>(ENTRIES)?.focus();
    /** Escape and Back: closed, with the focus back on the button that opened it. */
    const dismiss = () => {
      close();
      opener.current?.focus();
      return true;
    };
    const onKey = (event: KeyboardEvent) => {
      // A dialog opened from the panel answers its own Escape.
      if (event.key !== 'Escape' || (event.target as Element).closest?.('dialog')) return;
      dismiss();
    };
    document.addEventListener('keydown', onKey);
    const closed = registerOpenModal(dismiss);
    return () => {
      closed();
      document.removeEventListener('keydown', onKey);
    };
  }, [close]);
  return {
    ref: panel,
    onBlur: (event: FocusEvent) => {
      const to = event.relatedTarget;
      if (to instanceof Node && !panel.current?.contains(to) && to !== opener.current) close();
    },
  };
}
