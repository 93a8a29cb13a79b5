// The WAI-ARIA menu button pattern, for every menu behind a button (the artists' More menu, the
// whiteboard's Menu): Enter, Space or Down on the button opens the menu on its first entry (Up on
// the last), a click opens it on the first; Up and Down move (and wrap), Home and End jump, Escape
// closes it and gives focus back to the button, Tab closes it, and so does a click or tap outside.
// The entries are the elements with role="menuitem" inside the menu (itemProps gives them theirs).
//
// The popup opens aligned with the start of its button; only where that would leave the window
// (a button near the right edge of a phone) does it align with the button's end instead
// (data-align="end"; the menu's styles place it accordingly).
import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';

/** Where the popup sits under its button. */
export type MenuAlign = 'start' | 'end';

export function useMenuButton() {
  const [open, setOpen] = useState(false);
  /** The entry to focus once open; -1 is the last. */
  const [focusAt, setFocusAt] = useState(0);
  const [align, setAlign] = useState<MenuAlign>('start');
  const menuId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const items = () => [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];

  // Measured before the paint that shows the popup: start-aligned unless that overflows the window.
  useLayoutEffect(() => {
    if (!open || !button.current || !menu.current) return;
    const from = button.current.getBoundingClientRect();
    const width = menu.current.getBoundingClientRect().width;
    const room = document.documentElement.clientWidth || window.innerWidth;
    setAlign(from.left + width > room && from.right - width >= 0 ? 'end' : 'start');
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const list = items();
    list[focusAt < 0 ? list.length - 1 : focusAt]?.focus();
  }, [open, focusAt]);

  // A click or tap outside closes the menu; so does Escape wherever the focus is (it reaches the
  // first entry only after the paint that shows the menu, and a key may come before).
  useEffect(() => {
    if (!open) return;
    const away = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    const escape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', away);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('pointerdown', away);
      document.removeEventListener('keydown', escape);
    };
  }, [open]);

  const openAt = (index: number) => {
    setFocusAt(index);
    setOpen(true);
  };
  /** Closes the menu; `focusButton` puts the focus back on its button (a pick that opens nothing else). */
  const close = (focusButton: boolean) => {
    setOpen(false);
    if (focusButton) button.current?.focus();
  };

  const onButtonKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openAt(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(-1);
    }
  };
  const onMenuKey = (event: KeyboardEvent) => {
    const list = items();
    const count = list.length;
    if (count === 0) return;
    const at = list.indexOf(document.activeElement as HTMLElement);
    const move: Record<string, number> = { ArrowDown: (at + 1) % count, ArrowUp: (at - 1 + count) % count, Home: 0, End: count - 1 };
    const to = move[event.key];
    if (to !== undefined) {
      event.preventDefault();
      setFocusAt(to);
      list[to]?.focus();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  return {
    open,
    close,
    buttonProps: {
      ref: button,
      'aria-haspopup': 'menu' as const,
      'aria-expanded': open,
      'aria-controls': open ? menuId : undefined,
      onClick: () => (open ? close(false) : openAt(0)),
      onKeyDown: onButtonKey,
    },
    menuProps: { ref: menu, id: menuId, role: 'menu' as const, 'data-align': align, onKeyDown: onMenuKey },
    itemProps: { role: 'menuitem' as const, tabIndex: -1 },
  };
}
