// The look of a row of tabs (the useTabs pattern): a strip of plain buttons, the chosen one raised
// and underlined. Every tab shows on a phone: below 480 px the tabs sit closer together, and tabs
// that still do not fit go to a second row rather than out of sight at the screen's edge.
// Screens render `<TabList {...tabs.list}>` with `<button {...tabs.tab(x)}>`s.
// A tab row laid out otherwise (the artists' bar with its More menu, the phone home's sticky
// tabs) gives its buttons the same look with TAB and CHOSEN_TAB.
import { styled } from '@linaria/react';

/** A tab's declarations (linaria inlines the text at build time). */
export const TAB = `
  flex: none;
  min-height: 44px;
  padding: 0 12px;
  border: 0;
  border-radius: 8px;
  background: transparent;
  color: var(--text-muted);
  font: inherit;
  font-weight: 700;
  cursor: pointer;
`;

/** The chosen tab's declarations: raised and underlined. */
export const CHOSEN_TAB = `
  background: var(--surface-2);
  color: var(--text);
  box-shadow: inset 0 -3px 0 var(--accent);
`;

export const TabList = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 2px;
  margin: 0 0 16px;
  padding: 4px 0;
  overflow-x: auto;
  border-bottom: 1px solid var(--border);
  [role='tab'] {
    ${TAB}
  }
  [role='tab'][aria-selected='true'] {
    ${CHOSEN_TAB}
  }
  @media (max-width: 480px) {
    [role='tab'] {
      padding: 0 6px;
    }
  }
`;
