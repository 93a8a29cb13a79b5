// The group requests table (its row type, checked against the migrations by columns.test.ts) and
// the queries of the groups domain: groups and their members, groups made from requests, votes
// on requests, sketches in groups, official flags, events, and the group admin's activity log,
// statistics and feature requests (entities/groups.ts, groupAdmin.ts and community.ts map them).
import type { Db } from '../db/database';
import type { GroupActivityKind, GroupStatsSort } from '../../src/api/schemas/groupAdmin';
import { columnsOf } from './columns';
import type { UserSummaryRow } from './users';
import { oncePerDb, statementCache } from './perDatabase';
import { likeFolded } from './textSearch';
import { notBlockedBy } from './blockFilter';
import { PUBLIC_SKETCH } from './sketches';

export interface GroupRequestRow {
  id: number;
  title: string;
  description: string;
  thumbnail_sketch_id: number | null;
  /** The requester. */
  user_id: number;
  created: string;
  status: 'open' | 'approved' | 'rejected';
  decided: string | null;
  reject_message: string | null;
}

/** The columns of GroupRequestRow (columns.test.ts holds them to the migrations). */
export const GROUP_REQUEST_COLUMNS = columnsOf<GroupRequestRow>()([
  'id', 'title', 'description', 'thumbnail_sketch_id', 'user_id', 'created', 'status', 'decided', 'reject_message',
]);

/** What a group entity is made of (entities/community.ts's groupOf): a few columns of groups. */
export interface GroupRow {
  id: number;
  title: string;
  description: string;
  thumbnail_sketch_id: number | null;
  official: number;
}

const GROUP_COLUMNS = 'id, title, description, thumbnail_sketch_id, official';

const allGroupsStatement = oncePerDb((db) => db.prepare(`SELECT ${GROUP_COLUMNS} FROM groups`));

/** Every group (the group admin's info finds one by its link name). */
export function allGroups(db: Db): GroupRow[] {
  return allGroupsStatement(db).all() as GroupRow[];
}

const groupTitleStatement = oncePerDb((db) => db.prepare('SELECT title FROM groups WHERE id = ?').pluck());

/** A group's title, or undefined when there is no such group. */
export function groupTitle(db: Db, id: number): string | undefined {
  return groupTitleStatement(db).get(id) as string | undefined;
}

const openRequestTitlesStatement = oncePerDb((db) => db.prepare("SELECT title FROM group_requests WHERE status = 'open'").pluck());

/** The names the open requests ask for (entities/groups.ts's groupNameTaken compares them by their link names). */
export function openRequestTitles(db: Db): string[] {
  return openRequestTitlesStatement(db).all() as string[];
}

const setOfficialStatement = oncePerDb((db) => db.prepare('UPDATE groups SET official = ? WHERE id = ?'));

export function setOfficial(db: Db, groupId: number, official: boolean): void {
  setOfficialStatement(db).run(official ? 1 : 0, groupId);
}

const findOpenRequestStatement = oncePerDb((db) => db.prepare("SELECT * FROM group_requests WHERE id = ? AND status = 'open'"));

export function findOpenRequest(db: Db, requestId: number): GroupRequestRow | undefined {
  return findOpenRequestStatement(db).get(requestId) as GroupRequestRow | undefined;
}

const insertGroupRequestStatement = oncePerDb((db) => db.prepare('INSERT INTO group_requests (title, description, thumbnail_sketch_id, user_id, created) VALUES (?, ?, ?, ?, ?)'));

/** Records a group request and returns its id. */
export function insertGroupRequest(db: Db, request: Pick<GroupRequestRow, 'title' | 'description' | 'thumbnail_sketch_id' | 'user_id' | 'created'>): number {
  const { lastInsertRowid } = insertGroupRequestStatement(db).run(request.title, request.description, request.thumbnail_sketch_id, request.user_id, request.created);
  return Number(lastInsertRowid);
}

const addRequestVoteStatement = oncePerDb((db) => db.prepare('INSERT OR IGNORE INTO group_request_votes (request_id, user_id, voted) VALUES (?, ?, ?)'));

/** A user's vote for a request; false when they had voted for it already. */
export function addRequestVote(db: Db, requestId: number, userId: number, date: string): boolean {
  return addRequestVoteStatement(db).run(requestId, userId, date).changes > 0;
}

