// The awards entity (spec part 1 §3 "Awards") from the award tables of migration 8: a year's
// categories with their candidates, the viewer's vote and, once the year is closed, the winner.
import type { Awards, AwardCategory } from '../../src/api/schemas/awards';
import type { Db } from '../db/database';
import { cardOf, visibleTo, type FeedViewer } from '../feeds/cards';
import { awardCandidates, awardCategoriesOfYear, type AwardCategoryRow, type AwardYearRow } from '../data/awards';
import { userSummaryOf } from './community';

/** A year, a category and whether an object is a candidate: the awards data module's. */

/**
 * The year as `viewer` sees it. In the voting preview (`preview`) a closed year shows its vote
 * again and hides its winners, so the page looks as it did while the vote was open; it keeps
 * the votes of `staff` (a gloperator) only (routes/awards.ts).
 */
export function awardsEntity(db: Db, year: AwardYearRow, viewer: FeedViewer | null, preview: boolean, staff: boolean): Awards {
  const votingOpen = year.voting_open === 1 || preview;
  const categories = awardCategoriesOfYear(db, year.year);
  const candidates = awardCandidates(db, categories, viewer?.id ?? null, visibleTo(viewer));

  const entity = (row: AwardCategoryRow): AwardCategory => {
    const { vote: kept, artists, sketches } = candidates.get(row.id)!;
    // A vote for a candidate no longer shown (its sketch deleted or taken down, its artist
    // blocked since) is no vote: the voter may vote again among those shown.
    const shown = row.kind === 'artist' ? artists.map((artist) => artist.id) : sketches.map((sketch) => sketch.id);
    const vote = kept !== null && shown.includes(kept) ? kept : null;
    const base = { id: row.id, title: row.title, vote, winner: votingOpen ? null : row.winner_id };
    return row.kind === 'artist' ? { ...base, artists: artists.map(userSummaryOf) } : { ...base, sketches: sketches.map(cardOf) };
  };

  return {
    year: year.year,
    votingOpen,
    votesKept: year.voting_open === 1 || (preview && staff),
    artistCategories: categories.filter((row) => row.kind === 'artist').map(entity),
    sketchCategories: categories.filter((row) => row.kind === 'sketch').map(entity),
    infos: year.infos,
  };
}
