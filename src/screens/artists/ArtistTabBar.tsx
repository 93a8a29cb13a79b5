// The tab bar of the artists directory (spec part 1 §2): every tab at widths of 1024 and up;
// below, the first few (four, two on phones) and the chosen one are tabs and the rest are in an overflow menu behind a
// "More" menu button. The tabs follow the ARIA tabs pattern (useTabs); the menu follows the menu
// button pattern: Enter, Space or Down opens it on its first entry (Up on the last), Up and Down
// move, Home and End jump, Escape closes it and gives focus back to the button, Tab closes it.
// Picking a tab there makes it the chosen tab of the bar, and focus goes to it.
import { styled } from '@linaria/react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useMediaQuery } from '../../components/useMediaQuery';
import { useTabs } from '../../components/useTabs';
import { ALL_TABS_MIN_WIDTH, ARTIST_TABS, leadingTabCount, MEDIUM_TABS_MIN_WIDTH, splitArtistTabs, type ArtistTab } from '../../lib/discover';

const LABEL = Object.fromEntries(ARTIST_TABS.map((t) => [t.id, t.label])) as Record<ArtistTab, string>;

const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: 4px;
  margin: 0 0 12px;
  padding: 4px 0;
  border-bottom: 1px solid var(--border);
  [role='tablist'] {
    display: flex;
    flex: 1;
    gap: 2px;
    min-width: 0;
    overflow-x: auto;
  }
  button {
    flex: none;
    min-height: 44px;
    padding: 0 8px;
    border: 0;
    border-radius: 8px;
    background: transparent;
    color: var(--text-muted);
    font: inherit;
    font-weight: 700;
    cursor: pointer;
  }
  [role='tab'][aria-selected='true'] {
    background: var(--surface-2);
    color: var(--text);
    box-shadow: inset 0 -3px 0 var(--accent);
  }
  .more {
    position: relative;
    flex: none;
  }
  .more > button[aria-expanded='true'] {
    background: var(--surface-2);
    color: var(--text);
  }
  [role='menu'] {
    position: absolute;
    right: 0;
    top: calc(100% + 4px);
    z-index: 20;
    min-width: 160px;
    margin: 0;
    padding: 6px;
    list-style: none;
    border-radius: var(--radius);
    border: 1px solid var(--border);
    background: var(--surface);
    box-shadow: var(--shadow);
  }
  [role='menuitem'] {
    display: block;
    width: 100%;
    text-align: left;
    color: var(--text);
  }
  [role='menuitem']:hover,
  [role='menuitem']:focus {
    background: var(--surface-2);
  }
`;

export interface ArtistTabBarProps {
  selected: ArtistTab;
  onSelect: (tab: ArtistTab) => void;
  /** The props of the panel the tabs control (useTabs). */
  children: (panel: { role: 'tabpanel'; id: string; 'aria-labelledby': string }) => React.ReactNode;
}

export function ArtistTabBar({ selected, onSelect, children }: ArtistTabBarProps) {
  const wide = useMediaQuery(`(min-width: ${ALL_TABS_MIN_WIDTH}px)`);
  const medium = useMediaQuery(`(min-width: ${MEDIUM_TABS_MIN_WIDTH}px)`);
  const { shown, overflow } = splitArtistTabs(leadingTabCount(wide ? ALL_TABS_MIN_WIDTH : medium ? MEDIUM_TABS_MIN_WIDTH : 0), selected);
  const aria = useTabs({ tabs: shown, selected, onSelect });
  const [open, setOpen] = useState(false);
  const [focusAt, setFocusAt] = useState(0);
  const menuId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const items = () => [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];

  useEffect(() => {
    if (open) items()[focusAt]?.focus();
  }, [open, focusAt]);

  // A click or tap outside closes the menu; so does Escape wherever the focus is (it reaches the
  // first item only after the paint that shows the menu, and a key may come before).
  useEffect(() => {
    if (!open) return;
    const away = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    const escape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
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
  const close = (focusButton: boolean) => {
    setOpen(false);
    if (focusButton) button.current?.focus();
  };
  const pick = (tab: ArtistTab) => {
    setOpen(false);
    onSelect(tab);
    // The picked tab is a tab of the bar after this render.
    requestAnimationFrame(() => document.querySelector<HTMLElement>(`[data-testid="artists-tab-${tab}"]`)?.focus());
  };

  const onButtonKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openAt(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(overflow.length - 1);
    }
  };
  const onMenuKey = (event: KeyboardEvent) => {
    const count = overflow.length;
    const at = items().indexOf(document.activeElement as HTMLElement);
    const move: Record<string, number> = { ArrowDown: (at + 1) % count, ArrowUp: (at - 1 + count) % count, Home: 0, End: count - 1 };
    if (event.key in move) {
      event.preventDefault();
      setFocusAt(move[event.key]!);
      items()[move[event.key]!]?.focus();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  return (
    <>
      <Bar data-testid="artists-tabs" data-wide={wide ? 'true' : 'false'}>
        <div {...aria.list} aria-label="Artists">
          {shown.map((tab) => (
            <button key={tab} type="button" {...aria.tab(tab)} data-testid={`artists-tab-${tab}`}>
              {LABEL[tab]}
            </button>
          ))}
        </div>
        {overflow.length > 0 && (
          <div className="more">
            <button
              ref={button}
              type="button"
              aria-haspopup="menu"
              aria-expanded={open}
              aria-controls={open ? menuId : undefined}
              data-testid="artists-more"
              onClick={() => (open ? close(false) : openAt(0))}
              onKeyDown={onButtonKey}
            >
              More <span aria-hidden="true">▾</span>
            </button>
            {open && (
              <ul ref={menu} id={menuId} role="menu" aria-label="More artist lists" data-testid="artists-more-menu" onKeyDown={onMenuKey}>
                {overflow.map((tab) => (
                  <li key={tab} role="none">
                    <button type="button" role="menuitem" tabIndex={-1} data-testid={`artists-more-${tab}`} onClick={() => pick(tab)}>
                      {LABEL[tab]}
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
      </Bar>
      {children(aria.panel)}
    </>
  );
}
