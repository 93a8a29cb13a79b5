// A windowed list of sketch cards (EndlessGrid): only the rows near the viewport are in the DOM, so memory
// stays flat however far the user scrolls; more pages load as the end comes near.
// Grid mode: square tiles about 200 px wide (150 on small screens), at least `minColumns`.
// Large-list mode: a feed of FeedCards, one column as wide as a phone (at most 560 px, centred),
// two of 440 px side by side where they fit (feedLayout.ts); each image in its own proportions, so
// rows differ in height.
import { Suspense, useCallback, useMemo, type ComponentType, type ReactNode } from 'react';
import type { SketchCard } from '../api/schemas/sketchCards';
import { LOAD_FAILED_TEXT } from '../lib/sketchPage';
import { cardView } from '../lib/sketchCard';
import { FEED_FOOTER, FEED_SPACING, feedColumns, feedImageHeight } from './feedLayout';
import { SketchCardView, type SketchCardViewProps } from './SketchCard';
import { EndlessGrid } from './EndlessGrid';
import type { CardMode } from './ViewToggle';
import { lazyChunk } from '../lib/lazyChunk';
import { withChunkStyles } from '../lib/chunkStyles';
import type { ListState } from '../lib/listState';

// Galleries open as grids: the large list's card is a chunk of its own, loaded when it is shown.
const FeedCard = lazyChunk('components/FeedCard', () => withChunkStyles(import('./FeedCard')).then((module) => module.FeedCard));

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

export interface SketchGridProps {
  sketches: readonly SketchCard[];
  mode: CardMode;
  /** Where the list stands; a failed load shows with a Retry button that calls its `retry`. */
  list: ListState;
  minColumns?: number;
  /** What an empty list says: a text, or a text with the way on (the owner's first upload). */
  empty?: ReactNode;
  /** The grid's tile, when a list draws more on its cards than SketchCardView (a compo entry's place). */
  CardTile?: ComponentType<SketchCardViewProps>;
}

const cardKey = (card: { id: number }) => card.id;

export function SketchGrid({ sketches, mode, list, minColumns = 1, empty, CardTile = SketchCardView }: SketchGridProps) {
  const feed = mode === 'list';
  const gap = feed ? FEED_SPACING : GAP;
  const cards = useMemo(() => sketches.map(cardView), [sketches]);
  // Grid: square tiles, a row as tall as a tile. Feed: centred columns, a row as tall as its
  // tallest card (known up front from the images' proportions).
  const layout = useCallback(
    (width: number) => {
      if (feed) {
        const { columns, column } = feedColumns(width);
        return { columns, columnWidth: column, rowHeight: column + FEED_FOOTER + gap };
      }
      const columns = gridColumns(width, minColumns);
      return { columns, rowHeight: Math.floor((width - GAP * (columns - 1)) / columns) + gap };
    },
    [feed, gap, minColumns],
  );
  const rowEstimate = useMemo(() => {
    if (!feed) return undefined;
    return (row: number, columns: number, column: number) => {
      let height = 0;
      for (const card of cards.slice(row * columns, row * columns + columns)) height = Math.max(height, feedImageHeight(column, card));
      return height + FEED_FOOTER + gap;
    };
  }, [feed, cards, gap]);

  return (
    <EndlessGrid
      items={cards}
      keyOf={cardKey}
      renderItem={(card, column, { row }) =>
        // The first row holds the page's largest paint: not lazy, fetched first.
        feed ? (
          <Suspense fallback={null}>
            <FeedCard card={card} width={column} imageHeight={feedImageHeight(column, card)} footerHeight={FEED_FOOTER} priority={row === 0} />
          </Suspense>
        ) : (
          <CardTile card={card} size={Math.floor(column)} priority={row === 0} />
        )
      }
      layout={layout}
      rowEstimate={rowEstimate}
      gap={gap}
      overscan={OVERSCAN_ROWS}
      loadAhead={LOAD_AHEAD_ROWS}
      list={list}
      testId="sketch-grid"
      endTestId="grid"
      mode={mode}
      failedText={LOAD_FAILED_TEXT}
      empty={empty ?? null}
    />
  );
}
