// The chat's storage: channels with their topic and a bounded history per channel, so a client
// that reconnects resumes from the last message it has (issue 13 "Reliability"). A user message
// keeps the client's id: a re-send of one already stored returns the stored one (de-duplication).
import type { AppContext } from '../../context';
import { avatarUrl } from '../../entities/urls';
import { KEEP_MESSAGES, type ChatMessage } from '../../../src/realtime/chat/schemas';

/** Messages kept per channel for resuming (the clients show the last KEEP_MESSAGES). */
export const HISTORY_PER_CHANNEL = 200;

interface MessageRow {
  id: number;
  channel: string;
  user_id: number | null;
  client_id: string | null;
  kind: ChatMessage['kind'];
  text: string;
  created: number;
  nickname: string | null;
  avatar_sketch_id: number | null;
}

const SELECT_MESSAGES = `SELECT m.id, m.channel, m.user_id, m.client_id, m.kind, m.text, m.created, u.nickname, u.avatar_sketch_id
  FROM chat_messages m LEFT JOIN users u ON u.id = m.user_id`;

function toMessage(row: MessageRow): ChatMessage {
  return {
    id: row.id,
    clientId: row.client_id,
    channel: row.channel,
    userId: row.user_id,
    nickname: row.nickname ?? '',
    avatar: row.user_id === null ? '' : avatarUrl(row.user_id, row.avatar_sketch_id),
    text: row.text,
    time: row.created,
    kind: row.kind,
  };
}

export interface NewMessage {
  channel: string;
  userId: number | null;
  clientId: string | null;
  text: string;
  kind: ChatMessage['kind'];
}

export class ChatStore {
  constructor(private readonly ctx: AppContext) {}

  /** The channel's topic; the channel is created on first use. */
  ensureChannel(name: string): { name: string; topic: string } {
    const db = this.ctx.db;
    db.prepare('INSERT OR IGNORE INTO chat_channels (name, created) VALUES (?, ?)').run(name, new Date(this.ctx.clock()).toISOString());
    const topic = db.prepare('SELECT topic FROM chat_channels WHERE name = ?').pluck().get(name) as string;
    return { name, topic };
  }

  listedChannels(): string[] {
    return this.ctx.db.prepare('SELECT name FROM chat_channels WHERE listed = 1 ORDER BY name').pluck().all() as string[];
  }

  /** Stores a message; `fresh` is false when the client's id was stored already (a re-send). */
  add(message: NewMessage): { message: ChatMessage; fresh: boolean } {
    const db = this.ctx.db;
    if (message.clientId !== null && message.userId !== null) {
      const existing = db.prepare(`${SELECT_MESSAGES} WHERE m.user_id = ? AND m.client_id = ?`).get(message.userId, message.clientId) as MessageRow | undefined;
      if (existing) return { message: toMessage(existing), fresh: false };
    }
    const id = db.transaction(() => {
      const inserted = db
        .prepare('INSERT INTO chat_messages (channel, user_id, client_id, kind, text, created) VALUES (?, ?, ?, ?, ?, ?)')
        .run(message.channel, message.userId, message.clientId, message.kind, message.text, this.ctx.clock());
      db.prepare(
        `DELETE FROM chat_messages WHERE channel = ? AND id <= (
           SELECT id FROM chat_messages WHERE channel = ? ORDER BY id DESC LIMIT 1 OFFSET ?)`,
      ).run(message.channel, message.channel, HISTORY_PER_CHANNEL);
      return Number(inserted.lastInsertRowid);
    })();
    const row = db.prepare(`${SELECT_MESSAGES} WHERE m.id = ?`).get(id) as MessageRow;
    return { message: toMessage(row), fresh: true };
  }

  /** The newest messages of the channel, oldest first. */
  latest(channel: string, count = KEEP_MESSAGES): ChatMessage[] {
    const rows = this.ctx.db.prepare(`${SELECT_MESSAGES} WHERE m.channel = ? ORDER BY m.id DESC LIMIT ?`).all(channel, count) as MessageRow[];
    return rows.reverse().map(toMessage);
  }

  /** The channel's kept messages after `id`, oldest first. */
  since(channel: string, id: number): ChatMessage[] {
    const rows = this.ctx.db.prepare(`${SELECT_MESSAGES} WHERE m.channel = ? AND m.id > ? ORDER BY m.id`).all(channel, id) as MessageRow[];
    return rows.map(toMessage);
  }

  report(reporterId: number, reportedId: number, channel: string): void {
    this.ctx.db
      .prepare('INSERT INTO chat_reports (reporter_id, reported_id, channel, created) VALUES (?, ?, ?, ?)')
      .run(reporterId, reportedId, channel, new Date(this.ctx.clock()).toISOString());
  }
}
