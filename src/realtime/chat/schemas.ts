// The /chat socket's payloads in both directions (spec part 2 §7 "Realtime"): the client sends
// auth {chatId, channel}, chat messages and the join and report commands; the server sends
// channel-list, user-list, channel, redirect, topic, chat and chats. The server parses what it
// receives with these, and the client what it receives: malformed payloads are dropped.
import * as v from 'valibot';

/** Spec §9: the chat keeps 50 messages. */
export const KEEP_MESSAGES = 50;
export const MAX_MESSAGE_LENGTH = 500;

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
} as const;

const clientId = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/));
const channelInput = v.pipe(v.string(), v.maxLength(100));
const id = v.pipe(v.number(), v.integer(), v.minValue(0));

// Client to server.
export const authPayload = v.strictObject({
  chatId: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
  channel: channelInput,
  /** The id of the last message this client has of the channel: the server sends what follows. */
  since: v.optional(id),
});
export const chatPayload = v.strictObject({
  clientId,
  text: v.pipe(v.string(), v.maxLength(MAX_MESSAGE_LENGTH)),
});
export const joinPayload = v.strictObject({ channel: channelInput });
export const reportPayload = v.strictObject({ link: v.pipe(v.string(), v.maxLength(500)) });

// Server to client.
export const messageKind = v.picklist(['user', 'announce-stream', 'system']);
export const chatMessage = v.object({
  id,
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
export const channelListPayload = v.array(v.object({ name: v.string(), users: v.number() }));
export const chatUser = v.object({ userId: v.number(), nickname: v.string(), avatar: v.string() });
export const userListPayload = v.array(chatUser);
export const channelPayload = v.object({ name: v.string() });
export const redirectPayload = v.object({ channel: v.string() });
export const topicPayload = v.object({ channel: v.string(), topic: v.string() });
export const chatsPayload = v.object({
  channel: v.string(),
  messages: v.array(chatMessage),
  /** True: these follow the `since` the client gave; false: the latest, replacing what it had. */
  resumed: v.boolean(),
});

// Acknowledgements.
export const authAnswer = v.variant('ok', [
  v.object({ ok: v.literal(true), channel: v.string(), userId: v.number() }),
  v.object({ ok: v.literal(false), error: v.string() }),
]);
export const chatAnswer = v.variant('ok', [
  v.object({ ok: v.literal(true), id }),
  v.object({ ok: v.literal(false), error: v.string() }),
]);
export const reportAnswer = v.object({ ok: v.boolean(), message: v.string() });

export type ChatMessage = v.InferOutput<typeof chatMessage>;
export type ChatUser = v.InferOutput<typeof chatUser>;
export type ChannelInfo = v.InferOutput<typeof channelListPayload>[number];
export type AuthAnswer = v.InferOutput<typeof authAnswer>;
export type ChatAnswer = v.InferOutput<typeof chatAnswer>;
export type ReportAnswer = v.InferOutput<typeof reportAnswer>;
