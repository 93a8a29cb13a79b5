// The trending feed's scores (feeds/feeds.ts): each sketch's hearts count three, comments two and
// rules one, over the last days. Every home page ranks by them, a visitor's or a signed-in
// viewer's, and summing them reads every heart, rating and comment of those days: the most
// expensive query of a page. So they are summed into a table of this connection and reused for
// `memoryMs` (the server's 1 s; tests 0, so every read sums again): a heart moves a sketch up the
// list at most that late, as on a visitor's rendered page (http/visitorRenders.ts). The table is
// TEMP: it lives beside the connection, never in the database file, so a page's read writes
// nothing, and each process of the server keeps its own.
import { type Db, readTransaction } from '../db/database';
import { oncePerDb } from './perDatabase';

/** What a feed joins to rank by score (alias it): sketch_id and score, of sketches with activity only. */
export const TRENDING_SCORES_TABLE = 'temp.trending_scores';

/** The sums, from the date bound (three times: hearts, rules, comments). */
export const TRENDING_SCORES_SQL = `SELECT sketch_id, sum(points) AS score FROM (
    SELECT sketch_id, 3 AS points FROM hearts WHERE date >= ?
    UNION ALL SELECT sketch_id, 1 FROM ratings WHERE date >= ? AND rating = 'rules'
    UNION ALL SELECT target_id, 2 FROM comments WHERE target_type = 'sketch' AND date >= ?
  ) GROUP BY sketch_id`;

interface Summed {
  /** The clock's time of the latest sums, and the bound they were summed from. */
  at: number | null;
  from: string;
  sum: () => void;
}

/** The table, its statements and the time of its sums, made on a database's first trending read. */
const summerOf = oncePerDb((db): Summed => {
  db.exec('CREATE TEMP TABLE IF NOT EXISTS trending_scores (sketch_id INTEGER PRIMARY KEY, score INTEGER NOT NULL)');
  const clear = db.prepare(`DELETE FROM ${TRENDING_SCORES_TABLE}`);
  const fill = db.prepare(`INSERT INTO ${TRENDING_SCORES_TABLE} (sketch_id, score) ${TRENDING_SCORES_SQL}`);
  const summed: Summed = {
    at: null,
    from: '',
    sum: () =>
      readTransaction(db, () => {
        clear.run();
        fill.run(summed.from, summed.from, summed.from);
      }),
  };
  return summed;
});

/**
 * Makes TRENDING_SCORES_TABLE hold the scores of activity from `fromIso` on, summed at most
 * `memoryMs` ago by `now` (again at once when the clock went back, as tests move it).
 */
export function freshTrendingScores(db: Db, now: number, fromIso: string, memoryMs: number): void {
  const summed = summerOf(db);
  const age = summed.at === null ? Infinity : now - summed.at;
  if (age >= 0 && age < memoryMs) return;
  summed.from = fromIso;
  summed.sum();
  summed.at = now;
}
