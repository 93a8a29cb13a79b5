// The live streams as a windowed grid (EndlessGrid): as many columns as fit, only the rows near
// the viewport in the DOM, the next page of 50 asked for as the end comes near; the empty state
// says nobody streams and where to start.
import type { LiveStream } from '../../api/schemas/streams';
import { EndlessGrid } from '../../components/EndlessGrid';
import type { ListState } from '../../lib/listState';
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

export interface StreamListProps {
  streams: readonly LiveStream[];
  list: ListState;
}

export function StreamList({ streams, list }: StreamListProps) {
  return (
    <EndlessGrid
      items={streams}
      list={list}
      keyOf={(stream) => stream.id}
      renderItem={(stream, width) => <LiveStreamCard stream={stream} width={width} />}
      layout={gridLayout}
      gap={GAP}
      overscan={2}
      loadAhead={2}
      label="Live streams"
      testId="stream-list"
      failedText={STREAMS_LOAD_FAILED}
      empty={NO_LIVE_STREAMS}
    />
  );
}
