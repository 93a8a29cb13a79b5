// The activity lists (spec part 2 §2 "/activity, /activity/uploads, /activity/replies") and the
// notifications, replies and uploads badges of the unread counts. Notifications are what others
// did for the user (became a fan, hearted or ruled a sketch); replies are others' comments on
// the user's sketches and profile; uploads are the followed artists' new sketches (the home
// feed's /activity/{id} call). A badge is what unread_counts carried over (the seed's counts),
// plus what happened since the list was last read (activity_reads); reading a list sets the
// first to 0 and the read mark to now. The items a badge counts are marked new in the list.
import type { ActivityItem, UnreadCounts, UnreadKind } from '../../src/api/schemas/messages';
import type { Db } from '../db/database';
import { activityDetails, activityRows, carriedCount, carriedCounts, countSince, markListRead, readMarks as readMarkRows, type ActivityFilter } from '../data/activity';
import { userSummaryOf } from './community';
import { sketchImageUrl } from './urls';

export type { ActivityFilter };

const readMarks = (db: Db, userId: number) => new Map(readMarkRows(db, userId).map((row) => [row.kind, row.read_at]));

/** The badges of `userId`: the carried-over counts (all 0 without a row) and what came since each list was read. */
export function unreadCounts(db: Db, userId: number): UnreadCounts {
  const counts = carriedCounts(db, userId) ?? { messages: 0, notifications: 0, replies: 0, uploads: 0 };
  for (const [kind, since] of readMarks(db, userId)) counts[kind] += countSince(db, userId, kind, since);
  return counts;
}

/**
 * The user has read that list up to `upTo` (the newest item they were shown; never later than
 * now): its carried-over count goes to 0 and what came before is read. What came after stays new.
 */
export function clearUnread(db: Db, userId: number, kind: UnreadKind, nowIso: string, upTo?: string): UnreadCounts {
  const readAt = upTo === undefined ? nowIso : new Date(Math.min(Date.parse(upTo), Date.parse(nowIso))).toISOString();
  markListRead(db, userId, kind, readAt);
  return unreadCounts(db, userId);
}

/** A page of notifications or replies, newest first; as many of the newest as the badge counts (newCount) are marked new. */
export function activityPage(db: Db, viewerId: number, filter: ActivityFilter, page: number, pageSize: number): { items: ActivityItem[]; more: boolean; newCount: number } {
  const offset = (page - 1) * pageSize;
  const rows = activityRows(db, viewerId, filter, pageSize + 1, offset);
  // New: as many of the newest as the badge counts: what came after the read mark (the newest,
  // as the list is newest first), then the carried-over count of items before it.
  const readAt = readMarks(db, viewerId).get(filter);
  const newCount = (carriedCount(db, viewerId, filter) ?? 0) + (readAt === undefined ? 0 : countSince(db, viewerId, filter, readAt));
  const shown = rows.slice(0, pageSize);
  const details = activityDetails(db, shown);
  const items = shown.map((row, index): ActivityItem => {
    const { user, sketch } = details[index]!;
    return {
      id: `${row.kind}-${row.ref}-${row.user_id}`,
      kind: row.kind,
      user: userSummaryOf(user),
      sketch: sketch ? { id: sketch.id, title: sketch.title ?? '', thumbnail: sketchImageUrl(sketch.id) } : null,
      text: row.text,
      date: row.date,
      unread: offset + index < newCount,
    };
  });
  return { items, more: rows.length > pageSize, newCount };
}
