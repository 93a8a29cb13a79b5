// A windowed list of sketch cards (useWindowRows): only the rows near the viewport are in the DOM, so memory
// stays flat however far the user scrolls; more pages load as the end comes near.
// Grid mode: square tiles about 200 px wide (150 on small screens), at least `minColumns`.
// Large-list mode: a feed of FeedCards, one column as wide as a phone (at most 560 px, centred),
// two of 440 px side by side where they fit (feedLayout.ts); each image in its own proportions, so
// rows differ in height.
import { styled } from '@linaria/react';
import { lazy, Suspense, useEffect, useLayoutEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import type { SketchCard } from '../api/schemas/sketchCards';
import { LOAD_FAILED_TEXT } from '../lib/sketchPage';
import { cardView } from '../lib/sketchCard';
import { FEED_FOOTER, FEED_SPACING, feedColumns, feedImageHeight } from './feedLayout';
import { SketchCardView, type SketchCardViewProps } from './SketchCard';
import { Spinner } from './Spinner';
import { useWindowRows } from './useWindowRows';
import type { CardMode } from './ViewToggle';
import { withChunkStyles } from '../lib/chunkStyles';

// Galleries open as grids: the large list's card is a chunk of its own, loaded when it is shown.
const FeedCard = lazy(() => withChunkStyles(import('./FeedCard')).then((module) => ({ default: module.FeedCard })));

const SMALL_SCREEN = 480;
const GAP = 8;
/** Rows to render beyond the viewport, and how near the end the next page starts loading. */
const OVERSCAN_ROWS = 3;
const LOAD_AHEAD_ROWS = 4;

/** Columns that make tiles closest to the target width (200 px, 150 on small screens), never much smaller. */
export function gridColumns(width: number, minColumns = 1): number {
  const target = width < SMALL_SCREEN ? 150 : 200;
  let columns = Math.max(1, Math.round((width + GAP) / (target + GAP)));
  if (columns > 1 && (width - GAP * (columns - 1)) / columns < target * 0.85) columns--;
  return Math.max(minColumns, columns);
}

const Wrap = styled.div`
  position: relative;
  width: 100%;
  .row {
    position: absolute;
    left: 0;
    width: 100%;
    display: grid;
  }
  &[data-mode='list'] .row {
    justify-content: center;
    align-items: start;
  }
  .end {
    display: grid;
    place-items: center;
    gap: 8px;
    min-height: 64px;
    color: var(--text-muted);
  }
  .end button {
    min-height: 44px;
    padding: 0 16px;
    border-radius: var(--radius);
    border: 1px solid var(--border);
    background: var(--surface-2);
    color: var(--text);
    font-weight: 600;
    cursor: pointer;
  }
`;

export interface SketchGridProps {
  sketches: readonly SketchCard[];
  mode: CardMode;
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
  minColumns?: number;
  empty?: string;
  /** A failed load: shown with a Retry button that calls onRetry. */
  error?: unknown;
  onRetry?: () => void;
  /** The grid's tile, when a list draws more on its cards than SketchCardView (a compo entry's place). */
  CardTile?: ComponentType<SketchCardViewProps>;
}

/**
 * The last width measured: a grid that comes back (back navigation) starts at its real width,
 * so its height is right when the saved scroll position is put back.
 */
let lastWidth = 0;

/** Width of the grid (or another windowed list) and its distance from the top of the document, kept up to date. */
export function useBox(ref: React.RefObject<HTMLElement | null>): { width: number; top: number } {
  const [box, setBox] = useState(() => ({ width: lastWidth, top: 0 }));
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const rect = element.getBoundingClientRect();
      const next = { width: Math.round(element.clientWidth), top: Math.round(rect.top + window.scrollY) };
      if (next.width > 0) lastWidth = next.width;
      setBox((b) => (b.width === next.width && b.top === next.top ? b : next));
    };
    measure();
    // Width changes with the viewport; the top moves when content above the grid changes size.
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.parentElement) observer.observe(element.parentElement);
    return () => observer.disconnect();
  }, [ref]);
  return box;
}

