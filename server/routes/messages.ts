// Private messages, the activity lists and the unread counts (spec part 2 §2, §4, §5, §7, §9):
//   GET  /api/v2/messages {page, pageSize 25}          -> MessageTopicPage   (the viewer's topics)
//   GET  /api/v2/message/posts {id, page, pageSize 50} -> MessagePostPage    (participants only; marks it read)
//   POST /api/v2/message/reply {id, text}              -> {post}             (participants, if not blocked)
//   POST /api/v2/message/write {to, subject, text}     -> {id}               (canMessage: no block between the two)
//   POST /message/{id} {action: 'delete'}              -> {ok: true}         (participants; from their own list)
//   GET  /api/v2/message/to/{userId}                   -> MessageRecipient   (the compose page's user; canMessage, blocking)
//   GET  /api/v2/activity {filter: notifications|replies, page} -> ActivityPage
//   GET  /api/v2/unread                                -> UnreadCounts       (the header's badges)
//   POST /api/v2/unread/clear {kind, upTo?}            -> UnreadCounts       (a list was read, up to its newest item shown)
// With the development surface on, POST /api/dev/failMessageSend {userId, text} makes that user's
// next send of exactly that text fail with 503, so the end-to-end test can see a failed send.
import type { OkResponse } from '../../src/api/schemas/common';
import {
  ActivityQuery,
  MessageDeleteBody,
  MessageFailSendBody,
  MessagePostsQuery,
  MessageReplyBody,
  MessageReplySchema,
  MessageTopicsQuery,
  MessageWriteBody,
  MessageWriteSchema,
  UnreadClearBody,
  type ActivityPage,
  type MessagePostPage,
  type MessageRecipient,
  type MessageReply,
  type MessageTopicPage,
  type MessageWrite,
  type UnreadCounts,
} from '../../src/api/schemas/messages';
import { IdParams } from '../../src/api/schemas/requestFields';
import { ACTIVITY_PAGE_SIZE, subjectOf } from '../../src/lib/messageRules';
import { actorOf, requireActor } from '../auth/guards';
import type { DomainApp, DomainOptions } from '../context';
import { isBlockedBy } from '../data/follows';
import { activityPage, clearUnread, unreadCounts } from '../entities/activity';
import { findUserSummary } from '../entities/community';
import { addPost, canMessage, createTopic, deletedBy, deleteTopicFor, findPost, isParticipant, markTopicRead, otherSide, postPage, topicFor, topicPage } from '../entities/messages';
import { findTopic, type TopicRow } from '../data/messages';
import { HttpError, notFound } from '../http/errors';
import { writeTransaction } from '../db/database';
import { RequestKeys } from './requestKeys';

const CANNOT_MESSAGE = 'This user does not take messages from you.';

