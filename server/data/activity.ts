// The queries of the activity lists and the unread badges (entities/activity.ts says what they
// are): the notifications and replies of a user, what came since a list was last read
// (activity_reads), and the counts carried over (unread_counts).
import type { ActivityKind, UnreadCounts, UnreadKind } from '../../src/api/schemas/messages';
import type { Db } from '../db/database';
import type { SketchRow } from './sketches';
import { userSummaryReader, type UserSummaryRow } from './users';
import { oncePerDb, statementCache } from './perDatabase';
import { notBlockedBy } from './blockFilter';

export type ActivityFilter = 'notifications' | 'replies';

/** An item of a list: who did what (a fan, a heart, a rule, a comment) on which sketch, when. */
export interface ActivityRow {
  kind: ActivityKind;
  user_id: number;
  sketch_id: number | null;
  ref: number;
  text: string | null;
  date: string;
}

const SOURCES: Record<ActivityFilter, string> = {
  notifications: `
    SELECT 'fan' AS kind, f.fan_id AS user_id, NULL AS sketch_id, f.fan_id AS ref, NULL AS text, f.date AS date
      FROM follows f WHERE f.artist_id = :viewer AND ${notBlockedBy('f.fan_id', ':viewer')}
    UNION ALL
    SELECT 'heart', h.giver_id, h.sketch_id, h.sketch_id, NULL, h.date
      FROM hearts h JOIN sketches s ON s.id = h.sketch_id WHERE s.user_id = :viewer AND h.giver_id <> :viewer AND ${notBlockedBy('h.giver_id', ':viewer')}
    UNION ALL
    SELECT 'rule', r.user_id, r.sketch_id, r.sketch_id, NULL, r.date
      FROM ratings r JOIN sketches s ON s.id = r.sketch_id WHERE s.user_id = :viewer AND r.rating = 'rules' AND r.user_id <> :viewer AND ${notBlockedBy('r.user_id', ':viewer')}`,
  replies: `
    SELECT 'comment' AS kind, c.user_id AS user_id, c.target_id AS sketch_id, c.id AS ref, c.text AS text, c.date AS date
      FROM comments c JOIN sketches s ON s.id = c.target_id
      WHERE c.target_type = 'sketch' AND s.user_id = :viewer AND c.user_id <> :viewer AND ${notBlockedBy('c.user_id', ':viewer')}
    UNION ALL
    SELECT 'profileComment', c.user_id, NULL, c.id, c.text, c.date
      FROM comments c WHERE c.target_type = 'profile' AND c.target_id = :viewer AND c.user_id <> :viewer AND ${notBlockedBy('c.user_id', ':viewer')}`,
};

const uploadsSinceCount = oncePerDb((db) =>
  db
    .prepare(
      // What the Uploads list shows (the feeds' visibleTo): no unlisted or taken-down sketch, no
      // mature one for a viewer not marked mature, none by a user the viewer blocks.
      `SELECT count(*) FROM sketches s JOIN follows f ON f.artist_id = s.user_id AND f.fan_id = :viewer
         WHERE s.created > :since AND s.unlisted = 0 AND s.violation IS NULL
           AND (s.mature = 0 OR (SELECT mature FROM users WHERE id = :viewer) = 1) AND ${notBlockedBy('s.user_id', ':viewer')}`,
    )
    .pluck(),
);

/**
 * A list's count and its carried-over count, one statement per list kind: the header's counts
 * read them on every signed-in page.
 */
const oneValueStatement = statementCache('pluck');
const activityStatement = statementCache();

/** The count of a list's items after :since for :viewer (the header reads it on every signed-in page). */
export const countSinceSql = (kind: ActivityFilter) => `SELECT count(*) FROM (${SOURCES[kind]}) WHERE date > :since`;

/** Items of a list newer than `since`, by users the viewer does not block (uploads: the followed artists' sketches the Uploads list shows). */
export function countSince(db: Db, viewerId: number, kind: UnreadKind, since: string): number {
  if (kind === 'uploads') {
    return uploadsSinceCount(db).get({ viewer: viewerId, since }) as number;
  }
  return oneValueStatement(db, countSinceSql(kind)).get({ viewer: viewerId, since }) as number;
}

