// Messages, activity and unread counts (spec part 2 §3 "Message topic", "Message post",
// "Unread counts", §7; shapes the spec leaves open are ours).
import * as v from 'valibot';
import { MESSAGE_SUBJECT_MAX, MESSAGE_TEXT_MAX, POSTS_PAGE_SIZE, TOPICS_PAGE_SIZE } from '../../lib/messageRules';
import { DateTextSchema, IdSchema } from './common';
import { idField, pageField, requestKeyField, wholeNumber } from './requestFields';
import { UserSummarySchema } from './users';

export { UnreadCountsSchema, type UnreadCounts } from './home';

/**
 * A conversation as the viewer lists it. The spec's fields (id, subject, latestReply,
 * latestUserNickname, read, userFromAvatar, userToId, userToNickname) plus the rest of both
 * participants, so the list can show the other person whichever side the viewer is on.
 */
export const MessageTopicSchema = v.object({
  id: IdSchema,
  subject: v.string(),
  /** Date of the latest post. */
  latestReply: DateTextSchema,
  latestUserNickname: v.string(),
  /** Whether the viewer has read the latest post. */
  read: v.boolean(),
  userFromId: IdSchema,
  userFromNickname: v.string(),
  userFromAvatar: v.string(),
  userToId: IdSchema,
  userToNickname: v.string(),
  userToAvatar: v.string(),
  posts: v.number(),
});
export type MessageTopic = v.InferOutput<typeof MessageTopicSchema>;

/** GET /api/v2/messages {page, pageSize 25}: newest activity first. */
export const MessageTopicPageSchema = v.object({
  topics: v.array(MessageTopicSchema),
  more: v.boolean(),
});
export type MessageTopicPage = v.InferOutput<typeof MessageTopicPageSchema>;

export const MessagePostSchema = v.object({
  id: IdSchema,
  user: UserSummarySchema,
  date: DateTextSchema,
  text: v.string(),
});
export type MessagePost = v.InferOutput<typeof MessagePostSchema>;

/** GET /api/v2/message/posts {id, page, pageSize 50}: the topic and its posts, newest first. Opening it marks it read. */
export const MessagePostPageSchema = v.object({
  topic: MessageTopicSchema,
  posts: v.array(MessagePostSchema),
  more: v.boolean(),
  /** Whether the viewer may reply (the other side does not block them). */
  canReply: v.boolean(),
});
export type MessagePostPage = v.InferOutput<typeof MessagePostPageSchema>;

/** POST /api/v2/message/reply {id, text} -> the new post. */
export const MessageReplySchema = v.object({ post: MessagePostSchema });
export type MessageReply = v.InferOutput<typeof MessageReplySchema>;

/** POST /api/v2/message/write {to, subject, text} -> the new topic's id. */
export const MessageWriteSchema = v.object({ id: IdSchema });
export type MessageWrite = v.InferOutput<typeof MessageWriteSchema>;

/** GET /api/v2/message/to/{userId}: whom the compose page writes to, and whether they take messages from the viewer. */
/** The compose page's user: whether the viewer may write to them, and whether the viewer blocks them (then Unblock is offered). */
export const MessageRecipientSchema = v.object({ user: UserSummarySchema, canMessage: v.boolean(), blocking: v.boolean() });
export type MessageRecipient = v.InferOutput<typeof MessageRecipientSchema>;

/** GET /api/v2/messages {page, pageSize}. */
export const MessageTopicsQuery = v.object({ page: pageField, pageSize: v.optional(wholeNumber(1, TOPICS_PAGE_SIZE, 'a page size'), TOPICS_PAGE_SIZE) });
export type MessageTopicsQuery = v.InferInput<typeof MessageTopicsQuery>;

/** GET /api/v2/message/posts {id, page, pageSize}. */
export const MessagePostsQuery = v.object({ id: idField, page: pageField, pageSize: v.optional(wholeNumber(1, POSTS_PAGE_SIZE, 'a page size'), POSTS_PAGE_SIZE) });
export type MessagePostsQuery = v.InferInput<typeof MessagePostsQuery>;

/** A limit's message; a call (the build marks it pure), since a template literal would keep an unused schema in the bundle. */
const hasAtMost = (what: string, max: number) => `${what} has at most ${max} characters`;

