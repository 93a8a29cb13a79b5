// Sketch cards of the feeds and galleries (spec part 1 §3), filtered for the viewer (§5) in SQL,
// so every page holds a full page of sketches the viewer may see:
// - unlisted sketches and ones with a violation only in the owner's own lists;
// - mature sketches only for viewers marked mature (never for visitors);
// - no sketches by users the viewer blocks.
import type { FastifyRequest } from 'fastify';
import type { SketchCard } from '../../src/api/schemas/sketchCards';
import type { AppContext } from '../context';
import type { Db } from '../db/database';
import { CARD_COLUMNS, feedCardRows, type CardRow } from '../data/feeds';
import { findViewerRow, type UserRow } from '../data/users';
import { avatarUrl, sketchImageUrl } from '../entities/urls';
import { FEED_MAX_PAGE, FEED_PAGE_SIZE } from '../../src/api/schemas/requestFields';
import { notBlockedBy } from '../data/blockFilter';


export interface FeedViewer {
  id: number;
  mature: boolean;
}

type ViewerRow = Pick<UserRow, 'id' | 'mature'>;

/** The viewer as the feeds filter for it (mature content, blocks), from their user row: the one way to make a FeedViewer. */
export function feedViewerOf(row: ViewerRow): FeedViewer;
export function feedViewerOf(row: ViewerRow | null | undefined): FeedViewer | null;
export function feedViewerOf(row: ViewerRow | null | undefined): FeedViewer | null {
  return row ? { id: row.id, mature: row.mature === 1 } : null;
}

export function feedViewer(ctx: AppContext, request: FastifyRequest): FeedViewer | null {
  const id = ctx.sessions.userId(request);
  return id === null ? null : feedViewerOf(findViewerRow(ctx.db, id));
}

/**
 * The SQL condition (on alias s) for sketches the viewer may see in a list, with its parameters.
 * `byLink`: the sketches the viewer may open by their address, unlisted ones too.
 */
export function visibleTo(viewer: FeedViewer | null, { byLink = false } = {}): { sql: string; params: unknown[] } {
  const listed = byLink ? '' : 's.unlisted = 0 AND ';
  if (!viewer) return { sql: `${listed}s.mature = 0 AND s.violation IS NULL`, params: [] };
  return {
    sql: `((${listed}s.violation IS NULL) OR s.user_id = ?)
      AND (s.mature = 0 OR ? = 1 OR s.user_id = ?)
      AND ${notBlockedBy('s.user_id')}`,
    params: [viewer.id, viewer.mature ? 1 : 0, viewer.id, viewer.id],
  };
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

/** One slice of a feed, and whether more follows it. */
export function queryCards(db: Db, viewer: FeedViewer | null, query: CardQuery): { cards: SketchCard[]; more: boolean } {
  const { sql, params } = cardQuerySql(viewer, query);
  const rows = feedCardRows(db, sql, params);
  return { cards: rows.slice(0, query.limit).map(cardOf), more: rows.length > query.limit };
}

/** A numbered page (1-based) of FEED_PAGE_SIZE cards: `next` is the following page number or null. */
export function cardPage(db: Db, viewer: FeedViewer | null, page: number, query: Omit<CardQuery, 'limit' | 'offset'>) {
  const { cards, more } = queryCards(db, viewer, { ...query, limit: FEED_PAGE_SIZE, offset: (page - 1) * FEED_PAGE_SIZE });
  return { sketches: cards, next: more && page < FEED_MAX_PAGE ? page + 1 : null };
}
