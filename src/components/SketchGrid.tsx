// A windowed list of sketch cards (useWindowRows): only the rows near the viewport are in the DOM, so memory
// stays flat however far the user scrolls; more pages load as the end comes near.
// Grid mode: square tiles about 200 px wide (150 on small screens), at least `minColumns`.
// Large-list mode: a feed of FeedCards, one column as wide as a phone (at most 560 px, centred),
// two of 440 px side by side where they fit (feedLayout.ts); each image in its own proportions, so
// rows differ in height.
import { styled } from '@linaria/react';
import { lazy, Suspense, useMemo, useRef, type ComponentType } from 'react';
import { boxWidth, useBox } from './useBox';
import type { SketchCard } from '../api/schemas/sketchCards';
import { LOAD_FAILED_TEXT } from '../lib/sketchPage';
import { cardView } from '../lib/sketchCard';
import { FEED_FOOTER, FEED_SPACING, feedColumns, feedImageHeight } from './feedLayout';
import { SketchCardView, type SketchCardViewProps } from './SketchCard';
import { LIST_END_HEIGHT, ListEnd, listEndShows } from './ListEnd';
import { useEndlessRows } from './useEndlessRows';
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

export function SketchGrid({ sketches, mode, hasMore, loading, onLoadMore, minColumns = 1, empty, error, onRetry, CardTile = SketchCardView }: SketchGridProps) {
  const ref = useRef<HTMLDivElement>(null);
  const box = useBox(ref);
  const width = boxWidth(box);
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

  const failed = error !== undefined && error !== null;
  const rows = useEndlessRows({ tops, top: box.top, overscan: OVERSCAN_ROWS, loadAhead: LOAD_AHEAD_ROWS, hasMore, loading, failed, onLoadMore });

  const total = tops[rowCount]!;
  return (
    <Wrap
      ref={ref}
      data-testid="sketch-grid"
      data-mode={mode}
      data-count={cards.length}
      style={{ height: total + (listEndShows({ hasMore, loading, failed, isEmpty: !cards.length }) ? LIST_END_HEIGHT : 0) }}
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
      <ListEnd top={total} loading={loading} failed={failed} failedText={LOAD_FAILED_TEXT} onRetry={onRetry} empty={empty ?? null} isEmpty={!cards.length && !hasMore} testId="grid" />
    </Wrap>
  );
}
