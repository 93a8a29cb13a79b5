// The chat's messages: a bounded history per channel, numbered per channel (seq 1, 2, 3 ...) in
// the transaction that stores each message, so a client that reconnects resumes "after seq n"
// wherever its messages came from (issue 21). A user message keeps the client's id: a re-send of
// one already stored returns the stored one (de-duplication), on any process (one database).
import type { AppContext } from '../../context';
import { avatarUrl } from '../../entities/urls';
import { KEEP_MESSAGES, type ChatMessage, type ChatsPayload } from '../../../src/realtime/chat/schemas';

/** Messages kept per channel for resuming (the clients show the last KEEP_MESSAGES). */
export const HISTORY_PER_CHANNEL = 200;

interface MessageRow {
  id: number;
  seq: number;
  channel: string;
  user_id: number | null;
  client_id: string | null;
  kind: ChatMessage['kind'];
  text: string;
  created: number;
  nickname: string | null;
  avatar_sketch_id: number | null;
}

const SELECT_MESSAGES = `SELECT m.id, m.seq, m.channel, m.user_id, m.client_id, m.kind, m.text, m.created, u.nickname, u.avatar_sketch_id
  FROM chat_messages m LEFT JOIN users u ON u.id = m.user_id`;

function toMessage(row: MessageRow): ChatMessage {
  return {
    id: row.id,
    seq: row.seq,
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

/** What a client entering a channel gets (the chats payload without the channel). */
export type History = Omit<ChatsPayload, 'channel'>;

export class ChatStore {
  constructor(private readonly ctx: AppContext) {}

  /** Stores a message; `fresh` is false when the client's id was stored already (a re-send). */
  add(message: NewMessage): { message: ChatMessage; fresh: boolean } {
    const db = this.ctx.db;
    const now = this.ctx.clock();
    // Immediate: the write lock is taken first, so two processes storing at once wait for each
    // other (busy_timeout) and never hand out one seq twice or miss a re-send.
    const stored = db.transaction((): { id: number; fresh: boolean } => {
      if (message.clientId !== null && message.userId !== null) {
        const existing = db.prepare('SELECT id FROM chat_messages WHERE user_id = ? AND client_id = ?').pluck().get(message.userId, message.clientId) as number | undefined;
        if (existing !== undefined) return { id: existing, fresh: false };
      }
      // A channel that expired while its last user still wrote in it is made again, as theirs.
      db.prepare('INSERT OR IGNORE INTO chat_channels (name, created, created_by, last_active) VALUES (?, ?, ?, ?)').run(
        message.channel,
        new Date(now).toISOString(),
        message.userId,
        now,
      );
      const seq = db.prepare('UPDATE chat_channels SET last_seq = last_seq + 1, last_active = ? WHERE name = ? RETURNING last_seq').pluck().get(now, message.channel) as number;
      const inserted = db
        .prepare('INSERT INTO chat_messages (channel, seq, user_id, client_id, kind, text, created) VALUES (?, ?, ?, ?, ?, ?, ?)')
        .run(message.channel, seq, message.userId, message.clientId, message.kind, message.text, now);
      db.prepare('DELETE FROM chat_messages WHERE channel = ? AND seq <= ?').run(message.channel, seq - HISTORY_PER_CHANNEL);
      return { id: Number(inserted.lastInsertRowid), fresh: true };
    }).immediate();
    const row = db.prepare(`${SELECT_MESSAGES} WHERE m.id = ?`).get(stored.id) as MessageRow;
    return { message: toMessage(row), fresh: stored.fresh };
  }

  /** The newest messages of the channel, oldest first, and the channel's latest seq. */
  latest(channel: string, count = KEEP_MESSAGES): History {
    const db = this.ctx.db;
    return db.transaction(() => {
      const rows = db.prepare(`${SELECT_MESSAGES} WHERE m.channel = ? ORDER BY m.seq DESC LIMIT ?`).all(channel, count) as MessageRow[];
      return { messages: rows.reverse().map(toMessage), resumed: false, last: this.lastSeq(channel) };
    })();
  }

  /**
   * The messages after `since`, oldest first. When some of them are no longer kept, the latest
   * instead with how many were missed; when `since` is beyond the channel (it expired and was
   * made again), the latest as for a newcomer.
   */
  resume(channel: string, since: number): History {
    const db = this.ctx.db;
    return db.transaction((): History => {
      const last = this.lastSeq(channel);
      if (since > last) return this.latest(channel);
      const oldest = (db.prepare('SELECT min(seq) FROM chat_messages WHERE channel = ?').pluck().get(channel) as number | null) ?? last + 1;
      if (since + 1 < oldest) return { ...this.latest(channel), missed: oldest - since - 1 };
      const rows = db.prepare(`${SELECT_MESSAGES} WHERE m.channel = ? AND m.seq > ? ORDER BY m.seq`).all(channel, since) as MessageRow[];
      return { messages: rows.map(toMessage), resumed: true, last };
    })();
  }

  report(reporterId: number, reportedId: number, channel: string): void {
    this.ctx.db
      .prepare('INSERT INTO chat_reports (reporter_id, reported_id, channel, created) VALUES (?, ?, ?, ?)')
      .run(reporterId, reportedId, channel, new Date(this.ctx.clock()).toISOString());
  }

  private lastSeq(channel: string): number {
    return (this.ctx.db.prepare('SELECT last_seq FROM chat_channels WHERE name = ?').pluck().get(channel) as number | undefined) ?? 0;
  }
}
