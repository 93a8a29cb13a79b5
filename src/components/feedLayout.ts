// The geometry of the large list (SketchGrid's list mode), apart from its card: the grid lays out
// and windows its rows before the card's code (a chunk of its own) has arrived, and hands the card
// its sizes (so the card's chunk does not share this module: no extra chunk in a gallery's first load).

const FEED_GAP = 24;
/**
 * One column as wide as a large phone (phones and tablets, held upright: tall screens); two side by
 * side where they fit, narrower, so a whole card fits a laptop's screen.
 */
const FEED_COLUMN = 560;
const FEED_COLUMN_OF_TWO = 440;

/** Height of a FeedCard under its image: the artist's line, the title and the counts and actions. */
export const FEED_FOOTER = 136;
/** Space between feed cards, across and down. */
export const FEED_SPACING = FEED_GAP;

/** The width of the large list's two columns with the gap between. */
const FEED_TWO_COLUMNS = 2 * FEED_COLUMN_OF_TWO + FEED_GAP;

/**
 * A CSS width as wide as the large list in a box that is 100% wide (feedColumns in CSS): the two
 * columns where they fit, else one column of at most 560 px; something above the list that takes
 * it as its max-width, centred, ends where the list does.
 */
export const FEED_WIDTH_CSS = `max(${FEED_COLUMN}px, min(${FEED_TWO_COLUMNS}px, (100% - ${FEED_TWO_COLUMNS - 1}px) * 100000))`;

/** The large list's columns and their width: one column up to 560 px wide, or two of 440. */
export function feedColumns(width: number): { columns: number; column: number } {
  const columns = width >= FEED_TWO_COLUMNS ? 2 : 1;
  return { columns, column: Math.min(columns > 1 ? FEED_COLUMN_OF_TWO : FEED_COLUMN, Math.floor((width - FEED_GAP * (columns - 1)) / columns)) };
}

/** A feed image's box: the sketch's own proportions, between 2:1 and 4:5 (beyond, it is letterboxed). */
export function feedImageHeight(column: number, card: { width: number; height: number }): number {
  return Math.round(column * Math.min(1.25, Math.max(0.5, card.height / card.width)));
}
