// A compo entry's grid tile: the usual sketch tile with the entry's status label (spec part 1 §4:
// Entered, 1st to 10th, Top 25/50/100/250) on the image. A placed entry's label takes the place
// badge's spot and looks (the card's own "12" badge is not drawn beside it), so a "12" never
// stands beside a "Top 25" as if they were two answers.
// The grid draws tiles from cards, which carry no raw place, so the page hands the labels in by
// sketch id through EntryStatuses.
import { styled } from '@linaria/react';
import { createContext, useContext } from 'react';
import { SketchCardView, type SketchCardViewProps } from '../../components/SketchCard';

/** Each entry's status label by sketch id. */
export const EntryStatuses = createContext<ReadonlyMap<number, string>>(new Map());

const Box = styled.div`
  position: relative;
  .status {
    position: absolute;
    left: 6px;
    top: 6px;
    max-width: calc(100% - 12px);
    box-sizing: border-box;
    padding: 2px 8px;
    border-radius: 12px;
    background: rgba(0, 0, 0, 0.75);
    color: #fff;
    font-size: 0.75rem;
    line-height: 1.667;
    font-weight: 700;
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
    pointer-events: none;
  }
  /* A placed entry (1 to 25): the place badge's colours. */
  .status[data-placed='true'] {
    background: var(--accent);
    color: var(--accent-text);
  }
`;

export function EntryTile(props: SketchCardViewProps) {
  const status = useContext(EntryStatuses).get(props.card.id);
  const placed = props.card.placeBadge !== null;
  return (
    // The row's height is the tile's size; a percentage height would not resolve inside the grid row.
    <Box style={{ height: props.size }}>
      <SketchCardView {...props} placeBadge={!status} />
      {status && (
        <span className="status" data-placed={placed} data-testid="entry-status">
          {status}
        </span>
      )}
    </Box>
  );
}
