// The queries of private messages (migration 11): topics with their two sides' names, a topic's
// posts with their authors, posting, reading and deleting on one side, and the messages badge
// (unread_counts.messages), kept equal to the topics a user has not read.
import type { Db } from '../db/database';
import type { UserSummaryRow } from './users';
import { oncePerDb } from './perDatabase';

export interface TopicRow {
  id: number;
  subject: string;
  from_id: number;
  to_id: number;
  latest_date: string;
  latest_user_id: number;
  from_read: number;
  to_read: number;
  from_deleted: number;
  to_deleted: number;
}

/** A topic with the names and avatars of its sides, its latest poster's name and its number of posts. */
export type FullTopicRow = TopicRow & {
  from_nickname: string;
  from_avatar: number | null;
  to_nickname: string;
  to_avatar: number | null;
  latest_nickname: string;
  posts: number;
};

const TOPIC_SELECT = `
  SELECT t.*, f.nickname AS from_nickname, f.avatar_sketch_id AS from_avatar, o.nickname AS to_nickname, o.avatar_sketch_id AS to_avatar,
         l.nickname AS latest_nickname, (SELECT count(*) FROM message_posts p WHERE p.topic_id = t.id) AS posts
  FROM message_topics t
  JOIN users f ON f.id = t.from_id
  JOIN users o ON o.id = t.to_id
  JOIN users l ON l.id = t.latest_user_id`;

/** The viewer's side of a topic: not deleted by them. */
const VISIBLE_TO = '((t.from_id = :viewer AND t.from_deleted = 0) OR (t.to_id = :viewer AND t.to_deleted = 0))';
/** A topic with a user the viewer blocks is left out of their list and count (spec part 2 §6: blocked users are hidden from lists); it is back on unblocking. */
const OTHER_NOT_BLOCKED = 'NOT EXISTS (SELECT 1 FROM blocks b WHERE b.blocker_id = :viewer AND b.blocked_id = CASE WHEN t.from_id = :viewer THEN t.to_id ELSE t.from_id END)';

const topicRowsStatement = oncePerDb((db) =>
  db.prepare(`${TOPIC_SELECT} WHERE ${VISIBLE_TO} AND ${OTHER_NOT_BLOCKED} ORDER BY t.latest_date DESC, t.id DESC LIMIT :limit OFFSET :offset`),
);

/** A slice of the viewer's topics (those they have not deleted, none with a user they block), latest post first. */
export function topicRows(db: Db, viewerId: number, limit: number, offset: number): FullTopicRow[] {
  return topicRowsStatement(db).all({ viewer: viewerId, limit, offset }) as FullTopicRow[];
}

const findTopicStatement = oncePerDb((db) => db.prepare('SELECT * FROM message_topics WHERE id = ?'));

/** A topic as stored, or undefined. */
export function findTopic(db: Db, topicId: number): TopicRow | undefined {
  return findTopicStatement(db).get(topicId) as TopicRow | undefined;
}

const findFullTopicStatement = oncePerDb((db) => db.prepare(`${TOPIC_SELECT} WHERE t.id = ?`));

/** A topic with its names and number of posts, or undefined. */
export function findFullTopic(db: Db, topicId: number): FullTopicRow | undefined {
  return findFullTopicStatement(db).get(topicId) as FullTopicRow | undefined;
}

/** A post with its author. */
export interface PostRow extends UserSummaryRow {
  post_id: number;
  text: string;
  date: string;
}

const postRowsStatement = oncePerDb((db) =>
  db
    .prepare(
      `SELECT p.id AS post_id, p.text, p.date, u.id, u.nickname, u.avatar_sketch_id, u.glops
       FROM message_posts p JOIN users u ON u.id = p.user_id
       WHERE p.topic_id = ? ORDER BY p.date DESC, p.id DESC LIMIT ? OFFSET ?`,
    ),
);

/** A slice of a topic's posts, newest first. */
export function postRows(db: Db, topicId: number, limit: number, offset: number): PostRow[] {
  return postRowsStatement(db).all(topicId, limit, offset) as PostRow[];
}

