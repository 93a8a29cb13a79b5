// The live streams as a windowed grid: as many columns as fit, only the rows near the viewport
// in the DOM, the next page of 50 asked for as the end comes near; the empty state says nobody
// streams and where to start.
import { styled } from '@linaria/react';
import { useMemo, useRef } from 'react';
import type { LiveStream } from '../../api/schemas/streams';
import { LIST_END_HEIGHT, ListEnd, listEndShows } from '../../components/ListEnd';
import { boxWidth, useBox } from '../../components/useBox';
import { useEndlessRows } from '../../components/useEndlessRows';
import { NO_LIVE_STREAMS, STREAMS_LOAD_FAILED } from '../../lib/streamRules';
import { CARD_TEXT_HEIGHT, LiveStreamCard } from './StreamCard';

const MIN_CARD_WIDTH = 220;
const GAP = 16;

/** Columns, card width and row height of the grid at a width. */
export function gridLayout(width: number): { columns: number; cardWidth: number; rowHeight: number } {
  const columns = Math.max(1, Math.floor((width + GAP) / (MIN_CARD_WIDTH + GAP)));
  const cardWidth = (width - GAP * (columns - 1)) / columns;
  return { columns, cardWidth, rowHeight: Math.ceil((cardWidth * 3) / 4) + CARD_TEXT_HEIGHT + GAP };
}

const Grid = styled.div`
  position: relative;
  width: 100%;
  .row {
    position: absolute;
    left: 0;
    width: 100%;
    display: grid;
    gap: ${GAP}px;
  }
`;

export interface StreamListProps {
  streams: readonly LiveStream[];
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
  error?: unknown;
  onRetry?: () => void;
}

export function StreamList({ streams, hasMore, loading, onLoadMore, error, onRetry }: StreamListProps) {
  const ref = useRef<HTMLDivElement>(null);
  const box = useBox(ref);
  const { columns, cardWidth, rowHeight } = gridLayout(boxWidth(box));
  const rowCount = Math.ceil(streams.length / columns);
  const tops = useMemo(() => Array.from({ length: rowCount + 1 }, (_, row) => row * rowHeight), [rowCount, rowHeight]);
  const failed = error !== undefined && error !== null;
  const rows = useEndlessRows({ tops, top: box.top, overscan: 2, loadAhead: 2, hasMore, loading, failed, onLoadMore });
  const height = tops[rowCount]!;
  const isEmpty = !streams.length && !hasMore;
  const footer = listEndShows({ hasMore, loading, failed, isEmpty });
  return (
    <Grid ref={ref} role="list" aria-label="Live streams" data-testid="stream-list" data-count={streams.length} style={{ height: height + (footer ? LIST_END_HEIGHT : 0) }}>
      {rows.map((row) => (
        <div key={row.index} className="row" style={{ top: row.start - box.top, gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}>
          {streams.slice(row.index * columns, row.index * columns + columns).map((stream, column) => (
            <div key={stream.id} role="listitem" aria-setsize={hasMore ? -1 : streams.length} aria-posinset={row.index * columns + column + 1}>
              <LiveStreamCard stream={stream} width={cardWidth} />
            </div>
          ))}
        </div>
      ))}
      {footer && <ListEnd top={height} loading={loading} failed={failed} failedText={STREAMS_LOAD_FAILED} onRetry={onRetry} empty={NO_LIVE_STREAMS} isEmpty={isEmpty} testId="stream-list" />}
    </Grid>
  );
}
