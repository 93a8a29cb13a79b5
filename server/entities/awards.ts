// The awards entity (spec part 1 §3 "Awards") from the award tables of migration 8: a year's
// categories with their candidates, the viewer's vote and, once the year is closed, the winner.
import type { Awards, AwardCategory, AwardKind } from '../../src/api/schemas/awards';
import type { Db } from '../db/database';
import { CARD_COLUMNS, cardOf, visibleTo, type CardRow, type FeedViewer } from '../feeds/cards';
import type { UserSummaryRow } from '../data/users';
import { userSummaryOf } from './community';

export interface AwardYearRow {
  year: number;
  voting_open: number;
  infos: string | null;
}

export interface AwardCategoryRow {
  id: number;
  year: number;
  kind: AwardKind;
  title: string;
  position: number;
  winner_id: number | null;
}

export const findAwardYear = (db: Db, year: number) =>
  db.prepare('SELECT year, voting_open, infos FROM award_years WHERE year = ?').get(year) as AwardYearRow | undefined;

export const findAwardCategory = (db: Db, id: number) =>
  db.prepare('SELECT id, year, kind, title, position, winner_id FROM award_categories WHERE id = ?').get(id) as AwardCategoryRow | undefined;

export const isCandidate = (db: Db, categoryId: number, objectId: number): boolean =>
  db.prepare('SELECT 1 FROM award_candidates WHERE category_id = ? AND object_id = ?').get(categoryId, objectId) !== undefined;

/**
 * The year as `viewer` sees it. In the voting preview (`preview`) a closed year takes votes
 * again and hides its winners, so the page looks as it did while the vote was open.
 */
export function awardsEntity(db: Db, year: AwardYearRow, viewer: FeedViewer | null, preview: boolean): Awards {
  const votingOpen = year.voting_open === 1 || preview;
  const categories = db
    .prepare('SELECT id, year, kind, title, position, winner_id FROM award_categories WHERE year = ? ORDER BY kind, position, id')
    .all(year.year) as AwardCategoryRow[];
  const voteOf = db.prepare('SELECT object_id FROM award_votes WHERE category_id = ? AND user_id = ?').pluck();
  const artistsOf = db.prepare(
    `SELECT u.id, u.nickname, u.avatar_sketch_id, u.glops FROM award_candidates c JOIN users u ON u.id = c.object_id
     WHERE c.category_id = ? ORDER BY c.position, u.id`,
  );
  const visible = visibleTo(viewer);
  const sketchesOf = db.prepare(
    `SELECT ${CARD_COLUMNS} FROM award_candidates c JOIN sketches s ON s.id = c.object_id JOIN users u ON u.id = s.user_id
     WHERE c.category_id = ? AND ${visible.sql} ORDER BY c.position, s.id`,
  );

  const entity = (row: AwardCategoryRow): AwardCategory => {
    const base = {
      id: row.id,
      title: row.title,
      vote: viewer ? ((voteOf.get(row.id, viewer.id) as number | undefined) ?? null) : null,
      winner: votingOpen ? null : row.winner_id,
    };
    return row.kind === 'artist'
      ? { ...base, artists: (artistsOf.all(row.id) as UserSummaryRow[]).map(userSummaryOf) }
      : { ...base, sketches: (sketchesOf.all(row.id, ...visible.params) as CardRow[]).map(cardOf) };
  };

  return {
    year: year.year,
    votingOpen,
    artistCategories: categories.filter((row) => row.kind === 'artist').map(entity),
    sketchCategories: categories.filter((row) => row.kind === 'sketch').map(entity),
    infos: year.infos,
  };
}
