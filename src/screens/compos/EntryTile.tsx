// A compo entry's grid tile: the usual sketch tile (its place badge 1 to 25 included) with the
// entry's status label (spec part 1 §4: Entered, 1st to 10th, Top 25/50/100/250) on the image.
// The grid draws tiles from cards, which carry no raw place, so the page hands the labels in
// by sketch id through EntryStatuses.
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
    padding: 2px 8px;
    border-radius: 12px;
    background: rgba(0, 0, 0, 0.75);
    color: #fff;
    font-size: 12px;
    font-weight: 700;
    pointer-events: none;
  }
  /* Under the place badge when the card has one. */
  &[data-badge='true'] .status {
    top: 34px;
  }
`;

export function EntryTile(props: SketchCardViewProps) {
  const status = useContext(EntryStatuses).get(props.card.id);
  return (
    // The row's height is the tile's size; a percentage height would not resolve inside the grid row.
    <Box data-badge={props.card.placeBadge !== null} style={{ height: props.size }}>
      <SketchCardView {...props} />
      {status && (
        <span className="status" data-testid="entry-status">
          {status}
        </span>
      )}
    </Box>
  );
}