const insertApprovedGroup = oncePerDb((db) =>
  db
    .prepare(
      'INSERT INTO groups (title, description, thumbnail_sketch_id, official, created_by, created) VALUES (?, ?, ?, 0, ?, ?)',
    ),
);
const insertGroupAdmin = oncePerDb((db) => db.prepare("INSERT OR IGNORE INTO group_members (group_id, user_id, role, joined) VALUES (?, ?, 'admin', ?)"));
const markRequestApproved = oncePerDb((db) => db.prepare("UPDATE group_requests SET status = 'approved', decided = ? WHERE id = ?"));

/**
 * Makes the group an open request asks for, with the requester as its admin, and marks the
 * request approved; returns the group's id. Call it in a transaction.
 */
export function approveRequest(db: Db, request: GroupRequestRow, date: string): number {
  const groupId = Number(
    insertApprovedGroup(db).run(request.title, request.description, request.thumbnail_sketch_id, request.user_id, date).lastInsertRowid,
  );
  insertGroupAdmin(db).run(groupId, request.user_id, date);
  markRequestApproved(db).run(date, request.id);
  return groupId;
}

const rejectRequestStatement = oncePerDb((db) => db.prepare("UPDATE group_requests SET status = 'rejected', decided = ?, reject_message = ? WHERE id = ?"));

export function rejectRequest(db: Db, requestId: number, message: string, date: string): void {
  rejectRequestStatement(db).run(date, message, requestId);
}

const addGroupSketchStatement = oncePerDb((db) => db.prepare('INSERT INTO group_sketches (group_id, sketch_id, added_by, added) VALUES (?, ?, ?, ?)'));

export function addGroupSketch(db: Db, groupId: number, sketchId: number, addedBy: number, date: string): void {
  addGroupSketchStatement(db).run(groupId, sketchId, addedBy, date);
}

const removeGroupSketchStatement = oncePerDb((db) => db.prepare('DELETE FROM group_sketches WHERE group_id = ? AND sketch_id = ?'));

export function removeGroupSketch(db: Db, groupId: number, sketchId: number): void {
  removeGroupSketchStatement(db).run(groupId, sketchId);
}

const featureProposedStatement = oncePerDb((db) => db.prepare("SELECT 1 FROM group_features WHERE group_id = ? AND sketch_id = ? AND state IN ('new', 'queued')"));

/** Whether a sketch is proposed for featuring in a group already (new or queued). */
export function featureProposed(db: Db, groupId: number, sketchId: number): boolean {
  return featureProposedStatement(db).get(groupId, sketchId) !== undefined;
}

/** GroupRow's columns on the alias g. */
const GROUP_COLUMNS_OF_G = 'g.id, g.title, g.description, g.thumbnail_sketch_id, g.official';

const findGroupStatement = oncePerDb((db) => db.prepare(`SELECT ${GROUP_COLUMNS_OF_G} FROM groups g WHERE g.id = ?`));

export function findGroup(db: Db, groupId: number): GroupRow | undefined {
  return findGroupStatement(db).get(groupId) as GroupRow | undefined;
}

const searchGroupRowsStatement = oncePerDb((db) =>
  db
    .prepare(
      `SELECT ${GROUP_COLUMNS_OF_G} FROM groups g
       WHERE ? = '' OR ${likeFolded('g.title')} OR ${likeFolded('g.description')}
       ORDER BY (SELECT count(*) FROM group_members m WHERE m.group_id = g.id) DESC, g.title`,
    ),
);

/** Groups whose title or description matches a pattern of textSearch.ts (every group for the query ''), most members first. */
export function searchGroupRows(db: Db, query: string, pattern: string): GroupRow[] {
  return searchGroupRowsStatement(db).all(query, pattern, pattern) as GroupRow[];
}

/**
 * Titles in a reader's order: SQLite's ORDER BY compares code points, so 'Çizim Kulübü' came after
 * 'Still Life Studio' and 'ink club' after 'Zebra'. A user's groups are few: sorted here.
 */
const TITLE_ORDER = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
const byTitle = <T extends { title: string }>(rows: T[]): T[] => rows.sort((a, b) => TITLE_ORDER.compare(a.title, b.title));

const groupRowsOfUserStatement = oncePerDb((db) =>
  db
    .prepare(
      `SELECT ${GROUP_COLUMNS_OF_G} FROM groups g JOIN group_members m ON m.group_id = g.id WHERE m.user_id = ? ORDER BY g.title`,
    ),
);

