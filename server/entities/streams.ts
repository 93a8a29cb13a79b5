// Live streams as the client's stream items (spec part 2 "Live streams"): the list page, one
// stream, and the view counters the stream socket moves.
import type { LiveStream } from '../../src/api/schemas/streams';
import type { Db } from '../db/database';
import { findStreamRow, liveStreamOwnerId, liveStreamRowPage, liveStreamRows, type StreamRow } from '../data/streams';
import { avatarUrl } from './urls';
import { publicThumbnail } from './community';

/** A stream row as the client's stream item; its preview sketch only while anyone may see it (publicThumbnail). */
export function streamOf(db: Db, row: StreamRow): LiveStream {
  return {
    id: row.id,
    preview: publicThumbnail(db, row.preview_sketch_id),
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

/** Live streams, most watched first, without those of users the viewer blocks. */
export function liveStreams(db: Db, viewerId: number | null): LiveStream[] {
  return liveStreamRows(db, viewerId ?? 0).map((row) => streamOf(db, row));
}

/** A page of the live streams, most watched first, without those of users the viewer blocks. */
export function liveStreamPage(db: Db, viewerId: number | null, limit: number, offset: number): { streams: LiveStream[]; more: boolean } {
  const rows = liveStreamRowPage(db, viewerId ?? 0, limit + 1, offset);
  return { streams: rows.slice(0, limit).map((row) => streamOf(db, row)), more: rows.length > limit };
}

/** One stream, live or not; null when there is no such stream. */
export function findStream(db: Db, id: number): { stream: LiveStream; live: boolean } | null {
  const row = findStreamRow(db, id);
  return row ? { stream: streamOf(db, row), live: row.ended === null } : null;
}

/** The owner of a live stream, or null when it is not live. */
export function liveStreamOwner(db: Db, id: number): number | null {
  return liveStreamOwnerId(db, id) ?? null;
}

/** The counters and switches of streams (the stream socket and the development surface move them): the streams data module's. */
