// The queries of the comments domain: comments on sketches, profiles and compos with their
// authors, and the reports on them.
import type { Db } from '../db/database';
import type { CommentTargetType } from '../../src/api/schemas/comments';
import { nextIdSql } from './ids';
import { oncePerDb } from './perDatabase';

/** A comment with its author's nickname and avatar (entities/comments.ts's commentOf makes the entity). */
export interface CommentRow {
  id: number;
  target_type: CommentTargetType;
  target_id: number;
  user_id: number;
  text: string;
  date: string;
  nickname: string;
  avatar_sketch_id: number | null;
}

const SELECT_COMMENT = `SELECT c.id, c.target_type, c.target_id, c.user_id, c.text, c.date, u.nickname, u.avatar_sketch_id
  FROM comments c JOIN users u ON u.id = c.user_id`;

const allCommentsStatement = oncePerDb((db) => db.prepare(`${SELECT_COMMENT} WHERE c.target_type = ? AND c.target_id = ? ORDER BY c.date, c.id`));

/** Every comment of a page, oldest first. */
export function allComments(db: Db, type: CommentTargetType, targetId: number): CommentRow[] {
  return allCommentsStatement(db).all(type, targetId) as CommentRow[];
}

const newestCommentsStatement = oncePerDb((db) => db.prepare(`${SELECT_COMMENT} WHERE c.target_type = ? AND c.target_id = ? ORDER BY c.date DESC, c.id DESC LIMIT ? OFFSET ?`));

/** A page of a page's comments counted from the newest (offset 0 is the newest), returned oldest first as shown. */
export function newestComments(db: Db, type: CommentTargetType, targetId: number, limit: number, offset = 0): CommentRow[] {
  const rows = newestCommentsStatement(db).all(type, targetId, limit, offset) as CommentRow[];
  return rows.reverse();
}

const findCommentStatement = oncePerDb((db) => db.prepare(`${SELECT_COMMENT} WHERE c.id = ?`));

export function findComment(db: Db, id: number | bigint): CommentRow | undefined {
  return findCommentStatement(db).get(id) as CommentRow | undefined;
}

const insertCommentStatement = oncePerDb((db) => db.prepare(`INSERT INTO comments (id, target_type, target_id, user_id, text, date) VALUES (${nextIdSql('comments')}, ?, ?, ?, ?, ?)`));

/** Saves a comment and returns it as read back. */
export function insertComment(db: Db, comment: { type: CommentTargetType; targetId: number; userId: number; text: string; date: string }): CommentRow {
  const result = insertCommentStatement(db).run(comment.type, comment.targetId, comment.userId, comment.text, comment.date);
  return findComment(db, result.lastInsertRowid) as CommentRow;
}

const deleteCommentStatement = oncePerDb((db) => db.prepare('DELETE FROM comments WHERE id = ?'));

export function deleteComment(db: Db, id: number): void {
  deleteCommentStatement(db).run(id);
}

const commentAuthorStatement = oncePerDb((db) => db.prepare('SELECT user_id FROM comments WHERE id = ?').pluck());

/** The author of a comment, or undefined when there is no such comment. */
export function commentAuthor(db: Db, id: number): number | undefined {
  return commentAuthorStatement(db).get(id) as number | undefined;
}

const reportCommentStatement = oncePerDb((db) => db.prepare('INSERT OR IGNORE INTO comment_reports (comment_id, user_id, date) VALUES (?, ?, ?)'));

/** A user's report of a comment; a second report by the same user changes nothing. */
export function reportComment(db: Db, commentId: number, userId: number, date: string): void {
  reportCommentStatement(db).run(commentId, userId, date);
}

const commentCountStatement = oncePerDb((db) => db.prepare('SELECT count(*) FROM comments WHERE target_type = ? AND target_id = ?').pluck());

/** How many comments a page (a sketch, profile or compo) has. */
export function commentCount(db: Db, type: CommentTargetType, targetId: number): number {
  return commentCountStatement(db).get(type, targetId) as number;
}

const commentCountSeenByStatement = oncePerDb((db) =>
  db
    .prepare('SELECT count(*) FROM comments WHERE target_type = ? AND target_id = ? AND user_id NOT IN (SELECT blocked_id FROM blocks WHERE blocker_id = ?)')
    .pluck(),
);

/**
 * How many of a page's comments `viewerId` is shown: none by a user they block, unless the page
 * is theirs (spec part 1 §5; the client's visibleComments). So the count over the list says what
 * the list holds.
 */
export function commentCountSeenBy(db: Db, type: CommentTargetType, targetId: number, viewerId: number | null, pageOwnerId: number): number {
  if (viewerId === null || viewerId === pageOwnerId) return commentCount(db, type, targetId);
  return commentCountSeenByStatement(db).get(type, targetId, viewerId) as number;
}