export async function messageRoutes(app: DomainApp, { ctx }: DomainOptions): Promise<void> {
  const { db } = ctx;
  const nowIso = () => new Date(ctx.clock()).toISOString();
  /** `userId text` of the sends that fail next (development surface only). */
  const failingSends = new Set<string>();
  const failIfAsked = (userId: number, text: string) => {
    if (failingSends.delete(`${userId} ${text}`)) throw new HttpError(503, 'unavailable', 'Messages are unavailable for a moment.');
  };

  /**
   * The topic, if the viewer takes part in it and has not deleted it. Anyone else is told it does
   * not exist, as for an unknown id: a refusal would tell them that a conversation has that id.
   */
  const viewersTopic = (topicId: number, viewerId: number): TopicRow => {
    const topic = findTopic(db, topicId);
    if (!topic || !isParticipant(topic, viewerId) || deletedBy(topic, viewerId)) throw notFound(`Conversation ${topicId} does not exist.`);
    return topic;
  };

  app.get('/api/v2/messages', { schema: { querystring: MessageTopicsQuery }, preHandler: requireActor }, async (request, reply): Promise<MessageTopicPage> => {
    const { page, pageSize } = request.query;
    reply.header('Cache-Control', 'no-store');
    return topicPage(db, actorOf(request).id, page, pageSize);
  });

  app.get('/api/v2/message/posts', { schema: { querystring: MessagePostsQuery }, preHandler: requireActor }, async (request, reply): Promise<MessagePostPage> => {
    const { id, page, pageSize } = request.query;
    const viewerId = actorOf(request).id;
    const topic = viewersTopic(id, viewerId);
    // Opening a conversation reads it (spec §4: unread to read).
    if (page === 1) markTopicRead(db, topic, viewerId);
    reply.header('Cache-Control', 'no-store');
    return { topic: topicFor(db, id, viewerId), ...postPage(db, id, page, pageSize), canReply: canMessage(db, viewerId, otherSide(topic, viewerId)) };
  });

  // A send retried with its key (a dropped connection) posts once.
  const replies = new RequestKeys(ctx, 'message-reply', MessageReplySchema);
  const newTopics = new RequestKeys(ctx, 'message-write', MessageWriteSchema);

  app.post('/api/v2/message/reply', { schema: { body: MessageReplyBody }, preHandler: requireActor }, async (request): Promise<MessageReply> => {
    const { id, text, key } = request.body;
    const viewerId = actorOf(request).id;
    return replies.once(viewerId, key, () => {
      const topic = viewersTopic(id, viewerId);
      if (!canMessage(db, viewerId, otherSide(topic, viewerId))) throw new HttpError(403, 'cannot_message', CANNOT_MESSAGE);
      failIfAsked(viewerId, text);
      const postId = writeTransaction(db, () => addPost(db, id, viewerId, text, nowIso()));
      return { post: findPost(db, postId) };
    });
  });

  app.post('/api/v2/message/write', { schema: { body: MessageWriteBody }, preHandler: requireActor }, async (request): Promise<MessageWrite> => {
    const { to, subject, text, key } = request.body;
    const viewerId = actorOf(request).id;
    return newTopics.once(viewerId, key, () => {
      if (!findUserSummary(db, to)) throw notFound(`User ${to} does not exist.`);
      if (to === viewerId) throw new HttpError(409, 'self', 'You cannot send a message to yourself.');
      if (!canMessage(db, viewerId, to)) throw new HttpError(403, 'cannot_message', CANNOT_MESSAGE);
      failIfAsked(viewerId, text);
      const id = writeTransaction(db, () => createTopic(db, viewerId, to, subjectOf(subject, text), text, nowIso()));
      return { id };
    });
  });

  app.post('/message/:id', { schema: { params: IdParams, body: MessageDeleteBody }, preHandler: requireActor }, async (request): Promise<OkResponse> => {
    const { id } = request.params;
    const viewerId = actorOf(request).id;
    const topic = viewersTopic(id, viewerId);
    writeTransaction(db, () => deleteTopicFor(db, topic, viewerId));
    return { ok: true };
  });

  app.get('/api/v2/message/to/:id', { schema: { params: IdParams }, preHandler: requireActor }, async (request): Promise<MessageRecipient> => {
    const { id } = request.params;
    const user = findUserSummary(db, id);
    if (!user) throw notFound(`User ${id} does not exist.`);
    const viewerId = actorOf(request).id;
    // Whether the writer blocks them: the page then offers Unblock instead of a refusal.
    const blocking = isBlockedBy(db, id, viewerId);
    return { user, canMessage: canMessage(db, viewerId, id), blocking };
  });

  app.get('/api/v2/activity', { schema: { querystring: ActivityQuery }, preHandler: requireActor }, async (request, reply): Promise<ActivityPage> => {
    const { filter, page } = request.query;
    reply.header('Cache-Control', 'no-store');
    return activityPage(db, actorOf(request).id, filter, page, ACTIVITY_PAGE_SIZE);
  });

  // Under a ban the refusal (403 account_restricted) tells the open page to show the ban page.
  app.get('/api/v2/unread', { preHandler: requireActor }, async (request, reply): Promise<UnreadCounts> => {
    reply.header('Cache-Control', 'no-store');
    return unreadCounts(db, actorOf(request).id);
  });

  app.post('/api/v2/unread/clear', { schema: { body: UnreadClearBody }, preHandler: requireActor }, async (request): Promise<UnreadCounts> => {
    const { kind, upTo } = request.body;
    return clearUnread(db, actorOf(request).id, kind, nowIso(), upTo);
  });

  if (ctx.devTools) {
    app.post('/api/dev/failMessageSend', { schema: { body: MessageFailSendBody } }, async (request): Promise<OkResponse> => {
      const { userId, text } = request.body;
      failingSends.add(`${userId} ${text}`);
      return { ok: true };
    });
  }
}
