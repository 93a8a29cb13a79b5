// The card grid of the groups screen's lists (Your Groups, All Groups, Events, Search results,
// Requests), windowed: the cards sit in columns of at least 260 px, and only the grid rows near
// the viewport are in the page (useMeasuredWindow; a request's description makes its row as tall
// as its text), the rows above and below being padding of their height. A list of thousands keeps
// a screenful or so of cards in the page. Heights measured are kept per list, so back navigation
// lands on the same cards; Tab moves through the cards in order (the next one is always within
// the overscan, and the browser scrolls it in).
import { useCallback, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { useMeasuredWindow } from '../../components/useMeasuredWindow';
import { registerReset } from '../../lib/testReset';
import { CARD_GAP, CARD_MIN_WIDTH, CardGrid } from './GroupCards';

/** Up to this many grid rows a list is rendered whole (a find in the page then sees it all). */
const WINDOW_ABOVE = 10;
/** Pixels of cards kept beyond each edge of the viewport. */
const OVERSCAN = 1200;
/** More remembered heights than this and a list's memory starts afresh. */
const MEMORY_MAX = 5000;

/** Columns as the grid's `repeat(auto-fill, minmax(260px, 1fr))` lays them out (at least one). */
export const cardColumns = (width: number) => Math.max(1, Math.floor((width + CARD_GAP) / (CARD_MIN_WIDTH + CARD_GAP)));

/** The last column count measured: a list that comes back starts with its real rows. */
let lastColumns = 1;
const memories = new Map<string, Map<string, number>>();
registerReset(() => {
  lastColumns = 1;
  memories.clear();
});

function memoryOf(list: string): Map<string, number> {
  let memory = memories.get(list);
  if (!memory || memory.size > MEMORY_MAX) {
    memory = new Map();
    memories.set(list, memory);
  }
  return memory;
}

export interface WindowedCardGridProps<T> {
  items: readonly T[];
  /** A card's key, unique in the list. */
  keyOf: (item: T, index: number) => string;
  /** The card (an `li`), which carries `data-row-key={rowKey}` so its row can be measured. */
  renderCard: (item: T, rowKey: string, index: number) => ReactNode;
  /** Height of a grid row not yet measured, gap included. */
  estimate: number;
  /** The list's test id; also names its remembered heights. */
  testId: string;
  label?: string;
}

export function WindowedCardGrid<T>({ items, keyOf, renderCard, estimate, testId, label }: WindowedCardGridProps<T>) {
  const [list, setList] = useState<HTMLElement | null>(null);
  const [columns, setColumns] = useState(lastColumns);
  useLayoutEffect(() => {
    if (!list) return;
    const measure = () => {
      // Before layout (width 0) the last count stands.
      if (list.clientWidth === 0) return;
      lastColumns = cardColumns(list.clientWidth);
      setColumns(lastColumns);
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [list]);

  // A grid row's key: the column count and its first card (all cards of a row share its height).
  const rowKeys = useMemo(() => {
    const keys: string[] = [];
    for (let index = 0; index < items.length; index += columns) keys.push(`${columns}:${keyOf(items[index]!, index)}`);
    return keys;
  }, [items, columns, keyOf]);
  const memory = useMemo(() => memoryOf(testId), [testId]);
  const { first, last, before, after, attachList } = useMeasuredWindow({ keys: rowKeys, estimate, gap: CARD_GAP, overscan: OVERSCAN, windowAbove: WINDOW_ABOVE, memory });
  const attach = useCallback(
    (element: HTMLUListElement | null) => {
      setList(element);
      attachList(element);
    },
    [attachList],
  );

  const cards: ReactNode[] = [];
  for (let row = first; row <= last; row++) {
    for (let index = row * columns; index < Math.min(items.length, (row + 1) * columns); index++) cards.push(renderCard(items[index]!, rowKeys[row]!, index));
  }
  return (
    <CardGrid ref={attach} data-testid={testId} data-count={items.length} aria-label={label} style={{ paddingTop: before, paddingBottom: after }}>
      {cards}
    </CardGrid>
  );
}