/** The groups a user is a member (or admin) of, by title. */
export function groupRowsOfUser(db: Db, userId: number): GroupRow[] {
  return byTitle(groupRowsOfUserStatement(db).all(userId) as GroupRow[]);
}

const isGroupMemberStatement = oncePerDb((db) => db.prepare('SELECT 1 FROM group_members WHERE group_id = ? AND user_id = ?'));

export function isGroupMember(db: Db, groupId: number, userId: number): boolean {
  return isGroupMemberStatement(db).get(groupId, userId) !== undefined;
}

/** One text per filter: feeds/cards.ts's visibleTo has two (a visitor's, a signed-in viewer's). */
const groupSketchCountStatement = statementCache('pluck', 2);

/**
 * How many of a group's sketches pass `filter` (feeds/cards.ts visibleTo: the sketches the viewer
 * sees in the group's gallery), so the count on the group matches its gallery.
 */
export function groupSketchCount(db: Db, groupId: number, filter: { sql: string; params: readonly unknown[] }): number {
  const sql = `SELECT count(*) FROM group_sketches gs JOIN sketches s ON s.id = gs.sketch_id WHERE gs.group_id = ? AND ${filter.sql}`;
  return groupSketchCountStatement(db, sql).get(groupId, ...filter.params) as number;
}

const groupMemberCountStatement = oncePerDb((db) => db.prepare('SELECT count(*) FROM group_members WHERE group_id = ?').pluck());

export function groupMemberCount(db: Db, groupId: number): number {
  return groupMemberCountStatement(db).get(groupId) as number;
}

/** A group event with its group's title and thumbnail. */
export interface GroupEventRow {
  group_id: number;
  group_title: string;
  thumbnail_sketch_id: number | null;
  title_html: string;
  description_html: string;
  end_date: string;
}

const runningEventRowsStatement = oncePerDb((db) =>
  db
    .prepare(
      `SELECT e.group_id, g.title AS group_title, g.thumbnail_sketch_id, e.title_html, e.description_html, e.end_date
       FROM group_events e JOIN groups g ON g.id = e.group_id
       WHERE e.end_date > ? AND e.start_date <= ? AND (? IS NULL OR e.group_id = ?) ORDER BY e.end_date, e.id`,
    ),
);

/** Events running at `nowIso` (of one group, or of all for null), the soonest to end first. */
export function runningEventRows(db: Db, nowIso: string, groupId: number | null): GroupEventRow[] {
  return runningEventRowsStatement(db).all(nowIso, nowIso, groupId, groupId) as GroupEventRow[];
}

const groupAdminRowsStatement = oncePerDb((db) =>
  db
    .prepare(
      `SELECT u.id, u.nickname, u.avatar_sketch_id, u.glops FROM group_members m JOIN users u ON u.id = m.user_id
       WHERE m.group_id = ? AND m.role = 'admin' AND ${notBlockedBy('u.id')} ORDER BY m.joined, u.id`,
    ),
);

/** A group's admins, the first to join first, without those `viewerId` blocks (0: nobody is hidden). */
export function groupAdminRows(db: Db, groupId: number, viewerId: number): UserSummaryRow[] {
  return groupAdminRowsStatement(db).all(groupId, viewerId) as UserSummaryRow[];
}

/** An open group request as listed: its requester's name and avatar, its upvotes and whether the viewer voted. */
export interface RequestListRow extends Pick<GroupRequestRow, 'id' | 'title' | 'description' | 'thumbnail_sketch_id' | 'user_id' | 'created'> {
  nickname: string;
  avatar_sketch_id: number | null;
  upvotes: number;
  voted: number;
}

const REQUEST_SELECT = `SELECT r.id, r.title, r.description, r.thumbnail_sketch_id, r.user_id, r.created, u.nickname, u.avatar_sketch_id,
    (SELECT count(*) FROM group_request_votes v WHERE v.request_id = r.id) AS upvotes,
    EXISTS (SELECT 1 FROM group_request_votes v WHERE v.request_id = r.id AND v.user_id = ?) AS voted
  FROM group_requests r JOIN users u ON u.id = r.user_id`;

const openRequestRowsStatement = oncePerDb((db) =>
  db.prepare(`${REQUEST_SELECT} WHERE r.status = 'open' AND ${notBlockedBy('r.user_id')} ORDER BY upvotes DESC, r.created DESC, r.id DESC`),
);

/**
 * The open requests, most upvotes first (then the newest), without those of the users
 * `blockerId` blocks; `viewerId` 0: nobody voted, `blockerId` 0: none is hidden.
 */
