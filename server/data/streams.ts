// The queries of live streams: the list and one stream with their artists, and the counters and
// switches the stream socket and the development surface move (entities/streams.ts maps the rows).
import { writeTransaction, type Db } from '../db/database';
import { oncePerDb } from './perDatabase';
import { notBlockedBy } from './blockFilter';

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
  /** 1 once its going live was announced in the chat (migration 21). */
  announced: number;
  user_id: number;
  nickname: string;
  avatar_sketch_id: number | null;
}

const STREAM_SELECT = `SELECT st.*, u.nickname, u.avatar_sketch_id FROM streams st JOIN users u ON u.id = st.user_id`;

const liveStreamRowsStatement = oncePerDb((db) =>
  db
    .prepare(
      `${STREAM_SELECT}
       WHERE st.ended IS NULL AND ${notBlockedBy('st.user_id')}
       ORDER BY st.viewers DESC, st.id`,
    ),
);

/** Every live stream, most watched first, without those of users `viewerId` blocks (0: nobody). */
export function liveStreamRows(db: Db, viewerId: number): StreamRow[] {
  return liveStreamRowsStatement(db).all(viewerId) as StreamRow[];
}

const liveStreamRowPageStatement = oncePerDb((db) =>
  db
    .prepare(
      `${STREAM_SELECT} WHERE st.ended IS NULL AND ${notBlockedBy('st.user_id')}
       ORDER BY st.viewers DESC, st.id LIMIT ? OFFSET ?`,
    ),
);

/** A page of liveStreamRows. */
export function liveStreamRowPage(db: Db, viewerId: number, limit: number, offset: number): StreamRow[] {
  return liveStreamRowPageStatement(db).all(viewerId, limit, offset) as StreamRow[];
}

const findStreamRowStatement = oncePerDb((db) => db.prepare(`${STREAM_SELECT} WHERE st.id = ?`));

/** One stream, live or not, or undefined. */
export function findStreamRow(db: Db, id: number): StreamRow | undefined {
  return findStreamRowStatement(db).get(id) as StreamRow | undefined;
}

const liveStreamOwnerIdStatement = oncePerDb((db) => db.prepare('SELECT user_id FROM streams WHERE id = ? AND ended IS NULL').pluck());

/** The owner of a live stream, or undefined when it is not live. */
export function liveStreamOwnerId(db: Db, id: number): number | undefined {
  return liveStreamOwnerIdStatement(db).get(id) as number | undefined;
}

const addWatcherStatement = oncePerDb((db) => db.prepare('INSERT OR IGNORE INTO stream_watchers (process, stream_id, user_id) VALUES (?, ?, ?)'));
const countUpStatement = oncePerDb((db) => db.prepare('UPDATE streams SET viewers = viewers + 1 WHERE id = ?'));
const firstViewStatement = oncePerDb((db) => db.prepare('INSERT OR IGNORE INTO stream_views (stream_id, user_id) VALUES (?, ?)'));
const addViewStatement = oncePerDb((db) => db.prepare('UPDATE streams SET total_views = total_views + 1 WHERE id = ?'));

/**
 * `userId` started watching, counted by `process`: one more watching now, and one more view in
 * total the first time this user watches this stream (a reload, a second tab or a reconnect is the
 * same view).
 */
export function addViewer(db: Db, id: number, userId: number, process: string): void {
  writeTransaction(db, () => {
    if (addWatcherStatement(db).run(process, id, userId).changes > 0) countUpStatement(db).run(id);
    if (firstViewStatement(db).run(id, userId).changes > 0) addViewStatement(db).run(id);
  });
}

const removeWatcherStatement = oncePerDb((db) => db.prepare('DELETE FROM stream_watchers WHERE process = ? AND stream_id = ? AND user_id = ?'));
const countDownStatement = oncePerDb((db) => db.prepare('UPDATE streams SET viewers = max(viewers - ?, 0) WHERE id = ?'));

/** Someone `process` counted stopped watching. */
export function removeViewer(db: Db, id: number, userId: number, process: string): void {
  writeTransaction(db, () => {
    if (removeWatcherStatement(db).run(process, id, userId).changes > 0) countDownStatement(db).run(1, id);
  });
}

const watchersOfProcess = oncePerDb((db) => db.prepare<[string], { stream_id: number; watchers: number }>('SELECT stream_id, count(*) AS watchers FROM stream_watchers WHERE process = ? GROUP BY stream_id'));
const forgetWatchersOfProcess = oncePerDb((db) => db.prepare('DELETE FROM stream_watchers WHERE process = ?'));

/**
 * A process starts: the watchers it counted before it stopped (a crash never counted them down)
 * watch no more; none of its sockets is open. Returns how many.
 */
export function releaseWatchersOf(db: Db, process: string): number {
  return writeTransaction(db, () => {
    let released = 0;
    for (const { stream_id, watchers } of watchersOfProcess(db).all(process)) {
      countDownStatement(db).run(watchers, stream_id);
      released += watchers;
    }
    forgetWatchersOfProcess(db).run(process);
    return released;
  });
}

const endStreamStatement = oncePerDb((db) => db.prepare('UPDATE streams SET ended = ? WHERE id = ? AND ended IS NULL'));

/** Ends one live stream (its artist stopped it); false when it was not live. */
export function endStream(db: Db, id: number, nowIso: string): boolean {
  return endStreamStatement(db).run(nowIso, id).changes > 0;
}

const liveStreamIds = oncePerDb((db) => db.prepare('SELECT id FROM streams WHERE ended IS NULL').pluck());
const endLiveStreams = oncePerDb((db) => db.prepare('UPDATE streams SET ended = ? WHERE ended IS NULL'));

/** Ends every live stream (the development switch for the empty list); returns the ids ended. */
export function endAllStreams(db: Db, nowIso: string): number[] {
  const ids = liveStreamIds(db).all() as number[];
  endLiveStreams(db).run(nowIso);
  return ids;
}

const markAnnouncedStatement = oncePerDb((db) => db.prepare('UPDATE streams SET announced = 1 WHERE id = ? AND announced = 0 AND ended IS NULL'));

/**
 * Marks a live stream's going live as announced; true for the one caller that marked it (any
 * process, any reconnect), so the chat hears of it once per time it goes live.
 */
export function claimAnnouncement(db: Db, id: number): boolean {
  return markAnnouncedStatement(db).run(id).changes > 0;
}

// Back on the air is going live again: announced again.
const resumeStreamsStatement = oncePerDb((db) => db.prepare('UPDATE streams SET ended = NULL, announced = 0 WHERE id = ?'));

/** Puts streams ended by endAllStreams back on the air (one statement for them all). */
export function resumeStreams(db: Db, ids: readonly number[]): void {
  const resume = resumeStreamsStatement(db);
  for (const id of ids) resume.run(id);
}
