// What the chat shows, as one immutable snapshot the views read (src/realtime/chat/chatClient.ts
// makes a new one on every change).
import type { ChannelInfo, ChatMessage, ChatUser } from './schemas';

export interface PendingMessage {
  clientId: string;
  text: string;
}

export interface ChatSnapshot {
  channel: string;
  topic: string;
  messages: readonly ChatMessage[];
  /** Typed but not acknowledged yet (offline, or on its way). */
  pending: readonly PendingMessage[];
  users: readonly ChatUser[];
  channels: readonly ChannelInfo[];
  /** The live announcement shown as a banner for 10 s. */
  announce: ChatMessage | null;
  /** The answer to a command (/join, /report), a refusal or a gap in the history, shown under the list. */
  notice: string | null;
  unread: number;
  /** The server refused the user (not logged in, no chat id): the text to show. */
  refused: string | null;
  userId: number | null;
}

export function initialSnapshot(channel: string): ChatSnapshot {
  return { channel, topic: '', messages: [], pending: [], users: [], channels: [], announce: null, notice: null, unread: 0, refused: null, userId: null };
}
