// An endless grid of cards of one height per row, windowed: as many columns as the screen's
// layout says, only the rows near the viewport in the DOM (useEndlessRows), the next page asked
// for as the end comes near, and the list end (ListEnd) under the last row. The rows have one
// height, so the grid has its full height at once and back navigation can put the scroll
// position back. The live streams, the daily challenges and (in one column) the message topics
// and the activity are built on it.
import { styled } from '@linaria/react';
import { useMemo, useRef, type ReactNode } from 'react';
import { LIST_END_HEIGHT, ListEnd, listEndShows } from './ListEnd';
import { boxWidth, useBox } from './useBox';
import { useEndlessRows } from './useEndlessRows';

const Grid = styled.div`
  position: relative;
  width: 100%;
  .row {
    position: absolute;
    left: 0;
    width: 100%;
    display: grid;
  }
`;

/** Where an endless list stands, from its query: more to load, a load on its way or failed, and the asks. */
export interface EndlessListState {
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
  error?: unknown;
  onRetry?: () => void;
}

export interface EndlessGridProps<T> extends EndlessListState {
  items: readonly T[];
  keyOf: (item: T) => string | number;
  /** The card of an item, as wide as a column. */
  renderItem: (item: T, columnWidth: number) => ReactNode;
  /** Columns at the grid's width, and the distance from one row's top to the next (gap included). */
  layout: (width: number) => { columns: number; rowHeight: number };
  /** Space between the columns (px); the rows' distance includes the one between rows. */
  gap: number;
  /** The height of a row's cards, where they have a fixed one. */
  cardHeight?: number;
  /** Rows kept beyond each edge of the viewport, and how many rows before the end the next page is asked for. */
  overscan: number;
  loadAhead: number;
  /** The list's accessible name, its test id (also the ListEnd's prefix), and what it says when it fails or has nothing. */
  label: string;
  testId: string;
  failedText: string;
  empty: ReactNode;
}

export function EndlessGrid<T>(props: EndlessGridProps<T>) {
  const { items, keyOf, renderItem, layout, gap, cardHeight, overscan, loadAhead, hasMore, loading, onLoadMore, error, onRetry, label, testId, failedText, empty } = props;
  const ref = useRef<HTMLDivElement>(null);
  const box = useBox(ref);
  const width = boxWidth(box);
  const { columns, rowHeight } = layout(width);
  const columnWidth = (width - gap * (columns - 1)) / columns;
  const rowCount = Math.ceil(items.length / columns);
  const tops = useMemo(() => Array.from({ length: rowCount + 1 }, (_, row) => row * rowHeight), [rowCount, rowHeight]);
  const failed = error !== undefined && error !== null;
  const rows = useEndlessRows({ tops, top: box.top, overscan, loadAhead, hasMore, loading, failed, onLoadMore });
  const height = tops[rowCount]!;
  const isEmpty = !items.length && !hasMore;
  const footer = listEndShows({ hasMore, loading, failed, isEmpty });
  return (
    <Grid ref={ref} role="list" aria-label={label} data-testid={testId} data-count={items.length} style={{ height: height + (footer ? LIST_END_HEIGHT : 0) }}>
      {rows.map((row) => (
        <div key={row.index} className="row" role="none" style={{ top: row.start - box.top, height: cardHeight, gap, gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}>
          {items.slice(row.index * columns, row.index * columns + columns).map((item, column) => (
            <div key={keyOf(item)} role="listitem" aria-setsize={hasMore ? -1 : items.length} aria-posinset={row.index * columns + column + 1}>
              {renderItem(item, columnWidth)}
            </div>
          ))}
        </div>
      ))}
      {footer && <ListEnd top={height} loading={loading} failed={failed} failedText={failedText} onRetry={onRetry} empty={empty} isEmpty={isEmpty} testId={testId} />}
    </Grid>
  );
}
