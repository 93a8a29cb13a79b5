// The queries of live streams: the list and one stream with their artists, and the counters and
// switches the stream socket and the development surface move (entities/streams.ts maps the rows).
import type { Db } from '../db/database';

/** A stream with its artist's nickname and avatar (STREAM_SELECT). */
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

const STREAM_SELECT = `SELECT st.*, u.nickname, u.avatar_sketch_id FROM streams st JOIN users u ON u.id = st.user_id`;

/** Every live stream, most watched first, without those of users `viewerId` blocks (0: nobody). */
export function liveStreamRows(db: Db, viewerId: number): StreamRow[] {
  return db
    .prepare(
      `${STREAM_SELECT}
       WHERE st.ended IS NULL AND st.user_id NOT IN (SELECT blocked_id FROM blocks WHERE blocker_id = ?)
       ORDER BY st.viewers DESC, st.id`,
    )
    .all(viewerId) as StreamRow[];
}

/** A page of liveStreamRows. */
export function liveStreamRowPage(db: Db, viewerId: number, limit: number, offset: number): StreamRow[] {
  return db
    .prepare(
      `${STREAM_SELECT} WHERE st.ended IS NULL AND st.user_id NOT IN (SELECT blocked_id FROM blocks WHERE blocker_id = ?)
       ORDER BY st.viewers DESC, st.id LIMIT ? OFFSET ?`,
    )
    .all(viewerId, limit, offset) as StreamRow[];
}

/** One stream, live or not, or undefined. */
export function findStreamRow(db: Db, id: number): StreamRow | undefined {
  return db.prepare(`${STREAM_SELECT} WHERE st.id = ?`).get(id) as StreamRow | undefined;
}

/** The owner of a live stream, or undefined when it is not live. */
export function liveStreamOwnerId(db: Db, id: number): number | undefined {
  return db.prepare('SELECT user_id FROM streams WHERE id = ? AND ended IS NULL').pluck().get(id) as number | undefined;
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
  const ids = db.prepare('SELECT id FROM streams WHERE ended IS NULL').pluck().all() as number[];
  db.prepare('UPDATE streams SET ended = ? WHERE ended IS NULL').run(nowIso);
  return ids;
}

/** Puts streams ended by endAllStreams back on the air (one statement for them all). */
export function resumeStreams(db: Db, ids: readonly number[]): void {
  const resume = db.prepare('UPDATE streams SET ended = NULL WHERE id = ?');
  for (const id of ids) resume.run(id);
}
