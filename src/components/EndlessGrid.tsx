// The one windowed grid of the site: cards in as many columns as the list's layout says, only
// the rows near the viewport in the page (useMeasuredWindow), the rows above and below being
// padding of their height, the next page asked for as the end comes near, and the list end
// (ListEnd) under the last row. A row is as tall as its tallest card: heights measured are kept
// per list (its test id), so back navigation lands on the same cards; the rows stay in normal
// flow, so Tab moves through the cards in order. The galleries (SketchGrid), the artists
// (UserList), the fans and blocks (UserCardGrid), the groups' lists, the live streams, the daily
// challenges and (in one column) the message topics, the activity and the group admin's tabs
// (WindowedRows) are built on it.
import { styled } from '@linaria/react';
import { useCallback, useMemo, useRef, type ComponentType, type ReactNode, type Ref } from 'react';
import { listFailed, WHOLE_LIST, type ListState } from '../lib/listState';
import { LIST_END_HEIGHT, ListEnd, listEndShows } from './ListEnd';
import { boxWidth, useBox } from './useBox';
import { initialViewport, useHydrated } from '../lib/useHydrated';
import { listMemory, useMeasuredWindow } from './useMeasuredWindow';

/** The row frame every windowed list shares: a grid whose columns and gap the list sets. */
const Grid = styled.div`
  position: relative;
  display: grid;
  width: 100%;
  box-sizing: border-box;
  > .cell {
    min-width: 0;
  }
`;

/** Where a card sits: its row, that row's key, and its place in the list. */
export interface GridCell {
  row: number;
  /** The key its row is measured by: a card that is its own list item carries it as `data-row-key`. */
  rowKey: string;
  index: number;
}

/**
 * A list element whose children are the cards' own `li`s (the groups' card grid), instead of the
 * grid's cells. It has no list end: its screen says when it is empty, and it loads no more.
 */
export type OwnList = ComponentType<{ ref?: Ref<HTMLElement>; style?: React.CSSProperties; children?: ReactNode; 'data-testid'?: string; 'data-count'?: number; 'aria-label'?: string }>;

export interface EndlessGridProps<T> {
  items: readonly T[];
  /**
   * Where the list stands, from its query (useEndlessList's result as is). Without it the grid is
   * not endless: it asks for nothing and leaves no gap under its last row (the groups' lists).
   */
  list?: ListState;
  keyOf: (item: T, index: number) => string | number;
  /** The card of an item, as wide as a column. */
  renderItem: (item: T, columnWidth: number, cell: GridCell) => ReactNode;
  /**
   * Columns at the grid's width, and the distance from one row's top to the next (gap included)
   * as a row not yet measured counts it. `columnWidth`: columns of that width, centred, each card
   * at the top of its row (a feed); otherwise the columns share the width.
   */
  layout: (width: number) => { columns: number; rowHeight: number; columnWidth?: number };
  /** A row's own estimate (gap included), where rows differ and their heights are known up front. */
  rowEstimate?: (row: number, columns: number, columnWidth: number) => number;
  /** Space between the columns and the rows (px). */
  gap: number;
  /** The height of a row's cards, where they have a fixed one. */
  cardHeight?: number;
  /** Rows kept beyond each edge of the viewport, and how many rows before the end the next page is asked for. */
  overscan: number;
  loadAhead?: number;
  /** Up to this many rows the list is rendered whole (a find in the page then sees it all). */
  windowAbove?: number;
  /** The list's accessible name (the grid is then a list of list items), and its test id (with `mode`, also names its remembered heights). */
  label?: string;
  testId: string;
  /** The ListEnd's test id prefix (the grid's test id if not given), what it says when a load fails, and when the list has nothing. */
  endTestId?: string;
  failedText?: string;
  empty?: ReactNode;
  /** `data-mode` of the grid, for a list shown two ways. */
  mode?: string;
  List?: OwnList;
}

