// The tab bar of the artists directory (spec part 1 §2): every tab at widths of 1024 and up;
// below, the first few (four, two on phones) and the chosen one are tabs and the rest are in an overflow menu behind a
// "More" menu button. The tabs follow the ARIA tabs pattern (useTabs); the menu follows the menu
// button pattern: Enter, Space or Down opens it on its first entry (Up on the last), Up and Down
// move, Home and End jump, Escape closes it and gives focus back to the button, Tab closes it.
// Picking a tab there makes it the chosen tab of the bar, and focus goes to it. The menu is
// src/components/useMenuButton.ts, as the whiteboard's.
import { styled } from '@linaria/react';
import { CHOSEN_TAB, TAB } from '../../components/TabList';
import { useMediaQuery } from '../../components/useMediaQuery';
import { useMenuButton } from '../../components/useMenuButton';
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
    ${TAB}
    padding: 0 8px;
  }
  [role='tab'][aria-selected='true'] {
    ${CHOSEN_TAB}
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
  const { open, close, buttonProps, menuProps, itemProps } = useMenuButton();
  const pick = (tab: ArtistTab) => {
    close(false);
    onSelect(tab);
    // The picked tab is a tab of the bar after this render.
    requestAnimationFrame(() => document.querySelector<HTMLElement>(`[data-testid="artists-tab-${tab}"]`)?.focus());
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
            <button type="button" {...buttonProps} data-testid="artists-more">
              More <span aria-hidden="true">▾</span>
            </button>
            {open && (
              <ul {...menuProps} aria-label="More artist lists" data-testid="artists-more-menu">
                {overflow.map((tab) => (
                  <li key={tab} role="none">
                    <button type="button" {...itemProps} data-testid={`artists-more-${tab}`} onClick={() => pick(tab)}>
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
