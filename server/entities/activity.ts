// The activity lists (spec part 2 §2 "/activity, /activity/uploads, /activity/replies") and the
// notifications, replies and uploads badges of the unread counts. Notifications are what others
// did for the user (became a fan, hearted or ruled a sketch); replies are others' comments on
// the user's sketches and profile; uploads are the followed artists' new sketches (the home
// feed's /activity/{id} call). A badge is what unread_counts carried over (the seed's counts),
// plus what happened since the list was last read (activity_reads); reading a list sets the
// first to 0 and the read mark to now. The items a badge counts are marked new in the list.
import type { ActivityItem, ActivityKind, UnreadCounts, UnreadKind } from '../../src/api/schemas/messages';
import type { Db } from '../db/database';
import { userSummaryOf } from './community';
import { sketchImageUrl } from './urls';

export type ActivityFilter = 'notifications' | 'replies';

interface ActivityRow {
  kind: ActivityKind;
  user_id: number;
  sketch_id: number | null;
  ref: number;
  text: string | null;
  date: string;
}

const NOT_BLOCKED = 'NOT IN (SELECT blocked_id FROM blocks WHERE blocker_id = :viewer)';

const SOURCES: Record<ActivityFilter, string> = {
  notifications: `
    SELECT 'fan' AS kind, f.fan_id AS user_id, NULL AS sketch_id, f.fan_id AS ref, NULL AS text, f.date AS date
      FROM follows f WHERE f.artist_id = :viewer AND f.fan_id ${NOT_BLOCKED}
    UNION ALL
    SELECT 'heart', h.giver_id, h.sketch_id, h.sketch_id, NULL, h.date
      FROM hearts h JOIN sketches s ON s.id = h.sketch_id WHERE s.user_id = :viewer AND h.giver_id <> :viewer AND h.giver_id ${NOT_BLOCKED}
    UNION ALL
    SELECT 'rule', r.user_id, r.sketch_id, r.sketch_id, NULL, r.date
      FROM ratings r JOIN sketches s ON s.id = r.sketch_id WHERE s.user_id = :viewer AND r.rating = 'rules' AND r.user_id <> :viewer AND r.user_id ${NOT_BLOCKED}`,
  replies: `
    SELECT 'comment' AS kind, c.user_id AS user_id, c.target_id AS sketch_id, c.id AS ref, c.text AS text, c.date AS date
      FROM comments c JOIN sketches s ON s.id = c.target_id
      WHERE c.target_type = 'sketch' AND s.user_id = :viewer AND c.user_id <> :viewer AND c.user_id ${NOT_BLOCKED}
    UNION ALL
    SELECT 'profileComment', c.user_id, NULL, c.id, c.text, c.date
      FROM comments c WHERE c.target_type = 'profile' AND c.target_id = :viewer AND c.user_id <> :viewer AND c.user_id ${NOT_BLOCKED}`,
};

/** Items of a list newer than `since`, by users the viewer does not block. */
function countSince(db: Db, viewerId: number, kind: UnreadKind, since: string): number {
  if (kind === 'uploads') {
    return db
      .prepare(
        `SELECT count(*) FROM sketches s JOIN follows f ON f.artist_id = s.user_id AND f.fan_id = :viewer
         WHERE s.created > :since AND s.unlisted = 0 AND s.user_id ${NOT_BLOCKED}`,
      )
      .pluck()
      .get({ viewer: viewerId, since }) as number;
  }
  return db.prepare(`SELECT count(*) FROM (${SOURCES[kind]}) WHERE date > :since`).pluck().get({ viewer: viewerId, since }) as number;
}

const readMarks = (db: Db, userId: number) =>
  new Map((db.prepare('SELECT kind, read_at FROM activity_reads WHERE user_id = ?').all(userId) as { kind: UnreadKind; read_at: string }[]).map((row) => [row.kind, row.read_at]));

/** The badges of `userId`: the carried-over counts (all 0 without a row) and what came since each list was read. */
export function unreadCounts(db: Db, userId: number): UnreadCounts {
  const row = db.prepare('SELECT messages, notifications, replies, uploads FROM unread_counts WHERE user_id = ?').get(userId) as UnreadCounts | undefined;
  const counts = row ?? { messages: 0, notifications: 0, replies: 0, uploads: 0 };
  for (const [kind, since] of readMarks(db, userId)) counts[kind] += countSince(db, userId, kind, since);
  return counts;
}

/** The user has read that list: its carried-over count goes to 0 and what came before now is read. */
export function clearUnread(db: Db, userId: number, kind: UnreadKind, nowIso: string): UnreadCounts {
  db.prepare(`INSERT INTO unread_counts (user_id) VALUES (?) ON CONFLICT(user_id) DO UPDATE SET ${kind} = 0`).run(userId);
  db.prepare('INSERT INTO activity_reads (user_id, kind, read_at) VALUES (?, ?, ?) ON CONFLICT(user_id, kind) DO UPDATE SET read_at = excluded.read_at').run(userId, kind, nowIso);
  return unreadCounts(db, userId);
}

/** A page of notifications or replies, newest first; on page 1 the first `unread` items are marked new. */
export function activityPage(db: Db, viewerId: number, filter: ActivityFilter, page: number, pageSize: number): { items: ActivityItem[]; more: boolean } {
  const offset = (page - 1) * pageSize;
  const rows = db
    .prepare(`SELECT * FROM (${SOURCES[filter]}) ORDER BY date DESC, kind, ref DESC LIMIT :limit OFFSET :offset`)
    .all({ viewer: viewerId, limit: pageSize + 1, offset }) as ActivityRow[];
  // New: the first `carried` items (the carried-over count) and whatever came after the read mark.
  const carried = (db.prepare(`SELECT ${filter} FROM unread_counts WHERE user_id = ?`).pluck().get(viewerId) as number | undefined) ?? 0;
  const readAt = readMarks(db, viewerId).get(filter);
  const userOf = db.prepare('SELECT id, nickname, avatar_sketch_id, glops FROM users WHERE id = ?');
  const sketchOf = db.prepare('SELECT id, title FROM sketches WHERE id = ?');
  const items = rows.slice(0, pageSize).map((row, index): ActivityItem => {
    const sketch = row.sketch_id === null ? undefined : (sketchOf.get(row.sketch_id) as { id: number; title: string | null } | undefined);
    return {
      id: `${row.kind}-${row.ref}-${row.user_id}`,
      kind: row.kind,
      user: userSummaryOf(userOf.get(row.user_id) as Parameters<typeof userSummaryOf>[0]),
      sketch: sketch ? { id: sketch.id, title: sketch.title ?? '', thumbnail: sketchImageUrl(sketch.id) } : null,
      text: row.text,
      date: row.date,
      unread: offset + index < carried || (readAt !== undefined && row.date > readAt),
    };
  });
  return { items, more: rows.length > pageSize };
}
