// The queries of the feeds: the sketch card row (what every list of sketches selects: feeds,
// galleries, albums, the sketch page's strips, awards, ballots) and the feed statements, compiled
// once per database. feeds/cards.ts builds a feed's statement (cardQuerySql) and maps its rows.
import type { Statement } from 'better-sqlite3';
import type { Db } from '../db/database';

/**
 * The columns of a sketch card, on `sketches s JOIN users u`: every query that sends sketch cards
 * selects these and feeds/cards.ts's cardOf maps them, so all of them send one card shape.
 */
export const CARD_COLUMNS = `s.id, s.title, s.width, s.height, s.featured, s.hearts, s.rules, s.created, s.video, s.unlisted,
  s.compo_place, s.mature, s.user_id, u.nickname, u.avatar_sketch_id,
  (SELECT count(*) FROM comments c WHERE c.target_type = 'sketch' AND c.target_id = s.id) AS comment_count`;

export interface CardRow {
  id: number;
  title: string | null;
  width: number;
  height: number;
  featured: number;
  hearts: number;
  rules: number;
  created: string;
  video: string | null;
  unlisted: number;
  compo_place: number | null;
  mature: number;
  user_id: number;
  nickname: string;
  avatar_sketch_id: number | null;
  comment_count: number;
}

/**
 * Feed statements are compiled once per database: a signed-in home runs eight of them per page,
 * and compiling each cost as much as a quick feed's query. Their text names no value (all are
 * bound) and varies only by feed, sort, search words and whether a viewer is signed in; past
 * MAX_CACHED_STATEMENTS a new text is compiled per call, as before. Only feedCardRows runs them,
 * with all(), so no caller changes a statement's mode (pluck, raw).
 */
const MAX_CACHED_STATEMENTS = 128;
const statements = new WeakMap<Db, Map<string, Statement>>();
function cardStatement(db: Db, sql: string): Statement {
  let forDb = statements.get(db);
  if (!forDb) statements.set(db, (forDb = new Map()));
  let statement = forDb.get(sql);
  if (!statement) {
    statement = db.prepare(sql);
    if (forDb.size < MAX_CACHED_STATEMENTS) forDb.set(sql, statement);
  }
  return statement;
}

/** The card rows of one slice of a feed: `sql` is feeds/cards.ts's cardQuerySql (CARD_COLUMNS, every value bound). */
export function feedCardRows(db: Db, sql: string, params: readonly unknown[]): CardRow[] {
  return cardStatement(db, sql).all(...params) as CardRow[];
}

/**
 * Sketch cards meeting a condition and a visibility filter (both SQL on the alias s, written by
 * the caller's code, every value bound), in an order, at most `limit`: the sketch page's strips.
 */
export function cardRowsWhere(db: Db, where: { sql: string; params: unknown[] }, filter: { sql: string; params: unknown[] }, order: string, limit: number): CardRow[] {
  return db
    .prepare(
      `SELECT ${CARD_COLUMNS} FROM sketches s JOIN users u ON u.id = s.user_id
       WHERE ${where.sql} AND ${filter.sql} ORDER BY ${order} LIMIT ${limit}`,
    )
    .all(...where.params, ...filter.params) as CardRow[];
}
