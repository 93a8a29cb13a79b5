// Groups' requests, events and memberships as the client's entities (spec part 2 §3, §4): the
// reads of POST /api/v2/group. Requests and votes live in group_requests and
// group_request_votes, events in group_events (migration 13); a request's title and
// description are stored as typed and sent as escaped HTML.
import type { GroupEvent, GroupRequest } from '../../src/api/schemas/community';
import type { Group } from '../../src/api/schemas/galleries';
import type { UserSummary } from '../../src/api/schemas/users';
import type { Db } from '../db/database';
import type { GroupRequestRow, GroupRow } from '../data/groups';
import type { UserSummaryRow } from '../data/users';
import { groupOf, userSummaryOf } from './community';
import { textToHtml } from './albums';
import { avatarUrl, sketchImageUrl } from './urls';
import { groupAdminListsEmpty } from './groupAdminEmpty';

const GROUP_COLUMNS = 'g.id, g.title, g.description, g.thumbnail_sketch_id, g.official';

export function findGroupRow(db: Db, groupId: number): GroupRow | undefined {
  return db.prepare(`SELECT ${GROUP_COLUMNS} FROM groups g WHERE g.id = ?`).get(groupId) as GroupRow | undefined;
}

/** Groups whose title or description holds `query` (every group for ''), most members first. */
export function searchGroups(db: Db, query: string): Group[] {
  const like = `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = db
    .prepare(
      `SELECT ${GROUP_COLUMNS} FROM groups g
       WHERE ? = '' OR g.title LIKE ? ESCAPE '\\' OR g.description LIKE ? ESCAPE '\\'
       ORDER BY (SELECT count(*) FROM group_members m WHERE m.group_id = g.id) DESC, g.title`,
    )
    .all(query, like, like) as GroupRow[];
  return rows.map((row) => groupOf(db, row));
}

/** The groups `userId` is a member (or admin) of, by title. */
export function groupsOfUser(db: Db, userId: number): Group[] {
  const rows = db
    .prepare(`SELECT ${GROUP_COLUMNS} FROM groups g JOIN group_members m ON m.group_id = g.id WHERE m.user_id = ? ORDER BY g.title`)
    .all(userId) as GroupRow[];
  return rows.map((row) => groupOf(db, row));
}

export const isMember = (db: Db, groupId: number, userId: number) =>
  !!db.prepare('SELECT 1 FROM group_members WHERE group_id = ? AND user_id = ?').get(groupId, userId);

interface EventRow {
  group_id: number;
  group_title: string;
  thumbnail_sketch_id: number | null;
  title_html: string;
  description_html: string;
  end_date: string;
}

const eventOf = (row: EventRow): GroupEvent => ({
  groupId: row.group_id,
  groupTitle: row.group_title,
  groupThumb: row.thumbnail_sketch_id ? sketchImageUrl(row.thumbnail_sketch_id) : '',
  titleHtml: row.title_html,
  descriptionHtml: row.description_html,
  endDate: row.end_date,
});

/** Events still running at `nowIso` (of one group, or of all), the soonest to end first. */
export function runningEvents(db: Db, nowIso: string, groupId: number | null = null): GroupEvent[] {
  const rows = db
    .prepare(
      `SELECT e.group_id, g.title AS group_title, g.thumbnail_sketch_id, e.title_html, e.description_html, e.end_date
       FROM group_events e JOIN groups g ON g.id = e.group_id
       WHERE e.end_date > ? AND e.start_date <= ? AND (? IS NULL OR e.group_id = ?) ORDER BY e.end_date, e.id`,
    )
    .all(nowIso, nowIso, groupId, groupId) as EventRow[];
  return rows.map(eventOf);
}

/** The group's admins, the officials shown on the group page. */
export function groupOfficials(db: Db, groupId: number): UserSummary[] {
  const rows = db
    .prepare(
      `SELECT u.id, u.nickname, u.avatar_sketch_id, u.glops FROM group_members m JOIN users u ON u.id = m.user_id
       WHERE m.group_id = ? AND m.role = 'admin' ORDER BY m.joined, u.id`,
    )
    .all(groupId) as UserSummaryRow[];
  return rows.map(userSummaryOf);
}

interface RequestRow extends Pick<GroupRequestRow, 'id' | 'title' | 'description' | 'thumbnail_sketch_id' | 'user_id' | 'created'> {
  nickname: string;
  avatar_sketch_id: number | null;
  upvotes: number;
  voted: number;
}

const REQUEST_SELECT = `SELECT r.id, r.title, r.description, r.thumbnail_sketch_id, r.user_id, r.created, u.nickname, u.avatar_sketch_id,
    (SELECT count(*) FROM group_request_votes v WHERE v.request_id = r.id) AS upvotes,
    EXISTS (SELECT 1 FROM group_request_votes v WHERE v.request_id = r.id AND v.user_id = ?) AS voted
  FROM group_requests r JOIN users u ON u.id = r.user_id`;

const requestOf = (row: RequestRow): GroupRequest => ({
  id: row.id,
  titleHtml: textToHtml(row.title),
  descriptionHtml: textToHtml(row.description),
  thumbnail: row.thumbnail_sketch_id ? sketchImageUrl(row.thumbnail_sketch_id) : '',
  upvotes: row.upvotes,
  voted: row.voted === 1,
  user: row.user_id,
  nickname: row.nickname,
  avatar: avatarUrl(row.user_id, row.avatar_sketch_id),
  date: row.created,
});

/** The open requests, most upvotes first (then the newest). */
export function openRequests(db: Db, viewerId: number | null): GroupRequest[] {
  if (groupAdminListsEmpty(db)) return [];
  const rows = db.prepare(`${REQUEST_SELECT} WHERE r.status = 'open' ORDER BY upvotes DESC, r.created DESC, r.id DESC`).all(viewerId ?? 0) as RequestRow[];
  return rows.map(requestOf);
}

export function findRequest(db: Db, requestId: number, viewerId: number | null): GroupRequest | null {
  const row = db.prepare(`${REQUEST_SELECT} WHERE r.id = ? AND r.status = 'open'`).get(viewerId ?? 0, requestId) as RequestRow | undefined;
  return row ? requestOf(row) : null;
}

/** The groups a sketch is in, by title. */
export function groupsOfSketch(db: Db, sketchId: number): { id: number; title: string }[] {
  return db
    .prepare('SELECT g.id, g.title FROM group_sketches gs JOIN groups g ON g.id = gs.group_id WHERE gs.sketch_id = ? ORDER BY g.title')
    .all(sketchId) as { id: number; title: string }[];
}
