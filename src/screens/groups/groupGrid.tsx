// The groups screen's lists (Your Groups, All Groups, Events, Search results, Requests) as the
// windowed grid (EndlessGrid) with the groups' card look: columns of at least 260 px, each card
// its own list item, a grid row as tall as its tallest card (a request's description makes it
// as tall as its text).
import type { ReactNode } from 'react';
import { EndlessGrid, type OwnList } from '../../components/EndlessGrid';
import { CARD_GAP, cardColumns, CardGrid } from './GroupCards';

/** Up to this many grid rows a list is rendered whole (a find in the page then sees it all). */
const WINDOW_ABOVE = 10;
/** Rows of cards kept beyond each edge of the viewport (1200 px or more). */
const OVERSCAN_ROWS = 12;

export interface GroupGridProps<T> {
  items: readonly T[];
  /** A card's key, unique in the list. */
  keyOf: (item: T, index: number) => string;
  /** The card (an `li`), which carries `data-row-key={rowKey}` so its row can be measured. */
  renderCard: (item: T, rowKey: string, index: number) => ReactNode;
  /** Height of a grid row not yet measured, gap included. */
  estimate: number;
  /** The list's test id; also names its remembered heights. */
  testId: string;
}

export function GroupGrid<T>({ items, keyOf, renderCard, estimate, testId }: GroupGridProps<T>) {
  return (
    <EndlessGrid
      items={items}
      keyOf={keyOf}
      renderItem={(item, _width, cell) => renderCard(item, cell.rowKey, cell.index)}
      layout={(width) => ({ columns: cardColumns(width), rowHeight: estimate })}
      gap={CARD_GAP}
      overscan={OVERSCAN_ROWS}
      windowAbove={WINDOW_ABOVE}
      testId={testId}
      List={CardGrid as OwnList}
    />
  );
}