/** A message's text: trimmed, not empty. */
const messageText = v.pipe(
  v.string('Expected the message text'),
  v.trim(),
  v.minLength(1, 'The message is empty'),
  v.maxLength(MESSAGE_TEXT_MAX, hasAtMost('A message', MESSAGE_TEXT_MAX)),
);

/** POST /api/v2/message/reply {id, text}: a reply in the topic. */
/** `key` (src/api/requestKey.ts) names one send, so a send retried with it posts once. */
export const MessageReplyBody = v.object({ id: idField, text: messageText, key: v.optional(requestKeyField) });
export type MessageReplyBody = v.InferInput<typeof MessageReplyBody>;

/** POST /api/v2/message/write {to, subject, text}: a new topic (an empty subject is made from the text). */
export const MessageWriteBody = v.object({
  to: idField,
  subject: v.optional(v.pipe(v.string('Expected a subject'), v.trim(), v.maxLength(MESSAGE_SUBJECT_MAX, hasAtMost('A subject', MESSAGE_SUBJECT_MAX))), ''),
  text: messageText,
  key: v.optional(requestKeyField),
});
export type MessageWriteBody = v.InferInput<typeof MessageWriteBody>;

/** POST /message/{id} {action: 'delete'}: the topic leaves the viewer's list. */
export const MessageDeleteBody = v.object({ action: v.literal('delete', "Expected action 'delete'") });
export type MessageDeleteBody = v.InferInput<typeof MessageDeleteBody>;

/** POST /api/dev/failMessageSend {userId, text} (development surface): that user's next send of that text fails. */
export const MessageFailSendBody = v.object({ userId: idField, text: v.pipe(v.string('Expected text'), v.trim(), v.minLength(1, 'Expected text'), v.maxLength(MESSAGE_TEXT_MAX)) });
export type MessageFailSendBody = v.InferInput<typeof MessageFailSendBody>;

export const ActivityKindSchema = v.picklist(['fan', 'heart', 'rule', 'comment', 'profileComment']);
export type ActivityKind = v.InferOutput<typeof ActivityKindSchema>;

/** One line of /activity or /activity/replies. */
export const ActivityItemSchema = v.object({
  /** Unique in the list (the endless list merges pages by id): kind and the ids it is about. */
  id: v.string(),
  kind: ActivityKindSchema,
  user: UserSummarySchema,
  sketch: v.nullable(v.object({ id: IdSchema, title: v.string(), thumbnail: v.string() })),
  /** A comment's text. */
  text: v.nullable(v.string()),
  date: DateTextSchema,
  /** New since the list was last read. */
  unread: v.boolean(),
});
export type ActivityItem = v.InferOutput<typeof ActivityItemSchema>;

/** GET /api/v2/activity {filter: notifications|replies, page}. */
export const ActivityQuery = v.object({ filter: v.picklist(['notifications', 'replies'], 'Expected filter=notifications or replies'), page: pageField });
export type ActivityQuery = v.InferInput<typeof ActivityQuery>;

export const ActivityPageSchema = v.object({
  items: v.array(ActivityItemSchema),
  more: v.boolean(),
  /**
   * How many of the list's newest items are new, as this page was read. The first page's count
   * marks the later pages too: showing the first page reads the list, so they count none.
   */
  newCount: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)), 0),
});
export type ActivityPage = v.InferOutput<typeof ActivityPageSchema>;

/** The lists whose unread count a read clears. */
const UNREAD_LISTS = ['notifications', 'replies', 'uploads'] as const;
export type UnreadKind = (typeof UNREAD_LISTS)[number];

/**
 * POST /api/v2/unread/clear {kind, upTo?}: that list was read up to its newest item on screen
 * (upTo, that item's date; without it, up to the server's now), so what came after the list was
 * fetched stays new.
 */
export const UnreadClearBody = v.object({
  kind: v.picklist(UNREAD_LISTS, 'Expected kind notifications, replies or uploads'),
  upTo: v.optional(v.pipe(v.string(), v.maxLength(40), v.check((date) => !Number.isNaN(Date.parse(date)), 'Expected upTo, the date of the newest item shown'))),
});
export type UnreadClearBody = v.InferInput<typeof UnreadClearBody>;