const findPostRowStatement = oncePerDb((db) =>
  db
    .prepare(
      'SELECT p.id AS post_id, p.text, p.date, u.id, u.nickname, u.avatar_sketch_id, u.glops FROM message_posts p JOIN users u ON u.id = p.user_id WHERE p.id = ?',
    ),
);

export function findPostRow(db: Db, postId: number): PostRow | undefined {
  return findPostRowStatement(db).get(postId) as PostRow | undefined;
}

const unreadTopicCount = oncePerDb((db) =>
  db
    .prepare(
      `SELECT count(*) FROM message_topics t
       WHERE ((t.from_id = :viewer AND t.from_read = 0 AND t.from_deleted = 0) OR (t.to_id = :viewer AND t.to_read = 0 AND t.to_deleted = 0))
         AND ${OTHER_NOT_BLOCKED}`,
    )
    .pluck(),
);
const saveUnreadMessageCount = oncePerDb((db) =>
  db
    .prepare(
      'INSERT INTO unread_counts (user_id, messages) VALUES (?, ?) ON CONFLICT(user_id) DO UPDATE SET messages = excluded.messages',
    ),
);

/** Sets the messages badge to the number of topics the user has not read (and not deleted, nor with a user they block): after each change of those. */
export function syncUnreadMessages(db: Db, userId: number): void {
  const unread = unreadTopicCount(db).get({ viewer: userId }) as number;
  saveUnreadMessageCount(db).run(userId, unread);
}

/** Marks a topic read on one side ('from': its starter's, 'to': its recipient's). */
export function setTopicRead(db: Db, topicId: number, side: 'from' | 'to'): void {
  // The column name is chosen by the literal `side`, never by a request's text.
  db.prepare(`UPDATE message_topics SET ${side}_read = 1 WHERE id = ?`).run(topicId);
}

const insertPostStatement = oncePerDb((db) => db.prepare('INSERT INTO message_posts (topic_id, user_id, text, date) VALUES (?, ?, ?, ?)'));

/** Records a post and returns its id. */
export function insertPost(db: Db, topicId: number, userId: number, text: string, dateIso: string): number {
  return Number(insertPostStatement(db).run(topicId, userId, text, dateIso).lastInsertRowid);
}

const setLatestPostStatement = oncePerDb((db) =>
  db
    .prepare(
      `UPDATE message_topics SET latest_date = ?, latest_user_id = ?, from_deleted = 0, to_deleted = 0,
       from_read = ?, to_read = ? WHERE id = ?`,
    ),
);

/** A topic's new latest post: its date and poster, back in both lists, read by the poster's side only. */
export function setLatestPost(db: Db, topicId: number, userId: number, dateIso: string, senderIsFrom: boolean): void {
  setLatestPostStatement(db).run(dateIso, userId, senderIsFrom ? 1 : 0, senderIsFrom ? 0 : 1, topicId);
}

const insertTopicStatement = oncePerDb((db) =>
  db
    .prepare(
      'INSERT INTO message_topics (subject, from_id, to_id, created, latest_date, latest_user_id, from_read, to_read) VALUES (?, ?, ?, ?, ?, ?, 1, 0)',
    ),
);

/** Records a topic, read by its starter, and returns its id (its first post comes after: insertPost). */
export function insertTopic(db: Db, fromId: number, toId: number, subject: string, dateIso: string): number {
  return Number(
    insertTopicStatement(db).run(subject, fromId, toId, dateIso, dateIso, fromId).lastInsertRowid,
  );
}

const deleteTopicDeletedByBoth = oncePerDb((db) => db.prepare('DELETE FROM message_topics WHERE id = ? AND from_deleted = 1 AND to_deleted = 1'));

/** Deletes a topic on one side; once both sides have deleted it, it is gone. */
export function deleteTopicSide(db: Db, topicId: number, side: 'from' | 'to'): void {
  // The column name is chosen by the literal `side`, never by a request's text.
  db.prepare(`UPDATE message_topics SET ${side}_deleted = 1 WHERE id = ?`).run(topicId);
  deleteTopicDeletedByBoth(db).run(topicId);
}
