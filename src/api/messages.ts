// Private messages, activity lists and unread counts (spec part 2 §7 Messages; the activity and
// unread calls are ours, the spec leaving them open).
import { get, post } from './client';
import { sendOnce } from './sendOnce';
import { OkSchema } from './schemas/common';
import type { ActivityUploadsQuery } from './schemas/home';
import { SketchPageSchema } from './schemas/sketchCards';
import {
  ActivityPageSchema,
  MessagePostPageSchema,
  MessageRecipientSchema,
  MessageReplySchema,
  MessageTopicPageSchema,
  MessageWriteSchema,
  UnreadCountsSchema,
  type ActivityQuery,
  type MessageDeleteBody,
  type MessagePostsQuery,
  type MessageReplyBody,
  type MessageTopicsQuery,
  type MessageWriteBody,
  type UnreadClearBody,
} from './schemas/messages';
import { ACTIVITY_PAGE_SIZE, POSTS_PAGE_SIZE, TOPICS_PAGE_SIZE } from '../lib/messageRules';

export const fetchTopics = (page: number, signal?: AbortSignal) => get('/api/v2/messages', MessageTopicPageSchema, { page, pageSize: TOPICS_PAGE_SIZE } satisfies MessageTopicsQuery, { signal });
/** The topic and a page of its posts, newest first; opening page 1 marks the topic read. */
export const fetchPosts = (id: number, page: number, signal?: AbortSignal) =>
  get('/api/v2/message/posts', MessagePostPageSchema, { id, page, pageSize: POSTS_PAGE_SIZE } satisfies MessagePostsQuery, { signal });
export const fetchRecipient = (userId: number, signal?: AbortSignal) => get(`/api/v2/message/to/${userId}`, MessageRecipientSchema, undefined, { signal });

// Each send carries a key (sendOnce.ts): a send the browser retries, or one sent again after it got
// no answer, posts once.
export const replyToTopic = (request: Omit<MessageReplyBody, 'key'>) =>
  sendOnce(`reply ${request.id} ${request.text}`, (key) => post('/api/v2/message/reply', { ...request, key } satisfies MessageReplyBody, MessageReplySchema));
export const writeMessage = (request: Omit<MessageWriteBody, 'key'>) =>
  sendOnce(`message ${request.to} ${request.subject ?? ''} ${request.text}`, (key) => post('/api/v2/message/write', { ...request, key } satisfies MessageWriteBody, MessageWriteSchema));
export const deleteTopic = (id: number) => post(`/message/${id}`, { action: 'delete' } satisfies MessageDeleteBody, OkSchema);

export const fetchActivity = (filter: 'notifications' | 'replies', page: number, signal?: AbortSignal) =>
  get('/api/v2/activity', ActivityPageSchema, { filter, page } satisfies ActivityQuery, { signal });
/**
 * /activity/uploads: the followed artists' uploads, the home page's call (kept here too, so this
 * screen does not pull the home page's fetchers into a chunk of its own).
 */
export const fetchFollowingUploads = (userId: number, page: number, signal?: AbortSignal) =>
  get(`/activity/${userId}`, SketchPageSchema, { format: 'json', filter: 'uploads', pageSize: ACTIVITY_PAGE_SIZE, page } satisfies ActivityUploadsQuery, { signal });
export const fetchUnread = (signal?: AbortSignal) => get('/api/v2/unread', UnreadCountsSchema, undefined, { signal });
export const clearUnread = (body: UnreadClearBody) => post('/api/v2/unread/clear', body, UnreadCountsSchema);
