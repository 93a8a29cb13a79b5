// The queries of the feeds: the sketch card row (what every list of sketches selects: feeds,
// galleries, albums, the sketch page's strips, awards, ballots) and the feed statements, compiled
// once per database. feeds/cards.ts builds a feed's statement (cardQuerySql) and maps its rows.
import { statementCache } from './perDatabase';
import type { Db } from '../db/database';

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

/** Each column of a sketch card, named as CardRow names it, in the order selected. */
const CARD_COLUMN_LIST = [
  ['id', 's.id'],
  ['title', 's.title'],
  ['width', 's.width'],
  ['height', 's.height'],
  ['featured', 's.featured'],
  ['hearts', 's.hearts'],
  ['rules', 's.rules'],
  ['created', 's.created'],
  ['video', 's.video'],
  ['unlisted', 's.unlisted'],
  ['compo_place', 's.compo_place'],
  ['mature', 's.mature'],
  ['user_id', 's.user_id'],
  ['nickname', 'u.nickname'],
  ['avatar_sketch_id', 'u.avatar_sketch_id'],
  ['comment_count', "(SELECT count(*) FROM comments c WHERE c.target_type = 'sketch' AND c.target_id = s.id)"],
] as const satisfies readonly (readonly [keyof CardRow, string])[];
// Every field of CardRow is selected (a field added to the row and not here fails to compile).
type UnselectedCardField = Exclude<keyof CardRow, (typeof CARD_COLUMN_LIST)[number][0]>;
const everyCardFieldSelected: UnselectedCardField extends never ? true : never = true;
void everyCardFieldSelected;

/**
 * The columns of a sketch card, on `sketches s JOIN users u`: every query that sends sketch cards
 * selects these and feeds/cards.ts's cardOf maps them, so all of them send one card shape.
 */
export const CARD_COLUMNS = CARD_COLUMN_LIST.map(([name, sql]) => `${sql} AS ${name}`).join(', ');
const CARD_KEYS = CARD_COLUMN_LIST.map(([name]) => name);

/**
 * A card row from its values in CARD_COLUMNS' order. The feeds read rows as arrays (raw): the
 * driver builds a named row slowly (about a third of a feed's query in a profile of home), and
 * rows built here, each with its keys in one order, share one shape for cardOf to read.
 */
function cardRowOf(values: unknown[]): CardRow {
  const row: Record<string, unknown> = {};
  for (let i = 0; i < CARD_KEYS.length; i++) row[CARD_KEYS[i]!] = values[i];
  return row as unknown as CardRow;
}

/**
 * Feed statements are compiled once per database: a signed-in home runs eight of them per page,
 * and compiling each cost as much as a quick feed's query. Their text varies only by feed, sort,
 * search words and whether a viewer is signed in. Only feedCardRows runs them, in raw mode (rows
 * as arrays, named by cardRowOf).
 */
const cardStatement = statementCache('raw');

/** The card rows of one slice of a feed: `sql` is feeds/cards.ts's cardQuerySql or cardRowsWhere's (CARD_COLUMNS first, every value bound). */
export function feedCardRows(db: Db, sql: string, params: readonly unknown[]): CardRow[] {
  return (cardStatement(db, sql).all(...params) as unknown[][]).map(cardRowOf);
}

/**
 * Sketch cards meeting a condition and a visibility filter (both SQL on the alias s, written by
 * the caller's code, every value bound), in an order, at most `limit`: the sketch page's strips.
 * The sketches are chosen first by their ids alone, then only those are read as cards: a card's
 * comment count is a subquery, which SQLite otherwise ran for every candidate before sorting them
 * (the sketch page's similar strip: hundreds of sketches sharing a tag, 2.2 ms against 0.7 now).
 */
export function cardRowsWhere(db: Db, where: { sql: string; params: unknown[] }, filter: { sql: string; params: unknown[] }, order: string, limit: number): CardRow[] {
  const chosen = `SELECT s.id FROM sketches s WHERE ${where.sql} AND ${filter.sql} ORDER BY ${order} LIMIT ${limit}`;
  return feedCardRows(db, `SELECT ${CARD_COLUMNS} FROM sketches s JOIN users u ON u.id = s.user_id WHERE s.id IN (${chosen}) ORDER BY ${order}`, [...where.params, ...filter.params]);
}
