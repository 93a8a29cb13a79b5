// The group requests table (its row type, checked against the migrations by columns.test.ts) and
// the queries of the groups domain that have moved out of the routes so far (issue 24): groups
// made from requests, votes on requests, sketches in groups, official flags, feature proposals.
// The group entities' own reads are still in entities/groups.ts and entities/community.ts.
import type { Db } from '../db/database';
import { columnsOf } from './columns';

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

/** Every group (the group admin's info finds one by its link name). */
export function allGroups(db: Db): GroupRow[] {
  return db.prepare(`SELECT ${GROUP_COLUMNS} FROM groups`).all() as GroupRow[];
}

/** A group's title, or undefined when there is no such group. */
export function groupTitle(db: Db, id: number): string | undefined {
  return db.prepare('SELECT title FROM groups WHERE id = ?').pluck().get(id) as string | undefined;
}

export function groupTitleTaken(db: Db, title: string): boolean {
  return db.prepare('SELECT 1 FROM groups WHERE title = ?').get(title) !== undefined;
}

export function setOfficial(db: Db, groupId: number, official: boolean): void {
  db.prepare('UPDATE groups SET official = ? WHERE id = ?').run(official ? 1 : 0, groupId);
}

export function findOpenRequest(db: Db, requestId: number): GroupRequestRow | undefined {
  return db.prepare("SELECT * FROM group_requests WHERE id = ? AND status = 'open'").get(requestId) as GroupRequestRow | undefined;
}

/** Records a group request and returns its id. */
export function insertGroupRequest(db: Db, request: Pick<GroupRequestRow, 'title' | 'description' | 'thumbnail_sketch_id' | 'user_id' | 'created'>): number {
  const { lastInsertRowid } = db
    .prepare('INSERT INTO group_requests (title, description, thumbnail_sketch_id, user_id, created) VALUES (?, ?, ?, ?, ?)')
    .run(request.title, request.description, request.thumbnail_sketch_id, request.user_id, request.created);
  return Number(lastInsertRowid);
}

/** A user's vote for a request; false when they had voted for it already. */
export function addRequestVote(db: Db, requestId: number, userId: number, date: string): boolean {
  return db.prepare('INSERT OR IGNORE INTO group_request_votes (request_id, user_id, voted) VALUES (?, ?, ?)').run(requestId, userId, date).changes > 0;
}

/**
 * Makes the group an open request asks for, with the requester as its admin, and marks the
 * request approved; returns the group's id. Call it in a transaction.
 */
export function approveRequest(db: Db, request: GroupRequestRow, date: string): number {
  const groupId = Number(
    db
      .prepare('INSERT INTO groups (title, description, thumbnail_sketch_id, official, created_by, created) VALUES (?, ?, ?, 0, ?, ?)')
      .run(request.title, request.description, request.thumbnail_sketch_id, request.user_id, date).lastInsertRowid,
  );
  db.prepare("INSERT OR IGNORE INTO group_members (group_id, user_id, role, joined) VALUES (?, ?, 'admin', ?)").run(groupId, request.user_id, date);
  db.prepare("UPDATE group_requests SET status = 'approved', decided = ? WHERE id = ?").run(date, request.id);
  return groupId;
}

export function rejectRequest(db: Db, requestId: number, message: string, date: string): void {
  db.prepare("UPDATE group_requests SET status = 'rejected', decided = ?, reject_message = ? WHERE id = ?").run(date, message, requestId);
}

export function addGroupSketch(db: Db, groupId: number, sketchId: number, addedBy: number, date: string): void {
  db.prepare('INSERT INTO group_sketches (group_id, sketch_id, added_by, added) VALUES (?, ?, ?, ?)').run(groupId, sketchId, addedBy, date);
}

export function removeGroupSketch(db: Db, groupId: number, sketchId: number): void {
  db.prepare('DELETE FROM group_sketches WHERE group_id = ? AND sketch_id = ?').run(groupId, sketchId);
}

/** Whether a sketch is proposed for featuring in a group already (new or queued). */
export function featureProposed(db: Db, groupId: number, sketchId: number): boolean {
  return db.prepare("SELECT 1 FROM group_features WHERE group_id = ? AND sketch_id = ? AND state IN ('new', 'queued')").get(groupId, sketchId) !== undefined;
}
