// Private messages as the client's entities (spec part 2 §3 "Message topic", "Message post"),
// who may message whom (canMessage), and the messages badge of the unread counts, which follows
// the topics the user has not read.
import type { MessagePost, MessageTopic } from '../../src/api/schemas/messages';
import type { Db } from '../db/database';
import type { UserSummaryRow } from '../data/users';
import { userSummaryOf } from './community';
import { avatarUrl } from './urls';

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

const TOPIC_SELECT = `
  SELECT t.*, f.nickname AS from_nickname, f.avatar_sketch_id AS from_avatar, o.nickname AS to_nickname, o.avatar_sketch_id AS to_avatar,
         l.nickname AS latest_nickname, (SELECT count(*) FROM message_posts p WHERE p.topic_id = t.id) AS posts
  FROM message_topics t
  JOIN users f ON f.id = t.from_id
  JOIN users o ON o.id = t.to_id
  JOIN users l ON l.id = t.latest_user_id`;

type FullTopicRow = TopicRow & {
  from_nickname: string;
  from_avatar: number | null;
  to_nickname: string;
  to_avatar: number | null;
  latest_nickname: string;
  posts: number;
};

function topicOf(row: FullTopicRow, viewerId: number): MessageTopic {
  return {
    id: row.id,
    subject: row.subject,
    latestReply: row.latest_date,
    latestUserNickname: row.latest_nickname,
    read: (row.from_id === viewerId ? row.from_read : row.to_read) === 1,
    userFromId: row.from_id,
    userFromNickname: row.from_nickname,
    userFromAvatar: avatarUrl(row.from_id, row.from_avatar),
    userToId: row.to_id,
    userToNickname: row.to_nickname,
    userToAvatar: avatarUrl(row.to_id, row.to_avatar),
    posts: row.posts,
  };
}

/** The viewer's side of a topic: not deleted by them. */
const VISIBLE_TO = '((t.from_id = :viewer AND t.from_deleted = 0) OR (t.to_id = :viewer AND t.to_deleted = 0))';

/** A page of the viewer's topics, latest post first (page 1 is the first). */
export function topicPage(db: Db, viewerId: number, page: number, pageSize: number): { topics: MessageTopic[]; more: boolean } {
  const rows = db
    .prepare(`${TOPIC_SELECT} WHERE ${VISIBLE_TO} ORDER BY t.latest_date DESC, t.id DESC LIMIT :limit OFFSET :offset`)
    .all({ viewer: viewerId, limit: pageSize + 1, offset: (page - 1) * pageSize }) as FullTopicRow[];
  return { topics: rows.slice(0, pageSize).map((row) => topicOf(row, viewerId)), more: rows.length > pageSize };
}

/** A topic the viewer takes part in and has not deleted, else undefined. */
export function findTopic(db: Db, topicId: number): TopicRow | undefined {
  return db.prepare('SELECT * FROM message_topics WHERE id = ?').get(topicId) as TopicRow | undefined;
}

export const isParticipant = (topic: TopicRow, userId: number) => topic.from_id === userId || topic.to_id === userId;
export const deletedBy = (topic: TopicRow, userId: number) => (topic.from_id === userId ? topic.from_deleted : topic.to_deleted) === 1;
export const otherSide = (topic: TopicRow, userId: number) => (topic.from_id === userId ? topic.to_id : topic.from_id);

export function topicFor(db: Db, topicId: number, viewerId: number): MessageTopic {
  const row = db.prepare(`${TOPIC_SELECT} WHERE t.id = ?`).get(topicId) as FullTopicRow;
  return topicOf(row, viewerId);
}

interface PostRow extends UserSummaryRow {
  post_id: number;
  text: string;
  date: string;
}

const postOf = (row: PostRow): MessagePost => ({ id: row.post_id, user: userSummaryOf(row), date: row.date, text: row.text });

/** A page of a topic's posts, newest first. */
export function postPage(db: Db, topicId: number, page: number, pageSize: number): { posts: MessagePost[]; more: boolean } {
  const rows = db
    .prepare(
      `SELECT p.id AS post_id, p.text, p.date, u.id, u.nickname, u.avatar_sketch_id, u.glops
       FROM message_posts p JOIN users u ON u.id = p.user_id
       WHERE p.topic_id = ? ORDER BY p.date DESC, p.id DESC LIMIT ? OFFSET ?`,
    )
    .all(topicId, pageSize + 1, (page - 1) * pageSize) as PostRow[];
  return { posts: rows.slice(0, pageSize).map(postOf), more: rows.length > pageSize };
}