export function openRequestRows(db: Db, viewerId: number, blockerId: number): RequestListRow[] {
  return openRequestRowsStatement(db).all(viewerId, blockerId) as RequestListRow[];
}

const findOpenRequestRowStatement = oncePerDb((db) => db.prepare(`${REQUEST_SELECT} WHERE r.id = ? AND r.status = 'open'`));

export function findOpenRequestRow(db: Db, requestId: number, viewerId: number): RequestListRow | undefined {
  return findOpenRequestRowStatement(db).get(viewerId, requestId) as RequestListRow | undefined;
}

const groupsOfSketchStatement = oncePerDb((db) =>
  db
    .prepare(
      'SELECT g.id, g.title FROM group_sketches gs JOIN groups g ON g.id = gs.group_id WHERE gs.sketch_id = ? ORDER BY g.title',
    ),
);

/** The groups a sketch is in, by title. */
export function groupsOfSketch(db: Db, sketchId: number): { id: number; title: string }[] {
  return byTitle(groupsOfSketchStatement(db).all(sketchId) as { id: number; title: string }[]);
}

const groupsToAddSketchToStatement = oncePerDb((db) =>
  db
    .prepare(
      `SELECT g.id, g.title FROM group_members m JOIN groups g ON g.id = m.group_id
       WHERE m.user_id = ? AND g.id NOT IN (SELECT group_id FROM group_sketches WHERE sketch_id = ?) ORDER BY g.title`,
    ),
);

/** The groups a user is a member of that a sketch is not in yet, by title. */
export function groupsToAddSketchTo(db: Db, userId: number, sketchId: number): { id: number; title: string }[] {
  return byTitle(groupsToAddSketchToStatement(db).all(userId, sketchId) as { id: number; title: string }[]);
}

// ---- Group admin: the activity log, the groups' statistics, feature requests and their queue ----

/** An entry of the group activity log with its group, user and sketch (user and sketch may be gone). */
export interface GroupActivityRow {
  id: number;
  kind: GroupActivityKind;
  date: string;
  group_id: number;
  group_title: string;
  user_id: number | null;
  nickname: string | null;
  avatar_sketch_id: number | null;
  glops: number | null;
  sketch_id: number | null;
  sketch_title: string | null;
}

const groupActivityRowsStatement = oncePerDb((db) =>
  db
    .prepare(
      `SELECT a.id, a.kind, a.date, a.group_id, g.title AS group_title, a.user_id, u.nickname, u.avatar_sketch_id, u.glops,
              s.id AS sketch_id, s.title AS sketch_title
       FROM group_activity a JOIN groups g ON g.id = a.group_id
       LEFT JOIN users u ON u.id = a.user_id LEFT JOIN sketches s ON s.id = a.sketch_id AND ${PUBLIC_SKETCH}
       ORDER BY a.date DESC, a.id DESC LIMIT ? OFFSET ?`,
    ),
);

/** The group activity log, the newest first; its sketch only while anyone may see it (deleted, unlisted or taken down: none). */
export function groupActivityRows(db: Db, limit: number, offset: number): GroupActivityRow[] {
  return groupActivityRowsStatement(db).all(limit, offset) as GroupActivityRow[];
}

const insertGroupActivityStatement = oncePerDb((db) => db.prepare('INSERT INTO group_activity (group_id, user_id, kind, sketch_id, date) VALUES (?, ?, ?, ?, ?)'));

export function insertGroupActivity(db: Db, entry: { groupId: number; userId: number | null; kind: GroupActivityKind; sketchId: number | null; date: string }): void {
  insertGroupActivityStatement(db).run(
    entry.groupId,
    entry.userId,
    entry.kind,
    entry.sketchId,
    entry.date,
  );
}

const STATS_ORDER: Record<GroupStatsSort, string> = {
  sketches: 'sketches DESC, g.id',
  users: 'users DESC, g.id',
  week: 'week DESC, sketches DESC, g.id',
  title: 'g.title COLLATE NOCASE, g.id',
};

/** A group with its counts of sketches, members and sketches added since a date. */
export interface GroupStatRow {
  id: number;
  title: string;
  thumbnail_sketch_id: number | null;
  official: number;
  sketches: number;
  users: number;
  week: number;
}

