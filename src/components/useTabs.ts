// The ARIA tabs pattern for every tab bar (home recents, the variant home, and the artists,
// groups and profile screens to come): one tab stop (the chosen tab; the others are reached with
// the arrow keys, Home and End, which also choose them), each tab names the panel it controls
// and the panel is labelled by the chosen tab. The screen keeps the chosen tab (page state) and
// styles the elements; this hook only gives them their roles, ids, keys and focus, and the list
// the behaviour of a strip that scrolls sideways (tabStrip.ts): the chosen tab scrolled into view,
// a fade at an edge with more tabs beyond it. The list's props hold its `ref` and `className`.
import { useId, type KeyboardEvent } from 'react';
import { useTabStrip } from './tabStrip';

export interface TabsOptions<T extends string> {
  /** The tabs' ids, in the order they are shown. */
  tabs: readonly T[];
  selected: T;
  onSelect: (tab: T) => void;
}

const STEP: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1 };

export function useTabs<T extends string>({ tabs, selected, onSelect }: TabsOptions<T>) {
  const base = useId();
  const tabId = (tab: T) => `${base}t${tabs.indexOf(tab)}`;
  const panelId = `${base}p`;
  const strip = useTabStrip(`${selected}\n${tabs.join('\n')}`);
  const onKeyDown = (event: KeyboardEvent) => {
    const at = tabs.indexOf(selected);
    const step = STEP[event.key];
    const next = event.key === 'Home' ? 0 : event.key === 'End' ? tabs.length - 1 : step === undefined ? -1 : (at + step + tabs.length) % tabs.length;
    const tab = tabs[next];
    if (tab === undefined) return;
    event.preventDefault();
    onSelect(tab);
    document.getElementById(tabId(tab))?.focus();
  };
  return {
    list: { role: 'tablist', onKeyDown, ref: strip.ref, className: strip.className } as const,
    tab: (tab: T) =>
      ({
        role: 'tab',
        id: tabId(tab),
        'aria-selected': tab === selected,
        'aria-controls': panelId,
        tabIndex: tab === selected ? 0 : -1,
        onClick: () => onSelect(tab),
      }) as const,
    panel: { role: 'tabpanel', id: panelId, 'aria-labelledby': tabId(selected) } as const,
  };
}