export function SketchGrid({ sketches, mode, hasMore, loading, onLoadMore, minColumns = 1, empty, error, onRetry, CardTile = SketchCardView }: SketchGridProps) {
  const ref = useRef<HTMLDivElement>(null);
  const box = useBox(ref);
  const width = box.width || (typeof window === 'undefined' ? 1024 : Math.min(window.innerWidth, 1280));
  const feed = mode === 'list';
  const { columns, column } = feed ? feedColumns(width) : { columns: gridColumns(width, minColumns), column: 0 };
  const tile = Math.floor((width - GAP * (columns - 1)) / columns);
  const gap = feed ? FEED_SPACING : GAP;
  const cards = useMemo(() => sketches.map(cardView), [sketches]);
  const rowCount = Math.ceil(cards.length / columns);
  // Where each row starts, and the list's height last. A feed row is as tall as its tallest card.
  const tops = useMemo(() => {
    const starts = [0];
    for (let row = 0; row < rowCount; row++) {
      let height = tile;
      if (feed) {
        height = 0;
        for (const card of cards.slice(row * columns, row * columns + columns)) height = Math.max(height, feedImageHeight(column, card));
        height += FEED_FOOTER;
      }
      starts.push(starts[row]! + height + gap);
    }
    return starts;
  }, [cards, rowCount, columns, column, tile, feed, gap]);

  // The windowing starts after the commit that mounted the grid: by then the page host has put
  // the scroll position back (or at the top), so it reads the right one instead of the previous
  // page's. The grid has its full height from the first render, so that position exists when it
  // is put back.
  const [started, setStarted] = useState(false);
  // eslint-disable-next-line react-hooks/set-state-in-effect -- the one extra render after mount is the point (above)
  useLayoutEffect(() => setStarted(true), []);
  const rows = useWindowRows({ tops, top: box.top, overscan: OVERSCAN_ROWS, enabled: started });
  const lastRow = rows.length ? rows[rows.length - 1]!.index : -1;
  const failed = error !== undefined && error !== null;
  useEffect(() => {
    if (hasMore && !loading && !failed && lastRow >= rowCount - LOAD_AHEAD_ROWS) onLoadMore();
  }, [lastRow, rowCount, hasMore, loading, failed, onLoadMore]);

  const total = tops[rowCount]!;
  return (
    <Wrap
      ref={ref}
      data-testid="sketch-grid"
      data-mode={mode}
      data-count={cards.length}
      style={{ height: total + (hasMore || loading || failed || !cards.length ? 64 : 0) }}
    >
      {rows.map((row) => {
        const height = tops[row.index + 1]! - tops[row.index]! - gap;
        return (
          <div
            key={row.index}
            className="row"
            style={{ top: row.start - box.top, height, gap, gridTemplateColumns: `repeat(${columns}, ${feed ? `${column}px` : 'minmax(0, 1fr)'})` }}
          >
            <Suspense fallback={null}>
              {cards.slice(row.index * columns, row.index * columns + columns).map((card) =>
                // The first row holds the page's largest paint: not lazy, fetched first.
                feed ? (
                  <FeedCard key={card.id} card={card} width={column} imageHeight={feedImageHeight(column, card)} footerHeight={FEED_FOOTER} priority={row.index === 0} />
                ) : (
                  <CardTile key={card.id} card={card} size={tile} priority={row.index === 0} />
                ),
              )}
            </Suspense>
          </div>
        );
      })}
      <div className="end" style={{ position: 'absolute', top: total, left: 0, right: 0 }}>
        {loading ? (
          <Spinner data-testid="grid-loading" />
        ) : failed ? (
          <>
            <span data-testid="grid-error">{LOAD_FAILED_TEXT}</span>
            {onRetry && (
              <button type="button" data-testid="grid-retry" onClick={onRetry}>
                Retry
              </button>
            )}
          </>
        ) : !cards.length && !hasMore ? (
          <span data-testid="grid-empty">{empty ?? null}</span>
        ) : null}
      </div>
    </Wrap>
  );
}
