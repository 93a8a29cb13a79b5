// Messages, activity and the unread counts: the topic list (25 a page), a thread's posts (50 a
// page), the compose page's user, the activity lists, and what reading or writing makes stale.
import { fetchActivity, fetchFollowingUploads, fetchPosts, fetchRecipient, fetchTopics, fetchUnread } from '../api/messages';
import type { InfiniteDef, Page, QueryDef } from '../api/query';
import { queryCache } from '../api/query';
import type { ActivityItem, MessagePost, MessagePostPage, MessageRecipient, MessageTopic, UnreadCounts } from '../api/schemas/messages';
import type { SketchCard } from '../api/schemas/sketchCards';
import { homeKeys } from './homeKeys';

export const messageKeys = {
  all: ['messages'] as const,
  topics: ['messages', 'topics'] as const,
  thread: (id: number) => ['messages', 'thread', id] as const,
  recipient: (userId: number) => ['messages', 'recipient', userId] as const,
  unread: ['unread'] as const,
  activity: (tab: string, userId: number) => ['activity', tab, userId] as const,
};

export const topicListDef = (): InfiniteDef<MessageTopic> => ({
  key: messageKeys.topics,
  fetchPage: async (cursor, signal) => {
    const page = typeof cursor === 'number' ? cursor : 1;
    const result = await fetchTopics(page, signal);
    return { items: result.topics, next: result.more ? page + 1 : null };
  },
});

/** A thread's first page carries the topic and whether the viewer may reply. */
export type ThreadPage = Page<MessagePost> & Pick<MessagePostPage, 'topic' | 'canReply'>;

export const threadDef = (id: number): InfiniteDef<MessagePost, ThreadPage> => ({
  key: messageKeys.thread(id),
  fetchPage: async (cursor, signal) => {
    const page = typeof cursor === 'number' ? cursor : 1;
    const result = await fetchPosts(id, page, signal);
    return { items: result.posts, next: result.more ? page + 1 : null, topic: result.topic, canReply: result.canReply };
  },
});

export const recipientQuery = (userId: number): QueryDef<MessageRecipient> => ({
  key: messageKeys.recipient(userId),
  fetch: (signal) => fetchRecipient(userId, signal),
});

export const unreadQuery = (): QueryDef<UnreadCounts> => ({ key: messageKeys.unread, fetch: (signal) => fetchUnread(signal) });

export const activityDef = (filter: 'notifications' | 'replies', userId: number): InfiniteDef<ActivityItem> => ({
  key: messageKeys.activity(filter, userId),
  fetchPage: async (cursor, signal) => {
    const page = typeof cursor === 'number' ? cursor : 1;
    const result = await fetchActivity(filter, page, signal);
    return { items: result.items, next: result.more ? page + 1 : null };
  },
});

export const uploadsDef = (userId: number): InfiniteDef<SketchCard> => ({
  key: messageKeys.activity('uploads', userId),
  fetchPage: async (cursor, signal) => {
    const page = typeof cursor === 'number' ? cursor : 1;
    const result = await fetchFollowingUploads(userId, page, signal);
    return { items: result.sketches, next: result.next };
  },
});

/** After a thread was read, written to or deleted: the topic list, the badges and the home page's counts. */
export function invalidateAfterMessages(threadId?: number): Promise<unknown> {
  return Promise.all([
    queryCache.invalidate(messageKeys.topics),
    queryCache.invalidate(messageKeys.unread),
    queryCache.invalidate(homeKeys.index),
    ...(threadId === undefined ? [] : [queryCache.invalidate(messageKeys.thread(threadId))]),
  ]);
}

/** After an activity list was read: the badges and the home page's counts. */
export function invalidateUnread(): Promise<unknown> {
  return Promise.all([queryCache.invalidate(messageKeys.unread), queryCache.invalidate(homeKeys.index)]);
}