export function EndlessGrid<T>(props: EndlessGridProps<T>) {
  const { items, keyOf, renderItem, layout, rowEstimate, gap, cardHeight, overscan, loadAhead = 0, windowAbove = 0, label, testId, mode, List } = props;
  const { list, endTestId = testId, failedText = '', empty = null } = props;
  const state = list ?? WHOLE_LIST;
  const { hasMore, loading } = state;
  const ref = useRef<HTMLElement>(null);
  const box = useBox(ref);
  const hydrated = useHydrated();
  const width = boxWidth(box, initialViewport(hydrated).width);
  const { columns, rowHeight, columnWidth: fixedColumn } = layout(width);
  const columnWidth = fixedColumn ?? (width - gap * (columns - 1)) / columns;

  // A grid row's key: the column count and its first card (all cards of a row share its height).
  const rowKeys = useMemo(() => {
    const keys: string[] = [];
    for (let index = 0; index < items.length; index += columns) keys.push(`${columns}:${keyOf(items[index]!, index)}`);
    return keys;
  }, [items, columns, keyOf]);
  const estimate = useMemo(() => (rowEstimate ? (row: number) => rowEstimate(row, columns, columnWidth) : rowHeight), [rowEstimate, columns, columnWidth, rowHeight]);
  // Per list and per way of showing it (a feed's rows are not its grid's).
  const memory = useMemo(() => listMemory(`${testId}:${mode ?? ''}`), [testId, mode]);
  const endless = list ? { loadAhead, hasMore, loading, failed: listFailed(list), onLoadMore: list.loadMore } : undefined;
  const { first, last, before, after, attachList } = useMeasuredWindow({ keys: rowKeys, estimate, gap, overscan: overscan * rowHeight, windowAbove, memory, endless });
  const attach = useCallback(
    (element: HTMLElement | null) => {
      ref.current = element;
      attachList(element);
    },
    [attachList],
  );

  const cards: ReactNode[] = [];
  for (let row = first; row <= last; row++) {
    for (let index = row * columns; index < Math.min(items.length, (row + 1) * columns); index++) {
      const item = items[index]!;
      const cell = { row, rowKey: rowKeys[row]!, index };
      cards.push(
        List ? (
          renderItem(item, columnWidth, cell)
        ) : (
          <div
            key={keyOf(item, index)}
            className="cell"
            data-row-key={cell.rowKey}
            role={label === undefined ? undefined : 'listitem'}
            aria-setsize={label === undefined ? undefined : hasMore ? -1 : items.length}
            aria-posinset={label === undefined ? undefined : index + 1}
            style={{ height: cardHeight }}
          >
            {renderItem(item, columnWidth, cell)}
          </div>
        ),
      );
    }
  }
  const isEmpty = !items.length && !hasMore;
  const footer = listEndShows(state, isEmpty);
  // An endless list keeps the gap under its last row, and room for the list end under that.
  const padding = { paddingTop: before, paddingBottom: after + (list && items.length ? gap : 0) + (footer && !List ? LIST_END_HEIGHT : 0) };
  if (List) {
    return (
      <List ref={attach} data-testid={testId} data-count={items.length} aria-label={label} style={padding}>
        {cards}
      </List>
    );
  }
  return (
    <Grid
      ref={attach}
      role={label === undefined ? undefined : 'list'}
      aria-label={label}
      data-testid={testId}
      data-count={items.length}
      data-mode={mode}
      style={{
        ...padding,
        gap,
        gridTemplateColumns: `repeat(${columns}, ${fixedColumn === undefined ? 'minmax(0, 1fr)' : `${fixedColumn}px`})`,
        ...(fixedColumn === undefined ? {} : { justifyContent: 'center', alignItems: 'start' }),
      }}
    >
      {cards}
      {footer && <ListEnd list={state} failedText={failedText} empty={empty} isEmpty={isEmpty} testId={endTestId} />}
    </Grid>
  );
}
