// The queries of the awards domain that have moved out of the routes so far (issue 24): votes
// and nominations. The award entities' reads are still in entities/awards.ts.
import type { Db } from '../db/database';

/** Takes back a user's vote in a category. */
export function removeAwardVote(db: Db, categoryId: number, userId: number): void {
  db.prepare('DELETE FROM award_votes WHERE category_id = ? AND user_id = ?').run(categoryId, userId);
}

/** A user's vote in a category (a later vote replaces it). */
export function saveAwardVote(db: Db, categoryId: number, userId: number, objectId: number, date: string): void {
  db.prepare(
    `INSERT INTO award_votes (category_id, user_id, object_id, voted) VALUES (?, ?, ?, ?)
     ON CONFLICT (category_id, user_id) DO UPDATE SET object_id = excluded.object_id, voted = excluded.voted`,
  ).run(categoryId, userId, objectId, date);
}

/** A user's nomination of a sketch or artist (the same one twice is kept once). */
export function addNomination(db: Db, categoryId: number, userId: number, objectId: number, date: string): void {
  db.prepare('INSERT OR IGNORE INTO award_nominations (category_id, user_id, object_id, created) VALUES (?, ?, ?, ?)').run(categoryId, userId, objectId, date);
}
