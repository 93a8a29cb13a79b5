// The chat's messages: a bounded history per channel, numbered per channel (seq 1, 2, 3 ...) in
// the transaction that stores each message, so a client that reconnects resumes "after seq n"
// wherever its messages came from (issue 21). A user message keeps the client's id: a re-send of
// one already stored returns the stored one (de-duplication), on any process (one database).
import type { AppContext } from '../../context';
import {
  chatMessageOfClient,
  chatMessagesAfter,
  ensureChatChannel,
  findChatMessage,
  insertChatMessage,
  insertChatReport,
  lastChatSeq,
  newestChatMessages,
  nextChatSeq,
  oldestChatSeq,
  pruneChatMessages,
  type ChatMessageWithAuthorRow,
} from '../../data/chat';
import { avatarUrl } from '../../entities/urls';
import { KEEP_MESSAGES, type ChatMessage, type ChatsPayload } from '../../../src/realtime/chat/schemas';
import { writeTransaction, readTransaction } from '../../db/database';

/** Messages kept per channel for resuming (the clients show the last KEEP_MESSAGES). */
export const HISTORY_PER_CHANNEL = 200;

function toMessage(row: ChatMessageWithAuthorRow): ChatMessage {
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
    // The write lock is taken first (writeTransaction), so two processes storing at once wait for
    // each other (busy_timeout) and never hand out one seq twice or miss a re-send.
    const stored = writeTransaction(db, (): { id: number; fresh: boolean } => {
      if (message.clientId !== null && message.userId !== null) {
        const existing = chatMessageOfClient(db, message.userId, message.clientId);
        if (existing !== undefined) return { id: existing, fresh: false };
      }
      // A channel that expired while its last user still wrote in it is made again, as theirs.
      ensureChatChannel(db, { name: message.channel, created: new Date(now).toISOString(), created_by: message.userId, last_active: now });
      const seq = nextChatSeq(db, message.channel, now);
      const id = insertChatMessage(db, {
        channel: message.channel,
        seq,
        user_id: message.userId,
        client_id: message.clientId,
        kind: message.kind,
        text: message.text,
        created: now,
      });
      pruneChatMessages(db, message.channel, seq - HISTORY_PER_CHANNEL);
      return { id, fresh: true };
    });
    const row = findChatMessage(db, stored.id);
    return { message: toMessage(row), fresh: stored.fresh };
  }

  /** The newest messages of the channel, oldest first, and the channel's latest seq. */
  latest(channel: string, count = KEEP_MESSAGES): History {
    const db = this.ctx.db;
    return readTransaction(db, () => {
      const rows = newestChatMessages(db, channel, count);
      return { messages: rows.reverse().map(toMessage), resumed: false, last: this.lastSeq(channel) };
    });
  }

  /**
   * The messages after `since`, oldest first. When some of them are no longer kept, the latest
   * instead with how many were missed; when `since` is beyond the channel (it expired and was
   * made again), the latest as for a newcomer.
   */
  resume(channel: string, since: number): History {
    const db = this.ctx.db;
    return readTransaction(db, (): History => {
      const last = this.lastSeq(channel);
      if (since > last) return this.latest(channel);
      const oldest = oldestChatSeq(db, channel) ?? last + 1;
      if (since + 1 < oldest) {
        // Missed: every message between the reader's last and the first one sent, kept or not.
        const latest = this.latest(channel);
        return { ...latest, missed: (latest.messages[0]?.seq ?? last + 1) - since - 1 };
      }
      const rows = chatMessagesAfter(db, channel, since);
      return { messages: rows.map(toMessage), resumed: true, last };
    });
  }

  report(reporterId: number, reportedId: number, channel: string): void {
    insertChatReport(this.ctx.db, { reporterId, reportedId, channel, created: new Date(this.ctx.clock()).toISOString() });
  }

  private lastSeq(channel: string): number {
    return lastChatSeq(this.ctx.db, channel) ?? 0;
  }
}
