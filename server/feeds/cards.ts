// Sketch cards of the feeds and galleries (spec part 1 §3), filtered for the viewer (§5) in SQL,
// so every page holds a full page of sketches the viewer may see:
// - unlisted sketches and ones with a violation only in the owner's own lists;
// - mature sketches only for viewers marked mature (never for visitors);
// - no sketches by users the viewer blocks.
import type { FastifyRequest } from 'fastify';
import type { SketchCard } from '../../src/api/schemas/sketchCards';
import type { AppContext } from '../context';
import type { Statement } from 'better-sqlite3';
import type { Db } from '../db/database';
import { avatarUrl, sketchImageUrl } from '../entities/urls';

export const PAGE_SIZE = 25;
/** Highest page number or offset a feed accepts: deep enough for any real scroll, bounded for the store. */
export const MAX_PAGE = 2000;
export const MAX_OFFSET = MAX_PAGE * PAGE_SIZE;
export const MAX_LIMIT = 50;

export interface FeedViewer {
  id: number;
  mature: boolean;
}

export function feedViewer(ctx: AppContext, request: FastifyRequest): FeedViewer | null {
  const id = ctx.sessions.userId(request);
  if (id === null) return null;
  const row = ctx.db.prepare('SELECT id, mature FROM users WHERE id = ?').get(id) as { id: number; mature: number } | undefined;
  return row ? { id: row.id, mature: row.mature === 1 } : null;
}

/** The SQL condition (on alias s) for sketches the viewer may see in a list, with its parameters. */
export function visibleTo(viewer: FeedViewer | null): { sql: string; params: unknown[] } {
  if (!viewer) return { sql: 's.unlisted = 0 AND s.mature = 0 AND s.violation IS NULL', params: [] };
  return {
    sql: `((s.unlisted = 0 AND s.violation IS NULL) OR s.user_id = ?)
      AND (s.mature = 0 OR ? = 1 OR s.user_id = ?)
      AND s.user_id NOT IN (SELECT blocked_id FROM blocks WHERE blocker_id = ?)`,
    params: [viewer.id, viewer.mature ? 1 : 0, viewer.id, viewer.id],
  };
}

/**
 * The columns of a sketch card, on `sketches s JOIN users u`: every route that sends sketch cards
 * (feeds, galleries, albums, the sketch page's strips) selects these and maps them with cardOf,
 * so all of them send one card shape.
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

/** The one sketch card mapper of the server (spec part 1 §3; the main field names, not the alternates). */
export function cardOf(row: CardRow): SketchCard {
  return {
    id: row.id,
    image: sketchImageUrl(row.id),
    title: row.title,
    userId: row.user_id,
    userNickname: row.nickname,
    userAvatar: avatarUrl(row.user_id, row.avatar_sketch_id),
    width: row.width,
    height: row.height,
    featured: row.featured === 1,
    heartsReceived: row.hearts,
    rateRules: row.rules,
    comments: row.comment_count,
    dateCreated: row.created,
    video: row.video !== null,
    unlisted: row.unlisted === 1,
    compoPlace: row.compo_place,
    mature: row.mature === 1,
  };
}

export interface CardQuery {
  /** Extra tables after `sketches s JOIN users u` (e.g. a JOIN on tags), with their parameters first. */
  join?: string;
  joinParams?: unknown[];
  /** Condition on s (and the joined tables). */
  where?: string;
  params?: unknown[];
  /** ORDER BY clause; ends with a unique key so pages never overlap. */
  order: string;
  limit: number;
  offset: number;
}

/** The statement of one slice of a feed (one row more than asked: whether more follows), with its parameters. */
export function cardQuerySql(viewer: FeedViewer | null, query: CardQuery): { sql: string; params: unknown[] } {
  const visible = visibleTo(viewer);
  return {
    sql: `SELECT ${CARD_COLUMNS} FROM sketches s JOIN users u ON u.id = s.user_id ${query.join ?? ''}
       WHERE (${query.where ?? '1'}) AND ${visible.sql}
       ORDER BY ${query.order} LIMIT ? OFFSET ?`,
    params: [...(query.joinParams ?? []), ...(query.params ?? []), ...visible.params, query.limit + 1, query.offset],
  };
}

/**
 * Feed statements are compiled once per database: a signed-in home runs eight of them per page,
 * and compiling each cost as much as a quick feed's query. Their text names no value (all are
 * bound) and varies only by feed, sort, search words and whether a viewer is signed in; past
 * MAX_CACHED_STATEMENTS a new text is compiled per call, as before. Only queryCards runs them,
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

/** One slice of a feed, and whether more follows it. */
export function queryCards(db: Db, viewer: FeedViewer | null, query: CardQuery): { cards: SketchCard[]; more: boolean } {
  const { sql, params } = cardQuerySql(viewer, query);
  const rows = cardStatement(db, sql).all(...params) as CardRow[];
  return { cards: rows.slice(0, query.limit).map(cardOf), more: rows.length > query.limit };
}

/** A numbered page (1-based) of PAGE_SIZE cards: `next` is the following page number or null. */
export function cardPage(db: Db, viewer: FeedViewer | null, page: number, query: Omit<CardQuery, 'limit' | 'offset'>) {
  const { cards, more } = queryCards(db, viewer, { ...query, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE });
  return { sketches: cards, next: more && page < MAX_PAGE ? page + 1 : null };
}