/** The lists a user reads (activity_reads' kinds), as rows of one column, kind. */
const LIST_KINDS = `(SELECT 'notifications' AS kind UNION ALL SELECT 'replies' UNION ALL SELECT 'uploads')`;

const readMarksStatement = oncePerDb((db) =>
  db.prepare(
    `SELECT k.kind, COALESCE(r.read_at, u.created) AS read_at
     FROM users u
     CROSS JOIN ${LIST_KINDS} k
     LEFT JOIN activity_reads r ON r.user_id = u.id AND r.kind = k.kind
     WHERE u.id = ?`,
  ),
);

const markUnmarkedListsReadStatement = oncePerDb((db) =>
  db.prepare(`INSERT OR IGNORE INTO activity_reads (user_id, kind, read_at) SELECT u.id, k.kind, ? FROM users u CROSS JOIN ${LIST_KINDS} k`),
);

/** Every list of every account that has no read mark yet counts as read at `readAt` (the seed's last step). */
export function markUnmarkedListsRead(db: Db, readAt: string): void {
  markUnmarkedListsReadStatement(db).run(readAt);
}

/**
 * When the user last read each list; a list never read counts from the account's creation, so a
 * new member's first notification is counted (and marked new) like any other.
 */
export function readMarks(db: Db, userId: number): { kind: UnreadKind; read_at: string }[] {
  return readMarksStatement(db).all(userId) as { kind: UnreadKind; read_at: string }[];
}

const carriedCountsStatement = oncePerDb((db) => db.prepare('SELECT messages, notifications, replies, uploads FROM unread_counts WHERE user_id = ?'));

/** The counts carried over (the seed's), or undefined when the user has no row. */
export function carriedCounts(db: Db, userId: number): UnreadCounts | undefined {
  return carriedCountsStatement(db).get(userId) as UnreadCounts | undefined;
}

/** One list's carried-over count, or undefined when the user has no row. */
export function carriedCount(db: Db, userId: number, kind: UnreadKind): number | undefined {
  // The column name is one of UnreadKind's literals, never a request's text.
  return oneValueStatement(db, `SELECT ${kind} FROM unread_counts WHERE user_id = ?`).get(userId) as number | undefined;
}

const saveReadMark = oncePerDb((db) =>
  db
    .prepare(
      // A read mark only moves on: a list read up to an older item (one shown from a cache) unreads nothing.
      'INSERT INTO activity_reads (user_id, kind, read_at) VALUES (?, ?, ?) ON CONFLICT(user_id, kind) DO UPDATE SET read_at = max(read_at, excluded.read_at)',
    ),
);

/** The user has read a list: its carried-over count goes to 0 and its read mark to `readAt` (if later). */
export function markListRead(db: Db, userId: number, kind: UnreadKind, readAt: string): void {
  db.prepare(`INSERT INTO unread_counts (user_id) VALUES (?) ON CONFLICT(user_id) DO UPDATE SET ${kind} = 0`).run(userId);
  saveReadMark(db).run(userId, kind, readAt);
}

/** A slice of a user's notifications or replies, newest first. */
export function activityRows(db: Db, viewerId: number, filter: ActivityFilter, limit: number, offset: number): ActivityRow[] {
  return activityStatement(db, `SELECT * FROM (${SOURCES[filter]}) ORDER BY date DESC, kind, ref DESC LIMIT :limit OFFSET :offset`).all({ viewer: viewerId, limit, offset }) as ActivityRow[];
}

/** What an activity item shows of its user and sketch. */
export interface ActivityDetails {
  user: UserSummaryRow;
  sketch: Pick<SketchRow, 'id' | 'title'> | undefined;
}

const sketchTitleOf = oncePerDb((db) => db.prepare('SELECT id, title FROM sketches WHERE id = ?'));

/** The user and the sketch (undefined: none, or gone) of each row, in order. */
export function activityDetails(db: Db, rows: readonly ActivityRow[]): ActivityDetails[] {
  const userOf = userSummaryReader(db);
  const sketchOf = sketchTitleOf(db);
  return rows.map((row) => ({
    // Every item has its user (each source joins or references users).
    user: userOf(row.user_id)!,
    sketch: row.sketch_id === null ? undefined : (sketchOf.get(row.sketch_id) as Pick<SketchRow, 'id' | 'title'> | undefined),
  }));
}
