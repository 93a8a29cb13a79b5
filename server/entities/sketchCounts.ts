// How many sketches a user has: one rule wherever the number shows (the profile, the artists
// directory, the owner's block on the home page), so the owner never sees two numbers. It counts
// what anyone may see: unlisted sketches and sketches taken down for a violation are not counted.
// That can surprise the owner, who sees their unlisted sketches on their own pages, so the home
// page's block also says how many are left out (`hiddenSketches`).
import type { Db } from '../db/database';

/** The condition on `sketches` (aliased `s`) of a sketch that counts. */
export const COUNTED_SKETCH = 's.unlisted = 0 AND s.violation IS NULL';

export function sketchCount(db: Db, userId: number): number {
  return db.prepare(`SELECT count(*) FROM sketches s WHERE s.user_id = ? AND ${COUNTED_SKETCH}`).pluck().get(userId) as number;
}

/** The owner's sketches the count leaves out (unlisted, or taken down). */
export function hiddenSketchCount(db: Db, userId: number): number {
  return db.prepare(`SELECT count(*) FROM sketches s WHERE s.user_id = ? AND NOT (${COUNTED_SKETCH})`).pluck().get(userId) as number;
}