/** The groups' statistics in the chosen order; `week` counts the sketches added since `since`. */
export function groupStatRows(db: Db, sort: GroupStatsSort, since: string, limit: number, offset: number): GroupStatRow[] {
  // The ORDER BY is one of STATS_ORDER's texts, chosen by a validated literal.
  return db
    .prepare(
      `SELECT g.id, g.title, g.thumbnail_sketch_id, g.official,
              (SELECT count(*) FROM group_sketches gs WHERE gs.group_id = g.id) AS sketches,
              (SELECT count(*) FROM group_members gm WHERE gm.group_id = g.id) AS users,
              (SELECT count(*) FROM group_sketches gs WHERE gs.group_id = g.id AND gs.added >= ?) AS week
       FROM groups g ORDER BY ${STATS_ORDER[sort]} LIMIT ? OFFSET ?`,
    )
    .all(since, limit, offset) as GroupStatRow[];
}

/** A feature request with its group, sketch, requester and who decided it. */
export interface GroupFeatureRow {
  id: number;
  group_id: number;
  group_title: string;
  sketch_id: number;
  sketch_title: string | null;
  user_id: number | null;
  nickname: string | null;
  avatar_sketch_id: number | null;
  glops: number | null;
  created: string;
  message: string;
  decided_by_name: string | null;
  decided: string | null;
}

const FEATURE_SELECT = `SELECT f.id, f.group_id, g.title AS group_title, f.sketch_id, s.title AS sketch_title, f.user_id, u.nickname,
       u.avatar_sketch_id, u.glops, f.created, f.message, d.nickname AS decided_by_name, f.decided
  FROM group_features f JOIN groups g ON g.id = f.group_id JOIN sketches s ON s.id = f.sketch_id
  LEFT JOIN users u ON u.id = f.user_id LEFT JOIN users d ON d.id = f.decided_by`;

// A request whose sketch is no longer public (unlisted or taken down since) is not listed, nor
// decided (groupAssist.ts): it shows again if the sketch is put back.
const newFeatureRowsStatement = oncePerDb((db) => db.prepare(`${FEATURE_SELECT} WHERE f.state = 'new' AND ${PUBLIC_SKETCH} ORDER BY f.created, f.id LIMIT ? OFFSET ?`));

/** The new feature requests, oldest first (the first asked is the first decided). */
export function newFeatureRows(db: Db, limit: number, offset: number): GroupFeatureRow[] {
  return newFeatureRowsStatement(db).all(limit, offset) as GroupFeatureRow[];
}

const queuedFeatureRowsStatement = oncePerDb((db) => db.prepare(`${FEATURE_SELECT} WHERE f.state = 'queued' AND ${PUBLIC_SKETCH} ORDER BY f.decided, f.id LIMIT 200`));

/** The approved features waiting in the queue (at most 200), first approved first. */
export function queuedFeatureRows(db: Db): GroupFeatureRow[] {
  return queuedFeatureRowsStatement(db).all() as GroupFeatureRow[];
}

/** What deciding a feature request reads of it. */
export interface FeatureStateRow {
  id: number;
  group_id: number;
  sketch_id: number;
  user_id: number | null;
  state: 'new' | 'queued' | 'rejected';
}

const findFeatureStatement = oncePerDb((db) => db.prepare('SELECT id, group_id, sketch_id, user_id, state FROM group_features WHERE id = ?'));

export function findFeature(db: Db, id: number): FeatureStateRow | undefined {
  return findFeatureStatement(db).get(id) as FeatureStateRow | undefined;
}

const decideFeatureStatement = oncePerDb((db) => db.prepare("UPDATE group_features SET state = ?, message = ?, decided_by = ?, decided = ? WHERE id = ? AND state = 'new'"));

/** Queues or rejects a new feature request (one decided already stays as it is). */
export function decideFeature(db: Db, id: number, state: 'queued' | 'rejected', message: string, adminId: number, dateIso: string): void {
  decideFeatureStatement(db).run(state, message, adminId, dateIso, id);
}

const addFeatureRequestStatement = oncePerDb((db) => db.prepare("INSERT INTO group_features (group_id, sketch_id, user_id, created, state) VALUES (?, ?, ?, ?, 'new')"));

/** Records a new feature request and returns its id. */
export function addFeatureRequest(db: Db, request: { groupId: number; sketchId: number; userId: number; dateIso: string }): number {
  return Number(
    addFeatureRequestStatement(db).run(request.groupId, request.sketchId, request.userId, request.dateIso)
      .lastInsertRowid,
  );
}
