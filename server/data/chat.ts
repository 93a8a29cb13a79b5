// The queries of the chat (issue 21): channels (the house's and the ones users' /join makes, with
// their per-channel message sequence and last use), the bounded history of messages with their
// authors, and reports of users in the chat. Columns come from migrations 16 and 17.
import type { Db } from '../db/database';
import type { ChatMessage } from '../../src/realtime/chat/schemas';
import { columnsOf } from './columns';
import { oncePerDb } from './perDatabase';
import type { UserRow } from './users';

export interface ChatChannelRow {
  name: string;
  topic: string;
  /** 0 or 1. */
  listed: number;
  created: string;
  /** The seq of the channel's latest message (0: none yet). */
  last_seq: number;
  /** Null: the house's channel (it never expires). */
  created_by: number | null;
  /** Epoch milliseconds of the last message, join or counted presence. */
  last_active: number;
}

export const CHAT_CHANNEL_COLUMNS = columnsOf<ChatChannelRow>()(['name', 'topic', 'listed', 'created', 'last_seq', 'created_by', 'last_active']);

export interface ChatMessageRow {
  id: number;
  channel: string;
  /** Null: a message of the server (an announcement, a system line). */
  user_id: number | null;
  /** The id the client gave a user message (a re-send is recognised by it). */
  client_id: string | null;
  kind: ChatMessage['kind'];
  text: string;
  /** Epoch milliseconds. */
  created: number;
  /** 1, 2, 3 ... per channel. */
  seq: number;
}

export const CHAT_MESSAGE_COLUMNS = columnsOf<ChatMessageRow>()(['id', 'channel', 'user_id', 'client_id', 'kind', 'text', 'created', 'seq']);

/** A message with its author's nickname and avatar (null without an author). */
export type ChatMessageWithAuthorRow = ChatMessageRow & { nickname: UserRow['nickname'] | null; avatar_sketch_id: UserRow['avatar_sketch_id'] };

const SELECT_MESSAGES = `SELECT m.id, m.seq, m.channel, m.user_id, m.client_id, m.kind, m.text, m.created, u.nickname, u.avatar_sketch_id
  FROM chat_messages m LEFT JOIN users u ON u.id = m.user_id`;

const chatMessageOfClientStatement = oncePerDb((db) => db.prepare('SELECT id FROM chat_messages WHERE user_id = ? AND client_id = ?').pluck());

/** The stored message a user's client sent with `clientId`, if any (a re-send). */
export function chatMessageOfClient(db: Db, userId: number, clientId: string): number | undefined {
  return chatMessageOfClientStatement(db).get(userId, clientId) as number | undefined;
}

const ensureChatChannelStatement = oncePerDb((db) => db.prepare('INSERT OR IGNORE INTO chat_channels (name, created, created_by, last_active) VALUES (?, ?, ?, ?)'));

/** Makes the channel unless it exists (a channel that expired while someone still wrote in it comes back as theirs). */
export function ensureChatChannel(db: Db, channel: Pick<ChatChannelRow, 'name' | 'created' | 'created_by' | 'last_active'>): void {
  ensureChatChannelStatement(db).run(
    channel.name,
    channel.created,
    channel.created_by,
    channel.last_active,
  );
}

const nextChatSeqStatement = oncePerDb((db) => db.prepare('UPDATE chat_channels SET last_seq = last_seq + 1, last_active = ? WHERE name = ? RETURNING last_seq').pluck());

/** Takes the channel's next seq (and marks it used at `now`); returns it. Call it in the transaction that stores the message. */
export function nextChatSeq(db: Db, channel: string, now: number): number {
  return nextChatSeqStatement(db).get(now, channel) as number;
}

/** Compiled once per database: every message of the chat is stored by it. */
const insertMessage = oncePerDb((db) => db.prepare('INSERT INTO chat_messages (channel, seq, user_id, client_id, kind, text, created) VALUES (?, ?, ?, ?, ?, ?, ?)'));

/** Stores a message; returns its id. */
export function insertChatMessage(db: Db, message: Omit<ChatMessageRow, 'id'>): number {
  const inserted = insertMessage(db).run(message.channel, message.seq, message.user_id, message.client_id, message.kind, message.text, message.created);
  return Number(inserted.lastInsertRowid);
}

const pruneChatMessagesStatement = oncePerDb((db) => db.prepare('DELETE FROM chat_messages WHERE channel = ? AND seq <= ?'));

/** Drops the channel's messages up to and including seq `upTo` (the history is bounded). */
export function pruneChatMessages(db: Db, channel: string, upTo: number): void {
  pruneChatMessagesStatement(db).run(channel, upTo);
}

const findChatMessageStatement = oncePerDb((db) => db.prepare(`${SELECT_MESSAGES} WHERE m.id = ?`));

export function findChatMessage(db: Db, id: number): ChatMessageWithAuthorRow {
  return findChatMessageStatement(db).get(id) as ChatMessageWithAuthorRow;
}