export function findPost(db: Db, postId: number): MessagePost {
  const row = db
    .prepare('SELECT p.id AS post_id, p.text, p.date, u.id, u.nickname, u.avatar_sketch_id, u.glops FROM message_posts p JOIN users u ON u.id = p.user_id WHERE p.id = ?')
    .get(postId) as PostRow;
  return postOf(row);
}

/**
 * Whether `fromId` may write to `toId` (canMessage): someone else, and no block between them
 * either way: the recipient does not block the sender, and the sender unblocks before writing
 * (the profile's canMessage in entities/profile.ts says the same).
 */
export function canMessage(db: Db, fromId: number, toId: number): boolean {
  if (fromId === toId) return false;
  const blocked = db
    .prepare('SELECT 1 FROM blocks WHERE (blocker_id = ? AND blocked_id = ?) OR (blocker_id = ? AND blocked_id = ?)')
    .pluck()
    .get(toId, fromId, fromId, toId);
  return !blocked;
}

/** Keeps the messages badge equal to the topics the user has not read. */
export function syncUnreadMessages(db: Db, userId: number): void {
  const unread = db
    .prepare('SELECT count(*) FROM message_topics WHERE (from_id = ? AND from_read = 0 AND from_deleted = 0) OR (to_id = ? AND to_read = 0 AND to_deleted = 0)')
    .pluck()
    .get(userId, userId) as number;
  db.prepare(
    'INSERT INTO unread_counts (user_id, messages) VALUES (?, ?) ON CONFLICT(user_id) DO UPDATE SET messages = excluded.messages',
  ).run(userId, unread);
}

/** Marks the topic read on the user's side. */
export function markTopicRead(db: Db, topic: TopicRow, userId: number): void {
  const column = topic.from_id === userId ? 'from_read' : 'to_read';
  db.prepare(`UPDATE message_topics SET ${column} = 1 WHERE id = ?`).run(topic.id);
  syncUnreadMessages(db, userId);
}

/** Adds a post: the topic's latest, unread for the other side, back in both lists. */
export function addPost(db: Db, topicId: number, userId: number, text: string, dateIso: string): number {
  const topic = findTopic(db, topicId)!;
  const postId = Number(db.prepare('INSERT INTO message_posts (topic_id, user_id, text, date) VALUES (?, ?, ?, ?)').run(topicId, userId, text, dateIso).lastInsertRowid);
  const senderIsFrom = topic.from_id === userId;
  db.prepare(
    `UPDATE message_topics SET latest_date = ?, latest_user_id = ?, from_deleted = 0, to_deleted = 0,
       from_read = ?, to_read = ? WHERE id = ?`,
  ).run(dateIso, userId, senderIsFrom ? 1 : 0, senderIsFrom ? 0 : 1, topicId);
  syncUnreadMessages(db, topic.from_id);
  syncUnreadMessages(db, topic.to_id);
  return postId;
}

/** Starts a topic with its first post; returns its id. */
export function createTopic(db: Db, fromId: number, toId: number, subject: string, text: string, dateIso: string): number {
  const topicId = Number(
    db
      .prepare('INSERT INTO message_topics (subject, from_id, to_id, created, latest_date, latest_user_id, from_read, to_read) VALUES (?, ?, ?, ?, ?, ?, 1, 0)')
      .run(subject, fromId, toId, dateIso, dateIso, fromId).lastInsertRowid,
  );
  addPost(db, topicId, fromId, text, dateIso);
  return topicId;
}

/** Removes the topic from the user's list; once both sides have deleted it, it is gone. */
export function deleteTopicFor(db: Db, topic: TopicRow, userId: number): void {
  const column = topic.from_id === userId ? 'from_deleted' : 'to_deleted';
  db.prepare(`UPDATE message_topics SET ${column} = 1 WHERE id = ?`).run(topic.id);
  db.prepare('DELETE FROM message_topics WHERE id = ? AND from_deleted = 1 AND to_deleted = 1').run(topic.id);
  syncUnreadMessages(db, userId);
}
