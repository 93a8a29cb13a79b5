// Messages, activity and the unread counts: the topic list (25 a page), a thread's posts (50 a
// page), the compose page's user, the activity lists; the writes on them (a reply, a new
// message, a thread deleted, a list read) and what they make stale.
import { queryOptions, useMutation } from '@tanstack/react-query';
import { queryClient } from '../api/queryClient';
import { endlessList, type Page } from './endlessList';
import { clearUnread, deleteTopic, fetchActivity, fetchFollowingUploads, fetchPosts, fetchRecipient, fetchTopics, fetchUnread, replyToTopic, writeMessage } from '../api/messages';
import type { ActivityItem, MessagePost, MessagePostPage, MessageRecipient, MessageTopic, UnreadClearBody, UnreadCounts } from '../api/schemas/messages';
import type { SketchCard } from '../api/schemas/sketchCards';
import { homeKeys } from './homeKeys';
import { UNREAD_KEY } from './unreadKey';
import { relationChanged } from './relations';
import { unblock } from '../api/users';
import { useSession } from '../stores/session';

export const messageKeys = {
  all: ['messages'] as const,
  topics: ['messages', 'topics'] as const,
  thread: (id: number) => ['messages', 'thread', id] as const,
  recipient: (userId: number) => ['messages', 'recipient', userId] as const,
  unread: UNREAD_KEY,
  activity: (tab: string, userId: number) => ['activity', tab, userId] as const,
};

export const topicListDef = () =>
  endlessList(messageKeys.topics, async (cursor): Promise<Page<MessageTopic>> => {
    const page = typeof cursor === 'number' ? cursor : 1;
    const result = await fetchTopics(page);
    return { items: result.topics, next: result.more ? page + 1 : null };
  }, { reorders: true });

/** A thread's first page carries the topic and whether the viewer may reply. */
export type ThreadPage = Page<MessagePost> & Pick<MessagePostPage, 'topic' | 'canReply'>;

export const threadDef = (id: number) =>
  endlessList(messageKeys.thread(id), async (cursor): Promise<ThreadPage> => {
    const page = typeof cursor === 'number' ? cursor : 1;
    const result = await fetchPosts(id, page);
    return { items: result.posts, next: result.more ? page + 1 : null, topic: result.topic, canReply: result.canReply };
  });

export const recipientQuery = (userId: number) =>
  queryOptions({ queryKey: messageKeys.recipient(userId), queryFn: (): Promise<MessageRecipient> => fetchRecipient(userId) });

/** Nothing unread: a visitor's counts. */
export const NOTHING_UNREAD: UnreadCounts = { messages: 0, notifications: 0, replies: 0, uploads: 0 };

/**
 * The header's unread counts. Asked again the moment the viewer changes (a logout resets every
 * read while the header still shows the badges): a visitor has none, and is not sent to the
 * server, which would answer 401.
 */
export const unreadQuery = () =>
  queryOptions({
    queryKey: messageKeys.unread,
    // Nothing to count for a visitor, nor on the ban page; for a user banned since the session
    // was read, the server's refusal brings the ban page (stores/session.ts).
    queryFn: (): Promise<UnreadCounts> => {
      const user = useSession.getState().user;
      return user && !user.ban ? fetchUnread() : Promise.resolve(NOTHING_UNREAD);
    },
  });

/** A page of notifications or replies, with how many of the list's newest items were new as it was read. */
export type ActivityListPage = Page<ActivityItem> & { newCount: number };

export const activityDef = (filter: 'notifications' | 'replies', userId: number) =>
  endlessList(messageKeys.activity(filter, userId), async (cursor): Promise<ActivityListPage> => {
    const page = typeof cursor === 'number' ? cursor : 1;
    const result = await fetchActivity(filter, page);
    return { items: result.items, next: result.more ? page + 1 : null, newCount: result.newCount };
  });

export const uploadsDef = (userId: number) =>
  endlessList(messageKeys.activity('uploads', userId), async (cursor): Promise<Page<SketchCard>> => {
    const page = typeof cursor === 'number' ? cursor : 1;
    const result = await fetchFollowingUploads(userId, page);
    return { items: result.sketches, next: result.next };
  });

/** After a thread was read, written to or deleted: the topic list, the badges and the home page's counts. */
export function invalidateAfterMessages(threadId?: number): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: messageKeys.topics }),
    queryClient.invalidateQueries({ queryKey: messageKeys.unread }),
    queryClient.invalidateQueries({ queryKey: homeKeys.index }),
    ...(threadId === undefined ? [] : [queryClient.invalidateQueries({ queryKey: messageKeys.thread(threadId) })]),
  ]);
}

/** After an activity list was read: the badges and the home page's counts. */
export function invalidateUnread(): Promise<unknown> {
  return Promise.all([queryClient.invalidateQueries({ queryKey: messageKeys.unread }), queryClient.invalidateQueries({ queryKey: homeKeys.index })]);
}

/** A message as its form sends it: the subject (a new message only) and the text, trimmed. */
export interface OutgoingMessage {
  subject: string;
  text: string;
}

/** A reply in a thread: once sent, the thread shows it (every loaded page is read again), and the lists and badges follow. */
export function useReply(threadId: number) {
  return useMutation({
    mutationFn: ({ text }: OutgoingMessage) => replyToTopic({ id: threadId, text }),
    onSuccess: () => invalidateAfterMessages(threadId),
  });
}

/** A new message to a user; `onWritten` gets the new thread once the lists know it. */
export function useWriteMessage(to: number, onWritten: (threadId: number) => void) {
  return useMutation({
    mutationFn: ({ subject, text }: OutgoingMessage) => writeMessage({ to, subject, text }),
    onSuccess: async ({ id }) => {
      await invalidateAfterMessages();
      onWritten(id);
    },
  });
}

/** Deletes a thread; the topic list, the badges and the home page's counts are read again. */
export function useDeleteThread() {
  return useMutation({
    mutationFn: (threadId: number) => deleteTopic(threadId),
    onSuccess: () => invalidateAfterMessages(),
  });
}

/** A deleted thread leaves the cache once its page is gone (while shown, it would be read again). */
export function forgetThread(threadId: number): void {
  queryClient.removeQueries({ queryKey: messageKeys.thread(threadId), exact: true });
}

/** A list whose news were seen (its first page on screen, up to its newest item): its badge goes back to 0. */
export function useClearUnread() {
  return useMutation({
    mutationFn: (read: UnreadClearBody) => clearUnread(read),
    onSuccess: () => invalidateUnread(),
  });
}

/**
 * Unblocking the compose page's user: once the server agreed, the viewer's blocks follow and the
 * page's user is read again (the write is done once it is), so the form shows if they may now be
 * written to.
 */
export function useUnblockRecipient(userId: number) {
  return useMutation({
    mutationFn: () => unblock(userId),
    onSuccess: () =>
      Promise.all([relationChanged({ userId, change: 'unblock' }), queryClient.invalidateQueries({ queryKey: messageKeys.recipient(userId) })]),
  });
}