const newestChatMessagesStatement = oncePerDb((db) => db.prepare(`${SELECT_MESSAGES} WHERE m.channel = ? ORDER BY m.seq DESC LIMIT ?`));

/** The channel's newest `count` messages, newest first. */
export function newestChatMessages(db: Db, channel: string, count: number): ChatMessageWithAuthorRow[] {
  return newestChatMessagesStatement(db).all(channel, count) as ChatMessageWithAuthorRow[];
}

const chatMessagesAfterStatement = oncePerDb((db) => db.prepare(`${SELECT_MESSAGES} WHERE m.channel = ? AND m.seq > ? ORDER BY m.seq`));

/** The channel's messages after seq `since`, oldest first. */
export function chatMessagesAfter(db: Db, channel: string, since: number): ChatMessageWithAuthorRow[] {
  return chatMessagesAfterStatement(db).all(channel, since) as ChatMessageWithAuthorRow[];
}

const oldestChatSeqStatement = oncePerDb((db) => db.prepare('SELECT min(seq) FROM chat_messages WHERE channel = ?').pluck());

/** The seq of the channel's oldest kept message, or null when it keeps none. */
export function oldestChatSeq(db: Db, channel: string): number | null {
  return oldestChatSeqStatement(db).get(channel) as number | null;
}

const lastChatSeqStatement = oncePerDb((db) => db.prepare('SELECT last_seq FROM chat_channels WHERE name = ?').pluck());

/** The seq of the channel's latest message, or undefined when there is no such channel. */
export function lastChatSeq(db: Db, channel: string): number | undefined {
  return lastChatSeqStatement(db).get(channel) as number | undefined;
}

const insertChatReportStatement = oncePerDb((db) => db.prepare('INSERT INTO chat_reports (reporter_id, reported_id, channel, created) VALUES (?, ?, ?, ?)'));

export function insertChatReport(db: Db, report: { reporterId: number; reportedId: number; channel: string; created: string }): void {
  insertChatReportStatement(db).run(
    report.reporterId,
    report.reportedId,
    report.channel,
    report.created,
  );
}

const chatChannelTopicStatement = oncePerDb((db) => db.prepare('SELECT topic FROM chat_channels WHERE name = ?').pluck());

/** The channel's topic, or undefined when there is no such channel. */
export function chatChannelTopic(db: Db, name: string): string | undefined {
  return chatChannelTopicStatement(db).get(name) as string | undefined;
}

const touchChatChannelStatement = oncePerDb((db) => db.prepare('UPDATE chat_channels SET last_active = ? WHERE name = ?'));

/** Marks the channel used at `now` (a join). */
export function touchChatChannel(db: Db, name: string, now: number): void {
  touchChatChannelStatement(db).run(now, name);
}

const ownChatChannelCountStatement = oncePerDb((db) => db.prepare('SELECT count(*) FROM chat_channels WHERE created_by = ?').pluck());

/** How many channels the user has made (their limit counts them). */
export function ownChatChannelCount(db: Db, userId: number): number {
  return ownChatChannelCountStatement(db).get(userId) as number;
}

const insertChatChannelStatement = oncePerDb((db) => db.prepare('INSERT INTO chat_channels (name, created, created_by, last_active) VALUES (?, ?, ?, ?)'));

export function insertChatChannel(db: Db, channel: Pick<ChatChannelRow, 'name' | 'created' | 'created_by' | 'last_active'>): void {
  insertChatChannelStatement(db).run(
    channel.name,
    channel.created,
    channel.created_by,
    channel.last_active,
  );
}

const touchUserChatChannelsStatement = oncePerDb((db) => db.prepare('UPDATE chat_channels SET last_active = ? WHERE name = ? AND created_by IS NOT NULL'));

/** Marks the users' channels among `names` used at `now` (the house's never expire); one statement for them all. */
export function touchUserChatChannels(db: Db, names: Iterable<string>, now: number): void {
  const update = touchUserChatChannelsStatement(db);
  for (const name of names) update.run(now, name);
}

const deleteExpiredUserChannels = oncePerDb((db) => db.prepare('DELETE FROM chat_channels WHERE created_by IS NOT NULL AND last_active < ? RETURNING name').pluck());
const deleteChannelMessages = oncePerDb((db) => db.prepare('DELETE FROM chat_messages WHERE channel = ?'));

/** Removes the users' channels last used before `before`, with their messages; returns their names. Call it in a transaction. */
export function expireUserChatChannels(db: Db, before: number): string[] {
  const names = deleteExpiredUserChannels(db).all(before) as string[];
  const drop = deleteChannelMessages(db);
  for (const name of names) drop.run(name);
  return names;
}

const listedChatChannelsStatement = oncePerDb((db) => db.prepare('SELECT name FROM chat_channels WHERE listed = 1 ORDER BY name').pluck());

/** The listed channels' names, in order. */
export function listedChatChannels(db: Db): string[] {
  return listedChatChannelsStatement(db).all() as string[];
}
