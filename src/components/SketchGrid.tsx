// A windowed list of sketch cards: only the rows near the viewport are in the DOM, so memory
// stays flat however far the user scrolls; more pages load as the end comes near.
// Grid mode: square tiles about 200 px wide (150 on small screens), at least `minColumns`.
// Large-list mode: rows about 200 px high (128 on small screens).
import { styled } from '@linaria/react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { SketchCard } from '../api/types';
import { cardView } from '../lib/sketchCard';
import { SketchCardView, type CardMode } from './SketchCard';
import { Spinner } from './Spinner';

const SMALL_SCREEN = 480;
const GAP = 8;
/** Rows to render beyond the viewport, and how near the end the next page starts loading. */
const OVERSCAN_ROWS = 3;
const LOAD_AHEAD_ROWS = 4;

export function gridColumns(width: number, minColumns = 1): number {
  const tile = width < SMALL_SCREEN ? 150 : 200;
  return Math.max(minColumns, Math.floor((width + GAP) / (tile + GAP)) || 1);
}

export function listRowHeight(width: number): number {
  return width < 768 ? 128 : 200;
}

const Wrap = styled.div`
  position: relative;
  width: 100%;
  .row {
    position: absolute;
    left: 0;
    width: 100%;
    display: grid;
    gap: ${GAP}px;
  }
  .end {
    display: grid;
    place-items: center;
    min-height: 64px;
    color: var(--text-muted);
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
}

function useWidth(ref: React.RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.clientWidth);
    const observer = new ResizeObserver(([entry]) => setWidth(Math.round(entry!.contentRect.width)));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

export function SketchGrid({ sketches, mode, hasMore, loading, onLoadMore, minColumns = 1, empty }: SketchGridProps) {
  const ref = useRef<HTMLDivElement>(null);
  const width = useWidth(ref) || (typeof window === 'undefined' ? 1024 : Math.min(window.innerWidth, 1280));
  const columns = mode === 'grid' ? gridColumns(width, minColumns) : 1;
  const tile = mode === 'grid' ? Math.floor((width - GAP * (columns - 1)) / columns) : listRowHeight(width);
  const rowHeight = tile + GAP;
  const cards = useMemo(() => sketches.map(cardView), [sketches]);
  const rowCount = Math.ceil(cards.length / columns);

  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => rowHeight,
    overscan: OVERSCAN_ROWS,
    scrollMargin: ref.current?.offsetTop ?? 0,
  });
  useEffect(() => virtualizer.measure(), [rowHeight, virtualizer]);

  const rows = virtualizer.getVirtualItems();
  const lastRow = rows.length ? rows[rows.length - 1]!.index : -1;
  useEffect(() => {
    if (hasMore && !loading && lastRow >= rowCount - LOAD_AHEAD_ROWS) onLoadMore();
  }, [lastRow, rowCount, hasMore, loading, onLoadMore]);

  return (
    <Wrap ref={ref} data-testid="sketch-grid" data-mode={mode} style={{ height: virtualizer.getTotalSize() + (hasMore || loading || !cards.length ? 64 : 0) }}>
      {rows.map((row) => (
        <div
          key={row.key}
          className="row"
          style={{
            top: row.start - virtualizer.options.scrollMargin,
            height: tile,
            gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
          }}
        >
          {cards.slice(row.index * columns, row.index * columns + columns).map((card) => (
            <SketchCardView key={card.id} card={card} mode={mode} size={tile} />
          ))}
        </div>
      ))}
      <div className="end" style={{ position: 'absolute', top: virtualizer.getTotalSize(), left: 0, right: 0 }}>
        {loading ? <Spinner /> : !cards.length && !hasMore ? (empty ?? null) : null}
      </div>
    </Wrap>
  );
}
