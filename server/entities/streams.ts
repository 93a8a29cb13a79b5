// Live streams as the client's stream items (spec part 2 "Live streams"): the list page, one
// stream, and the view counters the stream socket moves.
import type { LiveStream } from '../../src/api/schemas/streams';
import type { Db } from '../db/database';
import { avatarUrl, sketchImageUrl } from './urls';

export interface StreamRow {
  id: number;
  title: string;
  preview_sketch_id: number | null;
  sw: number;
  sh: number;
  orientation: number;
  viewers: number;
  total_views: number;
  started: string;
  ended: string | null;
  user_id: number;
  nickname: string;
  avatar_sketch_id: number | null;
}

/** The stream rows with their artist's nickname and avatar, for streamOf. */
export const STREAM_SELECT = `SELECT st.*, u.nickname, u.avatar_sketch_id FROM streams st JOIN users u ON u.id = st.user_id`;

/** A stream row (STREAM_SELECT) as the client's stream item. */
export function streamOf(row: StreamRow): LiveStream {
  return {
    id: row.id,
    preview: row.preview_sketch_id ? sketchImageUrl(row.preview_sketch_id) : '',
    sw: row.sw,
    sh: row.sh,
    orientation: row.orientation,
    userId: row.user_id,
    userNickname: row.nickname,
    userAvatar: avatarUrl(row.user_id, row.avatar_sketch_id),
    totalViews: row.total_views,
    viewers: row.viewers,
    title: row.title,
    started: row.started,
  };
}

/** A page of the live streams, most watched first, without those of users the viewer blocks. */
export function liveStreamPage(db: Db, viewerId: number | null, limit: number, offset: number): { streams: LiveStream[]; more: boolean } {
  const rows = db
    .prepare(
      `${STREAM_SELECT} WHERE st.ended IS NULL AND st.user_id NOT IN (SELECT blocked_id FROM blocks WHERE blocker_id = ?)
       ORDER BY st.viewers DESC, st.id LIMIT ? OFFSET ?`,
    )
    .all(viewerId ?? 0, limit + 1, offset) as StreamRow[];
  return { streams: rows.slice(0, limit).map(streamOf), more: rows.length > limit };
}

/** One stream, live or not; null when there is no such stream. */
export function findStream(db: Db, id: number): { stream: LiveStream; live: boolean } | null {
  const row = db.prepare(`${STREAM_SELECT} WHERE st.id = ?`).get(id) as StreamRow | undefined;
  return row ? { stream: streamOf(row), live: row.ended === null } : null;
}

/** The owner of a live stream, or null when it is not live. */
export function liveStreamOwner(db: Db, id: number): number | null {
  const row = db.prepare('SELECT user_id FROM streams WHERE id = ? AND ended IS NULL').get(id) as { user_id: number } | undefined;
  return row?.user_id ?? null;
}

/** Someone started watching: one more watching now and one more view in total. */
export function addViewer(db: Db, id: number): void {
  db.prepare('UPDATE streams SET viewers = viewers + 1, total_views = total_views + 1 WHERE id = ?').run(id);
}

/** Someone stopped watching. */
export function removeViewer(db: Db, id: number): void {
  db.prepare('UPDATE streams SET viewers = max(viewers - 1, 0) WHERE id = ?').run(id);
}

/** Ends one live stream (its artist stopped it); false when it was not live. */
export function endStream(db: Db, id: number, nowIso: string): boolean {
  return db.prepare('UPDATE streams SET ended = ? WHERE id = ? AND ended IS NULL').run(nowIso, id).changes > 0;
}

/** Ends every live stream (the development switch for the empty list); returns the ids ended. */
export function endAllStreams(db: Db, nowIso: string): number[] {
  const ids = (db.prepare('SELECT id FROM streams WHERE ended IS NULL').all() as { id: number }[]).map((row) => row.id);
  db.prepare('UPDATE streams SET ended = ? WHERE ended IS NULL').run(nowIso);
  return ids;
}

/** Puts streams ended by endAllStreams back on the air. */
export function resumeStreams(db: Db, ids: readonly number[]): void {
  const resume = db.prepare('UPDATE streams SET ended = NULL WHERE id = ?');
  for (const id of ids) resume.run(id);
}
