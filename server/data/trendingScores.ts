// The trending feed's ranking (feeds/feeds.ts): each sketch's hearts count three, comments two and
// rules one, over the last days. Every home page ranks by them, a visitor's or a signed-in
// viewer's, and summing them reads every heart, rating and comment of those days: the most
// expensive query of a page. So they are summed and ranked into a table of this connection and
// reused for `memoryMs` (the server's 1 s; tests 0, so every read sums again): a heart moves a
// sketch up the list at most that late, as on a visitor's rendered page (http/visitorRenders.ts).
// The table holds each ranked sketch's place (its rowid), so a page of the feed reads the table in
// order and stops at the page's end instead of sorting every sketch with activity for each
// viewer. The table is TEMP: it lives beside the connection, never in the database file, so a
// page's read writes nothing, and each process of the server keeps its own.
import { type Db, readTransaction } from '../db/database';
import { oncePerDb } from './perDatabase';

/**
 * What a feed joins to rank by score (alias it): `place` (1 first; score descending, then the
 * newest sketch first, then the higher id) and sketch_id, of the sketches with activity uploaded
 * since the age bound only.
 */
export const TRENDING_SCORES_TABLE = 'temp.trending_scores';

/** The sums, from the date bound (three times: hearts, rules, comments). */
export const TRENDING_SCORES_SQL = `SELECT sketch_id, sum(points) AS score FROM (
    SELECT sketch_id, 3 AS points FROM hearts WHERE date >= ?
    UNION ALL SELECT sketch_id, 1 FROM ratings WHERE date >= ? AND rating = 'rules'
    UNION ALL SELECT target_id, 2 FROM comments WHERE target_type = 'sketch' AND date >= ?
  ) GROUP BY sketch_id`;

interface Summed {
  /** The clock's time of the latest sums. */
  at: number | null;
  /** Sums the activity from `fromIso` on and ranks the sketches uploaded from `uploadedFromIso` on. */
  sum: (fromIso: string, uploadedFromIso: string) => void;
}

/** The table, its statements and the time of its sums, made on a database's first trending read. */
const summerOf = oncePerDb((db): Summed => {
  db.exec('CREATE TEMP TABLE IF NOT EXISTS trending_scores (place INTEGER PRIMARY KEY, sketch_id INTEGER NOT NULL UNIQUE)');
  const clear = db.prepare(`DELETE FROM ${TRENDING_SCORES_TABLE}`);
  const fill = db.prepare(
    `INSERT INTO ${TRENDING_SCORES_TABLE} (place, sketch_id)
     SELECT row_number() OVER (ORDER BY sums.score DESC, s.created DESC, s.id DESC), sums.sketch_id
     FROM (${TRENDING_SCORES_SQL}) sums JOIN sketches s ON s.id = sums.sketch_id WHERE s.created >= ?`,
  );
  return {
    at: null,
    sum: (fromIso, uploadedFromIso) =>
      readTransaction(db, () => {
        clear.run();
        fill.run(fromIso, fromIso, fromIso, uploadedFromIso);
      }),
  };
});

/**
 * Makes TRENDING_SCORES_TABLE rank the sketches uploaded from `uploadedFromIso` on by their
 * activity from `fromIso` on, summed at most `memoryMs` ago by `now` (again at once when the
 * clock went back, as tests move it).
 */
export function freshTrendingScores(db: Db, now: number, fromIso: string, uploadedFromIso: string, memoryMs: number): void {
  const summed = summerOf(db);
  const age = summed.at === null ? Infinity : now - summed.at;
  if (age >= 0 && age < memoryMs) return;
  summed.sum(fromIso, uploadedFromIso);
  summed.at = now;
}
