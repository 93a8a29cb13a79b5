// The /chat socket's payloads in both directions (spec part 2 §7 "Realtime"): the client sends
// auth {chatId, channel}, chat messages and the join and report commands; the server sends
// channel-list, user-list, channel, redirect, topic, chat and chats. Ours on top (issue 21): the
// lists' changes as deltas (channel-delta, user-delta) and `refused` (the user may no longer chat:
// the text to show; the server closes the socket). The server parses what it receives with
// these, and the client what it receives: malformed payloads are dropped.
import * as v from 'valibot';

/** Spec §9: the chat keeps 50 messages. */
export const KEEP_MESSAGES = 50;
export const MAX_MESSAGE_LENGTH = 500;
/** The refusal of a message longer than that once trimmed (the chat box itself stops at the limit). */
export const MESSAGE_TOO_LONG_TEXT = `A chat message has at most ${MAX_MESSAGE_LENGTH} characters.`;
/** What a sent text may hold before it is trimmed: a little over the limit is read and refused with the limit's text; far over is no chat message. */
const MAX_SENT_TEXT = 4 * MAX_MESSAGE_LENGTH;

export const CHAT_EVENTS = {
  auth: 'auth',
  chat: 'chat',
  join: 'join',
  report: 'report',
  channelList: 'channel-list',
  userList: 'user-list',
  channel: 'channel',
  redirect: 'redirect',
  topic: 'topic',
  chats: 'chats',
  channelDelta: 'channel-delta',
  userDelta: 'user-delta',
  refused: 'refused',
} as const;

const clientId = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/));
const channelInput = v.pipe(v.string(), v.maxLength(100));
const id = v.pipe(v.number(), v.integer(), v.minValue(0));

// Client to server.
export const authPayload = v.strictObject({
  chatId: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
  channel: channelInput,
  /**
   * The channel's sequence number up to which this client has every message: the server sends
   * what follows (or says how many it no longer keeps).
   */
  since: v.optional(id),
});
export const chatPayload = v.strictObject({
  clientId,
  text: v.pipe(v.string(), v.maxLength(MAX_SENT_TEXT)),
});
export const joinPayload = v.strictObject({ channel: channelInput });
export const reportPayload = v.strictObject({ link: v.pipe(v.string(), v.maxLength(500)) });

// Server to client.
export const messageKind = v.picklist(['user', 'announce-stream', 'system']);
export const chatMessage = v.object({
  id,
  /** The message's number in its channel: 1, 2, 3 ... in the order stored, without gaps. */
  seq: id,
  clientId: v.nullable(v.string()),
  channel: v.string(),
  userId: v.nullable(v.number()),
  nickname: v.string(),
  avatar: v.string(),
  text: v.pipe(v.string(), v.maxLength(MAX_MESSAGE_LENGTH)),
  /** Milliseconds since the epoch. */
  time: v.number(),
  kind: messageKind,
});
export const chatUser = v.object({ userId: v.number(), nickname: v.string(), avatar: v.string() });
const channelInfo = v.object({ name: v.string(), users: v.number() });
export const channelListPayload = v.array(channelInfo);
export const userListPayload = v.array(chatUser);
export const channelPayload = v.object({ name: v.string() });
export const redirectPayload = v.object({ channel: v.string() });
export const topicPayload = v.object({ channel: v.string(), topic: v.string() });
export const chatsPayload = v.object({
  channel: v.string(),
  messages: v.array(chatMessage),
  /** True: these follow the `since` the client gave; false: the latest, replacing what it had. */
  resumed: v.boolean(),
  /** The channel's latest sequence number when this was read: live messages continue after it. */
  last: id,
  /** How many messages after `since` the server no longer keeps (these are the latest instead). */
  missed: v.optional(id),
});
/** Changes to the channel list since the last list or delta: entries added or changed, and removed. */
export const channelDeltaPayload = v.object({ set: v.array(channelInfo), removed: v.array(v.string()) });
/** Changes to a channel's user list since the last list or delta. */
export const userDeltaPayload = v.object({ channel: v.string(), joined: v.array(chatUser), left: v.array(v.number()) });
/** The user may no longer chat (signed out, banned, warned, merged, deleted): the text to show. */
export const refusedPayload = v.object({ error: v.string() });

// Acknowledgements. A refusal says why; one for going too fast says when to try again (retryMs).
const refusal = v.object({ ok: v.literal(false), error: v.string(), retryMs: v.optional(id) });
export const authAnswer = v.variant('ok', [
  v.object({
    ok: v.literal(true),
    channel: v.string(),
    userId: v.number(),
    /** Why the user landed elsewhere than asked (the channel could not be made). */
    notice: v.optional(v.string()),
  }),
  refusal,
]);
/** The answer to join: as auth's. */
export const joinAnswer = authAnswer;
export const chatAnswer = v.variant('ok', [v.object({ ok: v.literal(true), id, seq: id }), refusal]);
export const reportAnswer = v.object({ ok: v.boolean(), message: v.string() });

export type ChatMessage = v.InferOutput<typeof chatMessage>;
export type ChatUser = v.InferOutput<typeof chatUser>;
export type ChannelInfo = v.InferOutput<typeof channelListPayload>[number];
export type AuthAnswer = v.InferOutput<typeof authAnswer>;
export type ChatAnswer = v.InferOutput<typeof chatAnswer>;
export type ChatsPayload = v.InferOutput<typeof chatsPayload>;
export type ChannelDelta = v.InferOutput<typeof channelDeltaPayload>;
export type UserDelta = v.InferOutput<typeof userDeltaPayload>;
export type ReportAnswer = v.InferOutput<typeof reportAnswer>;
