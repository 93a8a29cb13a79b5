// The look of a row of tabs (the useTabs pattern): a scrolling strip of plain buttons, the chosen
// one raised and underlined. Screens render `<TabList {...tabs.list}>` with `<button {...tabs.tab(x)}>`s.
import { styled } from '@linaria/react';

export const TabList = styled.div`
  display: flex;
  gap: 2px;
  margin: 0 0 16px;
  padding: 4px 0;
  overflow-x: auto;
  border-bottom: 1px solid var(--border);
  [role='tab'] {
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
  }
  [role='tab'][aria-selected='true'] {
    background: var(--surface-2);
    color: var(--text);
    box-shadow: inset 0 -3px 0 var(--accent);
  }
`;
