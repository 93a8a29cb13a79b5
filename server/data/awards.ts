// The queries of the awards domain (the award tables of migration 8): votes and nominations, a
// year and its categories, and each category's candidates (entities/awards.ts makes the entity).
import type { Db } from '../db/database';
import type { AwardKind } from '../../src/api/schemas/awards';
import { CARD_COLUMNS, type CardRow } from './feeds';
import type { UserSummaryRow } from './users';
import { oncePerDb } from './perDatabase';
import { notBlockedBy } from './blockFilter';

const removeAwardVoteStatement = oncePerDb((db) => db.prepare('DELETE FROM award_votes WHERE category_id = ? AND user_id = ?'));

/** Takes back a user's vote in a category. */
export function removeAwardVote(db: Db, categoryId: number, userId: number): void {
  removeAwardVoteStatement(db).run(categoryId, userId);
}

const saveAwardVoteStatement = oncePerDb((db) =>
  db
    .prepare(
      `INSERT INTO award_votes (category_id, user_id, object_id, voted) VALUES (?, ?, ?, ?)
     ON CONFLICT (category_id, user_id) DO UPDATE SET object_id = excluded.object_id, voted = excluded.voted`,
    ),
);

/** A user's vote in a category (a later vote replaces it). */
export function saveAwardVote(db: Db, categoryId: number, userId: number, objectId: number, date: string): void {
  saveAwardVoteStatement(db).run(categoryId, userId, objectId, date);
}

const addNominationStatement = oncePerDb((db) => db.prepare('INSERT OR IGNORE INTO award_nominations (category_id, user_id, object_id, created) VALUES (?, ?, ?, ?)'));

/** A user's nomination of a sketch or artist (the same one twice is kept once). */
export function addNomination(db: Db, categoryId: number, userId: number, objectId: number, date: string): void {
  addNominationStatement(db).run(categoryId, userId, objectId, date);
}

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

const findAwardYearStatement = oncePerDb((db) => db.prepare('SELECT year, voting_open, infos FROM award_years WHERE year = ?'));

export function findAwardYear(db: Db, year: number): AwardYearRow | undefined {
  return findAwardYearStatement(db).get(year) as AwardYearRow | undefined;
}

const findAwardCategoryStatement = oncePerDb((db) => db.prepare('SELECT id, year, kind, title, position, winner_id FROM award_categories WHERE id = ?'));

export function findAwardCategory(db: Db, id: number): AwardCategoryRow | undefined {
  return findAwardCategoryStatement(db).get(id) as AwardCategoryRow | undefined;
}

const isCandidateStatement = oncePerDb((db) => db.prepare('SELECT 1 FROM award_candidates WHERE category_id = ? AND object_id = ?'));

export function isCandidate(db: Db, categoryId: number, objectId: number): boolean {
  return isCandidateStatement(db).get(categoryId, objectId) !== undefined;
}

const awardCategoriesOfYearStatement = oncePerDb((db) =>
  db
    .prepare(
      'SELECT id, year, kind, title, position, winner_id FROM award_categories WHERE year = ? ORDER BY kind, position, id',
    ),
);

/** A year's categories, by kind, then position. */
export function awardCategoriesOfYear(db: Db, year: number): AwardCategoryRow[] {
  return awardCategoriesOfYearStatement(db).all(year) as AwardCategoryRow[];
}

/** What a category shows: the viewer's vote and its candidates, artists or sketch cards by kind. */
export interface AwardCandidates {
  vote: number | null;
  artists: UserSummaryRow[];
  sketches: CardRow[];
}

const awardCandidatesVoteOf = oncePerDb((db) => db.prepare('SELECT object_id FROM award_votes WHERE category_id = ? AND user_id = ?').pluck());
const awardCandidatesArtistsOf = oncePerDb((db) =>
  db
    .prepare(
      `SELECT u.id, u.nickname, u.avatar_sketch_id, u.glops FROM award_candidates c JOIN users u ON u.id = c.object_id
     WHERE c.category_id = ? AND ${notBlockedBy('u.id')} ORDER BY c.position, u.id`,
    ),
);

/**
 * The vote of `viewerId` (null: a visitor, no vote) and the candidates of each category, by
 * category id: an artist category's artists but those the viewer blocks, a sketch category's sketches that pass the feed's
 * visibility filter (feeds/cards.ts's visibleTo, on the alias s). Each statement is compiled
 * once for all the categories.
 */
export function awardCandidates(
  db: Db,
  categories: readonly Pick<AwardCategoryRow, 'id' | 'kind'>[],
  viewerId: number | null,
  filter: { sql: string; params: unknown[] },
): Map<number, AwardCandidates> {
  const voteOf = awardCandidatesVoteOf(db);
  const artistsOf = awardCandidatesArtistsOf(db);
  const sketchesOf = db.prepare(
    `SELECT ${CARD_COLUMNS} FROM award_candidates c JOIN sketches s ON s.id = c.object_id JOIN users u ON u.id = s.user_id
     WHERE c.category_id = ? AND ${filter.sql} ORDER BY c.position, s.id`,
  );
  return new Map(
    categories.map((row) => [
      row.id,
      {
        vote: viewerId !== null ? ((voteOf.get(row.id, viewerId) as number | undefined) ?? null) : null,
        // Blocked users are hidden from lists (spec part 1 §5), as the sketches' filter hides their sketches.
        artists: row.kind === 'artist' ? (artistsOf.all(row.id, viewerId ?? 0) as UserSummaryRow[]) : [],
        sketches: row.kind === 'artist' ? [] : (sketchesOf.all(row.id, ...filter.params) as CardRow[]),
      },
    ]),
  );
}
