// Private messages as the client's entities (spec part 2 §3 "Message topic", "Message post"),
// who may message whom (canMessage), and the messages badge of the unread counts, which follows
// the topics the user has not read.
import type { MessagePost, MessageTopic } from '../../src/api/schemas/messages';
import type { Db } from '../db/database';
import { blockedEitherWay } from '../data/follows';
import {
  deleteTopicSide,
  findFullTopic,
  findPostRow,
  findTopic,
  insertPost,
  insertTopic,
  postRows,
  setLatestPost,
  setTopicRead,
  syncUnreadMessages,
  topicRows,
  type FullTopicRow,
  type PostRow,
  type TopicRow,
} from '../data/messages';
import { userSummaryOf } from './community';
import { avatarUrl } from './urls';

/** A topic as stored, and the messages badge kept equal to the unread topics: the messages data module's. */

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

/** A page of the viewer's topics, latest post first (page 1 is the first). */
export function topicPage(db: Db, viewerId: number, page: number, pageSize: number): { topics: MessageTopic[]; more: boolean } {
  const rows = topicRows(db, viewerId, pageSize + 1, (page - 1) * pageSize);
  return { topics: rows.slice(0, pageSize).map((row) => topicOf(row, viewerId)), more: rows.length > pageSize };
}

export const isParticipant = (topic: TopicRow, userId: number) => topic.from_id === userId || topic.to_id === userId;
export const deletedBy = (topic: TopicRow, userId: number) => (topic.from_id === userId ? topic.from_deleted : topic.to_deleted) === 1;
export const otherSide = (topic: TopicRow, userId: number) => (topic.from_id === userId ? topic.to_id : topic.from_id);

export function topicFor(db: Db, topicId: number, viewerId: number): MessageTopic {
  return topicOf(findFullTopic(db, topicId)!, viewerId);
}

const postOf = (row: PostRow): MessagePost => ({ id: row.post_id, user: userSummaryOf(row), date: row.date, text: row.text });

/** A page of a topic's posts, newest first. */
export function postPage(db: Db, topicId: number, page: number, pageSize: number): { posts: MessagePost[]; more: boolean } {
  const rows = postRows(db, topicId, pageSize + 1, (page - 1) * pageSize);
  return { posts: rows.slice(0, pageSize).map(postOf), more: rows.length > pageSize };
}

export function findPost(db: Db, postId: number): MessagePost {
  return postOf(findPostRow(db, postId)!);
}

/**
 * Whether `fromId` may write to `toId` (canMessage): someone else, and no block between them
 * either way: the recipient does not block the sender, and the sender unblocks before writing
 * (the profile's canMessage in entities/profile.ts says the same).
 */
export function canMessage(db: Db, fromId: number, toId: number): boolean {
  if (fromId === toId) return false;
  return !blockedEitherWay(db, fromId, toId);
}

/** Marks the topic read on the user's side. */
export function markTopicRead(db: Db, topic: TopicRow, userId: number): void {
  setTopicRead(db, topic.id, topic.from_id === userId ? 'from' : 'to');
  syncUnreadMessages(db, userId);
}

/** Adds a post: the topic's latest, unread for the other side, back in both lists. */
export function addPost(db: Db, topicId: number, userId: number, text: string, dateIso: string): number {
  const topic = findTopic(db, topicId)!;
  const postId = insertPost(db, topicId, userId, text, dateIso);
  setLatestPost(db, topicId, userId, dateIso, topic.from_id === userId);
  syncUnreadMessages(db, topic.from_id);
  syncUnreadMessages(db, topic.to_id);
  return postId;
}

/** Starts a topic with its first post; returns its id. */
export function createTopic(db: Db, fromId: number, toId: number, subject: string, text: string, dateIso: string): number {
  const topicId = insertTopic(db, fromId, toId, subject, dateIso);
  addPost(db, topicId, fromId, text, dateIso);
  return topicId;
}

/** Removes the topic from the user's list; once both sides have deleted it, it is gone. */
export function deleteTopicFor(db: Db, topic: TopicRow, userId: number): void {
  deleteTopicSide(db, topic.id, topic.from_id === userId ? 'from' : 'to');
  syncUnreadMessages(db, userId);
}
